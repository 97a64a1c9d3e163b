import MockupDisplayList
import MockupGeometry
import MockupScene

/// One table row: background (grey when selected), editing control, image, texts in the
/// cell's style, badge, accessory, reorder grip, separator, and the buttons a swipe
/// reveals (the rest of the row then slides left by their width, as UIKit slides it).
struct CellLayout {
    let ctx: LayoutContext
    let cell: TableCell
    let frame: Rect
    let row: RowContext

    init(ctx: LayoutContext, cell: TableCell, frame: Rect, row: RowContext = RowContext()) {
        self.ctx = ctx
        self.cell = cell
        self.frame = frame
        self.row = row
    }

    var geometry: CellGeometry { CellGeometry(cell: cell, row: row, width: frame.width) }

    /// The row's items; `separatorInset == nil` draws no separator (last row of a group,
    /// or next to a selected row).
    func items(separatorInset: Double?) -> [DisplayItem] {
        let g = geometry
        var out: [DisplayItem] = [.rect(frame, cell.selected ? Palette.cellHighlight : Palette.cellBackground)]
        let buttons = swipeButtons()
        // Everything but the background, separator and buttons slides left with a swipe.
        let dx = frame.minX - (buttons.first.map { frame.maxX - $0.rect.minX } ?? 0)
        let midY = frame.midY

        var content: [DisplayItem] = []
        if let kind = g.editingControl {
            let place = VersionedMetrics.editControl(ctx.ios)
            content += editControl(kind, x: dx + place.inset, midY: midY + place.drop)
        }
        // A disabled row greys its texts and keeps its chevron (as iOS 7–9 captures show); the image
        // and the other accessories fade.
        var faded = image(g, dx: dx)
        var right = dx + g.contentRight - row.margin
        let accessory = accessory(g.accessory, views: g.accessoryViews, right: &right, midY: midY)
        var badgeItems: [DisplayItem] = []
        if let badge = cell.badge { badgeItems = self.badge(badge, right: &right, midY: midY) }
        warnIfViewsCrowdTheTitle(g, room: right - (dx + g.textX(rowHeight: frame.height)))
        let textItems = texts(g, dx: dx, right: right)
        if cell.enabled {
            content += faded + accessory.chevron + accessory.other + badgeItems + textItems
        } else {
            faded += accessory.other + badgeItems
            if !faded.isEmpty { content.append(.group(Group(opacity: Metrics.disabledOpacity, items: faded))) }
            content += accessory.chevron + textItems
        }
        if g.showsReorder && buttons.isEmpty {
            let c = Point(x: dx + g.contentRight + Metrics.reorderAreaWidth / 2, y: midY)
            for bar in Glyphs.grip(center: c, width: Metrics.reorderGripWidth, height: Metrics.reorderGripHeight, bar: Metrics.reorderBarWidth) {
                content.append(.rect(bar, Palette.reorderGrip))
            }
        }
        if let inset = separatorInset {
            content.append(.hairline(Hairline(axis: .horizontal, position: frame.maxY, from: frame.minX + inset, to: frame.maxX, side: .before, color: Palette.separator)))
        }
        if buttons.isEmpty {
            out += content
        } else {
            // Clip what slid out at the left edge; the buttons cover the right.
            out.append(.group(Group(clip: frame, items: content)))
            for b in buttons {
                out.append(.rect(b.rect, b.action.color))
                out.append(.text(ctx.text(b.action.title, font: Self.swipeFont, color: .white, x: b.rect.minX + Metrics.swipeButtonPadding, midY: midY)))
            }
        }
        return out
    }

    // MARK: swipe

    static let swipeFont = FontSpec.system(Metrics.swipeButtonFontSize)

