import MockupGeometry
import MockupSyntax

/// `button "Sign In"`: a UIButton of the system type (iOS 7–9) — tint text with no
/// border by default; `bordered` (tint outline), `filled` (white on the tint or on
/// `color:`) or `round` (a circle, as a phone keypad digit with `detail: "ABC"`). It
/// shows a title, an icon, or both; states are bare words (`highlighted`, `disabled`…).
/// `rounded-rect-button` (iOS 6, deprecated) is drawn as an iOS 7 system button.
public struct Button: ContentView {
    /// How the button is drawn.
    public enum Style: String, Sendable, Hashable, CaseIterable { case plain, bordered, filled, round }

    public var title: String?
    public var icon: BarIcon?
    public var style: Style = .plain
    public var state: ControlState = .normal
    /// Small second line under the title of a `round` button (keypad letters).
    public var detail: String?
    /// Fill of a filled or round button (default: the tint).
    public var color: Color?
    /// The button's own tint (wins over an inherited one).
    public var tint: Color?
    /// Colour of the title, icon and letters (default: white on a fill, else the tint).
    public var textColor: Color?
    /// Title font overrides.
    public var size: Double?
    public var weight: TextWeight?
    /// Corner radius of a bordered or filled button's box.
    public var cornerRadius: Double?
    /// Written as `rounded-rect-button` (iOS 6's type, deprecated: drawn as a system
    /// button; kept for the lint that names it).
    public var isRoundedRect = false

    /// Creates a button.
    public init(title: String? = nil, icon: BarIcon? = nil, style: Style = .plain) {
        self.title = title
        self.icon = icon
        self.style = style
    }

    /// The alias that draws iOS 6's rounded rectangle (lint warns about it).
    public static let roundedRectName = "rounded-rect-button"

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "button", aliases: [roundedRectName],
        summary: "a system button: tint text, `bordered`, `filled` or `round`, with a title and/or an icon",
        flags: Style.allCases.map(\.rawValue) + ControlState.words, texts: 1,
        textsDoc: "the title",
        attributes: [
            AttributeSpec("icon", .other("bar icon name or .svg file"), default: "none", "glyph drawn in the title's colour (left of a title)"),
            AttributeSpec("detail", .text, default: "none", "second line of small text under a round button's title (keypad letters)"),
            AttributeSpec("color", .color, default: "the tint", "fill of a `filled` or `round` button (a `round` one with a colour is filled)"),
            AttributeSpec("tint", .color, default: "inherited", "the button's tint"),
            AttributeSpec("text-color", .color, default: "white on a fill, else the tint", "colour of the title, icon and letters (a white button with blue text; the iOS 9 keypad's black digits)"),
            AttributeSpec("size", .number(1...200), default: "15 (round: 36)", "title font size"),
            AttributeSpec("weight", .choice(TextWeight.allCases.map(\.rawValue)), default: "regular (round: light)", "title font weight"),
            AttributeSpec("corner-radius", .number(0...1000), default: "5", "corner radius of a bordered or filled box"),
        ],
        example: "button bordered \"Sign In\"",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var b = Button(title: p.texts.first)
            b.isRoundedRect = node.name == roundedRectName
            if let w = ctx.oneOf(Style.allCases.map(\.rawValue), in: node, what: "style"), let st = Style(rawValue: w) {
                b.style = st
            }
            b.state = ControlState.read(p)
            if let v = r.value("icon") {
                guard let icon = BarButtonResolver.resolveIcon(v, ctx.element) else { return nil }
                b.icon = icon
            }
            guard b.title != nil || b.icon != nil else {
                ctx.sink.error(
                    "a button needs a title or an icon", at: node.nameRange,
                    notes: ["for example: button \"Sign In\" or button icon: compose"])
                return nil
            }
            b.detail = r.text("detail")
            if b.detail != nil && b.style != .round, let v = r.value("detail") {
                ctx.sink.warning("'detail' is shown only on a round button", at: v.range, notes: ["add the word round"])
            }
            b.color = r.color("color")
            if b.color != nil && (b.style == .plain || b.style == .bordered), let v = r.value("color") {
                ctx.sink.warning(
                    "'color' fills only filled and round buttons", at: v.range,
                    notes: ["use tint: for the title's colour, or add the word filled"])
            }
            b.tint = r.color("tint")
            b.textColor = r.color("text-color")
            b.size = r.number("size")
            b.weight = r.choice("weight", TextWeight.self)
            b.cornerRadius = r.number("corner-radius")
            return b
        })
}
