import MockupDisplayList
import MockupGeometry
import MockupScene

/// A plain or grouped table filling `area`; only what falls inside the area is emitted,
/// so a thousand-row table costs what one screenful costs.
struct TableLayout {
    let ctx: LayoutContext
    let table: Table
    let area: Rect

    func items() -> [DisplayItem] {
        var out: [DisplayItem] = []
        switch table.style {
        case .grouped: grouped(&out)
        case .plain: plain(&out)
        }
        return [.group(Group(clip: area, items: out))]
    }

    private var width: Double { ctx.size.width }

    // MARK: grouped

    private func grouped(_ out: inout [DisplayItem]) {
        let headerFont = FontSpec.system(Metrics.groupedHeaderFontSize)
        let footerFont = FontSpec.system(Metrics.groupedFooterFontSize)
        var y = area.minY
        for section in table.sections {
            if y > area.maxY { break }
            y += section.header == nil ? Metrics.groupedSectionGap : Metrics.groupedSectionGapWithHeader
            if let header = section.header {
                let text = header.uppercased()
                let m = ctx.measurer.measure(text, font: headerFont)
                out.append(
                    .text(
                        ctx.run(
                            text, metrics: m, font: headerFont, color: Palette.groupedHeaderText,
                            x: Metrics.cellSideMargin, baseline: y - Metrics.groupedHeaderBaselineAboveGroup,
                            maxWidth: width - 2 * Metrics.cellSideMargin)))
            }
            let top = y
            let rows = section.cells
            for (i, cell) in rows.enumerated() {
                let h = cell.height ?? table.rowHeight
                if y < area.maxY {
                    let last = i == rows.count - 1
                    out += CellLayout(ctx: ctx, cell: cell, frame: Rect(x: 0, y: y, width: width, height: h))
                        .items(separatorInset: last ? nil : separatorInset(cell))
                }
                y += h
            }
            if !rows.isEmpty {
                out.append(.hairline(Hairline(axis: .horizontal, position: top, from: 0, to: width, side: .after, color: Palette.separator)))
                out.append(.hairline(Hairline(axis: .horizontal, position: y, from: 0, to: width, side: .before, color: Palette.separator)))
            }
            if let footer = section.footer {
                let lines = TextWrap.lines(
                    footer, font: footerFont, width: width - 2 * Metrics.cellSideMargin,
                    measurer: ctx.measurer)
                var lineTop = y + Metrics.groupedFooterTop
                for line in lines {
                    let m = ctx.measurer.measure(line, font: footerFont)
                    out.append(
                        .text(
                            ctx.run(
                                line, metrics: m, font: footerFont, color: Palette.groupedFooterText,
                                x: Metrics.cellSideMargin, baseline: lineTop + m.ascent,
                                maxWidth: width - 2 * Metrics.cellSideMargin)))
                    lineTop += m.height
                }
                y = lineTop - Metrics.groupedFooterOverlap
            }
        }
    }

    // MARK: plain

    private func plain(_ out: inout [DisplayItem]) {
        let headerFont = FontSpec.system(Metrics.plainHeaderFontSize, .semibold)
        var y = area.minY
        var lastRowHeight = table.rowHeight
        for (s, section) in table.sections.enumerated() {
            if y > area.maxY { break }
            if let header = section.header {
                let band = Rect(x: 0, y: y, width: width, height: Metrics.plainHeaderHeight)
                out.append(.rect(band, Palette.plainHeaderBackground))
                out.append(
                    .text(
                        ctx.text(
                            header, font: headerFont, color: Palette.plainHeaderText,
                            x: Metrics.cellSideMargin, midY: band.midY,
                            maxWidth: width - 2 * Metrics.cellSideMargin)))
                y = band.maxY
            }
            let followedByHeader = table.sections.indices.contains(s + 1) && table.sections[s + 1].header != nil
            for (i, cell) in section.cells.enumerated() {
                let h = cell.height ?? table.rowHeight
                lastRowHeight = h
                if y < area.maxY {
                    let hideSeparator = followedByHeader && i == section.cells.count - 1
                    out += CellLayout(ctx: ctx, cell: cell, frame: Rect(x: 0, y: y, width: width, height: h))
                        .items(separatorInset: hideSeparator ? nil : separatorInset(cell))
                }
                y += h
            }
        }
        // UIKit keeps drawing separators for empty rows down to the bottom of the table.
        let rowHeight = max(lastRowHeight, 1)
        while y + rowHeight <= area.maxY {
            y += rowHeight
            out.append(.hairline(Hairline(axis: .horizontal, position: y, from: table.separatorInset, to: width, side: .before, color: Palette.separator)))
        }
    }

    /// Separators start under the text: past the image when there is one.
    private func separatorInset(_ cell: TableCell) -> Double {
        cell.image == nil || cell.style == .value2 ? table.separatorInset : CellLayout.textX(for: cell, rowHeight: cell.height ?? table.rowHeight)
    }
}
