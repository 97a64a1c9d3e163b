import MockupGeometry
import MockupSyntax

/// `stack` (vertical) or `stack horizontal`: children one after another with `spacing`
/// between them, inside `padding`, aligned across the axis; a horizontal stack can give
/// its children equal widths (`distribution: equal`, a keypad row). Stacks nest.
public struct Stack: ContentView {
    public enum Axis: String, Sendable, Hashable, CaseIterable { case vertical, horizontal }
    /// Placement across the stack's axis.
    public enum Alignment: String, Sendable, Hashable, CaseIterable { case leading, center, trailing, fill }
    /// How a stack shares its length among children.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// Each child at its own length; flexible ones (spacers, sliders…) share what is left.
        case natural
        /// Every child the same length.
        case equal
    }

    public var axis: Axis = .vertical
    public var spacing: Double = 0
    public var padding = Insets()
    public var alignment: Alignment = .fill
    public var distribution: Distribution = .natural
    /// Content offset (points scrolled up, or left for a horizontal stack); a scrolled
    /// stack clips its content and may be longer than its frame without a warning.
    public var scroll: Double?
    /// Tint for the controls inside (UIKit's inherited `tintColor`).
    public var tint: Color?
    /// The refresh control pulled down above the content (vertical stacks).
    public var refresh: RefreshControl?
    public var subviews: [ViewNode] = []

    /// Creates a stack.
    public init(axis: Axis = .vertical, spacing: Double = 0, subviews: [ViewNode] = []) {
        self.axis = axis
        self.spacing = spacing
        self.subviews = subviews
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "stack", summary: "children one after another, vertically or `horizontal`",
        flags: Axis.allCases.map(\.rawValue),
        attributes: [
            AttributeSpec("spacing", .number(0...10_000), default: "0", "gap between children"),
            AttributeSpec("padding", .number(0...10_000), default: "0", "space inside the edges (all four)"),
            AttributeSpec("padding-top", .number(0...10_000), default: "padding", "top padding"),
            AttributeSpec("padding-left", .number(0...10_000), default: "padding", "left padding"),
            AttributeSpec("padding-bottom", .number(0...10_000), default: "padding", "bottom padding"),
            AttributeSpec("padding-right", .number(0...10_000), default: "padding", "right padding"),
            AttributeSpec("align", .choice(Alignment.allCases.map(\.rawValue)), default: "fill", "placement across the axis"),
            AttributeSpec("distribution", .choice(Distribution.allCases.map(\.rawValue)), default: "natural", "`equal`: every child the same length"),
            AttributeSpec("scroll", .number(0...1_000_000), default: "none", "content offset; the stack clips and may overflow"),
            AttributeSpec("tint", .color, default: "inherited", "tint of the controls inside"),
            AttributeSpec(
                "refresh", .other("on \\| off \\| text"), default: "off",
                "the refresh control pulled down above the content, with an optional title (vertical stacks)"),
        ],
        children: .views,
        example: "stack horizontal spacing: 8 distribution: equal",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            var s = Stack()
            if let a = ctx.oneOf(Axis.allCases.map(\.rawValue), in: node, what: "axis").flatMap(Axis.init) { s.axis = a }
            s.spacing = r.number("spacing") ?? 0
            let all = r.number("padding") ?? 0
            s.padding = Insets(
                top: r.number("padding-top") ?? all, left: r.number("padding-left") ?? all,
                bottom: r.number("padding-bottom") ?? all, right: r.number("padding-right") ?? all)
            s.alignment = r.choice("align", Alignment.self) ?? .fill
            s.distribution = r.choice("distribution", Distribution.self) ?? .natural
            s.scroll = r.number("scroll")
            s.tint = r.color("tint")
            if let v = r.value("refresh"), let (on, title) = TableResolver.switchOrText(v, key: "refresh", ctx.element), on {
                if s.axis == .horizontal {
                    ctx.sink.error(
                        "a horizontal stack has no refresh control", at: v.range,
                        notes: ["iOS pulls content down from the top: put 'refresh:' on a vertical stack"])
                } else {
                    s.refresh = RefreshControl(title: title)
                }
            }
            s.subviews = ctx.subviews(of: node)
            return s
        })
}

/// `spacer`: flexible empty space in a stack (stacks share what is left among their
/// spacers); `spacer 20`: a fixed gap of 20 points along the stack's axis.
public struct Spacer: ContentView {
    /// Fixed length; nil: flexible.
    public var length: Double?

    /// Creates a spacer.
    public init(length: Double? = nil) { self.length = length }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "spacer", summary: "flexible space in a stack, or a fixed gap (`spacer 20`)",
        textsDoc: "an optional number: the gap's length in points",
        attributes: [], example: "spacer 20",
        resolve: { node, ctx in
            _ = ctx.attributes(node, family)
            ctx.noChildren(node)
            var spacer = Spacer()
            for (i, v) in node.arguments.enumerated() {
                if i == 0, case .number(let n, let unit) = v.kind, unit == nil || unit == "pt" {
                    if n >= 0 && n <= 10_000 {
                        spacer.length = n
                    } else {
                        ctx.sink.error("a spacer's length must be between 0 and 10000", at: v.range, notes: ["found \(formatNumber(n))"])
                    }
                } else {
                    ctx.sink.error(
                        "unexpected \(describe(v)) for 'spacer'", at: v.range,
                        notes: ["a spacer takes one length in points (spacer 20) or nothing (flexible)"])
                }
            }
            return spacer
        })
}
