import MockupGeometry
import MockupSyntax

/// `collection` with `section` children holding `item`s and `items N` (items directly
/// under the collection form one section, as a table's cells do).
enum CollectionResolver {
    static let children = ["section", "item", "items"]
    static let sectionAttributes = ["header", "header-action", "footer"] + CollectionFlow.attributes.map(\.name)
    static let itemAttributes = ["color", "image", "icon", "subtitle", "radius", "width", "height"]
    static let repeatAttributes = ["color", "image", "icon", "radius", "selected", "seed"]
    /// Most items one collection may hold (a photo library of ten thousand is drawn in
    /// a screenful, but every item is resolved).
    static let maxItems = 10_000

    static func resolve(_ node: Node, _ ctx: ViewContext) -> CollectionView {
        let r = ctx.attributes(node, CollectionView.family)
        _ = ctx.positionals(node, CollectionView.family)
        var c = CollectionView()
        let words = CollectionView.Direction.allCases.map(\.rawValue)
        if let d = ctx.oneOf(words, in: node, what: "direction").flatMap(CollectionView.Direction.init) { c.direction = d }
        if let d = r.choice("direction", CollectionView.Direction.self) { c.direction = d }
        c.flow = flow(node, r.reader, ctx.element)
        if let s = r.number("scroll") {
            c.scroll = s
            c.scrollRange = r.value("scroll")?.range
        }
        c.editing = r.bool("editing") ?? false
        c.tint = r.color("tint")
        var loose: [CollectionItem] = []
        var count = 0
        for child in ctx.element.children(of: node, allowed: children) {
            switch child.name {
            case "section":
                if !loose.isEmpty {
                    c.sections.append(CollectionSection(items: loose))
                    loose = []
                }
                c.sections.append(section(child, count: &count, ctx.element))
            default:
                loose += items(child, count: &count, ctx.element)
            }
        }
        if !loose.isEmpty { c.sections.append(CollectionSection(items: loose)) }
        return c
    }

    private static func section(_ node: Node, count: inout Int, _ ctx: ElementContext) -> CollectionSection {
        let r = AttributeReader(node, allowed: sectionAttributes, sink: ctx.sink)
        _ = Positionals(node, flags: [], maxTexts: 0, sink: ctx.sink)
        var s = CollectionSection(header: r.text("header"), footer: r.text("footer"))
        s.headerAction = r.text("header-action")
        if let v = node.attribute("header-action")?.value, s.header == nil {
            ctx.sink.warning(
                "'header-action' without 'header' has no header to sit in", at: v.range,
                notes: ["add header: \"…\" to the section"])
            s.headerAction = nil
        }
        s.flow = flow(node, r, ctx)
        for child in ctx.children(of: node, allowed: ["item", "items"]) {
            s.items += items(child, count: &count, ctx)
        }
        return s
    }

    /// One `item`, or the items of `items N`; nothing once the collection is full.
    private static func items(_ node: Node, count: inout Int, _ ctx: ElementContext) -> [CollectionItem] {
        let made = node.name == "items" ? repeated(node, ctx) : item(node, ctx).map { [$0] } ?? []
        guard count + made.count <= maxItems else {
            ctx.sink.error(
                "a collection holds at most \(maxItems) items", at: node.nameRange,
                notes: ["this line brings it to \(count + made.count); a mockup shows a screenful: use fewer"])
            count = maxItems + 1
            return []
        }
        count += made.count
        return made
    }

    private static func item(_ node: Node, _ ctx: ElementContext) -> CollectionItem? {
        let r = AttributeReader(node, allowed: itemAttributes, sink: ctx.sink)
        let p = Positionals(node, flags: ["selected"], maxTexts: 1, sink: ctx.sink)
        _ = ctx.children(of: node, allowed: [])
        var item = CollectionItem(color: r.color("color"), caption: p.texts.first, range: node.nameRange)
        item.selected = p.has("selected")
        item.subtitle = r.text("subtitle")
        item.radius = r.number("radius", in: 0...1000)
        item.width = r.number("width", in: 1...10_000)
        item.height = r.number("height", in: 1...10_000)
        look(node, r, into: &item, ctx)
        return item
    }

