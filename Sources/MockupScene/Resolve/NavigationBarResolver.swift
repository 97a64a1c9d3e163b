import MockupSyntax

/// `navigation-bar title: "…"` with `back "…"` and `button …` children.
enum NavigationBarResolver {
    static let attributes = ["title", "tint", "bar-tint", "translucent"]
    static let buttonAttributes = ["side", "style", "enabled"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> NavigationBar {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let p = Positionals(node, flags: ["opaque", "translucent"], maxTexts: 1, sink: ctx.sink)
        var bar = NavigationBar(title: r.string("title") ?? p.texts.first)
        bar.tint = r.color("tint")
        bar.barTint = r.color("bar-tint")
        if p.has("opaque") { bar.translucent = false }
        if let t = r.bool("translucent") { bar.translucent = t }
        for child in ctx.children(of: node, allowed: ["back", "button", "search-bar"]) {
            switch child.name {
            case "search-bar": SearchBarResolver.attach(child, to: &bar, ctx)
            case "back":
                _ = AttributeReader(child, allowed: [], sink: ctx.sink)
                let bp = Positionals(child, flags: [], maxTexts: 1, sink: ctx.sink)
                if bar.back != nil {
                    ctx.sink.error("a navigation bar has one back button", at: child.nameRange)
                }
                bar.back = bp.texts.first ?? "Back"
            default:
                if let b = resolveButton(child, ctx) { bar.buttons.append(b) }
            }
        }
        return bar
    }

    /// `button edit`, `button "Share" side: left`, `button done`.
    static func resolveButton(_ node: Node, _ ctx: ElementContext) -> BarButton? {
        let r = AttributeReader(node, allowed: buttonAttributes, sink: ctx.sink)
        let systemNames = BarButton.SystemItem.allCases.map(\.rawValue)
        let p = Positionals(
            node, flags: systemNames + BarButton.Side.allCases.map(\.rawValue), maxTexts: 1,
            sink: ctx.sink)
        let system = p.first(of: systemNames).flatMap(BarButton.SystemItem.init(rawValue:))
        guard let title = p.texts.first ?? system?.title else {
            ctx.sink.error(
                "a button needs a title or a system item", at: node.nameRange,
                notes: ["for example: button \"Share\" or button " + systemNames.joined(separator: "|")])
            return nil
        }
        var b = BarButton(title: title, prominent: system?.isProminent ?? false)
        if let s = p.first(of: BarButton.Side.allCases.map(\.rawValue)) {
            b.side = BarButton.Side(rawValue: s) ?? .right
        }
        if let s = r.choice("side", BarButton.Side.self) { b.side = s }
        if let style = r.choice("style", ButtonStyle.self) { b.prominent = style == .done }
        if let e = r.bool("enabled") { b.enabled = e }
        return b
    }

    /// `style: plain|done` as UIBarButtonItemStyle.
    enum ButtonStyle: String, CaseIterable { case plain, done }
}
