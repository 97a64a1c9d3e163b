import MockupDisplayList
import MockupGeometry
import MockupScene

/// A text view is a scroll view: it fills the room it is given (unless `scrolling:
/// off`, then it is as tall as its text) and draws its text inset by the text
/// container's 8 pt top and bottom and the line fragments' 5 pt padding, scrolled up by
/// `scroll`, clipped to its frame except under translucent bars. Behind the text: the
/// selection in the tint at 20 %; over it: the caret, or the selection's grab handles.
extension TextView: ViewLayout {
    /// The text view's figures (UIKit's defaults unless said; docs/METRICS.md, Text view).
    enum Figures {
        /// textContainerInset top and bottom 8 (UITextView ✓).
        static let insetTop = 8.0
        static let insetBottom = 8.0
        /// lineFragmentPadding 5 at each end of every line (UITextView ✓): text starts 5 in.
        static let padding = 5.0
        /// Caret: 2 pt wide in the tint, the line's height, centred on the boundary
        /// between two characters (the text field's caret figure; unconfirmed).
        static let caretWidth = 2.0
        /// Selection fill: the tint at 20 % (by eye from iOS 7–9 screenshots; unconfirmed).
        static let selectionAlpha = 0.2
        /// Grab handles: a 2 pt stem the line's height, a round knob of 8 pt above the
        /// start and below the end (by eye; unconfirmed).
        static let stemWidth = 2.0
        static let knobDiameter = 8.0
        /// Link underline: 1 pt, its top 2 pt under the baseline (TextKit draws detected
        /// links coloured and underlined; unconfirmed for UITextView's defaults).
        static let underlineThickness = 1.0
        static let underlineGap = 2.0
    }

    var fontSpec: FontSpec { .system(font.size, FontWeight(rawValue: font.weight.rawValue) ?? .regular) }

    /// The text as spans: detected links in the tint, underlined.
    func spans(tint: Color) -> [RichSpan] {
        let chars = Array(text)
        var out: [RichSpan] = []
        var i = 0
        for link in links where link.lowerBound >= i && link.upperBound <= chars.count {
            if link.lowerBound > i { out.append(RichSpan(text: String(chars[i..<link.lowerBound]), font: fontSpec, color: color)) }
            out.append(RichSpan(text: String(chars[link]), font: fontSpec, color: tint, underline: true))
            i = link.upperBound
        }
        if i < chars.count || out.isEmpty { out.append(RichSpan(text: String(chars[i...]), font: fontSpec, color: color)) }
        return out
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        guard !scrolls else { return available }
        let rich = RichText(spans(tint: ctx.tint), measurer: ctx.measurer)
        let lines = rich.lines(width: max(1, available.width - 2 * Figures.padding))
        let h = lines.reduce(0) { $0 + $1.height }
        return Size(width: available.width, height: h + Figures.insetTop + Figures.insetBottom)
    }

    func flexes(along axis: Stack.Axis) -> Bool { axis == .horizontal || scrolls }

    var scrollsUnderBars: Bool { scrolls }

