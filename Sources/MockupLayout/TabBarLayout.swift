import MockupDisplayList
import MockupGeometry
import MockupScene

/// The tab bar: translucent background with a hairline above it, items with an icon
/// over a 10 pt label, the selected one in the tint, red badges. Compact width spreads
/// equal-width items across the bar; regular width (iPad, iPhone 6 Plus landscape)
/// centres fixed-width items, as UITabBar's automatic item positioning does. Six or
/// more items on an iPhone (nine on an iPad) show as the first ones plus "More".
struct TabBarLayout {
    let ctx: LayoutContext
    let bar: TabBar
    /// y of the bar's top edge.
    let top: Double

    /// Whether the bar centres its items (horizontally regular size class).
    static func centresItems(_ ctx: LayoutContext) -> Bool {
        !ctx.isPhone || (ctx.screen.orientation == .landscape && ctx.screen.device.isPlus)
    }

    /// Each shown item's frame (full bar height) in display order.
    static func itemFrames(count: Int, top: Double, ctx: LayoutContext) -> [Rect] {
        guard count > 0 else { return [] }
        let width = ctx.size.width
        let height = ctx.tabBarHeight
        if centresItems(ctx) {
            let w = Metrics.centredTabItemWidth
            let gap = Metrics.centredTabItemSpacing
            let total = Double(count) * w + Double(count - 1) * gap
            let x0 = (width - total) / 2
            return (0..<count).map { Rect(x: x0 + Double($0) * (w + gap), y: top, width: w, height: height) }
        }
        let w = width / Double(count)
        return (0..<count).map { Rect(x: Double($0) * w, y: top, width: w, height: height) }
    }

    func items() -> [DisplayItem] {
        let width = ctx.size.width
        let height = ctx.tabBarHeight
        let tint = ctx.tint(bar.tint)
        var out: [DisplayItem] = []
        // The same material rule as the navigation bar and toolbar.
        let background = BarMaterial.background(barTint: bar.barTint, translucent: bar.translucent)
        out.append(.rect(Rect(x: 0, y: top, width: width, height: height), background))
        out.append(.hairline(Hairline(axis: .horizontal, position: top, from: 0, to: width, side: .before, color: Palette.barHairline)))

        let limit = ctx.isPhone ? Metrics.tabBarMaxItemsPhone : Metrics.tabBarMaxItemsPad
        let shown = bar.displayedItems(limit: limit)
        let frames = Self.itemFrames(count: shown.count, top: top, ctx: ctx)
        // Centred items may lend their label the spacing on either side.
        let labelRoom = Self.centresItems(ctx) ? Metrics.centredTabItemSpacing : 0
        // Metrics are for the 49 pt bar; a taller bar (iPad) centres the same content.
        let dy = (height - Metrics.tabBarHeightPhone) / 2
        let labelFont = FontSpec.system(Metrics.tabLabelFontSize, .medium)
        for (item, frame) in zip(shown, frames) {
            let start = out.count
            defer {
                ctx.report?.record(
                    "tab-bar-item", .bars, frame: frame, origin: ctx.origin, range: item.source.range,
                    content: Array(out[start...]))
                ctx.report?.anchor(item.anchor, frame, origin: ctx.origin)
            }
            let color = item.selected ? tint : Palette.tabUnselected
            let iconBox = Rect(
                x: frame.midX - Metrics.tabIconSize / 2, y: top + dy + Metrics.tabIconTop,
                width: Metrics.tabIconSize, height: Metrics.tabIconSize)
            if let icon = item.displayedIcon {
                out += IconDrawing.items(icon, in: iconBox, color: color, ctx: ctx)
            }
            if !item.title.isEmpty {
                let m = ctx.measurer.measure(item.title, font: labelFont)
                let room = frame.width + labelRoom - 2 * Metrics.tabLabelInset
                let w = min(m.width, room)
                out.append(
                    .text(
                        ctx.run(
                            item.title, metrics: m, font: labelFont, color: color, x: frame.midX - w / 2,
                            baseline: top + dy + Metrics.tabBarHeightPhone - Metrics.tabLabelBaselineFromBottom,
                            maxWidth: room)))
            }
            if let badge = item.badge, !badge.isEmpty {
                out += badgeItems(badge, left: frame.midX + Metrics.badgeOffsetX, top: iconBox.minY + Metrics.badgeTop)
            }
        }
        return out
    }

    /// A red oval with white text; wide texts stretch it to the right.
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
