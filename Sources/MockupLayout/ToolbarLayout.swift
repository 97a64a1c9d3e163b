import MockupDisplayList
import MockupGeometry
import MockupScene

/// The toolbar: translucent background, hairline on the side facing the content, and
/// items spread by flexible and fixed spaces.
/// (First cut: text buttons and labels; icons come with the bar icon set.)
struct ToolbarLayout {
    let ctx: LayoutContext
    let bar: Toolbar
    /// y of the bar's top edge.
    let top: Double

    func items() -> [DisplayItem] {
        let width = ctx.size.width
        let height = ctx.barHeight
        let midY = top + height / 2
        let tint = bar.tint ?? ctx.tint
        var out: [DisplayItem] = []
        let background: Color =
            bar.barTint ?? (bar.translucent ? Palette.barBackground : Palette.barBackgroundOpaque)
        out.append(.rect(Rect(x: 0, y: top, width: width, height: height), background))
        let hairline =
            bar.position == .bottom
            ? Hairline(axis: .horizontal, position: top, from: 0, to: width, side: .before, color: Palette.barHairline)
            : Hairline(axis: .horizontal, position: top + height, from: 0, to: width, side: .after, color: Palette.barHairline)
        out.append(.hairline(hairline))

        // Measure fixed content, then share what is left among the flexible spaces.
        let buttonFont = FontSpec.system(Metrics.barButtonFontSize)
        let prominentFont = FontSpec.system(Metrics.barButtonFontSize, .semibold)
        let labelFont = FontSpec.system(Metrics.toolbarLabelFontSize)
        func font(_ item: ToolbarItem) -> FontSpec? {
            switch item {
            case .button(let b): return b.prominent ? prominentFont : buttonFont
            case .label: return labelFont
            default: return nil
            }
        }
        func text(_ item: ToolbarItem) -> String? {
            switch item {
            case .button(let b): return b.title
            case .label(let s): return s
            default: return nil
            }
        }
        let widths: [Double] = bar.items.map { item in
            switch item {
            case .fixedSpace(let w): return w
            case .flexibleSpace: return 0
            default: return text(item).flatMap { t in font(item).map { ctx.width(t, $0) } } ?? 0
            }
        }
        // The standard gap goes only between two items that touch (no space item between).
        var gaps = 0.0
        for (a, b) in zip(bar.items, bar.items.dropFirst()) where Self.isContent(a) && Self.isContent(b) {
            gaps += Metrics.barItemGap
        }
        let flexibleCount = bar.items.filter { if case .flexibleSpace = $0 { true } else { false } }.count
        let free = max(0, width - 2 * Metrics.barSidePadding - widths.reduce(0, +) - gaps)
        let flexible = flexibleCount > 0 ? free / Double(flexibleCount) : 0
        var x = Metrics.barSidePadding
        var previousWasContent = false
        for (item, w) in zip(bar.items, widths) {
            switch item {
            case .flexibleSpace:
                x += flexible
                previousWasContent = false
            case .fixedSpace:
                x += w
                previousWasContent = false
            case .button(let b):
                if previousWasContent { x += Metrics.barItemGap }
                let color = b.enabled ? tint : tint.withAlpha(0.35)
                if let f = font(item) {
                    out.append(.text(ctx.text(b.title, font: f, color: color, x: x, midY: midY)))
                }
                x += w
                previousWasContent = true
            case .label(let s):
                if previousWasContent { x += Metrics.barItemGap }
                out.append(.text(ctx.text(s, font: labelFont, color: .black, x: x, midY: midY)))
                x += w
                previousWasContent = true
            }
        }
        return out
    }

    private static func isContent(_ item: ToolbarItem) -> Bool {
        switch item {
        case .flexibleSpace, .fixedSpace: return false
        case .button, .label: return true
        }
    }
}