    func items(in frame: Rect, ctx outer: LayoutContext) -> [DisplayItem] {
        var ctx = outer
        if let tint { ctx.tintOverride = tint }
        let tint = ctx.tint
        let rich = RichText(spans(tint: tint), measurer: ctx.measurer)
        let left = frame.minX + Figures.padding
        let boxWidth = max(1, frame.width - 2 * Figures.padding)
        // Lines below what can show are not laid out (a scrolling view's size does not
        // depend on them).
        let wanted = ctx.visible ?? frame
        let needed = max(frame.maxY, wanted.maxY) - frame.minY + (scrolls ? scroll : 0)
        let lines = rich.lines(width: boxWidth, until: needed)
        var tops: [Double] = []
        var y = frame.minY + Figures.insetTop - (scrolls ? scroll : 0)
        for l in lines {
            tops.append(y)
            y += l.height
        }
        // A scroll view rests at most at its content's height less its own: further is
        // a picture iOS never shows (it bounces back).
        let contentHeight = lines.reduce(0) { $0 + $1.height } + Figures.insetTop + Figures.insetBottom
        if scrolls, scroll > 0, contentHeight < frame.height + scroll - 0.5, let node = ctx.currentNode {
            ctx.report?.warning(
                "this text view is scrolled \(formatPoints(scroll)) but its text leaves room for \(formatPoints(max(0, contentHeight - frame.height)))",
                at: node.range, notes: ["its text is \(formatPoints(contentHeight)) tall in a \(formatPoints(frame.height)) view; give it more text or a smaller 'scroll:'"])
        }
        func lineX(_ l: RichLine) -> Double {
            switch alignment {
            case .left: return left
            case .center: return left + (boxWidth - l.width) / 2
            case .right: return left + boxWidth - l.width
            }
        }
        // Only the lines that show (the frame, or the bar the pass draws under).
        let shown = lines.indices.filter { tops[$0] + lines[$0].height >= wanted.minY && tops[$0] <= wanted.maxY }
        var content: [DisplayItem] = []
        if let selection {
            let rects = selectionRects(selection, lines, tops, rich, lineX, left: left, right: left + boxWidth)
            content += rects.map { .rect($0, tint.withAlpha(Figures.selectionAlpha)) }
            // An edit menu pointing at this view points at its selection.
            if let first = rects.first {
                let union = rects.dropFirst().reduce(first) { $0.union($1) }
                ctx.report?.textTarget(ctx.currentNode?.placement.anchor, union.intersection(frame) ?? union, origin: ctx.origin)
            }
        }
        for i in shown {
            let l = lines[i]
            let x0 = lineX(l)
            let baseline = tops[i] + l.ascent
            for run in l.runs {
                let span = rich.spans[run.span]
                let text = run.text.trimmingTrailingSpaces
                guard !text.isEmpty else { continue }
                let m = ctx.measurer.measure(text, font: span.font)
                content.append(.text(ctx.run(text, metrics: m, font: span.font, color: span.color, x: x0 + run.x, baseline: baseline, maxWidth: nil)))
                if span.underline {
                    content.append(.rect(Rect(
                        x: x0 + run.x, y: baseline + Figures.underlineGap, width: m.width, height: Figures.underlineThickness), span.color))
                }
            }
        }
        if let caret = caretIndex, let i = RichText.line(of: caret, in: lines) {
            let x = lineX(lines[i]) + rich.x(of: caret, on: lines[i])
            let bar = Rect(x: x - Figures.caretWidth / 2, y: tops[i], width: Figures.caretWidth, height: lines[i].height)
            content.append(.rect(bar, tint))
            ctx.report?.textTarget(ctx.currentNode?.placement.anchor, bar, origin: ctx.origin)
        }
        if let selection { content += handles(selection, lines, tops, rich, lineX, tint: tint) }
        // A scroll view's content shows through a translucent bar next to it.
        var clip = frame
        if scrolls, let v = ctx.visible, v.minY <= frame.maxY, frame.minY <= v.maxY {
            clip = Rect(x: frame.minX, y: v.minY, width: frame.width, height: v.height)
        }
        return [.group(Group(clip: clip, items: content))]
    }

    /// Selection rectangles, one per line: from the start to the container's right edge
    /// on the first line, whole lines between, to the end on the last (as UIKit draws them).
    private func selectionRects(
        _ sel: Range<Int>, _ lines: [RichLine], _ tops: [Double], _ rich: RichText, _ lineX: (RichLine) -> Double,
        left: Double, right: Double
    ) -> [Rect] {
        guard let first = RichText.line(of: sel.lowerBound, in: lines) else { return [] }
        // An end below the lines laid out: the selection runs on past the last one.
        let last = RichText.line(of: sel.upperBound, in: lines) ?? lines.count
        var out: [Rect] = []
        for i in first..<min(last + 1, lines.count) {
            let l = lines[i]
            let x0 = i == first ? lineX(l) + rich.x(of: sel.lowerBound, on: l) : left
            let x1 = i == last ? lineX(l) + rich.x(of: sel.upperBound, on: l) : right
            if x1 > x0 { out.append(Rect(x: x0, y: tops[i], width: x1 - x0, height: l.height)) }
        }
        return out
    }

    /// The two grab handles: stems at the ends of the selection, the start's knob above,
    /// the end's below.
    private func handles(
        _ sel: Range<Int>, _ lines: [RichLine], _ tops: [Double], _ rich: RichText, _ lineX: (RichLine) -> Double,
        tint: Color
    ) -> [DisplayItem] {
        let d = Figures.knobDiameter, w = Figures.stemWidth
        var out: [DisplayItem] = []
        if let first = RichText.line(of: sel.lowerBound, in: lines) {
            let x = lineX(lines[first]) + rich.x(of: sel.lowerBound, on: lines[first])
            let top = tops[first]
            out.append(.rect(Rect(x: x - w / 2, y: top, width: w, height: lines[first].height), tint))
            out.append(.fill(.ellipse(in: Rect(x: x - d / 2, y: top - d + 1, width: d, height: d)), tint))
        }
        if let last = RichText.line(of: sel.upperBound, in: lines) {
            let x = lineX(lines[last]) + rich.x(of: sel.upperBound, on: lines[last])
            let bottom = tops[last] + lines[last].height
            out.append(.rect(Rect(x: x - w / 2, y: tops[last], width: w, height: lines[last].height), tint))
            out.append(.fill(.ellipse(in: Rect(x: x - d / 2, y: bottom - 1, width: d, height: d)), tint))
        }
        return out
    }
}
