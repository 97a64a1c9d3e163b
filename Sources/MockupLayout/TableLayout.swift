import MockupDisplayList
import MockupGeometry
import MockupScene

/// A plain or grouped table filling `area`: refresh control, header view, sections,
/// footer view, empty-row separators, the pinned section header and the section index.
/// Content starts at the top of `area` less the table's `scroll`; only what falls
/// inside `visible` (default: the area) is emitted, clipped to it, so a thousand-row
/// table costs what one screenful costs. A visible rect under a translucent bar gives
/// what shows through that bar.
struct TableLayout {
    let ctx: LayoutContext
    let table: Table
    let area: Rect
    var visible: Rect? = nil

    /// What is emitted: the visible rect, or the table's own area.
    private var cull: Rect { visible ?? area }

    func items() -> [DisplayItem] {
        var out: [DisplayItem] = []
        let row = RowContext(table: table, indexWidth: table.index.isEmpty ? 0 : Metrics.sectionIndexWidth, ctx: ctx)
        var y = area.minY - table.scroll
        if let refresh = table.refresh {
            let h = TableStatusLayout.refreshHeight(refresh)
            if shows(y, h) { out += TableStatusLayout(ctx: ctx).refresh(refresh, top: y) }
            y += h
        }
        if let view = table.headerView {
            let v = TableAuxiliaryLayout(ctx: ctx, view: view)
            if shows(y, v.height) { out += v.items(top: y) }
            y += v.height
        }
        if let loading = table.loading {
            // Instead of rows: a spinner and a label, centred in what is left (in the
            // table's own area: never under a bar).
            if visible == nil {
                let rest = Rect(x: area.minX, y: max(y, area.minY), width: width, height: max(0, area.maxY - max(y, area.minY)))
                out += TableStatusLayout(ctx: ctx).loading(loading, in: rest)
            }
        } else {
            switch table.style {
            case .grouped: grouped(&out, top: y, row: row)
            case .plain: plain(&out, top: y, row: row)
            }
        }
        if !table.index.isEmpty && visible == nil {
            out += SectionIndexLayout(ctx: ctx, titles: table.index, area: area).items()
        }
        return [.group(Group(clip: cull, items: out))]
    }

    private var width: Double { ctx.size.width }

    /// Whether a band from `y`, `h` high, reaches into what is emitted.
    private func shows(_ y: Double, _ h: Double) -> Bool { y < cull.maxY && y + h > cull.minY }

    /// Lays out the rows of `section` from `y` (advancing it), emitting visible ones.
    /// `lastSeparator`: whether the last row draws its separator.
    private func rows(
        _ section: TableSection, y: inout Double, row: RowContext, lastSeparator: Bool, _ out: inout [DisplayItem]
    ) {
        let cells = section.cells
        for (i, cell) in cells.enumerated() {
            if y >= cull.maxY {
                // Below the area: nothing more of this section shows; skip the rest.
                y += cells[i...].reduce(0) { $0 + ($1.height ?? table.rowHeight) }
                return
            }
            let geometry = CellGeometry(cell: cell, row: row, width: width)
            let h = geometry.height(ctx: ctx)
            if y + h > cull.minY {
                let last = i == cells.count - 1
                // UIKit hides the separators around a selected row.
                let nextSelected = !last && cells[i + 1].selected
                let drawsSeparator = (!last || lastSeparator) && !cell.selected && !nextSelected
                let inset = geometry.separatorInset(rowHeight: h)
                let frame = Rect(x: 0, y: y, width: width, height: h)
                let drawn = CellLayout(ctx: ctx, cell: cell, frame: frame, row: row)
                    .items(separatorInset: drawsSeparator ? inset : nil)
                if visible == nil {
                    ctx.report?.record("table-row", .table, frame: frame, origin: ctx.origin, range: cell.source.range, content: drawn)
                    ctx.report?.anchor(cell.anchor, frame, origin: ctx.origin)
                }
                out += drawn
            }
            y += h
        }
    }

    // MARK: grouped

