import MockupDisplayList
import MockupGeometry
import MockupScene

/// A switch in the content tree: `SwitchLayout`'s drawing (the table accessory's,
/// unchanged) at its fixed 51 × 31, centred in its frame.
extension Switch: ViewLayout {
    /// The figures of the switch as a content view (the control's own are `SwitchLayout`'s).
    enum Figures {
        /// 51 × 31 (c4ios, UI7K, AST ✓) — `Metrics.switchWidth/Height`.
        static let size = SwitchLayout.size
        /// Opacity of a disabled control: every content control's (unconfirmed, METRICS).
        static let disabledAlpha = Metrics.disabledControlAlpha
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { Figures.size }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let origin = ControlPlacement.centred(Figures.size, in: frame, scale: ctx.screen.scale).origin
        let out = SwitchLayout.items(
            isOn: isOn, origin: origin, onColor: onTint ?? Palette.switchOn, offColor: tint ?? Palette.switchOffRing,
            pressed: isHighlighted)
        return isEnabled ? out : [.group(Group(opacity: Figures.disabledAlpha, items: out))]
    }
}
