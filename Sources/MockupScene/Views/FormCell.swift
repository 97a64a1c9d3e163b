import MockupSyntax

/// A `cell` written in a `group`: one table row of a form built from free views (a
/// static table's "Printer  Office >" row beside text fields and switches), drawn as a
/// grouped table draws it, across the group's width. Written only in a `group`:
/// elsewhere a `cell` belongs to a `table`.
public struct FormCell: ContentView {
    /// The row, resolved as a table's rows are.
    public var cell: TableCell
    /// The group's `row-height` (a table row's 44 by default).
    public var rowHeight: Double?

    /// Creates a form row.
    public init(cell: TableCell, rowHeight: Double? = nil) {
        self.cell = cell
        self.rowHeight = rowHeight
    }

    /// A cell's kind wherever it is written: lint's rules about rows see it.
    public static let kind = Table.family.kind.child("cell")

    /// `node` (a `cell` line under a group) as a form row, or nil after reporting why not.
    static func resolve(_ node: Node, rowHeight: Double?, _ ctx: ViewContext) -> ViewNode? {
        let id = ctx.sink.nextViewID()
        ctx.sink.record(node, as: kind)
        guard let cell = CellResolver.resolve(node, ctx.element, tableEditing: false) else { return nil }
        return ViewNode(family: kind, view: FormCell(cell: cell, rowHeight: rowHeight), range: node.nameRange, id: id)
    }
}
