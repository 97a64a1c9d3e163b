extension Table: ContentView {
    /// `table plain|grouped` with sections and cells (see `TableResolver`). A table fills
    /// the height its container leaves it and is as wide as the screen.
    public static let family: ElementFamily = ElementFamily(
        name: "table", summary: "a plain or grouped table view (sections, cells, header and footer views)",
        flags: Style.allCases.map(\.rawValue),
        attributes: [
            AttributeSpec("style", .choice(Style.allCases.map(\.rawValue)), default: "plain", "plain or grouped"),
            AttributeSpec("separator-inset", .number(0...1000), default: "15", "left inset of the row separators"),
            AttributeSpec("row-height", .number(1...2000), default: "44", "height of every row"),
            AttributeSpec("scroll", .number(0...1_000_000), default: "0", "content offset: how far the rows have scrolled up"),
            AttributeSpec("index", .other("alphabet \\| sections \\| off \\| text"), "section index titles at the right edge"),
            AttributeSpec("editing", .choice(["on", "off", "delete", "select"]), default: "off", "editing controls on every row"),
            AttributeSpec("reorder", .bool, default: "off", "reorder grips while editing"),
            AttributeSpec("refresh", .other("on \\| off \\| text"), default: "off", "the refresh control pulled down, with an optional title"),
            AttributeSpec("loading", .other("on \\| off \\| text"), default: "off", "a spinner and a label instead of rows"),
        ],
        children: .own(TableResolver.children),
        example: "table grouped",
        resolve: { node, ctx in TableResolver.resolve(node, ctx.element) })
}
