import MockupDisplayList
import MockupGeometry
import MockupScene

/// The navigation bar: background (which also backs the status bar), bottom hairline,
/// back button with chevron, text buttons at either end, and the centred title.
struct NavigationBarLayout {
    let ctx: LayoutContext
    let bar: NavigationBar
    /// y of the bar's top edge (below the status bar, if any).
    let top: Double

    func items() -> [DisplayItem] {
        let width = ctx.size.width
        let height = ctx.barHeight
        let bottom = top + height
        let midY = top + height / 2
        let tint = bar.tint ?? ctx.tint
        var out: [DisplayItem] = []

        let background: Color =
            bar.barTint ?? (bar.translucent ? Palette.barBackground : Palette.barBackgroundOpaque)
        out.append(.rect(Rect(x: 0, y: 0, width: width, height: bottom), background))
        out.append(
            .hairline(
                Hairline(
                    axis: .horizontal, position: bottom, from: 0, to: width, side: .after,
                    color: Palette.barHairline)))

        let regular = FontSpec.system(Metrics.barButtonFontSize)
        let prominent = FontSpec.system(Metrics.barButtonFontSize, .semibold)
        let titleFont = FontSpec.system(Metrics.barTitleFontSize, .semibold)

        // Left side: back button, then left buttons.
        var left = Metrics.barSidePadding
        if let back = bar.back {
            let chevronTop = midY - Metrics.backChevronHeight / 2
            out.append(
                .fill(
                    Glyphs.backChevron(
                        at: Point(x: left, y: chevronTop), width: Metrics.backChevronWidth,
                        height: Metrics.backChevronHeight), tint))
            left += Metrics.backChevronWidth + Metrics.backChevronGap
            // The back title gives way before the title does: at most a third of the bar.
            let run = ctx.text(back, font: regular, color: tint, x: left, midY: midY, maxWidth: width / 3)
            out.append(.text(run))
            left += run.width + Metrics.barItemGap
        }
        for b in bar.buttons where b.side == .left {
            let font = b.prominent ? prominent : regular
            let run = ctx.text(b.title, font: font, color: buttonColor(b, tint), x: left, midY: midY, maxWidth: width / 3)
            out.append(.text(run))
            left += run.width + Metrics.barItemGap
        }
        // Right side, from the edge inwards: the first written button is outermost.
        var right = width - Metrics.barSidePadding
        for b in bar.buttons where b.side == .right {
            let font = b.prominent ? prominent : regular
            let w = min(ctx.width(b.title, font), width / 3)
            let run = ctx.text(b.title, font: font, color: buttonColor(b, tint), x: right - w, midY: midY, maxWidth: width / 3)
            out.append(.text(run))
            right -= w + Metrics.barItemGap
        }
        let leftEdge = left - Metrics.barItemGap + Metrics.barTitleGap
        let rightEdge = right + Metrics.barItemGap - Metrics.barTitleGap
        if let title = bar.title, !title.isEmpty {
            // Centred on the screen when that keeps clear of the items; else centred in
            // the space between them, truncated if it still does not fit.
            let natural = ctx.width(title, titleFont)
            let space = max(0, rightEdge - leftEdge)
            var x = (width - natural) / 2
            if natural > space {
                x = leftEdge
            } else if x < leftEdge {
                x = leftEdge
            } else if x + natural > rightEdge {
                x = rightEdge - natural
            }
            out.append(.text(ctx.text(title, font: titleFont, color: .black, x: x, midY: midY, maxWidth: space)))
        }
        return out
    }

    private func buttonColor(_ b: BarButton, _ tint: Color) -> Color {
        b.enabled ? tint : tint.withAlpha(0.35)
    }
}
