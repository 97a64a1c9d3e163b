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
/// An activity indicator item (a custom view) is its 20 pt spinner with 8 pt each side:
/// the bar margin from the edge, like text, and nothing more to its neighbours.
enum BarItems {
    /// How an item is spaced: text, a glyph in its 44 pt box, or a view in its slot.
    enum Kind: Sendable, Equatable { case text, glyph, view }

    /// The items' own figures.
    enum Figures {
        /// An activity indicator item: UIActivityIndicatorView's small (gray, white) size,
        /// with `viewPadding` each side: e23 (iOS 7.0 on the iPhone 5, a scanner's bar)
        /// shows the 40 × 40 px spinner centred on the bar, 16 pt from the edge and 8 pt
        /// from the "Stop" button beside it.
        static let activitySize = Metrics.activityIndicatorSize
        static let viewPadding = 8.0
    }

    /// How `b` is spaced.
    static func kind(_ b: BarButton) -> Kind {
        guard let icon = b.icon else { return .text }
        return icon.isGlyph ? .glyph : .view
    }

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
        if case .activity? = b.icon { return Figures.activitySize + 2 * Figures.viewPadding }
        if b.icon != nil { return Metrics.barIconItemWidth }
        return min(ctx.width(b.title, font(b)), maxText)
    }

    /// Space between a bar's edge and a text item or the back chevron at that end.
    static func margin(_ ctx: LayoutContext) -> Double {
        VersionedMetrics.barMargin(ctx.screen.device, compactWidth: ctx.compactWidth)
    }

    /// Space between a bar's edge and an item at that end.
    static func edgeInset(_ kind: Kind, _ ctx: LayoutContext) -> Double {
        kind == .glyph ? Metrics.barIconEdgeInset - Metrics.barSidePadding + margin(ctx) : margin(ctx)
    }

    /// Space between two neighbouring items.
    static func gap(_ a: Kind, _ b: Kind) -> Double {
        a == .text && b == .text ? Metrics.barItemGap : 0
    }

    /// How far inside its box a button's visible ink starts (the glyph's margin).
    static func inkInset(_ kind: Kind, _ ctx: LayoutContext) -> Double {
        switch kind {
        case .text: 0
        case .glyph: (Metrics.barIconItemWidth - glyphSize(ctx)) / 2
        case .view: Figures.viewPadding
        }
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
        if case .activity(let style)? = b.icon {
            // UIActivityIndicatorView's small size, centred on the bar on the pixel grid.
            let s = Figures.activitySize, scale = ctx.screen.scale
            let box = Rect(
                x: ControlPlacement.devicePixel(x + (width - s) / 2, scale), y: ControlPlacement.devicePixel(midY - s / 2, scale),
                width: s, height: s)
            return ActivityIndicator(style: style).items(in: box, ctx: ctx)
        }
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