    private func grouped(_ out: inout [DisplayItem], top: Double, row: RowContext) {
        let headerFont = FontSpec.system(Metrics.groupedHeaderFontSize)
        let footerFont = FontSpec.system(Metrics.groupedFooterFontSize)
        let margin = ctx.cellMargin
        let textWidth = width - 2 * margin
        var y = top
        for section in table.sections {
            if y > cull.maxY { return }
            var titles: [DisplayItem] = []
            y += section.header == nil ? Metrics.groupedSectionGap : Metrics.groupedSectionGapWithHeader
            if let header = section.header {
                let text = header.uppercased()
                let m = ctx.measurer.measure(text, font: headerFont)
                let baseline = y - Metrics.groupedHeaderBaselineAboveGroup
                if shows(baseline - m.ascent, m.height) {
                    let item = DisplayItem.text(
                        ctx.run(
                            text, metrics: m, font: headerFont, color: Palette.groupedHeaderText,
                            x: margin, baseline: baseline, maxWidth: textWidth))
                    out.append(item)
                    titles.append(item)
                }
            }
            let groupTop = y
            rows(section, y: &y, row: row, lastSeparator: false, &out)
            let groupBottom = y
            if !section.cells.isEmpty {
                if shows(groupTop, 1) {
                    out.append(.hairline(Hairline(axis: .horizontal, position: groupTop, from: 0, to: width, side: .after, color: Palette.separator)))
                }
                if shows(y - 1, 1) {
                    out.append(.hairline(Hairline(axis: .horizontal, position: y, from: 0, to: width, side: .before, color: Palette.separator)))
                }
            }
            if let footer = section.footer, y < cull.maxY {
                let lines = TextWrap.lines(footer, font: footerFont, width: textWidth, measurer: ctx.measurer)
                var lineTop = y + Metrics.groupedFooterTop
                for line in lines {
                    let m = ctx.measurer.measure(line, font: footerFont)
                    if shows(lineTop, m.height) {
                        let item = DisplayItem.text(
                            ctx.run(
                                line, metrics: m, font: footerFont, color: Palette.groupedFooterText,
                                x: margin, baseline: lineTop + m.ascent, maxWidth: textWidth))
                        out.append(item)
                        titles.append(item)
                    }
                    lineTop += m.height
                }
                y = lineTop - Metrics.groupedFooterOverlap
            }
            recordSection(section, top: groupTop, bottom: groupBottom, titles: titles)
        }
        if let view = table.footerView, y < cull.maxY {
            y += Metrics.groupedSectionGap
            out += TableAuxiliaryLayout(ctx: ctx, view: view).items(top: y)
        }
    }

    // MARK: plain

    /// Where a section's header band sits and where the section ends, for pinning.
    private struct HeaderSpan {
        var header: String
        var top: Double
        var bottom: Double
    }

    private func plain(_ out: inout [DisplayItem], top: Double, row: RowContext) {
        var y = top
        var lastRowHeight = table.rowHeight
        var spans: [HeaderSpan] = []
        for (s, section) in table.sections.enumerated() {
            if y > cull.maxY { break }
            let sectionTop = y
            var titles: [DisplayItem] = []
            if let header = section.header {
                titles += band(header, top: y)
                y += headerHeight
            }
            out += titles
            let followedByHeader = table.sections.indices.contains(s + 1) && table.sections[s + 1].header != nil
            rows(section, y: &y, row: row, lastSeparator: !followedByHeader && section.footer == nil, &out)
            if let last = section.cells.last { lastRowHeight = last.height ?? table.rowHeight }
            if let footer = section.footer {
                let drawn = band(footer, top: y)
                out += drawn
                titles += drawn
                y += headerHeight
            }
            if let header = section.header { spans.append(HeaderSpan(header: header, top: sectionTop, bottom: y)) }
            recordSection(section, top: sectionTop, bottom: y, titles: titles)
        }
        if let view = table.footerView {
            // A footer view ends the table: UIKit then draws no empty rows.
            if y < cull.maxY { out += TableAuxiliaryLayout(ctx: ctx, view: view).items(top: y) }
        } else {
            // UIKit keeps drawing separators for empty rows down to the bottom of the table.
            let rowHeight = max(lastRowHeight, 1)
            // These belong to the table, not to cells: editing does not indent them.
            let inset = table.separatorInset ?? ctx.cellMargin
            while y + rowHeight <= cull.maxY {
                y += rowHeight
                if y > cull.minY {
                    out.append(.hairline(Hairline(axis: .horizontal, position: y, from: inset, to: width, side: .before, color: Palette.separator)))
                }
            }
        }
        // The header of the section at the top stays pinned there, pushed up by the next.
        if let pinned = spans.last(where: { $0.top < area.minY && $0.bottom > area.minY }) {
            out += band(pinned.header, top: min(area.minY, pinned.bottom - headerHeight))
        }
    }

    /// Records a section (a grouped section's rows; a plain section's rows and bands) for
    /// hand-off output, with its header and footer as drawn.
    private func recordSection(_ section: TableSection, top: Double, bottom: Double, titles: [DisplayItem]) {
        guard visible == nil, bottom > top, shows(top, bottom - top) else { return }
        ctx.report?.record(
            "table-section", .table, frame: Rect(x: 0, y: top, width: width, height: bottom - top), origin: ctx.origin,
            range: section.source.range, content: titles)
    }

    /// The height of a plain section header or footer band on this release.
    private var headerHeight: Double { VersionedMetrics.plainHeader(ctx.ios).height }

    /// A plain section header or footer: a grey band with the title on the release's
    /// baseline. On iOS 9 the band stops at the section index.
    private func band(_ title: String, top: Double) -> [DisplayItem] {
        let figures = VersionedMetrics.plainHeader(ctx.ios)
        let index = table.index.isEmpty || !VersionedMetrics.plainHeaderStopsAtIndex(ctx.ios) ? 0 : Metrics.sectionIndexWidth
        let band = Rect(x: 0, y: top, width: width - index, height: figures.height)
        guard band.maxY > cull.minY, band.minY < cull.maxY else { return [] }
        let font = FontSpec.system(figures.fontSize, .semibold)
        return [
            .rect(band, Palette.plainHeaderBackground),
            .text(
                ctx.run(
                    title, metrics: ctx.measurer.measure(title, font: font), font: font, color: Palette.plainHeaderText,
                    x: ctx.cellMargin, baseline: top + figures.baseline, maxWidth: band.width - 2 * ctx.cellMargin)),
        ]
    }
}
