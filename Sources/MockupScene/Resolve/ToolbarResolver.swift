import MockupSyntax

/// `toolbar` with `button`, `flexible-space`, `fixed-space`, `label` children.
/// (Skeleton: the full bar set is issue "Every bar of the guidelines".)
enum ToolbarResolver {
    static let attributes = ["tint", "bar-tint", "translucent", "position"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> Toolbar {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let p = Positionals(node, flags: ["opaque", "translucent", "top", "bottom"], maxTexts: 0, sink: ctx.sink)
        var bar = Toolbar()
        bar.tint = r.color("tint")
        bar.barTint = r.color("bar-tint")
        if p.has("opaque") { bar.translucent = false }
        if let t = r.bool("translucent") { bar.translucent = t }
        if p.has("top") { bar.position = .top }
        if let pos = r.choice("position", Toolbar.Position.self) { bar.position = pos }
        for child in ctx.children(of: node, allowed: ["button", "flexible-space", "fixed-space", "label"]) {
            switch child.name {
            case "flexible-space":
                _ = AttributeReader(child, allowed: [], sink: ctx.sink)
                bar.items.append(.flexibleSpace)
            case "fixed-space":
                let fr = AttributeReader(child, allowed: ["width"], sink: ctx.sink)
                bar.items.append(.fixedSpace(fr.number("width", in: 0...1000) ?? 10))
            case "label":
                _ = AttributeReader(child, allowed: [], sink: ctx.sink)
                let lp = Positionals(child, flags: [], maxTexts: 1, sink: ctx.sink)
                bar.items.append(.label(lp.texts.first ?? ""))
            default:
                if let b = NavigationBarResolver.resolveButton(child, ctx) { bar.items.append(.button(b)) }
            }
        }
        return bar
    }
}
