import MockupGeometry
import MockupSyntax

/// The small circled system buttons (iOS 7–9), 22 × 22 in the tint: `info-button`
/// (UIButtonTypeInfoLight/Dark: a circled "i"), `detail-disclosure-button` (the same
/// circled "i" since iOS 7) and `contact-add-button` (a circled plus).
public struct SystemButton: ContentView {
    /// Which system button.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case info = "info-button"
        case detailDisclosure = "detail-disclosure-button"
        case contactAdd = "contact-add-button"
    }

    /// `light` draws white (for dark backgrounds), `dark` the tint.
    public enum Appearance: String, Sendable, Hashable, CaseIterable { case light, dark }

    public var kind: Kind
    public var appearance: Appearance = .dark
    public var state: ControlState = .normal
    /// The button's own tint (wins over an inherited one).
    public var tint: Color?

    /// Creates a system button.
    public init(_ kind: Kind, appearance: Appearance = .dark) {
        self.kind = kind
        self.appearance = appearance
    }

    /// The family declaring `kind`; only the info button has light and dark variants.
    private static func family(_ kind: Kind, summary: String, example: String) -> ElementFamily {
        // The selected state draws nothing different on these buttons: not offered.
        let words = (kind == .info ? Appearance.allCases.map(\.rawValue) : []) + ControlState.words(.highlighted, .disabled)
        return ElementFamily(
            name: kind.rawValue, summary: summary, flags: words,
            attributes: [AttributeSpec("tint", .color, default: "inherited", "the button's tint")],
            example: example,
            resolve: { node, ctx in
                let r = ctx.attributes(node, family(for: kind))
                let p = ctx.positionals(node, family(for: kind))
                ctx.noChildren(node)
                var b = SystemButton(kind)
                if let a = ctx.oneOf(Appearance.allCases.map(\.rawValue), in: node, what: "appearance").flatMap(Appearance.init) { b.appearance = a }
                b.state = ControlState.read(p)
                b.tint = r.color("tint")
                return b
            })
    }

    private static func family(for kind: Kind) -> ElementFamily {
        switch kind {
        case .info: infoFamily
        case .detailDisclosure: detailFamily
        case .contactAdd: contactAddFamily
        }
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let infoFamily = family(
        .info, summary: "the circled \"i\" info button, 22 × 22: `dark` (the tint) or `light` (white)",
        example: "info-button")
    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let detailFamily = family(
        .detailDisclosure, summary: "the detail disclosure button, 22 × 22: the info button's circled \"i\" (iOS 7)",
        example: "detail-disclosure-button")
    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let contactAddFamily = family(
        .contactAdd, summary: "the contact add button, 22 × 22: a circled plus in the tint",
        example: "contact-add-button")
}
