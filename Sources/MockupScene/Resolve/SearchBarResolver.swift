import MockupSyntax

/// `search-bar [minimal] [active] placeholder: "…" text: "…" prompt: "…"` with
/// `scope "Title" [selected]` children; also the field a `navigation-bar` shows in
/// place of its title (`navigation-bar` child `search-bar`).
enum SearchBarResolver {
    static let attributes = [
        "placeholder", "text", "prompt", "style", "active", "bookmark", "results-list", "scope-bar",
        "tint", "bar-tint",
    ]
    /// In a navigation bar: no prompt (the bar has its own), no scope bar, no background.
    static let navigationBarAttributes = ["placeholder", "text", "active", "bookmark", "results-list", "tint"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> SearchBar {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let p = Positionals(node, flags: ["prominent", "minimal", "active"], maxTexts: 0, sink: ctx.sink)
        var bar = common(node, r, p)
        if p.has("minimal") { bar.style = .minimal }
        if let s = r.choice("style", SearchBar.Style.self) { bar.style = s }
        bar.prompt = r.string("prompt")
        bar.showsScopeBar = r.bool("scope-bar")
        bar.barTint = r.color("bar-tint")
        var selected: Node?
        for child in ctx.children(of: node, allowed: ["scope"]) {
            _ = AttributeReader(child, allowed: [], sink: ctx.sink)
            let sp = Positionals(child, flags: ["selected"], maxTexts: 1, sink: ctx.sink)
            if sp.has("selected") {
                if let first = selected {
                    ctx.sink.error(
                        "only one scope can be selected", at: child.nameRange,
                        notes: ["the first is at line \(first.nameRange.start.line)"])
                } else {
                    selected = child
                    bar.selectedScope = bar.scopes.count
                }
            }
            bar.scopes.append(sp.texts.first ?? "")
        }
        if bar.showsScopeBar == true && bar.scopes.isEmpty {
            ctx.sink.error(
                "a scope bar needs scopes", at: node.attribute("scope-bar")?.value.range ?? node.nameRange,
                notes: ["add them as children: scope \"All\" selected"])
        }
        return bar
    }

    /// The search field of a navigation bar: `navigation-bar` child `search-bar`.
    /// It takes the title's place, so a bar with both is an error.
    static func attach(_ node: Node, to nav: inout NavigationBar, _ ctx: ElementContext) {
        let r = AttributeReader(node, allowed: navigationBarAttributes, sink: ctx.sink)
        let p = Positionals(node, flags: ["active"], maxTexts: 0, sink: ctx.sink)
        _ = ctx.children(of: node, allowed: [])
        if nav.searchBar != nil {
            ctx.sink.error("a navigation bar has one search bar", at: node.nameRange)
            return
        }
        if nav.title != nil {
            ctx.sink.error(
                "the search bar takes the title's place", at: node.nameRange,
                notes: ["remove the navigation bar's title, or put the search bar under it at the top level"])
        }
        var bar = common(node, r, p)
        bar.style = .minimal
        nav.searchBar = bar
    }

    /// What both forms share: texts, buttons, active, tint.
    private static func common(_ node: Node, _ r: AttributeReader, _ p: Positionals) -> SearchBar {
        var bar = SearchBar()
        if p.has("active") { bar.active = true }
        if let a = r.bool("active") { bar.active = a }
        if let t = r.string("placeholder") { bar.placeholder = t }
        bar.text = r.string("text")
        if let b = r.bool("bookmark") { bar.bookmarkButton = b }
        if let b = r.bool("results-list") { bar.resultsListButton = b }
        bar.tint = r.color("tint")
        return bar
    }
}

extension SearchBar {
    /// The `search-bar` family (`BarCatalog`).
    public static let family = BarFamily(name: "search-bar", attributes: SearchBarResolver.attributes) { node, ctx in
        .searchBar(BarFamily.marked(SearchBarResolver.resolve(node, ctx), node))
    }
    /// What a `search-bar` is, for lint and layout.
    public static var kind: ElementKind { family.kind }
}
