import MockupGeometry

/// `progress value: 0.4` (or `40%`): a UIProgressView, a 2 pt strip filled with the
/// tint from the left; `default` style over a light grey track, `bar` style with no
/// track (as along a navigation bar or toolbar). It takes the width its stack gives it.
public struct ProgressView: ContentView {
    /// UIProgressViewStyle.
    public enum Style: String, Sendable, Hashable, CaseIterable { case `default`, bar }

    public var style: Style = .default
    /// How far it is filled, 0…1.
    public var value: Double = 0
    /// The filled part; nil: the inherited tint.
    public var progressTint: Color?
    /// The unfilled part; nil: light grey (default style) or nothing (bar style).
    public var trackTint: Color?

    /// Creates a progress view.
    public init(value: Double = 0, style: Style = .default) {
        self.value = value
        self.style = style
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "progress", aliases: ["progress-view"],
        summary: "a UIProgressView: a 2 pt strip filled with the tint up to a fraction",
        flags: Style.allCases.map(\.rawValue),
        attributes: [
            AttributeSpec("value", .other("fraction 0…1 or percentage 0%…100%"), default: "0", "how far it is filled"),
            AttributeSpec("style", .choice(Style.allCases.map(\.rawValue)), default: "default", "`bar`: no grey track"),
            AttributeSpec("progress-tint", .color, default: "the tint", "the filled part"),
            AttributeSpec("tint", .color, default: "inherited", "the filled part (as `progress-tint`)"),
            AttributeSpec("track-tint", .color, default: "#B6B6B6 (default), none (bar)", "the unfilled part"),
        ],
        example: "progress value: 40%",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var v = ProgressView()
            if let s = ctx.oneOf(Style.allCases.map(\.rawValue), in: node, what: "style").flatMap(Style.init) { v.style = s }
            if let s = r.choice("style", Style.self) { v.style = s }
            v.value = ControlNumbers.fraction("value", r) ?? 0
            v.progressTint = r.color("progress-tint") ?? r.color("tint")
            v.trackTint = r.color("track-tint")
            return v
        })
}
