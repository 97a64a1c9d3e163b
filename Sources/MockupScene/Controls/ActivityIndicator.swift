import MockupGeometry

/// `activity-indicator gray|white|large`: a UIActivityIndicatorView, twelve spokes
/// fading round (shown as one still frame), small grey, small white or large white;
/// optionally a label beside it, as a table's loading state.
public struct ActivityIndicator: ContentView {
    /// UIActivityIndicatorViewStyle.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case gray, white
        /// WhiteLarge (`white-large` is accepted too).
        case large
    }

    public var style: Style = .gray
    /// Spoke colour; nil: the style's.
    public var color: Color?
    /// Text after the spinner ("Loading…").
    public var label: String?
    /// Label colour; nil: grey for the gray style, white for the white ones.
    public var labelColor: Color?

    /// Creates an indicator.
    public init(style: Style = .gray) { self.style = style }

    /// Style words, `white-large` (UIKit's name) included.
    static let styleWords = Style.allCases.map(\.rawValue) + ["white-large"]

    static func style(named s: String) -> Style? { s == "white-large" ? .large : Style(rawValue: s) }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "activity-indicator", aliases: ["spinner"],
        summary: "a UIActivityIndicatorView (a still frame of the spinner), with an optional label",
        flags: styleWords,
        attributes: [
            AttributeSpec("style", .choice(styleWords), default: "gray", "small grey, small white or large white"),
            AttributeSpec("color", .color, default: "the style's", "spoke colour"),
            AttributeSpec("label", .text, default: "none", "text after the spinner"),
            AttributeSpec("label-color", .color, default: "#8E8E93 (gray), white", "the label's colour"),
        ],
        example: "activity-indicator gray label: \"Loading…\"",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var a = ActivityIndicator()
            if let s = ctx.oneOf(styleWords, in: node, what: "style").flatMap(style(named:)) { a.style = s }
            if let v = r.value("style") {
                switch v.kind {
                case .identifier(let s), .string(let s):
                    if let st = style(named: s.lowercased()) { a.style = st } else {
                        ctx.sink.unknown("style", s, at: v.range, candidates: styleWords)
                    }
                default:
                    ctx.sink.error("'style' expects one of " + styleWords.joined(separator: ", "), at: v.range)
                }
            }
            a.color = r.color("color")
            a.label = r.text("label")
            a.labelColor = r.color("label-color")
            return a
        })
}
