import MockupDisplayList
import MockupGeometry
import MockupScene

/// A label is as wide as its text (at most the width offered) and as tall as its
/// lines; in a taller frame its text is centred vertically, as UILabel does. Wrapping
/// breaks at spaces and between CJK characters with the table's rules.
extension Label: ViewLayout {
    var fontSpec: FontSpec {
        .system(font.size, FontWeight(rawValue: font.weight.rawValue) ?? .regular)
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        let lines = wrapped(width: available.width, ctx: ctx)
        let widths = lines.map { ctx.width($0, fontSpec) }
        let lineHeight = ctx.measurer.measure(text.isEmpty ? " " : text, font: fontSpec).height
        return Size(width: min(widths.max() ?? 0, available.width), height: lineHeight * Double(max(1, lines.count)))
    }

    func compresses(along axis: Stack.Axis) -> Bool { axis == .horizontal }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let lines = wrapped(width: frame.width, ctx: ctx)
        let font = fontSpec
        let lineHeight = ctx.measurer.measure(text.isEmpty ? " " : text, font: font).height
        var top = frame.midY - lineHeight * Double(lines.count) / 2
        var out: [DisplayItem] = []
        for line in lines {
            let m = ctx.measurer.measure(line, font: font)
            let w = min(m.width, frame.width)
            let x: Double
            switch alignment {
            case .left: x = frame.minX
            case .center: x = frame.midX - w / 2
            case .right: x = frame.maxX - w
            }
            out.append(.text(ctx.run(line, metrics: m, font: font, color: color, x: x, baseline: top + m.ascent, maxWidth: frame.width)))
            top += lineHeight
        }
        return out
    }

    /// The lines shown in `width`: one (cut by the renderer) unless `lines` allows more.
    private func wrapped(width: Double, ctx: LayoutContext) -> [String] {
        if lines == 1 { return [text] }
        return TextWrap.lines(text, font: fontSpec, width: width, measurer: ctx.measurer, maxLines: lines)
    }
}
