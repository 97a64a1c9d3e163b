import MockupDisplayList
import MockupGeometry
import MockupScene

/// The search bar: a rounded white field with a magnifier and placeholder on the
/// prominent grey background.
/// (First cut: field, placeholder or text, Cancel; prompt, buttons and scope bar come
/// with issue "Every bar of the guidelines".)
struct SearchBarLayout {
    let ctx: LayoutContext
    let bar: SearchBar
    /// y of the bar's top edge.
    let top: Double

    /// Height the bar takes in the top stack.
    static func height(_ bar: SearchBar, ctx: LayoutContext) -> Double {
        Metrics.searchBarHeight
    }

    func items() -> [DisplayItem] {
        let width = ctx.size.width
        let height = Metrics.searchBarHeight
        var out: [DisplayItem] = []
        if bar.style == .prominent {
            out.append(.rect(Rect(x: 0, y: top, width: width, height: height), Palette.searchBarBackground))
            out.append(.hairline(Hairline(axis: .horizontal, position: top + height, from: 0, to: width, side: .before, color: Palette.searchBarBorder)))
        }
        var right = width - Metrics.searchBarPadding
        if bar.active {
            let cancel = "Cancel"
            let font = FontSpec.system(Metrics.barButtonFontSize)
            let w = ctx.width(cancel, font)
            out.append(.text(ctx.text(cancel, font: font, color: ctx.tint, x: right - w, midY: top + height / 2)))
            right -= w + Metrics.searchBarPadding
        }
        let field = Rect(
            x: Metrics.searchBarPadding, y: top + (height - Metrics.searchFieldHeight) / 2,
            width: max(0, right - Metrics.searchBarPadding), height: Metrics.searchFieldHeight)
        out.append(.roundedRect(field, radius: Metrics.searchFieldRadius, bar.style == .prominent ? .white : Palette.searchFieldMinimal))
        let font = FontSpec.system(Metrics.searchFieldFontSize)
        let shown = bar.text ?? bar.placeholder
        let color = bar.text == nil ? Palette.searchPlaceholder : .black
        let glass = Metrics.searchGlassSize
        let textWidth = min(ctx.width(shown, font), field.width - glass - 20)
        // Inactive and empty: magnifier and placeholder centred; otherwise at the left.
        let centred = !bar.active && bar.text == nil
        let contentWidth = glass + Metrics.searchGlassGap + textWidth
        let x0 = centred ? field.midX - contentWidth / 2 : field.minX + Metrics.searchGlassInset
        out.append(.stroke(.ellipse(in: Rect(x: x0, y: field.midY - glass / 2, width: glass * 0.8, height: glass * 0.8)), Palette.searchPlaceholder, StrokeStyle(width: 1.2)))
        var handle = Path()
        handle.move(to: Point(x: x0 + glass * 0.68, y: field.midY - glass / 2 + glass * 0.68))
        handle.line(to: Point(x: x0 + glass, y: field.midY + glass / 2))
        out.append(.stroke(handle, Palette.searchPlaceholder, StrokeStyle(width: 1.4, cap: .round)))
        out.append(.text(ctx.text(shown, font: font, color: color, x: x0 + glass + Metrics.searchGlassGap, midY: field.midY, maxWidth: field.maxX - (x0 + glass + Metrics.searchGlassGap) - 8)))
        return out
    }
}
