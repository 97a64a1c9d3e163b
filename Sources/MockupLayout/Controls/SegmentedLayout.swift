import MockupDisplayList
import MockupGeometry
import MockupScene

/// A segmented control among content views: drawn by `SegmentedControlLayout` as in
/// the bars, 29 pt high and centred vertically in its frame, as wide as its frame (it
/// stretches across a stack, as UISegmentedControl in a form), else at its natural width.
extension Segmented: ViewLayout {
    /// Figures (docs/METRICS.md, Segmented control; the control's own are in `Metrics`).
    enum Figures {
        /// Height: ONS:segment, F7:forms (29).
        static let height = Metrics.segmentHeight
        /// A disabled segment's content: the disabled grey #C7C7CC (Palette.chevron,
        /// F7:lists; "grey #C7C7CC-ish" in brief), unconfirmed for segments.
        static let disabledSegmentColor = Palette.chevron
        /// The whole control disabled: every content control's dimming.
        static let disabledAlpha = Metrics.disabledControlAlpha
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        let width: Double
        if icons.isEmpty {
            width = SegmentedControlLayout.naturalWidth(control.titles, ctx: ctx)
        } else {
            width = Double(icons.count) * max(SegmentedControlLayout.iconSize + 2 * Metrics.segmentPadding, Metrics.segmentMinWidth)
        }
        return Size(width: min(width, available.width), height: Figures.height)
    }

    func flexes(along axis: Stack.Axis) -> Bool { axis == .horizontal }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let h = Figures.height
        let box = ControlPlacement.centred(Size(width: frame.width, height: h), in: frame, scale: ctx.screen.scale)
        let segments: [SegmentedControlLayout.Segment] = icons.isEmpty
            ? control.titles.map { .title($0) }
            : icons.compactMap { $0.icon.map { .icon($0) } }
        let out = SegmentedControlLayout.items(
            segments, selected: control.selected, frame: box, tint: ctx.tint(tint), ctx: ctx,
            dimmed: disabledSegment, dimmedColor: Figures.disabledSegmentColor)
        return disabled ? [.group(Group(opacity: Figures.disabledAlpha, items: out))] : out
    }
}