    /// The revealed buttons, left to right, ending at the row's right edge.
    func swipeButtons() -> [(action: TableCell.SwipeAction, rect: Rect)] {
        let widths = cell.swipeActions.map { ctx.width($0.title, Self.swipeFont) + 2 * Metrics.swipeButtonPadding }
        var x = frame.maxX - widths.reduce(0, +)
        return zip(cell.swipeActions, widths).map { action, w in
            defer { x += w }
            return (action, Rect(x: x, y: frame.minY, width: w, height: frame.height))
        }
    }

    // MARK: left side

    private func editControl(_ kind: EditControlKind, x: Double, midY: Double) -> [DisplayItem] {
        let d = Metrics.editControlSize
        let c = Point(x: x + d / 2, y: midY)
        let circle = Path.ellipse(in: Rect(x: x, y: midY - d / 2, width: d, height: d))
        switch kind {
        case .delete, .insert:
            var out: [DisplayItem] = [.fill(circle, kind == .delete ? Palette.deleteControl : Palette.insertControl)]
            for bar in Glyphs.signBars(center: c, length: Metrics.editControlBarLength, width: VersionedMetrics.editControl(ctx.ios).barWidth, plus: kind == .insert) {
                out.append(.rect(bar, .white))
            }
            return out
        case .select:
            guard cell.selected else {
                return [.fill(Glyphs.ring(center: c, diameter: d, width: Metrics.selectionRingWidth), Palette.selectionRing)]
            }
            let w = Metrics.selectionCheckWidth, h = Metrics.selectionCheckHeight
            return [
                .fill(circle, ctx.tint),
                .fill(Glyphs.checkmark(in: Rect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)), .white),
            ]
        }
    }

    private func image(_ g: CellGeometry, dx: Double) -> [DisplayItem] {
        guard g.hasImage, let image = cell.image else { return [] }
        let size = g.imageSize(rowHeight: frame.height)
        let r = Rect(x: dx + g.contentLeft + row.margin, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        switch image {
        case .tile(let icon, let color):
            return [.roundedRect(r, radius: Metrics.iconTileRadius, color)] + IconDrawing.items(named: "tile/" + icon, in: r, color: .white, ctx: ctx)
        case .file(let source, let color):
            return ImageLayout.items(source, fittedIn: r, color: color ?? ctx.tint, ctx: ctx)
        }
    }

    /// Views written under a cell that leave its one-line title too little room are a
    /// warning at the first of them: UIKit would cut the title with "…".
    private func warnIfViewsCrowdTheTitle(_ g: CellGeometry, room: Double) {
        guard let first = g.accessoryViews.first, cell.lines == 1, let report = ctx.report else { return }
        let need = ctx.width(cell.title, g.titleFont)
        guard need > room + 0.5 else { return }
        report.warning(
            "the views of this row leave its title \(formatPoints(max(0, room))) of the \(formatPoints(need)) it needs",
            at: first.range,
            notes: ["the title \"\(cell.title)\" is cut with “…”; use fewer or smaller views, a shorter title, or 'lines: 0'"])
    }

    // MARK: right side

    /// An accessory's items: the chevron (which a disabled row keeps as is) and the rest.
    private struct AccessoryItems {
        var chevron: [DisplayItem] = []
        var other: [DisplayItem] = []
    }

    /// Draws the accessory ending at `right` and the views before it, then moves
    /// `right` to where text must end.
    private func accessory(_ a: TableCell.Accessory, views: [ViewNode], right: inout Double, midY: Double) -> AccessoryItems {
        var items = AccessoryItems()
        var out: [DisplayItem] = []
        var left = right
        switch a {
        case .none:
            if views.isEmpty { return items }
        case .disclosure:
            let r = chevronRect(right: right, midY: midY)
            items.chevron.append(.fill(Glyphs.disclosure(in: r), Palette.chevron))
            left = r.minX
        case .checkmark:
            let r = Rect(
                x: right - Metrics.checkmarkWidth, y: midY - Metrics.checkmarkHeight / 2,
                width: Metrics.checkmarkWidth, height: Metrics.checkmarkHeight)
            // A checkmark is a sign, not a direction: iOS 9 keeps it as it is.
            out += IconDrawing.upright([.fill(Glyphs.checkmark(in: r), ctx.tint)], frame: r, ctx: ctx)
            left = r.minX
        case .detailButton:
            out += infoButton(right: right, midY: midY)
            left = right - Metrics.infoButtonSize
        case .detailDisclosure:
            let r = chevronRect(right: right, midY: midY)
            items.chevron.append(.fill(Glyphs.disclosure(in: r), Palette.chevron))
            let infoRight = r.minX - Metrics.detailDisclosureGap
            out += infoButton(right: infoRight, midY: midY)
            left = infoRight - Metrics.infoButtonSize
        case .switch(let on):
            let origin = Point(x: right - Metrics.switchWidth, y: midY - Metrics.switchHeight / 2)
            out += SwitchLayout.items(isOn: on, origin: origin)
            left = origin.x
        case .text(let s):
            let font = FontSpec.system(Metrics.accessoryTextFontSize)
            let w = ctx.width(s, font)
            out.append(.text(ctx.text(s, font: font, color: ctx.tint, x: right - w, midY: midY)))
            left = right - w
        }
        // The views, right to left from the accessory (or the margin), each centred on
        // the row on the pixel grid.
        var end = a == .none ? right : left - Metrics.accessoryViewSpacing
        for node in views.reversed() {
            let size = CellGeometry.accessoryViewSize(node, ctx: ctx)
            let scale = ctx.screen.scale
            let frame = Rect(
                x: ControlPlacement.devicePixel(end - size.width, scale),
                y: ControlPlacement.devicePixel(midY - size.height / 2, scale), width: size.width, height: size.height)
            out += node.items(in: frame, ctx: ctx)
            left = frame.minX
            end = left - Metrics.accessoryViewSpacing
        }
        right = left - CellGeometry.gap(before: a, views: !views.isEmpty, badge: cell.badge != nil)
        items.other = out
        return items
    }

    private func chevronRect(right: Double, midY: Double) -> Rect {
        Rect(
            x: right - Metrics.chevronWidth, y: midY - Metrics.chevronHeight / 2,
            width: Metrics.chevronWidth, height: Metrics.chevronHeight)
    }

    /// The info button: a tint ring with an "i".
    private func infoButton(right: Double, midY: Double) -> [DisplayItem] {
        let d = Metrics.infoButtonSize
        let c = Point(x: right - d / 2, y: midY)
        return [.fill(Glyphs.ring(center: c, diameter: d, width: Metrics.infoButtonRingWidth), ctx.tint)]
            + Glyphs.infoLetter(center: c, diameter: d, stem: Metrics.infoButtonStemWidth).map { .fill($0, ctx.tint) }
    }

    private func badge(_ text: String, right: inout Double, midY: Double) -> [DisplayItem] {
        let w = CellGeometry.badgeWidth(text, ctx: ctx)
        let h = Metrics.cellBadgeHeight
        let r = Rect(x: right - w, y: midY - h / 2, width: w, height: h)
        let font = FontSpec.system(Metrics.cellBadgeFontSize)
        let tw = ctx.width(text, font)
        right = r.minX - Metrics.accessoryGap
        return [
            .roundedRect(r, radius: h / 2, cell.badgeColor ?? Palette.badge),
            .text(ctx.text(text, font: font, color: .white, x: r.midX - tw / 2, midY: midY)),
        ]
    }

    // MARK: texts

    /// A text colour, or the disabled grey on a disabled row (title and value alike).
    private func ink(_ c: Color) -> Color { cell.enabled ? c : Palette.disabledCellText }

    private func texts(_ g: CellGeometry, dx: Double, right: Double) -> [DisplayItem] {
        let titleFont = g.titleFont
        let titleColor = ink(cell.titleColor ?? .black)
        let midY = frame.midY
        let x = dx + g.textX(rowHeight: frame.height)
        let available = max(0, right - x)
        switch cell.style {
        case .default:
            return block(g.titleLines(ctx: ctx, rowHeight: frame.height), font: titleFont, color: titleColor, x: x, top: nil, width: available)
        case .action:
            // A button row: the title centred in the row, in the tint (or its colour).
            let left = dx + g.contentLeft + row.margin
            let span = max(0, right - left)
            let w = min(ctx.width(cell.title, titleFont), span)
            return [.text(ctx.text(cell.title, font: titleFont, color: ink(cell.titleColor ?? ctx.tint), x: left + (span - w) / 2, midY: midY, maxWidth: span))]
        case .subtitle:
            let titleLines = g.titleLines(ctx: ctx, rowHeight: frame.height)
            guard cell.detail != nil else {
                return block(titleLines, font: titleFont, color: titleColor, x: x, top: nil, width: available)
            }
            let detailLines = g.detailLines(ctx: ctx, rowHeight: frame.height)
            let th = g.blockHeight(titleLines, font: titleFont, ctx: ctx)
            let dh = g.blockHeight(detailLines, font: g.detailFont, ctx: ctx)
            let gap = titleLines.count > 1 || detailLines.count > 1 ? Metrics.cellLineGap : 0
            let top = midY - (th + gap + dh) / 2
            return block(titleLines, font: titleFont, color: titleColor, x: x, top: top, width: available)
                + block(detailLines, font: g.detailFont, color: ink(cell.detailColor ?? .black), x: x, top: top + th + gap, width: available)
        case .value1:
            let t = ctx.width(cell.title, titleFont)
            guard let detail = cell.detail else {
                return block(g.titleLines(ctx: ctx, rowHeight: frame.height), font: titleFont, color: titleColor, x: x, top: nil, width: available)
            }
            let d = ctx.width(detail, g.valueFont)
            let detailMax = CellGeometry.value1DetailMax(span: available, title: t)
            let dw = min(d, detailMax)
            let titleWidth = max(0, available - dw - Metrics.cellSideMargin)
            return [.text(ctx.trailingText(detail, font: g.valueFont, color: ink(cell.detailColor ?? Palette.secondaryText), right: right, midY: midY, maxWidth: detailMax))]
                + block(g.titleLines(ctx: ctx, rowHeight: frame.height), font: titleFont, color: titleColor, x: x, top: nil, width: titleWidth)
        case .value2:
            let labelFont = FontSpec.system(Metrics.cellValue2LabelFontSize)
            let column = Metrics.cellValue2LabelWidth
            var out: [DisplayItem] = []
            let lines = g.titleLines(ctx: ctx, rowHeight: frame.height)
            let h = g.blockHeight(lines, font: labelFont, ctx: ctx)
            var top = midY - h / 2
            for line in lines {
                let m = ctx.measurer.measure(line, font: labelFont)
                out.append(.text(ctx.trailing(line, metrics: m, font: labelFont, color: ink(cell.titleColor ?? ctx.tint), right: x + column, baseline: top + m.ascent, maxWidth: column)))
                top += m.height
            }
            if let detail = cell.detail {
                let dx = x + column + Metrics.cellValue2Gap
                out.append(.text(ctx.text(detail, font: g.detailFont, color: ink(cell.detailColor ?? .black), x: dx, midY: midY, maxWidth: max(0, right - dx))))
            }
            return out
        }
    }

    /// Lines stacked from `top` (or centred in the row when `top` is nil), left-aligned
    /// at `x`, each truncated to `width`.
    private func block(_ lines: [String], font: FontSpec, color: Color, x: Double, top: Double?, width: Double) -> [DisplayItem] {
        let metrics = lines.map { ctx.measurer.measure($0, font: font) }
        var y = top ?? frame.midY - metrics.reduce(0) { $0 + $1.height } / 2
        var out: [DisplayItem] = []
        for (line, m) in zip(lines, metrics) {
            out.append(.text(ctx.run(line, metrics: m, font: font, color: color, x: x, baseline: y + m.ascent, maxWidth: width)))
            y += m.height
        }
        return out
    }
}
