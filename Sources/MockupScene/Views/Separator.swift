import MockupGeometry

/// `separator [inset: 15] [color: …]`: the hairline iOS draws between rows, one device
/// pixel thick, across the width of a vertical stack (or down the height of a
/// horizontal one), from `inset` points after the leading edge; in the separator
/// colour of tables unless `color:` says otherwise. For forms written as stacks of
/// rows, where a table's own separators are not there.
public struct Separator: ContentView {
    /// Points left clear at the leading edge (a table's rows: 15).
    public var inset: Double = 0
    /// The line's colour; nil: the tables' separator grey.
    public var color: Color?

    /// Creates a separator.
    public init(inset: Double = 0, color: Color? = nil) {
        self.inset = inset
        self.color = color
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "separator",
        summary: "a hairline between rows: one device pixel across a vertical stack (down a horizontal one), in the table separator grey",
        attributes: [
            AttributeSpec("inset", .number(0...10_000), default: "0", "points left clear at the leading edge (15: a table row's)"),
            AttributeSpec("color", .color, default: "#C8C7CC", "the line's colour"),
        ],
        example: "separator inset: 15",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            _ = ctx.positionals(node, family)
            ctx.noChildren(node)
            return Separator(inset: r.number("inset") ?? 0, color: r.color("color"))
        })
}
