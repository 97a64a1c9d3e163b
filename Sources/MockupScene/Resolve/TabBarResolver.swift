import MockupSyntax

/// `tab-bar` with `item "Title" icon: NAME [selected] badge: 3` or `item favorites`
/// (a system item) children.
enum TabBarResolver {
    static let attributes = ["tint", "bar-tint", "translucent", "selected"]
    static let itemAttributes = ["icon", "selected-icon", "badge", "selected", "id"]
    static let systemNames = TabBarSystemItem.allCases.map(\.rawValue)

    static func resolve(_ node: Node, _ ctx: ElementContext) -> TabBar {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let p = Positionals(node, flags: ["opaque", "translucent"], maxTexts: 0, sink: ctx.sink)
        var bar = TabBar()
        bar.tint = r.color("tint")
        bar.barTint = r.color("bar-tint")
        if p.has("opaque") { bar.translucent = false }
        if let t = r.bool("translucent") { bar.translucent = t }
        for child in ctx.children(of: node, allowed: ["item"]) {
            if let item = resolveItem(child, ctx) { bar.items.append(item) }
        }
        if let v = node.attribute("selected")?.value { select(v, in: &bar, ctx) }
        if bar.items.filter(\.selected).count > 1 {
            ctx.sink.error("only one tab can be selected", at: node.nameRange)
        }
        return bar
    }

    /// `item "Title" icon: …`, `item favorites`, `item "Title" icon: "mine.svg" selected`.
    static func resolveItem(_ node: Node, _ ctx: ElementContext) -> TabBarItem? {
        let r = AttributeReader(node, allowed: itemAttributes, sink: ctx.sink)
        var title: String?
        var system: TabBarSystemItem?
        var selected = false
        var badWord = false
        for v in node.arguments {
            switch v.kind {
            case .identifier(let s) where s.lowercased() == "selected":
                selected = true
            case .identifier(let s):
                if let item = TabBarSystemItem(rawValue: s.lowercased()), system == nil {
                    system = item
                } else if system != nil {
                    ctx.sink.error("an item is one system item", at: v.range)
                } else {
                    badWord = true
                    ctx.sink.unknown(
                        "tab bar system item", s, at: v.range, candidates: systemNames,
                        extra: ["a title must be quoted: item \"\(s)\""])
                }
            case .string(let s):
                if title == nil {
                    title = s
                } else {
                    ctx.sink.error(
                        "too many texts for 'item'", at: v.range,
                        notes: ["an item has one title; its badge is badge: \"…\""])
                }
            default:
                ctx.sink.error(
                    "unexpected \(describe(v)) for 'item'", at: v.range,
                    notes: ["values other than words and texts go in attributes, e.g. badge: 3"])
            }
        }
        if let s = r.bool("selected") { selected = s }
        let badge = r.text("badge")
        if let system {
            // UIKit fixes a system item's title and image.
            if title != nil {
                ctx.sink.error(
                    "the system item '\(system.rawValue)' has its own title", at: node.nameRange,
                    notes: ["for your own title with this icon: item \"…\" icon: \(system.iconName)"])
            }
            for key in ["icon", "selected-icon"] {
                if let a = node.attribute(key) {
                    ctx.sink.error(
                        "the system item '\(system.rawValue)' has its own icon", at: a.nameRange,
                        notes: ["for your own icon: item \"\(system.title)\" \(key): …"])
                }
            }
            var item = TabBarItem(system: system, selected: selected, badge: badge)
            item.source = SourceMark(node.nameRange)
            item.anchor = AnchorNames.read(r)
            return item
        }
        var item = TabBarItem(title: title ?? "", selected: selected, badge: badge)
        item.source = SourceMark(node.nameRange)
        item.anchor = AnchorNames.read(r)
        if let v = node.attribute("icon")?.value { item.icon = IconFiles.tabIcon(v, key: "icon", ctx) }
        if let v = node.attribute("selected-icon")?.value {
            item.selectedIcon = IconFiles.tabIcon(v, key: "selected-icon", ctx)
            if node.attribute("icon") == nil {
                ctx.sink.error(
                    "'selected-icon' needs an 'icon' for the unselected state", at: v.range,
                    notes: ["for example icon: \"star.svg\" selected-icon: \"star-filled.svg\""])
            }
        }
        if title == nil && node.attribute("icon") == nil {
            guard !badWord else { return nil }
            ctx.sink.error(
                "an item needs a title, an icon or a system item", at: node.nameRange,
                notes: ["for example item \"Home\" icon: house, or item " + systemNames.joined(separator: "|")])
            return nil
        }
        return item
    }

    /// `selected: 2`, `selected: "Title"` or `selected: favorites` (a system item).
    private static func select(_ v: Value, in bar: inout TabBar, _ ctx: ElementContext) {
        var index: Int?
        switch v.kind {
        case .number(let n, nil) where n >= 1 && n <= Double(bar.items.count) && n == n.rounded():
            index = Int(n) - 1
        case .string(let s):
            index = bar.items.firstIndex { $0.title == s }
            if index == nil {
                ctx.sink.error(
                    "no tab titled \"\(s)\"", at: v.range,
                    notes: ["tabs: " + bar.items.map { "\"\($0.title)\"" }.joined(separator: ", ")])
            }
        case .identifier(let s):
            index = bar.items.firstIndex { $0.systemItem?.rawValue == s.lowercased() }
            if index == nil {
                let systems = bar.items.compactMap { $0.systemItem?.rawValue }
                ctx.sink.error(
                    "no system item '\(s)' in this tab bar", at: v.range,
                    notes: [systems.isEmpty
                        ? "titles are quoted: selected: \"\(s)\""
                        : "system items here: " + systems.joined(separator: ", ")])
            }
        default:
            ctx.sink.error(
                "'selected' expects a tab's position (1…\(bar.items.count)) or title", at: v.range)
        }
        if let index {
            for i in bar.items.indices { bar.items[i].selected = i == index }
        }
    }
}

extension TabBar {
    /// The `tab-bar` family (`BarCatalog`).
    public static let family = BarFamily(name: "tab-bar", attributes: TabBarResolver.attributes) { node, ctx in
        .tabBar(BarFamily.marked(TabBarResolver.resolve(node, ctx), node))
    }
    /// What a `tab-bar` is, for lint and layout.
    public static var kind: ElementKind { family.kind }
}
