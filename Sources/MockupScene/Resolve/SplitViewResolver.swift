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

extension SplitView {
    /// What a `split-view` is, for lint and layout.
    public static let kind = ElementKind("split-view")
}
