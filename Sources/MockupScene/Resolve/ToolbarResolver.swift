import MockupSyntax

/// `toolbar [top|bottom]` with `button`, `flexible-space`, `fixed-space width: PT`,
/// `label "…"` and `segmented …` children, and `progress: 0.4`.
enum ToolbarResolver {
    static let attributes = ["tint", "bar-tint", "translucent", "position", "progress"]
    static let children = ["button", "flexible-space", "fixed-space", "label", "segmented"]

    /// A fixed space without a width: UIKit's default for a fixed space of width 0 is
    /// about the gap between two items; 10 reads like the HIG examples.
    static let defaultFixedSpace = 10.0

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
        bar.progress = ProgressValue.read("progress", r)
        if bar.position == .top && ctx.idiom == .phone {
            let at = node.attribute("position")?.value.range
                ?? node.arguments.first { if case .identifier("top") = $0.kind { true } else { false } }?.range
                ?? node.nameRange
            ctx.sink.warning(
                "toolbars sit at the bottom of an iPhone screen", at: at,
                notes: ["the HIG allows a top toolbar on iPad only; it is drawn under the navigation bar"])
        }
        for child in ctx.children(of: node, allowed: children + BarButtonResolver.activityNames) {
            if BarButtonResolver.activityNames.contains(child.name) {
                bar.items.append(.button(BarButtonResolver.resolveActivity(child, ctx)))
                continue
            }
            switch child.name {
            case "flexible-space":
                _ = AttributeReader(child, allowed: [], sink: ctx.sink)
                _ = Positionals(child, flags: [], maxTexts: 0, sink: ctx.sink)
                _ = ctx.children(of: child, allowed: [])
                bar.items.append(.flexibleSpace)
            case "fixed-space":
                let fr = AttributeReader(child, allowed: ["width"], sink: ctx.sink)
                _ = Positionals(child, flags: [], maxTexts: 0, sink: ctx.sink)
                _ = ctx.children(of: child, allowed: [])
                bar.items.append(.fixedSpace(fr.number("width", in: 0...1000) ?? defaultFixedSpace))
            case "label":
                _ = AttributeReader(child, allowed: [], sink: ctx.sink)
                _ = ctx.children(of: child, allowed: [])
                let lp = Positionals(child, flags: [], maxTexts: 1, sink: ctx.sink)
                bar.items.append(.label(lp.texts.first ?? ""))
            case "segmented":
                if let s = SegmentedResolver.resolve(child, ctx) { bar.items.append(.segmented(s)) }
            default:
                if let b = BarButtonResolver.resolve(child, ctx) { bar.items.append(.button(b)) }
            }
        }
        return bar
    }
}

extension Toolbar {
    /// The `toolbar` family (`BarCatalog`).
    public static let family = BarFamily(name: "toolbar", attributes: ToolbarResolver.attributes) { node, ctx in
        .toolbar(BarFamily.marked(ToolbarResolver.resolve(node, ctx), node))
    }
    /// What a `toolbar` is, for lint and layout.
    public static var kind: ElementKind { family.kind }
}
