/// Figures that differ between iOS 7, 8 and 9, keyed by release (and device where the
/// release made them depend on it). Each figure names its source; docs/METRICS.md
/// argues the choices.
public enum VersionedMetrics {
    // MARK: Bars

    /// How far a navigation bar's or toolbar's text items (and the back chevron) stand
    /// from the bar's edges: 8 on iPhones up to the 6 (r5: "Edit" ends 9 px from the
    /// right edge @2x), 12 on the 6 Plus (r7: "Done" ends 39 px from it @3x, 12 px
    /// further in than at 8), 20 on iPads (e26, iOS 7: "Edit" starts 21 px in @1x).
    /// In compact width (content in an iPad popover) the iPhone's 8, as the popover's
    /// table takes the iPhone's cell margin (e10).
    public static func barMargin(_ device: Device, compactWidth: Bool = false) -> Double {
        if compactWidth { return Metrics.barSidePadding }
        return device.idiom == .pad ? 20 : device.isPlus ? 12 : Metrics.barSidePadding
    }

    // MARK: Tables

    /// The table cell's layout margin: where a row's content, its separator and the
    /// grouped header/footer text start, and how far the accessory ends from the
    /// right edge.
    ///
    /// - iOS 7: 15 everywhere (matched on iOS 7 captures).
    /// - iOS 8 and 9: the layout margins: 16 on iPhones up to the 6, 20 on the 6 Plus
    ///   (measured on iOS 8–9 captures) and 20 on iPads (stackoverflow
    ///   29349917: "iPad on 8 – 20 points"). The readable-width margins iOS 9 adds on
    ///   wide iPad tables are not modelled (docs/METRICS.md).
    ///
    /// In compact width (content in an iPad popover) an iPhone's: 16 on iOS 8–9 (e10,
    /// iOS 8 iPad @1x: text at 16, separators at 15, not the iPad's 20).
    public static func cellMargin(_ ios: IOSVersion, device: Device, compactWidth: Bool = false) -> Double {
        guard ios >= .ios8 else { return 15 }
        if compactWidth { return 16 }
        return device.idiom == .pad || device.isPlus ? 20 : 16
    }

    /// A plain table's section header (and footer) band: its height, the title's size
    /// (semibold, `Palette.plainHeaderText` on `Palette.plainHeaderBackground`) and the
    /// title's baseline below the band's top.
    ///
    /// - iOS 7: 22 high, 14 pt, baseline 16 (r3: the band 44 px and the baseline
    ///   32 px below its top at @2x).
    /// - iOS 8 and 9: 28 high, 17 pt (the headline size), baseline 20: r5 (iOS 8.3, a
    ///   stock `titleForHeaderInSection:`) and e34 (iOS 9.0) both measure a 56 px band,
    ///   a 24 px cap height and the baseline 40 px below the band's top at @2x.
    public static func plainHeader(_ ios: IOSVersion) -> (height: Double, fontSize: Double, baseline: Double) {
        ios == .ios7 ? (22, 14, 16) : (28, 17, 20)
    }

    /// Whether a plain header band stops at the section index rather than running under
    /// it: iOS 9 (e34: the band ends at x = 609 px of 640 @2x, the index column white).
    /// Not measured on iOS 7–8: their bands run the table's whole width.
    public static func plainHeaderStopsAtIndex(_ ios: IOSVersion) -> Bool { ios >= .ios9 }

    /// Gap between a row's image and its title: 15 on every release
    /// (the title starts 15 pt after the image on iOS 7–9 captures; the
    /// margin moves the image, not this gap).
    public static func cellImageTextGap(_ ios: IOSVersion, device: Device) -> Double {
        Metrics.cellImageTextGap
    }

    /// Where the editing control sits in its 38 pt column and how thick its sign's bar is.
    ///
    /// - iOS 7: the 22 pt circle centred in the column (x 8) on the row's middle, a 2 pt
    ///   bar (by eye, kept: no iOS 7 capture of editing).
    /// - iOS 8 and 9: x 12, centred 1 pt below the row's middle, a 1 pt bar (iOS 8.x
    ///   iPhone 6 capture e32: the disc at x 24–67 px and y 24–67 px of an 88 px row, its
    ///   minus 2 px thick). Measured on the iPhone 6 (16 pt margin) only: the 6 Plus and
    ///   iPads (20 pt margin) take the same x, unconfirmed.
    public static func editControl(_ ios: IOSVersion) -> (inset: Double, drop: Double, barWidth: Double) {
        ios >= .ios8 ? (12, 1, 1) : (Metrics.editControlInset, 0, Metrics.editControlBarWidth)
    }

    /// Whether editing moves the separators with the content: on iOS 7 they start after
    /// the 38 pt indent (kept, unconfirmed); on iOS 8 and 9 they stay at the cell's inset
    /// (e32: 32 px on every row of an editing table, the swiped row's too). A separator
    /// under the text of a row with an image follows that text either way (unconfirmed).
    public static func separatorsFollowEditing(_ ios: IOSVersion) -> Bool { ios < .ios8 }
}
