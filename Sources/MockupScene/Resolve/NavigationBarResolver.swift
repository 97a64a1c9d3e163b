import MockupSyntax

/// `navigation-bar "Title" prompt: "…"` with `back "…"`, `button …` and `segmented …`
/// children.
enum NavigationBarResolver {
    static let attributes = [
        "title", "prompt", "tint", "bar-tint", "title-color", "translucent", "hidden", "progress",
    ]
    static let flags = ["opaque", "translucent", "hidden"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> NavigationBar {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let p = Positionals(node, flags: flags, maxTexts: 1, sink: ctx.sink)
        var bar = NavigationBar(title: r.string("title") ?? p.texts.first)
        if node.attribute("title") != nil && !p.texts.isEmpty {
            ctx.sink.error("the title is given twice", at: node.attribute("title")?.nameRange ?? node.nameRange,
                notes: ["keep either \"…\" after 'navigation-bar' or title: \"…\""])
        }
        bar.prompt = r.string("prompt")
        bar.tint = r.color("tint")
        bar.barTint = r.color("bar-tint")
        bar.titleColor = r.color("title-color")
        if p.has("opaque") { bar.translucent = false }
        if let t = r.bool("translucent") { bar.translucent = t }
        if p.has("hidden") { bar.hidden = true }
        if let h = r.bool("hidden") { bar.hidden = h }
        bar.progress = ProgressValue.read("progress", r)
        for child in ctx.children(of: node, allowed: ["back", "button", "segmented", "search-bar"] + BarButtonResolver.activityNames) {
            if BarButtonResolver.activityNames.contains(child.name) {
                bar.buttons.append(BarButtonResolver.resolveActivity(child, ctx))
                continue
            }
            switch child.name {
            case "search-bar": SearchBarResolver.attach(child, to: &bar, ctx)
            case "back":
                _ = AttributeReader(child, allowed: [], sink: ctx.sink)
                _ = ctx.children(of: child, allowed: [])
                let bp = Positionals(child, flags: [], maxTexts: 1, sink: ctx.sink)
                if bar.back != nil {
                    ctx.sink.error("a navigation bar has one back button", at: child.nameRange)
                }
                bar.back = bp.texts.first ?? "Back"
            case "segmented":
                let first = bar.segmented == nil
                if !first {
                    ctx.sink.error("a navigation bar has one segmented control", at: child.nameRange)
                }
                if let s = SegmentedResolver.resolve(child, ctx) { bar.segmented = s }
                if first && bar.title != nil {
                    ctx.sink.warning(
                        "the segmented control replaces the title", at: child.nameRange,
                        notes: ["the title is not drawn; remove it or the control"])
                }
            default:
                if let b = BarButtonResolver.resolve(child, ctx) { bar.buttons.append(b) }
            }
        }
        return bar
    }
}

/// `progress: 0.4` or `progress: 40%`.
enum ProgressValue {
    static func read(_ key: String, _ r: AttributeReader) -> Double? {
        guard let v = r.node.attribute(key)?.value else { return nil }
        if case .number(_, let unit) = v.kind, unit == "%" {
            return r.percent(key).map { $0 / 100 }
        }
        return r.number(key, in: 0...1)
    }
}

extension NavigationBar {
    /// The `navigation-bar` family (`BarCatalog`).
    public static let family = BarFamily(name: "navigation-bar", attributes: NavigationBarResolver.attributes) { node, ctx in
        .navigationBar(BarFamily.marked(NavigationBarResolver.resolve(node, ctx), node))
    }
    /// What a `navigation-bar` is, for lint and layout.
    public static var kind: ElementKind { family.kind }
}
