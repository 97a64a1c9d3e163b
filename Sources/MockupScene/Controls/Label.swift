import MockupGeometry

/// `label "Text"`: static text in one of the system text styles (Dynamic Type at its
/// default size) or an explicit size and weight; one line truncated with "…" by
/// default, `lines: 0` for as many as it needs.
public struct Label: ContentView {
    /// The system text styles (UIFontTextStyle) at the default "Large" size.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        case headline, subheadline, body, footnote, caption1, caption2
        /// iOS 9 additions.
        case title1, title2, title3, callout

        /// Size and weight (iosfontsizes.com, packtpub; docs/METRICS.md, Fonts).
        public var font: (size: Double, weight: TextWeight) {
            switch self {
            case .headline: return (17, .semibold)
            case .body: return (17, .regular)
            case .callout: return (16, .regular)
            case .subheadline: return (15, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            case .title1: return (28, .light)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            }
        }
    }

    /// Horizontal placement of the text in the label's frame.
    public enum Alignment: String, Sendable, Hashable, CaseIterable { case left, center, right }

    public var text: String
    public var style: TextStyle = .body
    /// Overrides of the style's size and weight.
    public var size: Double?
    public var weight: TextWeight?
    public var color: Color = .black
    public var alignment: Alignment = .left
    /// Most lines shown (0: as many as needed); the last is cut with "…".
    public var lines: Int = 1

    /// Creates a label.
    public init(_ text: String, style: TextStyle = .body) {
        self.text = text
        self.style = style
    }

    /// The size and weight the label is set in.
    public var font: (size: Double, weight: TextWeight) {
        (size ?? style.font.size, weight ?? style.font.weight)
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "label", summary: "static text in a system text style, wrapping with `lines:`",
        flags: TextStyle.allCases.map(\.rawValue) + Alignment.allCases.map(\.rawValue), texts: 1,
        textsDoc: "the text",
        attributes: [
            AttributeSpec("style", .choice(TextStyle.allCases.map(\.rawValue)), default: "body", "system text style (or write it as a word)"),
            AttributeSpec("size", .number(1...200), default: "the style's", "font size in points"),
            AttributeSpec("weight", .choice(TextWeight.allCases.map(\.rawValue)), default: "the style's", "font weight"),
            AttributeSpec("color", .color, default: "black", "text colour"),
            AttributeSpec("align", .choice(Alignment.allCases.map(\.rawValue)), default: "left", "alignment in the label's frame"),
            AttributeSpec("lines", .number(0...1000), default: "1", "most lines (0: unlimited); the last is cut with \"…\""),
        ],
        example: "label headline \"Brightness\"",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            guard let text = p.texts.first else {
                ctx.sink.error("a label needs its text", at: node.nameRange, notes: ["for example: label \"Hello\""])
                return nil
            }
            var l = Label(text)
            if let s = ctx.oneOf(TextStyle.allCases.map(\.rawValue), in: node, what: "text style").flatMap(TextStyle.init) { l.style = s }
            if let a = ctx.oneOf(Alignment.allCases.map(\.rawValue), in: node, what: "alignment").flatMap(Alignment.init) { l.alignment = a }
            if let s = r.choice("style", TextStyle.self) { l.style = s }
            l.size = r.number("size")
            l.weight = r.choice("weight", TextWeight.self)
            if let c = r.color("color") { l.color = c }
            if let a = r.choice("align", Alignment.self) { l.alignment = a }
            if let n = ControlNumbers.whole(r.number("lines"), key: "lines", r) { l.lines = n }
            return l
        })
}
