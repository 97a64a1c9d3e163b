import MockupGeometry
import MockupSyntax

/// `web-view`: a UIWebView showing simple rich content written inline as children
/// (`h1 "…"`, `p "… [a link] …"`, `li "…"`, `image "photo.png"`, `link "…"`, `hr`),
/// set deterministically in one of two looks: `plain` (WebKit's defaults for a page
/// without CSS: a serif at 16, blue underlined links) or `article` (a mobile article
/// in the system sans). `loading`: a blank page with a spinner. It fills the room it is
/// given and scrolls (`scroll:`).
public struct WebView: ContentView {
    /// The page's look.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// WebKit's user-agent style sheet with a device-width viewport.
        case plain
        /// A readable mobile article: system sans, 17 pt text, 16 pt margins.
        case article
    }

    /// A run of inline text: plain or a link.
    public struct Span: Sendable, Hashable {
        public var text: String
        public var isLink: Bool

        /// Creates a span.
        public init(_ text: String, link: Bool = false) {
            self.text = text
            self.isLink = link
        }
    }

    /// One block of the page.
    public struct Block: Sendable, Hashable {
        /// The element kinds, as the language spells them.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            case h1, h2, h3, p, link, li, image, hr
        }

        public var kind: Kind
        /// The text, split at `[link]` marks (empty for images and rules).
        public var spans: [Span]
        /// The picture of an `image` block (nil when its file could not be used).
        public var image: ImageSource?
        /// A written display width for an image, in points.
        public var width: Double?

        /// Creates a block.
        public init(_ kind: Kind, spans: [Span] = [], image: ImageSource? = nil, width: Double? = nil) {
            self.kind = kind
            self.spans = spans
            self.image = image
            self.width = width
        }
    }

    public var style: Style = .article
    public var blocks: [Block] = []
    /// A blank page with a spinner in the middle.
    public var loading = false
    /// Content offset: how far the page has scrolled up.
    public var scroll: Double = 0
    /// Link colour of the article look (plain pages use WebKit's #0000EE).
    public var tint: Color?

    /// Creates a web view.
    public init(style: Style = .article, blocks: [Block] = []) {
        self.style = style
        self.blocks = blocks
    }

    /// Splits `text` at `[…]` marks into plain and link spans; a `[` without its `]`
    /// is kept as written.
    public static func spans(_ text: String) -> [Span] {
        var out: [Span] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            if open > rest.startIndex { out.append(Span(String(rest[..<open]))) }
            let inner = rest[rest.index(after: open)..<close]
            if !inner.isEmpty { out.append(Span(String(inner), link: true)) }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { out.append(Span(String(rest))) }
        return out
    }

    static let children = Block.Kind.allCases.map(\.rawValue)

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "web-view", summary: "a UIWebView: headings, paragraphs, links, a list, an image, given inline; or loading",
        flags: Style.allCases.map(\.rawValue) + ["loading"],
        attributes: [
            AttributeSpec("style", .choice(Style.allCases.map(\.rawValue)), default: "article", "`plain`: WebKit's defaults (serif 16, blue underlined links); `article`: a mobile article in the system font"),
            AttributeSpec("loading", .bool, default: "off", "a blank page with a spinner (or write `loading`)"),
            AttributeSpec("scroll", .number(0...1_000_000), default: "0", "content offset: how far the page has scrolled up"),
            AttributeSpec("tint", .color, default: "inherited", "link colour of the article style"),
        ],
        children: .own(children),
        example: "web-view loading",
        resolve: { node, ctx in resolve(node, ctx) })

    private static func resolve(_ node: Node, _ ctx: ViewContext) -> WebView? {
        let r = ctx.attributes(node, family)
        let p = ctx.positionals(node, family)
        var w = WebView()
        if let s = ctx.oneOf(Style.allCases.map(\.rawValue), in: node, what: "style").flatMap(Style.init) { w.style = s }
        if let s = r.choice("style", Style.self) { w.style = s }
        w.loading = r.bool("loading") ?? p.has("loading")
        w.scroll = r.number("scroll") ?? 0
        w.tint = r.color("tint")
        for child in node.children {
            guard children.contains(child.name) else {
                unknownChild(child, ctx)
                continue
            }
            if let b = block(child, ctx) { w.blocks.append(b) }
        }
        if w.loading, let first = node.children.first {
            ctx.sink.warning(
                "a loading web view shows a blank page: its content is not drawn", at: first.nameRange,
                notes: ["remove 'loading' to show the page, or its content to show only the spinner"])
        }
        return w
    }

    /// HTML names a designer may write, and the element meant.
    static let htmlNames = [
        "img": "image", "a": "link", "ul": "li", "ol": "li", "paragraph": "p", "h4": "h3", "h5": "h3", "h6": "h3",
        "br": "p", "heading": "h1", "title": "h1",
    ]

    /// An unknown child, with the element meant when it is an HTML name.
    private static func unknownChild(_ child: Node, _ ctx: ViewContext) {
        var notes: [String] = []
        if let meant = htmlNames[child.name.lowercased()] ?? Suggestions.closest(to: child.name, among: children) {
            notes.append("did you mean '\(meant)'?")
        }
        notes.append("expected one of: " + children.joined(separator: ", "))
        ctx.sink.error("unknown element inside 'web-view': '\(child.name)'", at: child.nameRange, notes: notes)
    }

    private static func block(_ node: Node, _ ctx: ViewContext) -> Block? {
        guard let kind = Block.Kind(rawValue: node.name) else { return nil }
        let reader = AttributeReader(node, allowed: kind == .image ? ["width"] : [], sink: ctx.sink)
        _ = ctx.element.children(of: node, allowed: [])
        var texts: [Value] = []
        for v in node.arguments {
            if case .string = v.kind {
                texts.append(v)
            } else {
                ctx.sink.error(
                    "unexpected \(describe(v)) for '\(node.name)'", at: v.range,
                    notes: [kind == .image ? "write the image file quoted: image \"photo.png\"" : "write the text quoted: \(node.name) \"…\""])
            }
        }
        func text() -> String? {
            for extra in texts.dropFirst() {
                ctx.sink.error("too many texts for '\(node.name)'", at: extra.range, notes: ["'\(node.name)' takes one text"])
            }
            if case .string(let s)? = texts.first?.kind { return s }
            return nil
        }
        switch kind {
        case .hr:
            _ = text()
            if let v = texts.first { ctx.sink.error("'hr' takes no text", at: v.range, notes: ["a rule is a line across the page"]) }
            return Block(.hr)
        case .image:
            guard let name = text(), let v = texts.first else {
                ctx.sink.error("an image needs its file", at: node.nameRange, notes: ["for example: image \"photo.png\""])
                return nil
            }
            let width = reader.number("width", in: 1...10_000)
            return Block(.image, image: ImageResolver.resolve(name, at: v.range, ctx.element), width: width)
        case .link:
            guard let s = text() else {
                ctx.sink.error("a link needs its text", at: node.nameRange, notes: ["for example: link \"Read more\""])
                return nil
            }
            return Block(.link, spans: [Span(s, link: true)])
        default:
            guard let s = text() else {
                if !node.arguments.isEmpty { return nil }
                ctx.sink.error("'\(node.name)' needs its text", at: node.nameRange, notes: ["for example: \(node.name) \"…\""])
                return nil
            }
            return Block(kind, spans: spans(s))
        }
    }
}
