/// `group`: a form section that looks like one section of a grouped table: white rows
/// between full-width hairlines on the grouped background, a separator between rows
/// inset like a table's, an optional uppercase header above and footer below. Each
/// child is one row (a text field, a horizontal stack of a label and a switch…, or a
/// `cell`: a table row with its value and accessory).
public struct FormGroup: ContentView {
    public var header: String?
    public var footer: String?
    /// Minimum row height (a table row's 44 by default); taller children make taller rows.
    public var rowHeight: Double?
    public var subviews: [ViewNode] = []

    /// Creates a group.
    public init(header: String? = nil, footer: String? = nil, subviews: [ViewNode] = []) {
        self.header = header
        self.footer = footer
        self.subviews = subviews
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "group", aliases: ["form-section"],
        summary: "a form section drawn like a grouped table section; each child is a row (a view, or a `cell` as a table writes it)",
        attributes: [
            AttributeSpec("header", .text, default: "none", "text above the rows, uppercased like a grouped table's"),
            AttributeSpec("footer", .text, default: "none", "text below the rows (wraps)"),
            AttributeSpec("row-height", .number(1...2000), default: "44", "minimum height of each row"),
        ],
        children: .views,
        example: "group header: \"Account\"",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            _ = ctx.positionals(node, family)
            var g = FormGroup(header: r.text("header"), footer: r.text("footer"))
            g.rowHeight = r.number("row-height")
            g.subviews = node.children.compactMap { child in
                child.name == "cell" ? FormCell.resolve(child, rowHeight: g.rowHeight, ctx) : ViewResolver.resolve(child, ctx)
            }
            for child in g.subviews where child.view is Spacer && !child.placement.isFixed {
                ctx.sink.warning(
                    "a spacer in a group is an empty row", at: child.range,
                    notes: ["each child of a group is one row; put spacers inside a row's horizontal stack"])
            }
            return g
        })
}
