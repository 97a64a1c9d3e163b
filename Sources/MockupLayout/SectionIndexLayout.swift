import MockupDisplayList
import MockupGeometry
import MockupScene

/// The section index down the right edge: titles in the tint, centred in a narrow
/// column, one every 14 pt, the stack centred vertically in the table's visible area. When they do not
/// fit, UIKit drops titles and shows "•" in their place; so does this.
struct SectionIndexLayout {
    let ctx: LayoutContext
    let titles: [String]
    let area: Rect

    static let font = FontSpec.system(Metrics.sectionIndexFontSize, .semibold)
    static let bullet = "•"

    /// The titles shown: all of them, or as many as fit with bullets between.
    func shown() -> [String] {
        let room = area.height - 2 * Metrics.sectionIndexMargin
        let capacity = max(1, Int((room / Metrics.sectionIndexPitch).rounded(.down)))
        guard titles.count > capacity else { return titles }
        // Odd capacity: title, bullet, title, …, title; first and last always shown.
        let slots = capacity % 2 == 1 ? capacity : capacity - 1
        let kept = (slots + 1) / 2
        guard kept > 1 else { return [titles[0]] }
        var out: [String] = []
        for k in 0..<kept {
            let i = Int((Double(k) * Double(titles.count - 1) / Double(kept - 1)).rounded())
            if k > 0 { out.append(Self.bullet) }
            out.append(titles[i])
        }
        return out
    }

    func items() -> [DisplayItem] {
        let shown = shown()
        let pitch = Metrics.sectionIndexPitch
        var top = area.midY - Double(shown.count) * pitch / 2
        let cx = ctx.size.width - Metrics.sectionIndexWidth / 2
        var out: [DisplayItem] = []
        for title in shown {
            let m = ctx.measurer.measure(title, font: Self.font)
            let w = min(m.width, Metrics.sectionIndexWidth)
            out.append(.text(ctx.run(
                title, metrics: m, font: Self.font, color: ctx.tint, x: cx - w / 2, baseline: top + (pitch - m.height) / 2 + m.ascent,
                maxWidth: Metrics.sectionIndexWidth)))
            top += pitch
        }
        return out
    }
}
