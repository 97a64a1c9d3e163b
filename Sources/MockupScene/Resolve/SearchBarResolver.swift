import MockupSyntax

/// `search-bar placeholder: "Search" text: "…" [active] [minimal] prompt: "…"` with
/// `scope "Title" [selected]` children.
/// (Skeleton: the full set is issue "Every bar of the guidelines".)
enum SearchBarResolver {
    static let attributes = ["placeholder", "text", "prompt", "style", "active", "bookmark", "results-list"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> SearchBar {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let p = Positionals(node, flags: ["prominent", "minimal", "active"], maxTexts: 0, sink: ctx.sink)
        var bar = SearchBar()
        if p.has("minimal") { bar.style = .minimal }
        if let s = r.choice("style", SearchBar.Style.self) { bar.style = s }
        if p.has("active") { bar.active = true }
        if let a = r.bool("active") { bar.active = a }
        if let t = r.string("placeholder") { bar.placeholder = t }
        bar.text = r.string("text")
        bar.prompt = r.string("prompt")
        if let b = r.bool("bookmark") { bar.bookmarkButton = b }
        if let b = r.bool("results-list") { bar.resultsListButton = b }
        for child in ctx.children(of: node, allowed: ["scope"]) {
            _ = AttributeReader(child, allowed: [], sink: ctx.sink)
            let sp = Positionals(child, flags: ["selected"], maxTexts: 1, sink: ctx.sink)
            if sp.has("selected") { bar.selectedScope = bar.scopes.count }
            bar.scopes.append(sp.texts.first ?? "")
        }
        return bar
    }
}
