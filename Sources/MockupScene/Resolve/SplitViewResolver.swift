import MockupGeometry
import MockupSyntax

/// `split-view [automatic|visible|hidden|overlay] master-width: PT` with a `master` and a
/// `detail` pane, each holding bars and content like a screen.
enum SplitViewResolver {
    static let attributes = ["master", "master-width"]
    static let panes = ["master", "detail"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> SplitView? {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let words = SplitView.MasterDisplay.allCases.map(\.rawValue)
        let p = Positionals(node, flags: words, maxTexts: 0, sink: ctx.sink)
        var display = p.first(of: words).flatMap(SplitView.MasterDisplay.init(rawValue:)) ?? .automatic
        if let d = r.choice("master", SplitView.MasterDisplay.self) { display = d }
        let width = r.number("master-width", in: 1...2000) ?? 320
        var master: Pane?
        var detail: Pane?
        for child in ctx.children(of: node, allowed: panes) {
            let pane = PaneResolver.resolve(child, ctx)
            let seen = child.name == "master" ? master : detail
            if let seen {
                ctx.sink.error(
                    "a split view has one '\(child.name)'", at: child.nameRange,
                    notes: ["the first is at line \(seen.range.start.line)"])
            } else if child.name == "master" {
                master = pane
            } else {
                detail = pane
            }
        }
        guard let master, let detail else {
            let missing = master == nil ? "master" : "detail"
            ctx.sink.error(
                "this split view has no '\(missing)'", at: node.nameRange,
                notes: ["write an indented '\(missing)' line holding its bars and content (docs/LANGUAGE.md, Split view)"])
            return nil
        }
        let bothShow = ctx.screen.map { $0.device.isPlus && $0.orientation == .landscape && $0.ios >= .ios8 } ?? false
        if ctx.idiom == .phone && !bothShow {
            ctx.sink.warning(
                "an iPhone shows one pane of a split view: the master is drawn full screen", at: node.nameRange,
                notes: [
                    "iOS 7 has no split view on iPhone and iOS 8 collapses it (the 6 Plus in landscape shows both from iOS 8); "
                        + "to show the detail, give it its own screen"
                ])
        }
        return SplitView(master: master, detail: detail, display: display, masterWidth: width, range: node.nameRange)
    }
}

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
            switch child.name {
            case "status-bar":
                ctx.sink.error(
                    "the status bar belongs to the screen", at: child.nameRange,
                    notes: ["write 'status-bar' at the top level: it spans the whole screen"])
            case "split-view", "variant":
                ctx.sink.error(
                    "'\(child.name)' cannot be inside '\(node.name)'", at: child.nameRange,
                    notes: ["write it at the top level of the screen"])
            default:
                if let e = SceneResolver.resolveElement(child, ctx: ctx, allowed: SceneResolver.paneChildren) {
                    pane.elements.append(e)
                }
            }
        }
        SceneResolver.checkOrder(nodes: node.children, sink: ctx.sink, container: "'\(node.name)'")
        return pane
    }
}
