import MockupDisplayList
import MockupGeometry
import MockupScene

/// The navigation bar: background (which also backs the status bar), bottom hairline,
/// optional prompt strip, back button with chevron, buttons at either end (text or
/// glyphs), and the centred title or segmented control.
struct NavigationBarLayout {
    let ctx: LayoutContext
    let bar: NavigationBar
    /// y of the bar's top edge (below the status bar, if any).
    let top: Double
    /// A prominent search bar sits right under the bar: its hairline is then opaque
    /// #B2B2B2 rather than 30 % black over the search bar's grey.
    var onSearchBar = false

    /// Height below the status bar: 44 (32 in iPhone landscape) plus the prompt strip.
    static func height(_ bar: NavigationBar, ctx: LayoutContext) -> Double {
        ctx.barHeight + (bar.prompt == nil ? 0 : Metrics.navigationPromptHeight)
    }

    /// The colour behind the status bar when this bar is shown.
    var background: Color { BarMaterial.background(barTint: bar.barTint, translucent: bar.translucent) }

    private var titleFont: FontSpec { .system(Metrics.barTitleFontSize, .semibold) }
    private var backFont: FontSpec { .system(Metrics.barButtonFontSize) }

    func items() -> [DisplayItem] {
        let width = ctx.size.width
        let bottom = top + Self.height(bar, ctx: ctx)
        let rowTop = bottom - ctx.barHeight
        let midY = rowTop + ctx.barHeight / 2
        let tint = ctx.tint(bar.tint)
        let textColor = bar.titleColor ?? (BarMaterial.isDark(background) ? .white : .black)
        var out: [DisplayItem] = [
            .rect(Rect(x: 0, y: 0, width: width, height: bottom), background),
            .hairline(
                Hairline(
                    axis: .horizontal, position: bottom, from: 0, to: width, side: .after,
                    color: onSearchBar ? Palette.barHairlineOverSearchBar(barTint: bar.barTint) : Palette.barHairline)),
        ]

        if let prompt = bar.prompt, !prompt.isEmpty {
            let font = FontSpec.system(Metrics.navigationPromptFontSize)
            let limit = width - 2 * BarItems.margin(ctx)
            let w = min(ctx.width(prompt, font), limit)
            out.append(
                .text(ctx.text(prompt, font: font, color: textColor, x: (width - w) / 2, midY: (top + rowTop) / 2, maxWidth: limit)))
        }

        // Right side, from the edge inwards: the first written button is outermost.
        let maxText = width / 3
        var right = width
        var previousKind: BarItems.Kind?
        for b in bar.buttons where b.side == .right {
            let kind = BarItems.kind(b)
            right -= previousKind.map { BarItems.gap($0, kind) } ?? BarItems.edgeInset(kind, ctx)
            let w = BarItems.width(b, ctx, maxText: maxText)
            out += BarItems.draw(b, x: right - w, width: w, midY: midY, tint: tint, ctx)
            right -= w
            previousKind = kind
        }
        // Where centred content must stop: 10 pt before the innermost item's ink.
        let rightEdge =
            previousKind.map { right + BarItems.inkInset($0, ctx) - Metrics.barTitleGap }
            ?? width - BarItems.margin(ctx)

        // Left side: choose the back title first (it gives way before the title does).
        let left = bar.buttons.filter { $0.side == .left }
        let natural = centreWidth()
        // nil: no back button; .some(nil): the chevron alone.
        let back: String?? = bar.back.map { chooseBackTitle($0, leftButtons: left, natural: natural, rightEdge: rightEdge) }
        var x = BarItems.margin(ctx)
        var previous: BarItems.Kind?
        if let shown = back {
            let chevronTop = midY - Metrics.backChevronHeight / 2
            let backStart = out.count
            out.append(
                .fill(
                    Glyphs.backChevron(
                        at: Point(x: x, y: chevronTop), width: Metrics.backChevronWidth,
                        height: Metrics.backChevronHeight), tint))
            x += Metrics.backChevronWidth
            if let title = shown {
                x += Metrics.backChevronGap
                let run = ctx.text(title, font: backFont, color: tint, x: x, midY: midY)
                out.append(.text(run))
                x += run.width
            }
            // Chevron and title, the bar's height tall, as the bar buttons are recorded.
            ctx.report?.record(
                "back-button", .bars,
                frame: Rect(x: BarItems.margin(ctx), y: midY - ctx.barHeight / 2, width: x - BarItems.margin(ctx), height: ctx.barHeight),
                origin: ctx.origin, range: bar.source.range, content: Array(out[backStart...]))
            previous = .text
        }
        // The centred content keeps 8 pt from the back button, 10 from any other item.
        let leftGap = left.isEmpty && back != nil ? Metrics.barBackTitleGap : Metrics.barTitleGap
        for b in left {
            let kind = BarItems.kind(b)
            x += previous.map { BarItems.gap($0, kind) } ?? BarItems.edgeInset(kind, ctx) - BarItems.margin(ctx)
            let w = BarItems.width(b, ctx, maxText: maxText)
            out += BarItems.draw(b, x: x, width: w, midY: midY, tint: tint, ctx)
            x += w
            previous = kind
        }
        let leftEdge =
            previous.map { x - BarItems.inkInset($0, ctx) + leftGap } ?? BarItems.margin(ctx)

        // Centre: a search field taking all the room between the items; else the segmented
        // control or the title, centred on the screen when that keeps clear of the items,
        // else centred in the space between them, cut to fit.
        if let search = bar.searchBar {
            let area = Rect(x: leftEdge, y: rowTop, width: max(0, rightEdge - leftEdge), height: ctx.barHeight)
            out += SearchBarLayout.fieldItems(search, in: area, tint: search.tint ?? tint, ctx: ctx)
        } else if let natural {
            let space = max(0, rightEdge - leftEdge)
            let w = min(natural, space)
            var cx = (width - w) / 2
            cx = min(max(cx, leftEdge), rightEdge - w)
            if let seg = bar.segmented {
                let h = ctx.barHeight < Metrics.barHeight ? Metrics.segmentHeightCompact : Metrics.segmentHeight
                // On the device pixel grid, as UIKit centres the title view (87.5 pt: 175 px
                // at @2x, 263 at @3x).
                let s = ctx.screen.scale
                let frame = Rect(
                    x: ControlPlacement.devicePixel(cx, s), y: ControlPlacement.devicePixel(midY - h / 2, s), width: w.rounded(), height: h)
                out += SegmentedControlLayout.items(seg.titles, selected: seg.selected, frame: frame, tint: tint, ctx: ctx)
            } else if let title = bar.title {
                out.append(.text(ctx.text(title, font: titleFont, color: textColor, x: cx, midY: midY, maxWidth: space)))
            }
        }

        if let p = bar.progress {
            out += BarProgressLayout.items(progress: p, y: bottom - Metrics.barProgressHeight, width: width, tint: tint)
        }
        return out
    }

