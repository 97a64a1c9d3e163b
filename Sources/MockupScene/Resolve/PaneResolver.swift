import MockupSyntax

/// A pane (`master`, `detail`, a container's `child`): bars and content, laid out like a
/// screen without its status bar.
enum PaneResolver {
    /// The pane `node` holds; `reader` reads its line when the caller reads more of it
    /// (a container's child reads its frame, a modal its style), so unknown attributes and
    /// words are reported once.
    static func resolve(_ node: Node, _ ctx: ElementContext, reader: AttributeReader? = nil) -> Pane {
        let r = reader ?? AttributeReader(node, allowed: ["background"], sink: ctx.sink)
        // A caller reading the line itself checks its words too.
        if reader == nil { _ = Positionals(node, flags: [], maxTexts: 0, sink: ctx.sink) }
        var pane = Pane(background: r.color("background"), range: node.nameRange)
        for child in node.children {
            if let bar = BarCatalog.family(named: child.name), !bar.inPane {
                ctx.sink.error(
                    "the status bar belongs to the screen", at: child.nameRange,
                    notes: ["write '\(bar.name)' at the top level: it spans the whole screen"])
            } else if child.name == SplitView.kind.name || child.name == "variant" {
                ctx.sink.error(
                    "'\(child.name)' cannot be inside '\(node.name)'", at: child.nameRange,
                    notes: ["write it at the top level of the screen"])
            } else if let e = SceneResolver.resolveElement(child, ctx: ctx, allowed: SceneResolver.paneChildren) {
                pane.elements.append(e)
            }
        }
        SceneResolver.checkOrder(nodes: node.children, sink: ctx.sink, container: "'\(node.name)'")
        return pane
    }
}
