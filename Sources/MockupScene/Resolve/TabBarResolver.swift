import MockupSyntax

/// `tab-bar` with `item "Title" icon: NAME [selected] badge: 3` children.
enum TabBarResolver {
    static let attributes = ["tint", "bar-tint", "translucent", "selected"]
    static let itemAttributes = ["icon", "badge", "selected"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> TabBar {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let p = Positionals(node, flags: ["opaque", "translucent"], maxTexts: 0, sink: ctx.sink)
        var bar = TabBar()
        bar.tint = r.color("tint")
        bar.barTint = r.color("bar-tint")
        if p.has("opaque") { bar.translucent = false }
        if let t = r.bool("translucent") { bar.translucent = t }
        for child in ctx.children(of: node, allowed: ["item"]) {
            let ir = AttributeReader(child, allowed: itemAttributes, sink: ctx.sink)
            let ip = Positionals(child, flags: ["selected"], maxTexts: 1, sink: ctx.sink)
            var item = TabBarItem(title: ip.texts.first ?? "", selected: ip.has("selected"))
            if let s = ir.bool("selected") { item.selected = s }
            item.badge = ir.text("badge")
            if let v = child.attribute("icon")?.value {
                item.icon = IconNames.resolve(v, family: "tab", sink: ctx.sink)
            }
            bar.items.append(item)
        }
        if let v = node.attribute("selected")?.value {
            switch v.kind {
            case .number(let n, nil) where n >= 1 && n <= Double(bar.items.count) && n == n.rounded():
                for i in bar.items.indices { bar.items[i].selected = i == Int(n) - 1 }
            case .string(let s):
                if let i = bar.items.firstIndex(where: { $0.title == s }) {
                    for j in bar.items.indices { bar.items[j].selected = j == i }
                } else {
                    ctx.sink.error(
                        "no tab titled \"\(s)\"", at: v.range,
                        notes: ["tabs: " + bar.items.map { "\"\($0.title)\"" }.joined(separator: ", ")])
                }
            default:
                ctx.sink.error(
                    "'selected' expects a tab's position (1…\(bar.items.count)) or title", at: v.range)
            }
        }
        if bar.items.filter(\.selected).count > 1 {
            ctx.sink.error("only one tab can be selected", at: node.nameRange)
        }
        return bar
    }
}