    /// `image:` or `icon:` (not both), read into `item`.
    private static func look(_ node: Node, _ r: AttributeReader, into item: inout CollectionItem, _ ctx: ElementContext) {
        let imageValue = node.attribute("image")?.value
        if let v = node.attribute("icon")?.value {
            if let image = imageValue {
                ctx.sink.error(
                    "an item has either 'icon' or 'image', not both", at: image.range,
                    notes: ["icon: draws a built-in glyph on the item's colour; image: draws a file"])
                return
            }
            item.icon = IconNames.resolve(v, family: "tile", sink: ctx.sink)
        } else if let v = imageValue, let name = r.string("image") {
            item.image = ImageResolver.resolve(name, at: v.range, ctx)
        }
    }

    /// `items 24`: that many items of deterministic, varied photo-like colours (or all
    /// with the given `color:`, `image:` or `icon:`); `selected: "2 5"` selects some.
    private static func repeated(_ node: Node, _ ctx: ElementContext) -> [CollectionItem] {
        let r = AttributeReader(node, allowed: repeatAttributes, sink: ctx.sink)
        _ = ctx.children(of: node, allowed: [])
        var count: Int?
        for (i, v) in node.arguments.enumerated() {
            if i == 0, case .number(let n, let unit) = v.kind, unit == nil {
                if n == n.rounded(), n >= 1, n <= Double(maxItems) {
                    count = Int(n)
                } else {
                    ctx.sink.error(
                        "'items' repeats a whole number of items from 1 to \(maxItems)", at: v.range,
                        notes: ["found \(formatNumber(n))"])
                    return []
                }
            } else {
                ctx.sink.error(
                    "unexpected \(describe(v)) for 'items'", at: v.range,
                    notes: ["'items' takes how many items to repeat: items 24"])
            }
        }
        guard let count else {
            ctx.sink.error("'items' needs a count", at: node.nameRange, notes: ["for example: items 24"])
            return []
        }
        var template = CollectionItem(color: r.color("color"), range: node.nameRange)
        template.radius = r.number("radius", in: 0...1000)
        look(node, r, into: &template, ctx)
        let seed = r.number("seed", in: 0...1_000_000).map { Int($0) } ?? 0
        let generated = template.color == nil && template.image == nil
        var out = (0..<count).map { i -> CollectionItem in
            var item = template
            if generated { item.color = PhotoColors.color(index: i, seed: seed) }
            return item
        }
        if let v = node.attribute("selected")?.value {
            for index in selection(v, count: count, ctx) { out[index - 1].selected = true }
        }
        return out
    }

    /// `selected: "1 4 9"` (or one number): 1-based positions among the repeated items.
    private static func selection(_ v: Value, count: Int, _ ctx: ElementContext) -> [Int] {
        let words: [String]
        switch v.kind {
        case .number(let n, nil): words = [formatNumber(n)]
        case .string(let s): words = s.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        default:
            ctx.sink.error(
                "'selected' expects item positions", at: v.range, notes: ["for example selected: \"2 5 6\" (counting from 1)"])
            return []
        }
        var out: [Int] = []
        for w in words {
            guard let n = Int(w), n >= 1, n <= count else {
                ctx.sink.error(
                    "'selected' names item '\(w)', but the line repeats items 1 to \(count)", at: v.range,
                    notes: ["positions count from 1: selected: \"1 3\""])
                return []
            }
            out.append(n)
        }
        return out
    }