    /// Natural width of what sits in the middle, if anything.
    private func centreWidth() -> Double? {
        // A search field stretches; what it needs at least decides the back title.
        if bar.searchBar != nil { return Metrics.searchFieldMinWidthInBar }
        if let seg = bar.segmented {
            return seg.width ?? SegmentedControlLayout.naturalWidth(seg.titles, ctx: ctx)
        }
        guard let title = bar.title, !title.isEmpty else { return nil }
        return ctx.width(title, titleFont)
    }

    /// UIKit keeps the title (or a segmented control, or the search field's minimum width)
    /// on the screen's centre while it stays `barBackTitleGap` clear of the back title; past
    /// that it moves the title right rather than shorten the back title, and only when the
    /// title would not fit whole beside it does the back button say "Back", then show the
    /// chevron alone (measured on iOS 7–9 captures, docs/METRICS.md "Back title fallback"). Without centre
    /// content the previous title stays unless it runs into the right-hand items.
    private func chooseBackTitle(
        _ previous: String, leftButtons: [BarButton], natural: Double?, rightEdge: Double
    ) -> String? {
        let gap = leftButtons.isEmpty ? Metrics.barBackTitleGap : Metrics.barTitleGap
        // Ink end of the left group with `text` after the chevron.
        func leftEnd(_ text: String?) -> Double {
            var x = BarItems.margin(ctx) + Metrics.backChevronWidth
            if let text { x += Metrics.backChevronGap + ctx.width(text, backFont) }
            var previous = BarItems.Kind.text
            for b in leftButtons {
                let kind = BarItems.kind(b)
                x += BarItems.gap(previous, kind) + BarItems.width(b, ctx, maxText: ctx.size.width / 3)
                previous = kind
            }
            return x - BarItems.inkInset(previous, ctx)
        }
        func fits(_ text: String) -> Bool {
            let clear = leftEnd(text) + gap
            guard let natural else { return clear <= rightEdge }
            return natural <= rightEdge - clear
        }
        if fits(previous) { return previous }
        if previous != Self.fallbackTitle && fits(Self.fallbackTitle) { return Self.fallbackTitle }
        return nil
    }

    /// What the back button says when the previous title is too long.
    static let fallbackTitle = "Back"
}
