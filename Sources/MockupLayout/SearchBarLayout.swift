import MockupDisplayList
import MockupGeometry
import MockupScene

/// UISearchBar (iOS 7–9): an optional prompt line, the rounded field with its magnifier,
/// placeholder or typed text and right-hand button, Cancel while active, and the scope
/// bar (a segmented control) under an active bar. Prominent bars draw the grey
/// background with a hairline under it; minimal ones only the translucent field.
struct SearchBarLayout {
    let ctx: LayoutContext
    let bar: SearchBar
    /// y of the bar's top edge.
    let top: Double
    /// Where the background starts: above `top` when the bar sits right under the status
    /// bar, whose area it then backs (UIBarPositionTopAttached).
    var backgroundTop: Double?

    /// Height the bar takes in the top stack: 44, plus the prompt line and the scope bar.
    static func height(_ bar: SearchBar, ctx: LayoutContext) -> Double {
        var h = Metrics.searchBarHeight
        if bar.prompt != nil { h += Metrics.searchPromptHeight }
        if bar.scopeBarShown { h += Metrics.scopeBarHeight }
        return h
    }

    func items() -> [DisplayItem] {
        let width = ctx.size.width
        let height = Self.height(bar, ctx: ctx)
        let tint = ctx.tint(bar.tint)
        var out: [DisplayItem] = []
        if bar.style == .prominent {
            let y0 = backgroundTop ?? top
            out.append(.rect(Rect(x: 0, y: y0, width: width, height: top + height - y0), bar.barTint ?? Palette.searchBarBackground))
            out.append(.hairline(Hairline(axis: .horizontal, position: top + height, from: 0, to: width, side: .before, color: Palette.searchBarBorder)))
        }
        var y = top
        if let prompt = bar.prompt {
            let font = FontSpec.system(Metrics.searchPromptFontSize)
            let room = width - 2 * Metrics.searchBarPadding
            let w = min(ctx.width(prompt, font), room)
            out.append(.text(ctx.text(prompt, font: font, color: Palette.searchPromptText, x: (width - w) / 2, midY: y + Metrics.searchPromptHeight / 2, maxWidth: room)))
            y += Metrics.searchPromptHeight
        }
        let area = Rect(
            x: Metrics.searchBarPadding, y: y,
            width: width - 2 * Metrics.searchBarPadding, height: Metrics.searchBarHeight)
        let fieldColor = bar.style == .prominent ? Color.white : Palette.searchFieldMinimal
        out += Self.fieldItems(bar, in: area, fieldColor: fieldColor, tint: tint, ctx: ctx)
        y += Metrics.searchBarHeight
        if bar.scopeBarShown {
            let frame = Rect(
                x: Metrics.searchBarPadding, y: y + (Metrics.scopeBarHeight - Metrics.segmentHeight) / 2,
                width: width - 2 * Metrics.searchBarPadding, height: Metrics.segmentHeight)
            out += SegmentedControlLayout.items(bar.scopes, selected: bar.selectedScope, frame: frame, tint: tint, ctx: ctx)
        }
        return out
    }

    /// The field, centred vertically in `area`, spanning its width, with Cancel at the
    /// area's right end while active. Used by the search bar itself and, with the title
    /// area as `area`, by a navigation bar whose title is a search field.
    static func fieldItems(
        _ bar: SearchBar, in area: Rect, fieldColor: Color = Palette.searchFieldMinimal, tint: Color,
        ctx: LayoutContext
    ) -> [DisplayItem] {
        var out: [DisplayItem] = []
        var right = area.maxX
        if bar.active {
            let cancel = "Cancel"
            let font = FontSpec.system(Metrics.barButtonFontSize)
            let w = ctx.width(cancel, font)
            out.append(.text(ctx.text(cancel, font: font, color: tint, x: right - w, midY: area.midY)))
            right -= w + Metrics.searchCancelGap
        }
        let field = Rect(
            x: area.minX, y: area.midY - Metrics.searchFieldHeight / 2,
            width: max(0, right - area.minX), height: Metrics.searchFieldHeight)
        out.append(.roundedRect(field, radius: Metrics.searchFieldRadius, fieldColor))

        // The right-hand button and the room it leaves for the text.
        let accessory = bar.fieldAccessory
        let box = Rect(
            x: field.maxX - Metrics.searchAccessoryBox, y: field.midY - Metrics.searchAccessoryBox / 2,
            width: Metrics.searchAccessoryBox, height: Metrics.searchAccessoryBox)
        let textEnd = (accessory == .none ? field.maxX : box.minX) - Metrics.searchTextEndInset
        switch accessory {
        case .none: break
        case .clear: out += clearButton(centre: Point(x: box.midX, y: box.midY))
        case .bookmark: out += glyph("search/bookmark", centredIn: box, ctx: ctx)
        case .resultsList: out += glyph("search/results-list", centredIn: box, ctx: ctx)
        }

        // Inactive and empty: magnifier and placeholder centred as a group (iOS 7–10);
        // otherwise both at the left.
        let font = FontSpec.system(Metrics.searchFieldFontSize)
        let typed = bar.hasText
        let shown = typed ? (bar.text ?? "") : bar.placeholder
        let glass = Metrics.searchGlassSize
        let lead = glass + Metrics.searchGlassGap
        let textRoom = max(0, textEnd - (field.minX + Metrics.searchGlassInset + lead))
        let textWidth = shown.isEmpty ? 0 : min(ctx.width(shown, font), textRoom)
        let x0: Double
        if !bar.active && !typed {
            let group = shown.isEmpty ? glass : lead + textWidth
            x0 = max(field.minX + Metrics.searchGlassInset, field.midX - group / 2)
        } else {
            x0 = field.minX + Metrics.searchGlassInset
        }
        out += IconDrawing.items(
            named: "search/magnifier",
            in: Rect(x: x0, y: field.midY - glass / 2, width: glass, height: glass),
            color: Palette.searchPlaceholder, ctx: ctx)
        if !shown.isEmpty {
            let color = typed ? Color.black : Palette.searchPlaceholder
            out.append(.text(ctx.text(shown, font: font, color: color, x: x0 + lead, midY: field.midY, maxWidth: textRoom)))
        }
        return out
    }

    /// UITextField's clear button: a grey disc with a white ×.
    static func clearButton(centre c: Point) -> [DisplayItem] {
        let r = Metrics.searchClearDiameter / 2
        let k = Metrics.searchClearCrossHalf
        var cross = Path()
        cross.move(to: Point(x: c.x - k, y: c.y - k))
        cross.line(to: Point(x: c.x + k, y: c.y + k))
        cross.move(to: Point(x: c.x + k, y: c.y - k))
        cross.line(to: Point(x: c.x - k, y: c.y + k))
        return [
            .fill(.ellipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), Palette.searchClearButton),
            .stroke(cross, .white, StrokeStyle(width: Metrics.searchClearCrossWidth, cap: .round)),
        ]
    }

    static func glyph(_ name: String, centredIn box: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let s = Metrics.searchAccessoryGlyphSize
        let r = Rect(x: box.midX - s / 2, y: box.midY - s / 2, width: s, height: s)
        return IconDrawing.items(named: name, in: r, color: Palette.searchClearButton, ctx: ctx)
    }
}