    /// The flow figures written on `node` (a collection or a section).
    static func flow(_ node: Node, _ r: AttributeReader, _ ctx: ElementContext) -> CollectionFlow {
        var f = CollectionFlow()
        if let v = node.attribute("item-size")?.value, let (w, h) = size(v, ctx) {
            f.itemWidth = w
            f.itemHeight = h
            f.sizeRange = v.range
        }
        if let w = r.number("item-width", in: 1...10_000) {
            f.itemWidth = w
            f.sizeRange = node.attribute("item-width")?.value.range
        }
        if let h = r.number("item-height", in: 1...10_000) { f.itemHeight = h }
        if let v = node.attribute("columns")?.value, let n = r.number("columns", in: 1...100) {
            if n != n.rounded() {
                ctx.sink.error("'columns' expects a whole number", at: v.range, notes: ["found \(formatNumber(n))"])
            } else {
                if let w = node.attribute("item-width")?.value ?? node.attribute("item-size")?.value, f.itemWidth != nil {
                    ctx.sink.warning(
                        "'columns' sets the item width: this width is not used", at: w.range,
                        notes: ["write either columns: or the width; item-height: still sets the height"])
                    if node.attribute("item-height") == nil, node.attribute("item-size") != nil { f.itemHeight = nil }
                }
                f.columns = Int(n)
                f.itemWidth = nil
                f.sizeRange = v.range
            }
        }
        f.spacing = r.number("spacing", in: 0...1000)
        f.lineSpacing = r.number("line-spacing", in: 0...1000)
        let all = r.number("inset", in: 0...1000)
        f.insetTop = r.number("inset-top", in: 0...1000) ?? all
        f.insetLeft = r.number("inset-left", in: 0...1000) ?? all
        f.insetBottom = r.number("inset-bottom", in: 0...1000) ?? all
        f.insetRight = r.number("inset-right", in: 0...1000) ?? all
        f.headerHeight = r.number("header-height", in: 1...1000)
        f.footerHeight = r.number("footer-height", in: 1...1000)
        f.radius = r.number("radius", in: 0...1000)
        return f
    }

    /// `item-size: 78` (a square) or `item-size: "100x150"` (also `×`).
    private static func size(_ v: Value, _ ctx: ElementContext) -> (Double, Double)? {
        let bad = {
            ctx.sink.error(
                "'item-size' expects a side or \"width×height\" between 1 and 10000", at: v.range,
                notes: ["found \(describe(v))", "for example item-size: 78 or item-size: \"100x150\""])
        }
        switch v.kind {
        case .number(let n, let unit) where unit == nil || unit == "pt":
            guard (1...10_000).contains(n) else { bad(); return nil }
            return (n, n)
        case .string(let s):
            let parts = s.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
                .map { $0.trimmingCharacters(in: " ") }
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
                (1...10_000).contains(w), (1...10_000).contains(h)
            else { bad(); return nil }
            return (w, h)
        default:
            bad()
            return nil
        }
    }
}

/// Deterministic, varied, muted colours that read as photo thumbnails: hues all round,
/// soft saturation, mid to light brightness; the same index and seed give the same colour.
enum PhotoColors {
    static func color(index: Int, seed: Int) -> Color {
        // A 64-bit mix (splitmix64) of index and seed: no state, no platform randomness.
        var z = UInt64(truncatingIfNeeded: index &* 0x9E37_79B9 &+ seed &* 0x85EB_CA6B) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        // Hues of what photos show most: sky and water, foliage, earth and skin, sunsets,
        // each a little varied; muted saturation, mid to light brightness.
        let anchors = [0.58, 0.55, 0.3, 0.22, 0.08, 0.05, 0.62, 0.12, 0.95, 0.45]
        let anchor = anchors[Int(z % UInt64(anchors.count))]
        let jitter = (Double((z >> 8) & 0xFF) / 255 - 0.5) * 0.08
        let hue = (anchor + jitter + 1).truncatingRemainder(dividingBy: 1)
        let saturation = 0.15 + 0.35 * Double((z >> 16) & 0xFF) / 255
        let brightness = 0.45 + 0.45 * Double((z >> 24) & 0xFF) / 255
        return hsb(hue, saturation, brightness)
    }

    private static func hsb(_ h: Double, _ s: Double, _ v: Double) -> Color {
        let i = Int(h * 6) % 6
        let f = h * 6 - Double(Int(h * 6))
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        func byte(_ x: Double) -> UInt8 { UInt8(max(0, min(255, (x * 255).rounded()))) }
        return Color(red: byte(r), green: byte(g), blue: byte(b))
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
