import MockupDisplayList
import MockupGeometry
import MockupScene

/// One table row: white background, optional image, texts in the cell's style,
/// accessory, and the separator along its bottom edge.
struct CellLayout {
    let ctx: LayoutContext
    let cell: TableCell
    let frame: Rect

    /// Image edge for a row height: Settings tiles are 29 pt; file images grow with tall rows.
    static func imageSize(for cell: TableCell, rowHeight: Double) -> Double {
        switch cell.image {
        case .tile, nil: return Metrics.iconTileSize
        case .file: return max(Metrics.iconTileSize, min(rowHeight - 16, 60))
        }
    }

    /// Left edge of the title, which separators also follow.
    static func textX(for cell: TableCell, rowHeight: Double) -> Double {
        guard cell.image != nil, cell.style != .value2 else { return Metrics.cellSideMargin }
        return Metrics.cellSideMargin + imageSize(for: cell, rowHeight: rowHeight) + Metrics.cellImageTextGap
    }

    /// The row's items; `separatorInset == nil` draws no separator (last row of a group).
    func items(separatorInset: Double?) -> [DisplayItem] {
        var out: [DisplayItem] = [.rect(frame, Palette.cellBackground)]
        let titleFont = FontSpec.system(Metrics.cellTitleFontSize)
        let titleColor = cell.titleColor ?? .black
        let midY = frame.midY

        // Image.
        if let image = cell.image, cell.style != .value2 {
            let side = Self.imageSize(for: cell, rowHeight: frame.height)
            let r = Rect(x: Metrics.cellSideMargin, y: midY - side / 2, width: side, height: side)
            switch image {
            case .tile(let icon, let color):
                out.append(.roundedRect(r, radius: Metrics.iconTileRadius, color))
                out += IconDrawing.items(named: "tile/" + icon, in: r, color: .white)
            case .file(let name, let path):
                out.append(.image(ImageItem(name: name, path: path, rect: r, cornerRadius: 0)))
            }
        }

        // Accessory, from the right edge.
        var right = frame.maxX - Metrics.cellSideMargin
        switch cell.accessory {
        case .none: break
        case .disclosure:
            let r = Rect(
                x: frame.maxX - Metrics.chevronRightInset - Metrics.chevronWidth,
                y: midY - Metrics.chevronHeight / 2, width: Metrics.chevronWidth, height: Metrics.chevronHeight)
            out.append(.fill(Glyphs.disclosure(in: r), Palette.chevron))
            right = r.minX - Metrics.accessoryGap
        case .checkmark:
            let r = Rect(
                x: frame.maxX - Metrics.checkmarkRightInset - Metrics.checkmarkWidth,
                y: midY - Metrics.checkmarkHeight / 2, width: Metrics.checkmarkWidth, height: Metrics.checkmarkHeight)
            out.append(.fill(Glyphs.checkmark(in: r), ctx.tint))
            right = r.minX - Metrics.accessoryGap
        }

        let x = Self.textX(for: cell, rowHeight: frame.height)
        let available = max(0, right - x)
        switch cell.style {
        case .default:
            out.append(.text(ctx.text(cell.title, font: titleFont, color: titleColor, x: x, midY: midY, maxWidth: available)))
        case .subtitle:
            let detailFont = FontSpec.system(Metrics.cellSubtitleFontSize)
            let t = ctx.measurer.measure(cell.title, font: titleFont)
            if let detail = cell.detail {
                let d = ctx.measurer.measure(detail, font: detailFont)
                let top = midY - (t.height + d.height) / 2
                out.append(.text(ctx.run(cell.title, metrics: t, font: titleFont, color: titleColor, x: x, baseline: top + t.ascent, maxWidth: available)))
                out.append(.text(ctx.run(detail, metrics: d, font: detailFont, color: .black, x: x, baseline: top + t.height + d.ascent, maxWidth: available)))
            } else {
                out.append(.text(ctx.text(cell.title, font: titleFont, color: titleColor, x: x, midY: midY, maxWidth: available)))
            }
        case .value1:
            let t = ctx.width(cell.title, titleFont)
            if let detail = cell.detail {
                let d = ctx.width(detail, titleFont)
                let gap = Metrics.cellSideMargin
                // The title keeps its width; the value gives way, down to 40 % of the row.
                let detailMax = max(available * 0.4, available - t - gap)
                let dw = min(d, detailMax)
                out.append(.text(ctx.text(detail, font: titleFont, color: Palette.secondaryText, x: right - dw, midY: midY, maxWidth: detailMax)))
                out.append(.text(ctx.text(cell.title, font: titleFont, color: titleColor, x: x, midY: midY, maxWidth: max(0, available - dw - gap))))
            } else {
                out.append(.text(ctx.text(cell.title, font: titleFont, color: titleColor, x: x, midY: midY, maxWidth: available)))
            }
        case .value2:
            let labelFont = FontSpec.system(Metrics.cellValue2LabelFontSize)
            let column = Metrics.cellValue2LabelWidth
            let lw = min(ctx.width(cell.title, labelFont), column)
            out.append(.text(ctx.text(cell.title, font: labelFont, color: cell.titleColor ?? ctx.tint, x: x + column - lw, midY: midY, maxWidth: column)))
            if let detail = cell.detail {
                let dx = x + column + Metrics.cellValue2Gap
                out.append(.text(ctx.text(detail, font: FontSpec.system(Metrics.cellValue2DetailFontSize), color: .black, x: dx, midY: midY, maxWidth: max(0, right - dx))))
            }
        }

        if let inset = separatorInset {
            out.append(.hairline(Hairline(axis: .horizontal, position: frame.maxY, from: inset, to: frame.maxX, side: .before, color: Palette.separator)))
        }
        return out
    }
}
