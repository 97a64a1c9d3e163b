import MockupDisplayList
import MockupGeometry
import MockupScene

/// A form row is a table row across the group's width: `CellLayout` draws it (texts,
/// value, accessory, badge, views), the group its separators.
extension FormCell: ViewLayout {
    /// The row's context: a grouped table's margins on this device and release, the
    /// group's row height, no editing.
    func row(_ ctx: LayoutContext) -> RowContext {
        var row = RowContext()
        row.rowHeight = rowHeight ?? Metrics.rowHeight
        row.margin = ctx.cellMargin
        row.imageTextGap = VersionedMetrics.cellImageTextGap(ctx.ios, device: ctx.screen.device)
        row.separatorsFollowEditing = VersionedMetrics.separatorsFollowEditing(ctx.ios)
        return row
    }

    func geometry(width: Double, ctx: LayoutContext) -> CellGeometry {
        CellGeometry(cell: cell, row: row(ctx), width: width)
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        Size(width: available.width, height: geometry(width: available.width, ctx: ctx).height(ctx: ctx))
    }

    func flexes(along axis: Stack.Axis) -> Bool { axis == .horizontal }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        CellLayout(ctx: ctx, cell: cell, frame: frame, row: row(ctx)).items(separatorInset: nil)
    }

    /// Where the separator under this row starts, from the row's left edge (under the
    /// text past an image, as in a table).
    func separatorInset(width: Double, ctx: LayoutContext) -> Double {
        let g = geometry(width: width, ctx: ctx)
        return g.separatorInset(rowHeight: g.height(ctx: ctx))
    }
}
