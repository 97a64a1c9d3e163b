import MockupSyntax

/// `container`: a custom container view controller's view, holding `child` regions at
/// frames of their own, each with any bars and content (a child view controller).
public struct Container: ContentView {
    /// One child view controller's region.
    public struct Child: Sendable, Hashable {
        /// Offset from the container's top-left corner, in points.
        public var x: Double
        public var y: Double
        /// Size in points; nil: to the container's right or bottom edge.
        public var width: Double?
        public var height: Double?
        public var pane: Pane
    }

    public var children: [Child] = []

    static let childAttributes = ["x", "y", "width", "height"]

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "container", aliases: ["container-view"],
        summary: "a custom container: `child` regions at their own frames, each holding bars and content like a screen",
        attributes: [],
        children: .own(["child"]),
        example: "container height: 300\n  child x: 0 y: 0 width: 160\n    navigation-bar \"Inbox\"\n  child x: 160 y: 0\n    label \"Detail\"",
        resolve: { node, ctx in
            _ = ctx.attributes(node, family)
            _ = ctx.positionals(node, family)
            var c = Container()
            for childNode in ctx.element.children(of: node, allowed: ["child"]) {
                let r = AttributeReader(childNode, allowed: ["background"] + childAttributes, sink: ctx.sink)
                _ = Positionals(childNode, flags: [], maxTexts: 0, sink: ctx.sink)
                let pane = PaneResolver.resolve(childNode, ctx.element, reader: r)
                c.children.append(Child(
                    x: r.number("x", in: -100_000...100_000) ?? 0, y: r.number("y", in: -100_000...100_000) ?? 0,
                    width: r.number("width", in: 1...100_000), height: r.number("height", in: 1...100_000), pane: pane))
            }
            if c.children.isEmpty {
                ctx.sink.warning(
                    "this container has no 'child'", at: node.nameRange,
                    notes: ["write indented 'child x: X y: Y width: W height: H' lines, each holding bars and content"])
            }
            return c
        })
}
