import MockupDisplayList
import MockupGeometry
import MockupScene

/// A plain or grouped table whose content starts at the top of `area` (less the
/// table's `scroll`); only what falls inside `visible` (default: the area) is emitted,
/// clipped to it, so a thousand-row table costs what one screenful costs. A visible
/// rect under a translucent bar gives what shows through that bar.
struct TableLayout {
    let ctx: LayoutContext
    let table: Table
    let area: Rect
    var visible: Rect? = nil

    private var cull: Rect { visible ?? area }
    private var contentTop: Double { area.minY - table.scroll }

    func items() -> [DisplayItem] {
        var out: [DisplayItem] = []
        switch table.style {
        case .grouped: grouped(&out)
        case .plain: plain(&out)
        }
        return [.group(Group(clip: cull, items: out))]
    }

    /// Whether a band from `y` of height `h` shows.
    private func shows(_ y: Double, _ h: Double) -> Bool { y < cull.maxY && y + h > cull.minY }

    private var width: Double { ctx.size.width }

    // MARK: grouped

    private func grouped(_ out: inout [DisplayItem]) {
        let headerFont = FontSpec.system(Metrics.groupedHeaderFontSize)
        let footerFont = FontSpec.system(Metrics.groupedFooterFontSize)
        var y = contentTop
        for section in table.sections {
            if y > cull.maxY { break }
            y += section.header == nil ? Metrics.groupedSectionGap : Metrics.groupedSectionGapWithHeader
            if let header = section.header {
                let text = header.uppercased()
                let m = ctx.measurer.measure(text, font: headerFont)
                let baseline = y - Metrics.groupedHeaderBaselineAboveGroup
                if shows(baseline - m.ascent, m.height) { out.append(
                    .text(
                        ctx.run(
                            text, metrics: m, font: headerFont, color: Palette.groupedHeaderText,
                            x: Metrics.cellSideMargin, baseline: baseline,
                            maxWidth: width - 2 * Metrics.cellSideMargin))) }
            }
            let top = y
            let rows = section.cells
            for (i, cell) in rows.enumerated() {
                let h = cell.height ?? table.rowHeight
                if shows(y, h) {
                    let last = i == rows.count - 1
                    out += CellLayout(ctx: ctx, cell: cell, frame: Rect(x: 0, y: y, width: width, height: h))
                        .items(separatorInset: last ? nil : separatorInset(cell))
                }
                y += h
            }
            if !rows.isEmpty {
                if shows(top, 0.5) {
                    out.append(.hairline(Hairline(axis: .horizontal, position: top, from: 0, to: width, side: .after, color: Palette.separator)))
                }
                if shows(y - 0.5, 0.5) {
                    out.append(.hairline(Hairline(axis: .horizontal, position: y, from: 0, to: width, side: .before, color: Palette.separator)))
                }
            }
            if let footer = section.footer {
                let lines = TextWrap.lines(
                    footer, font: footerFont, width: width - 2 * Metrics.cellSideMargin,
                    measurer: ctx.measurer)
                var lineTop = y + Metrics.groupedFooterTop
                for line in lines {
                    let m = ctx.measurer.measure(line, font: footerFont)
                    if shows(lineTop, m.height) { out.append(
                        .text(
                            ctx.run(
                                line, metrics: m, font: footerFont, color: Palette.groupedFooterText,
                                x: Metrics.cellSideMargin, baseline: lineTop + m.ascent,
                                maxWidth: width - 2 * Metrics.cellSideMargin))) }
                    lineTop += m.height
                }
                y = lineTop - Metrics.groupedFooterOverlap
            }
        }
    }

    // MARK: plain

    private func plain(_ out: inout [DisplayItem]) {
        let headerFont = FontSpec.system(Metrics.plainHeaderFontSize, .semibold)
        var y = contentTop
        var lastRowHeight = table.rowHeight
        for (s, section) in table.sections.enumerated() {
            if y > cull.maxY { break }
            if let header = section.header {
                let band = Rect(x: 0, y: y, width: width, height: Metrics.plainHeaderHeight)
                if shows(band.minY, band.height) {
                    out.append(.rect(band, Palette.plainHeaderBackground))
                    out.append(
                        .text(
                            ctx.text(
                                header, font: headerFont, color: Palette.plainHeaderText,
                                x: Metrics.cellSideMargin, midY: band.midY,
                                maxWidth: width - 2 * Metrics.cellSideMargin)))
                }
                y = band.maxY
            }
            let followedByHeader = table.sections.indices.contains(s + 1) && table.sections[s + 1].header != nil
            for (i, cell) in section.cells.enumerated() {
                let h = cell.height ?? table.rowHeight
                lastRowHeight = h
                if shows(y, h) {
                    let hideSeparator = followedByHeader && i == section.cells.count - 1
                    out += CellLayout(ctx: ctx, cell: cell, frame: Rect(x: 0, y: y, width: width, height: h))
                        .items(separatorInset: hideSeparator ? nil : separatorInset(cell))
                }
                y += h
            }
        }
        // UIKit keeps drawing separators for empty rows down to the bottom of the table.
        let rowHeight = max(lastRowHeight, 1)
        if y < cull.minY { y += ((cull.minY - y) / rowHeight).rounded(.down) * rowHeight }
        while y + rowHeight <= cull.maxY {
            y += rowHeight
            out.append(.hairline(Hairline(axis: .horizontal, position: y, from: table.separatorInset, to: width, side: .before, color: Palette.separator)))
        }
    }

    /// Separators start under the text: past the image when there is one.
    private func separatorInset(_ cell: TableCell) -> Double {
        cell.image == nil || cell.style == .value2 ? table.separatorInset : CellLayout.textX(for: cell, rowHeight: cell.height ?? table.rowHeight)
    }
}
