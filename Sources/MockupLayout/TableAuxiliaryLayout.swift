import MockupDisplayList
import MockupGeometry
import MockupScene

/// A table header or footer view (`tableHeaderView` / `tableFooterView`): an image
/// over wrapped text, centred or left-aligned, with padding; its own height or a
/// height that fits the content.
struct TableAuxiliaryLayout {
    let ctx: LayoutContext
    let view: TableAuxiliaryView

    private var font: FontSpec { FontSpec.system(view.fontSize) }
    private var span: Double { max(0, ctx.size.width - 2 * Metrics.tableViewPadding) }

    private var lines: [String] {
        guard let text = view.text else { return [] }
        return TextWrap.lines(text, font: font, width: span, measurer: ctx.measurer)
    }

    private var textHeight: Double { lines.reduce(0) { $0 + ctx.measurer.measure($1, font: font).height } }

    /// The image's size: natural (capped to the width and to a fixed height's room),
    /// or a square of the fixed height's room when the file's size is unknown.
    private func imageSize(room: Double?) -> Size? {
        guard let image = view.image else { return nil }
        let natural = ImageLayout.naturalSize(image) ?? Size(width: room ?? span, height: room ?? span)
        var w = natural.width, h = natural.height
        if w > span { h *= span / w; w = span }
        if let room, h > room { w *= room / h; h = room }
        return Size(width: max(0, w), height: max(0, h))
    }

    private var gap: Double { view.image != nil && view.text != nil ? Metrics.tableViewImageTextGap : 0 }

    /// The view's height.
    var height: Double {
        if let h = view.height { return h }
        let image = imageSize(room: nil)?.height ?? 0
        return 2 * Metrics.tableViewPadding + image + gap + textHeight
    }

    func items(top: Double) -> [DisplayItem] {
        let h = height
        let room = view.height.map { max(0, $0 - 2 * Metrics.tableViewPadding - gap - textHeight) }
        let imageSize = imageSize(room: room)
        let content = (imageSize?.height ?? 0) + gap + textHeight
        var y = top + (h - content) / 2
        var out: [DisplayItem] = []
        let color = view.color ?? Palette.tableViewText
        if let image = view.image, let size = imageSize {
            let x = view.alignment == .center ? (ctx.size.width - size.width) / 2 : Metrics.tableViewPadding
            out += ImageLayout.items(image, fittedIn: Rect(x: x, y: y, width: size.width, height: size.height), color: view.color ?? ctx.tint, ctx: ctx)
            y += size.height + gap
        }
        for line in lines {
            let m = ctx.measurer.measure(line, font: font)
            let w = min(m.width, span)
            let x = view.alignment == .center ? (ctx.size.width - w) / 2 : Metrics.tableViewPadding
            out.append(.text(ctx.run(line, metrics: m, font: font, color: color, x: x, baseline: y + m.ascent, maxWidth: span)))
            y += m.height
        }
        return out
    }
}
