import MockupDisplayList
import MockupGeometry
import MockupScene

/// The tab bar: translucent background with a hairline above it, equal-width items
/// with an icon over a 10 pt label, the selected one in the tint, and badges.
struct TabBarLayout {
    let ctx: LayoutContext
    let bar: TabBar
    /// y of the bar's top edge.
    let top: Double

    func items() -> [DisplayItem] {
        let width = ctx.size.width
        let height = ctx.tabBarHeight
        let tint = bar.tint ?? ctx.tint
        var out: [DisplayItem] = []
        let background: Color =
            bar.barTint ?? (bar.translucent ? Palette.barBackground : Palette.barBackgroundOpaque)
        out.append(.rect(Rect(x: 0, y: top, width: width, height: height), background))
        out.append(.hairline(Hairline(axis: .horizontal, position: top, from: 0, to: width, side: .before, color: Palette.barHairline)))

        let items = bar.items
        guard !items.isEmpty else { return out }
        // iPhone: equal widths across the bar. iPad: fixed-width items centred.
        let itemWidth = ctx.isPhone ? width / Double(items.count) : Metrics.padTabItemWidth
        let startX = ctx.isPhone ? 0 : (width - itemWidth * Double(items.count)) / 2
        let labelFont = FontSpec.system(Metrics.tabLabelFontSize, .medium)
        for (i, item) in items.enumerated() {
            let x = startX + Double(i) * itemWidth
            let color = item.selected ? tint : Palette.tabUnselected
            let midX = x + itemWidth / 2
            let iconBox = Rect(
                x: midX - Metrics.tabIconSize / 2, y: top + Metrics.tabIconTop,
                width: Metrics.tabIconSize, height: Metrics.tabIconSize)
            if let icon = item.icon {
                let name = "tab/" + icon + (item.selected ? ".fill" : "")
                let drawn = IconDrawing.items(named: name, in: iconBox, color: color)
                out += drawn.isEmpty ? IconDrawing.items(named: "tab/" + icon, in: iconBox, color: color) : drawn
            }
            if !item.title.isEmpty {
                let m = ctx.measurer.measure(item.title, font: labelFont)
                let w = min(m.width, itemWidth - 4)
                out.append(
                    .text(
                        ctx.run(
                            item.title, metrics: m, font: labelFont, color: color, x: midX - w / 2,
                            baseline: top + height - Metrics.tabLabelBaselineFromBottom,
                            maxWidth: itemWidth - 4)))
            }
            if let badge = item.badge, !badge.isEmpty {
                out += badgeItems(badge, left: midX + Metrics.badgeOffsetX, top: top + Metrics.badgeTop)
            }
        }
        return out
    }

    /// A red oval with white text; wide texts stretch it.
    private func badgeItems(_ text: String, left: Double, top: Double) -> [DisplayItem] {
        let font = FontSpec.system(Metrics.badgeFontSize)
        let m = ctx.measurer.measure(text, font: font)
        let w = max(Metrics.badgeMinWidth, m.width + 2 * Metrics.badgeHorizontalPadding)
        let r = Rect(x: left, y: top, width: w, height: Metrics.badgeHeight)
        return [
            .roundedRect(r, radius: Metrics.badgeHeight / 2, Palette.badge),
            .text(ctx.text(text, font: font, color: .white, x: r.midX - m.width / 2, midY: r.midY)),
        ]
    }
}
