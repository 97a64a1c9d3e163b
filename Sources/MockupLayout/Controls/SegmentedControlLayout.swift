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
        items(titles.map(Segment.title), selected: selected, frame: frame, tint: tint, ctx: ctx)
    }

    /// What one segment shows.
    enum Segment {
        case title(String)
        case icon(Icon)
    }

    /// Glyph box of an icon segment (unconfirmed: UIKit sizes segment images as given;
    /// 18 pt keeps a 22 pt bar glyph clear of the 29 pt control's outline).
    static let iconSize = 18.0

    /// Items for a control of titles or icons filling `frame`; `dimmed` segments show
    /// their content in `dimmedColor` (a disabled segment).
    static func items(
        _ segments: [Segment], selected: Int?, frame: Rect, tint: Color, ctx: LayoutContext,
        dimmed: Int? = nil, dimmedColor: Color = .clear
    ) -> [DisplayItem] {
        guard !segments.isEmpty else { return [] }
        let line = Metrics.segmentBorderWidth
        let radius = Metrics.segmentRadius
        let font = FontSpec.system(Metrics.segmentFontSize)
        let segment = frame.width / Double(segments.count)
        var out: [DisplayItem] = []
        // Selected fill, clipped to the control's rounded outline.
        if let s = selected, segments.indices.contains(s) {
            let r = Rect(x: frame.minX + Double(s) * segment, y: frame.minY, width: segment, height: frame.height)
            out.append(.group(Group(clip: frame, clipRadius: radius, items: [.rect(r, tint)])))
        }
        let h = line / 2
        out.append(.stroke(.roundedRect(frame.inset(by: Insets(top: h, left: h, bottom: h, right: h)), radius: radius - h), tint, StrokeStyle(width: line)))
        for i in 1..<segments.count {
            let x = frame.minX + Double(i) * segment
            out.append(.rect(Rect(x: x - h, y: frame.minY, width: line, height: frame.height), tint))
        }
        for (i, content) in segments.enumerated() {
            let cell = Rect(x: frame.minX + Double(i) * segment, y: frame.minY, width: segment, height: frame.height)
            let color: Color = i == dimmed ? dimmedColor : i == selected ? .white : tint
            switch content {
            case .title(let title):
                let available = max(0, segment - 2 * Metrics.segmentTextInset)
                let w = min(ctx.width(title, font), available)
                out.append(.text(ctx.text(title, font: font, color: color, x: cell.midX - w / 2, midY: cell.midY, maxWidth: available)))
            case .icon(let icon):
                // A segment narrower than its insets draws no glyph (a negative box
                // would mirror it).
                let s = min(iconSize, segment - 2 * Metrics.segmentTextInset)
                guard s > 0 else { continue }
                let box = Rect(x: cell.midX - s / 2, y: cell.midY - s / 2, width: s, height: s)
                out += IconDrawing.items(icon, in: box, color: color, ctx: ctx)
            }
        }
        return out
    }
}
