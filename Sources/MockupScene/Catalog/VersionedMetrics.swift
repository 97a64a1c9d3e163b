/// Figures that differ between iOS 7, 8 and 9, keyed by release (and device where the
/// release made them depend on it). Each figure names its source; docs/METRICS.md
/// argues the choices.
public enum VersionedMetrics {
    // MARK: Tables

    /// The table cell's layout margin: where a row's content, its separator and the
    /// grouped header/footer text start, and how far the accessory ends from the
    /// right edge.
    ///
    /// - iOS 7: 15 everywhere (§9; matched iOS 7 captures, issue 17).
    /// - iOS 8 and 9: the layout margins: 16 on iPhones up to the 6, 20 on the 6 Plus
    ///   (measured on iOS 8–9 captures, issue 17) and 20 on iPads (stackoverflow
    ///   29349917: "iPad on 8 – 20 points"). The readable-width margins iOS 9 adds on
    ///   wide iPad tables are not modelled (docs/METRICS.md).
    public static func cellMargin(_ ios: IOSVersion, device: Device) -> Double {
        guard ios >= .ios8 else { return 15 }
        return device.idiom == .pad || device.isPlus ? 20 : 16
    }

    /// Gap between a row's image and its title: 15 on every release (issue 17, item 4:
    /// "the title starts 15 pt after the image", measured on iOS 7–9 captures; the
    /// margin moves the image, not this gap).
    public static func cellImageTextGap(_ ios: IOSVersion, device: Device) -> Double {
        Metrics.cellImageTextGap
    }
}
