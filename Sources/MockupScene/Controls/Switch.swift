import MockupGeometry

/// `switch on|off [highlighted] [disabled]`: a UISwitch anywhere in the content (a table row shows one as its
/// accessory with `switch: on`). `on-tint:` colours the track when on (UIKit's
/// `onTintColor`, green by default); `tint:` the ring when off (UIKit's `tintColor`).
public struct Switch: ContentView {
    public var isOn: Bool
    /// Track colour when on; nil: the system green.
    public var onTint: Color?
    /// Ring colour when off; nil: the system light grey.
    public var tint: Color?
    public var isEnabled = true
    /// Drawn with a finger on it: the knob widened.
    public var isHighlighted = false

    /// Creates a switch.
    public init(isOn: Bool = false) { self.isOn = isOn }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "switch", summary: "a UISwitch, on or off",
        flags: ["on", "off", "highlighted", "disabled"],
        attributes: [
            AttributeSpec("on-tint", .color, default: "#4CD964", "track colour when on"),
            AttributeSpec("tint", .color, default: "#E5E5E5", "ring colour when off"),
        ],
        example: "switch on",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var s = Switch(isOn: ctx.oneOf(["on", "off"], in: node, what: "position") == "on")
            s.isEnabled = !p.has("disabled")
            s.isHighlighted = p.has("highlighted")
            s.onTint = r.color("on-tint")
            s.tint = r.color("tint")
            return s
        })
}
