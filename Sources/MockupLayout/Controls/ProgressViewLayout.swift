import MockupDisplayList
import MockupGeometry
import MockupScene

/// UIProgressView in the content: a 2 pt strip across the width it is given, centred
/// vertically in a taller frame; the filled part in the tint from the left, over a
/// light grey track (default style) or nothing (bar style, `BarProgressLayout`'s strip).
extension ProgressView: ViewLayout {
    /// The progress view's figures (docs/METRICS.md, Progress view).
    enum Figures {
        /// Height of both styles: default 2 (markmeretzky, F7 ✓); bar style the same 2
        /// (unconfirmed) — `Metrics.barProgressHeight`, as the bars' progress strip.
        static let height = Metrics.barProgressHeight
        /// Default style's track (F7:progressbar #B6B6B6).
        static let track = Color(rgb: 0xB6B6B6)
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        Size(width: available.width, height: Figures.height)
    }

    func flexes(along axis: Stack.Axis) -> Bool { axis == .horizontal }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let y = frame.midY - Figures.height / 2
        var out: [DisplayItem] = []
        if let track = trackTint ?? (style == .default ? Figures.track : nil) {
            out.append(.rect(Rect(x: frame.minX, y: y, width: frame.width, height: Figures.height), track))
        }
        // The bars' strip starts at x = 0: moved to the frame's left edge.
        let strip = BarProgressLayout.items(progress: value, y: y, width: frame.width, tint: progressTint ?? ctx.tint)
        if frame.minX == 0 {
            out += strip
        } else if !strip.isEmpty {
            out.append(.group(Group(transform: .translation(frame.minX, 0), items: strip)))
        }
        return out
    }
}
