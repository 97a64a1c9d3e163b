import MockupDisplayList
import MockupGeometry
import MockupScene

/// UISegmentedControl (iOS 7–9): equal-width segments in a tint-outlined rounded
/// rectangle, 1 pt dividers, the selected segment filled with the tint and its title
/// white. Shared by navigation bars, toolbars and scope bars.
enum SegmentedControlLayout {
    /// Natural width: the widest title plus padding, times the segment count.
    static func naturalWidth(_ titles: [String], ctx: LayoutContext) -> Double {
        let font = FontSpec.system(Metrics.segmentFontSize)
        let widest = titles.map { ctx.width($0, font) }.max() ?? 0
        return Double(max(titles.count, 1)) * max(widest + 2 * Metrics.segmentPadding, Metrics.segmentMinWidth)
    }

    /// Items for a control filling `frame` (height should be `Metrics.segmentHeight`).
    static func items(
        _ titles: [String], selected: Int?, frame: Rect, tint: Color, ctx: LayoutContext
    ) -> [DisplayItem] {
        guard !titles.isEmpty else { return [] }
        let line = Metrics.segmentBorderWidth
        let radius = Metrics.segmentRadius
        let font = FontSpec.system(Metrics.segmentFontSize)
        let segment = frame.width / Double(titles.count)
        var out: [DisplayItem] = []
        // Selected fill, clipped to the control's rounded outline.
        if let s = selected, titles.indices.contains(s) {
            let r = Rect(x: frame.minX + Double(s) * segment, y: frame.minY, width: segment, height: frame.height)
            out.append(.group(Group(clip: frame, clipRadius: radius, items: [.rect(r, tint)])))
        }
        let h = line / 2
        out.append(.stroke(.roundedRect(frame.inset(by: Insets(top: h, left: h, bottom: h, right: h)), radius: radius - h), tint, StrokeStyle(width: line)))
        for i in 1..<titles.count {
            let x = frame.minX + Double(i) * segment
            out.append(.rect(Rect(x: x - h, y: frame.minY, width: line, height: frame.height), tint))
        }
        for (i, title) in titles.enumerated() {
            let cell = Rect(x: frame.minX + Double(i) * segment, y: frame.minY, width: segment, height: frame.height)
            let available = max(0, segment - 2 * Metrics.segmentTextInset)
            let w = min(ctx.width(title, font), available)
            let color: Color = i == selected ? .white : tint
            out.append(.text(ctx.text(title, font: font, color: color, x: cell.midX - w / 2, midY: cell.midY, maxWidth: available)))
        }
        return out
    }
}
