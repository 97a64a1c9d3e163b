import MockupDisplayList
import MockupGeometry
import MockupScene

/// A form group is one section of a grouped table built from free views: the section
/// gap above (larger with a header, whose uppercase text sits just above the rows),
/// white rows between full-width hairlines with inset separators between them, each
/// child centred in its row the cell margin (15 pt on iOS 7, 16 or 20 later) from either side
/// (a `cell` spans the row and keeps a table row's own layout), and a wrapping footer below. Rows
/// are at least 44 pt high; a taller child makes a taller row with a little room above
/// and below it. A child with `x:`/`y:` is not a row: it sits at that place in the group.
extension FormGroup: ViewLayout {
    /// Figures of the group that are not a table's own (unconfirmed: chosen so a 30 pt
    /// text field and a 31 pt switch keep the 44 pt row).
    enum Figures {
        /// Room above and below a child taller than the minimum row.
        static let rowPadding = 6.0
        /// Height offered to a row's child: any it asks for.
        static let openHeight = 10_000.0
    }

    /// The children drawn as rows (the others are placed at their `x:`/`y:`).
    private var rows: [ViewNode] { subviews.filter { !$0.placement.isFixed } }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        Size(width: available.width, height: plan(width: available.width, ctx: ctx).height)
    }

    func flexes(along axis: Stack.Axis) -> Bool { axis == .horizontal }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let p = plan(width: frame.width, ctx: ctx)
        var out: [DisplayItem] = []
        let left = frame.minX
        let right = frame.maxX
        let margin = ctx.cellMargin
        let textWidth = max(0, frame.width - 2 * margin)
        var y = frame.minY + p.gap
        if let header {
            let font = FontSpec.system(Metrics.groupedHeaderFontSize)
            let text = header.uppercased()
            let m = ctx.measurer.measure(text, font: font)
            out.append(.text(ctx.run(
                text, metrics: m, font: font, color: Palette.groupedHeaderText, x: left + margin,
                baseline: y - Metrics.groupedHeaderBaselineAboveGroup, maxWidth: textWidth)))
        }
        let rowsTop = y
        let total = p.rows.reduce(0) { $0 + $1.height }
        let rows = self.rows
        if !rows.isEmpty {
            out.append(.rect(Rect(x: left, y: rowsTop, width: frame.width, height: total), Palette.cellBackground))
        }
        for (i, (child, row)) in zip(rows, p.rows).enumerated() {
            var separatorFrom = left + margin
            if let form = child.view as? FormCell {
                // A table row spans the group and keeps its own margins and separator inset.
                out += child.items(in: Rect(x: left, y: y, width: frame.width, height: row.height), ctx: ctx.entering(child))
                separatorFrom = left + form.separatorInset(width: frame.width, ctx: ctx)
            } else {
                let box = Rect(x: left + margin, y: y, width: textWidth, height: row.height)
                let s = row.size
                let w = child.flexes(along: .horizontal) ? box.width : min(s.width, box.width)
                let h = child.flexes(along: .vertical) ? box.height : min(s.height, box.height)
                out += child.items(in: Rect(x: box.minX, y: box.midY - h / 2, width: w, height: h), ctx: ctx.entering(child))
            }
            y += row.height
            if i < rows.count - 1 {
                out.append(.hairline(Hairline(
                    axis: .horizontal, position: y, from: separatorFrom, to: right, side: .before,
                    color: Palette.separator)))
            }
        }
        if !rows.isEmpty {
            out.append(.hairline(Hairline(axis: .horizontal, position: rowsTop, from: left, to: right, side: .after, color: Palette.separator)))
            out.append(.hairline(Hairline(axis: .horizontal, position: y, from: left, to: right, side: .before, color: Palette.separator)))
        }
        if let footer {
            let font = FontSpec.system(Metrics.groupedFooterFontSize)
            var lineTop = y + Metrics.groupedFooterTop
            for line in TextWrap.lines(footer, font: font, width: textWidth, measurer: ctx.measurer) {
                let m = ctx.measurer.measure(line, font: font)
                out.append(.text(ctx.run(
                    line, metrics: m, font: font, color: Palette.groupedFooterText, x: left + margin,
                    baseline: lineTop + m.ascent, maxWidth: textWidth)))
                lineTop += m.height
            }
        }
        for child in subviews where child.placement.isFixed {
            let r = StackPlacer.fixedFrame(child, container: frame, ctx: ctx)
            out += child.items(in: r, ctx: ctx.entering(child))
        }
        return out
    }

    private struct Row {
        var size: Size
        var height: Double
    }

    private struct Plan {
        var gap: Double
        var rows: [Row]
        var height: Double
    }

    /// The section gap, each row's height and the whole height (footer included).
    private func plan(width: Double, ctx: LayoutContext) -> Plan {
        let gap = header == nil ? Metrics.groupedSectionGap : Metrics.groupedSectionGapWithHeader
        let inner = Size(width: max(0, width - 2 * ctx.cellMargin), height: Figures.openHeight)
        let minimum = rowHeight ?? Metrics.rowHeight
        var c = ctx
        c.stackAxis = .horizontal
        let rows = self.rows.map { child -> Row in
            // A table row is as tall as a table makes it, across the whole width.
            if child.view is FormCell {
                let s = child.size(in: Size(width: width, height: Figures.openHeight), ctx: c)
                return Row(size: s, height: s.height)
            }
            let s = child.size(in: inner, ctx: c)
            // A child that fits the row is centred in it; a taller one gets a little room.
            let fits = child.flexes(along: .vertical) || s.height <= minimum
            return Row(size: s, height: fits ? minimum : s.height + 2 * Figures.rowPadding)
        }
        var h = gap + rows.reduce(0) { $0 + $1.height }
        if let footer {
            let font = FontSpec.system(Metrics.groupedFooterFontSize)
            let lines = TextWrap.lines(footer, font: font, width: inner.width, measurer: ctx.measurer)
            h += Metrics.groupedFooterTop + lines.reduce(0) { $0 + ctx.measurer.measure($1, font: font).height }
                - Metrics.groupedFooterOverlap
        }
        return Plan(gap: gap, rows: rows, height: h)
    }
}
