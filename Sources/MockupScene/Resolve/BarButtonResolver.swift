import MockupSyntax

/// `button` lines of navigation bars and toolbars:
/// `button edit`, `button trash left`, `button "Share" side: left style: done`,
/// `button icon: star`, `button "Favourite" icon: "icons/star.svg"`.
enum BarButtonResolver {
    static let attributes = ["side", "style", "enabled", "icon", "id"]

    /// Names accepted for a system item besides UIKit's (`share` is the Action item).
    static let aliases: [String: BarButton.SystemItem] = ["share": .action]

    /// The system item names, for messages.
    static var systemNames: [String] { BarButton.SystemItem.allCases.map(\.rawValue) }

    /// The names an activity indicator item is written with (the family's and its aliases).
    static let activityNames = [ActivityIndicator.family.name] + ActivityIndicator.family.aliases

    /// `activity-indicator [left|right] [gray|white] id: ID`: a spinner as a bar item's view.
    static func resolveActivity(_ node: Node, _ ctx: ElementContext) -> BarButton {
        let r = AttributeReader(node, allowed: ["side", "id"], sink: ctx.sink)
        _ = ctx.children(of: node, allowed: [])
        let sides = BarButton.Side.allCases.map(\.rawValue)
        let p = Positionals(node, flags: sides + ["gray", "white"], maxTexts: 0, sink: ctx.sink)
        let side = r.choice("side", BarButton.Side.self) ?? p.first(of: sides).flatMap(BarButton.Side.init) ?? .right
        var item = BarButton(title: "Loading", icon: .activity(p.has("white") ? .white : .gray), side: side)
        item.source = SourceMark(node.nameRange)
        item.anchor = AnchorNames.read(r)
        return item
    }

    static func resolve(_ node: Node, _ ctx: ElementContext) -> BarButton? {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        _ = ctx.children(of: node, allowed: [])
        var system: BarButton.SystemItem?
        var reported = false  // an unknown word was reported: no second error for the line
        var side: BarButton.Side?
        var title: String?
        for v in node.arguments {
            switch v.kind {
            case .identifier(let word):
                let w = word.lowercased()
                if let s = BarButton.Side(rawValue: w) {
                    side = s
                } else if let item = BarButton.SystemItem(rawValue: w) ?? aliases[w] {
                    if system != nil {
                        ctx.sink.error("a button shows one system item", at: v.range)
                    }
                    system = item
                } else {
                    unknownSystemItem(word, at: v.range, ctx)
                    reported = true
                }
            case .string(let s):
                if title != nil {
                    ctx.sink.error(
                        "too many texts for 'button'", at: v.range,
                        notes: ["a button has one title"])
                } else {
                    title = s
                }
            default:
                ctx.sink.error(
                    "unexpected \(describe(v)) for 'button'", at: v.range,
                    notes: ["write a system item (button done), a title (button \"Share\") or an icon (button icon: star)"])
            }
        }
        var icon: BarIcon? = system?.iconName.map(BarIcon.builtin)
        if let v = node.attribute("icon")?.value {
            if system != nil {
                ctx.sink.error(
                    "a system item brings its own glyph", at: v.range,
                    notes: ["remove 'icon', or the system item name"])
            } else if let i = resolveIcon(v, ctx) {
                icon = i
            } else {
                return nil
            }
        }
        guard let text = title ?? system?.title ?? icon.map({ _ in "" }) else {
            if reported { return nil }
            ctx.sink.error(
                "a button needs a title, a system item or an icon", at: node.nameRange,
                notes: ["for example: button \"Share\", button done, button trash or button icon: \"star.svg\""])
            return nil
        }
        var b = BarButton(title: text, icon: icon, prominent: system?.isProminent ?? false)
        b.source = SourceMark(node.nameRange)
        if let side { b.side = side }
        if let s = r.choice("side", BarButton.Side.self) { b.side = s }
        if let style = r.choice("style", ButtonStyle.self) {
            b.prominent = style == .done
            if icon != nil && style == .done {
                ctx.sink.warning("'style: done' only changes text buttons", at: node.attribute("style")?.value.range ?? node.nameRange)
            }
        }
        if let e = r.bool("enabled") { b.enabled = e }
        b.anchor = AnchorNames.read(r)
        return b
    }

    /// `icon: trash` (a built-in bar glyph or an alias of one, `IconNames.aliases`) or
    /// `icon: "icons/star.svg"` (a file).
    static func resolveIcon(_ v: Value, _ ctx: ElementContext) -> BarIcon? {
        switch v.kind {
        case .identifier(let s), .string(let s):
            if IconFiles.isFileName(s) || s.isEmpty {
                return IconFiles.load(s, at: v, ctx).map { .file(name: s, icon: $0) }
            }
            if let name = IconNames.lookup(s, family: "bar") { return .builtin("bar/" + name) }
            ctx.sink.unknown("bar icon", s, at: v.range, candidates: IconNames.accepted("bar"))
            return nil
        default:
            ctx.sink.error(
                "'icon' expects a bar icon name or an .svg file", at: v.range,
                notes: ["for example icon: trash or icon: \"icons/star.svg\""])
            return nil
        }
    }

    /// "unknown system item", suggesting among the items and the side words but listing
    /// only the items.
    static func unknownSystemItem(_ word: String, at range: SourceRange, _ ctx: ElementContext) {
        var notes: [String] = []
        let candidates = systemNames + BarButton.Side.allCases.map(\.rawValue) + aliases.keys.sorted()
        if let s = Suggestions.closest(to: word, among: candidates) {
            notes.append("did you mean '\(s)'?")
        }
        notes.append("system items: " + systemNames.joined(separator: ", "))
        notes.append("a custom title is quoted: button \"\(word)\"")
        ctx.sink.error("unknown system item '\(word)'", at: range, notes: notes)
    }

    /// `style: plain|done` as UIBarButtonItemStyle.
    enum ButtonStyle: String, CaseIterable { case plain, done }
}
