import MockupDisplayList
import MockupGeometry
import MockupScene

/// What navigation bars and toolbars share about their items: how wide a button is,
/// how far from its neighbours and from the bar's edge it sits, and how it is drawn.
///
/// Text buttons are as wide as their text, 15 pt apart and the bar margin from the
/// bar's edge (8 pt on iPhones, 12 on the 6 Plus, 20 on iPads).
/// Glyph buttons are 44 pt hit boxes with the 22 pt glyph centred; the box itself
/// provides the spacing, so no gap is added next to one and a box at either end of
/// the bar starts 5 pt closer to the edge than text (on iPhones 3 pt in, the glyph box 14).
enum BarItems {
    /// The glyph box edge: 22, or 18 in the compact bars of iPhone landscape.
    static func glyphSize(_ ctx: LayoutContext) -> Double {
        ctx.barHeight < Metrics.barHeight ? Metrics.barIconSizeCompact : Metrics.barIconSize
    }

    /// Regular 17, or semibold for Done, Save and `style: done`.
    static func font(_ b: BarButton) -> FontSpec {
        .system(Metrics.barButtonFontSize, b.prominent ? .semibold : .regular)
    }

    /// Width the button takes in the row (text capped at `maxText`).
    static func width(_ b: BarButton, _ ctx: LayoutContext, maxText: Double = .infinity) -> Double {
        if b.icon != nil { return Metrics.barIconItemWidth }
        return min(ctx.width(b.title, font(b)), maxText)
    }

    /// Space between a bar's edge and a text item or the back chevron at that end.
    static func margin(_ ctx: LayoutContext) -> Double {
        VersionedMetrics.barMargin(ctx.screen.device, compactWidth: ctx.compactWidth)
    }

    /// Space between a bar's edge and an item at that end.
    static func edgeInset(isGlyph: Bool, _ ctx: LayoutContext) -> Double {
        isGlyph ? Metrics.barIconEdgeInset - Metrics.barSidePadding + margin(ctx) : margin(ctx)
    }

    /// Space between two neighbouring items.
    static func gap(_ aIsGlyph: Bool, _ bIsGlyph: Bool) -> Double {
        aIsGlyph || bIsGlyph ? 0 : Metrics.barItemGap
    }

    /// How far inside its box a button's visible ink starts (the glyph's margin).
    static func inkInset(isGlyph: Bool, _ ctx: LayoutContext) -> Double {
        isGlyph ? (Metrics.barIconItemWidth - glyphSize(ctx)) / 2 : 0
    }

    /// The tint, or grey when the button is disabled.
    static func color(_ b: BarButton, tint: Color) -> Color {
        b.enabled ? tint : Palette.disabledBarItem
    }

    /// Draws `b` in the box starting at `x` (as wide as `width(_:_:)` said), centred on `midY`.
    static func draw(
        _ b: BarButton, x: Double, width: Double, midY: Double, tint: Color, _ ctx: LayoutContext
    ) -> [DisplayItem] {
        let color = color(b, tint: tint)
        // The item, the bar's height tall less the reach of a popover's arrow into the
        // bar (`Popover.Figures.barItemReach`): the arrow points at its edge.
        let reach = Popover.Figures.barItemReach
        ctx.report?.barItemAnchor(
            b.anchor, Rect(x: x, y: midY - ctx.barHeight / 2 + reach, width: width, height: ctx.barHeight - 2 * reach),
            origin: ctx.origin)
        let drawn = drawnItems(b, x: x, width: width, midY: midY, color: color, ctx)
        ctx.report?.record(
            "bar-button", .bars, id: b.anchor, frame: Rect(x: x, y: midY - ctx.barHeight / 2, width: width, height: ctx.barHeight),
            origin: ctx.origin, range: b.source.range, content: drawn)
        return drawn
    }

    private static func drawnItems(
        _ b: BarButton, x: Double, width: Double, midY: Double, color: Color, _ ctx: LayoutContext
    ) -> [DisplayItem] {
        if let icon = b.icon?.icon {
            let g = glyphSize(ctx)
            // Whole points keep the glyphs' strokes where their files put them (1.5 pt lines
            // on .25/.75 cover whole device pixels at @2x).
            let box = Rect(
                x: (x + (width - g) / 2).rounded(), y: (midY - g / 2).rounded(), width: g, height: g)
            return IconDrawing.items(icon, in: box, color: color, ctx: ctx, directional: IconDrawing.isDirectional(b.icon))
        }
        return [.text(ctx.text(b.title, font: font(b), color: color, x: x, midY: midY, maxWidth: width))]
    }
}
