import MockupDisplayList
import MockupGeometry
import MockupScene

/// A switch in the content tree: `SwitchLayout`'s drawing (the table accessory's,
/// unchanged) at its fixed 51 × 31, centred in its frame.
extension Switch: ViewLayout {
    /// The figures of the switch as a content view (the control's own are `SwitchLayout`'s).
    enum Figures {
        /// §10: 51 × 31 (c4ios, UI7K, AST ✓) — `Metrics.switchWidth/Height`.
        static let size = SwitchLayout.size
        /// Opacity of a disabled control. Unconfirmed: UIKit dims disabled controls; 0.5
        /// is the alpha commonly measured on iOS 7 screenshots (no source in §10).
        static let disabledAlpha = 0.5
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { Figures.size }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let origin = Point(x: frame.midX - Figures.size.width / 2, y: frame.midY - Figures.size.height / 2)
        var out = SwitchLayout.items(isOn: isOn, origin: origin, onColor: onTint ?? Palette.switchOn)
        if let tint, !isOn {
            // UIKit's `tintColor` is the off ring: recolour the ring SwitchLayout draws.
            out = out.map { item in
                if case .fill(let path, let c) = item, c == Palette.switchOffRing { return .fill(path, tint) }
                return item
            }
        }
        return isEnabled ? out : [.group(Group(opacity: Figures.disabledAlpha, items: out))]
    }
}
