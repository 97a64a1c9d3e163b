import MockupGeometry
import MockupSyntax

/// `stepper value: 3 min: 0 max: 10`: a UIStepper (iOS 7–9), a tint-outlined pair of
/// "−" and "+" segments. It shows no value of its own; at `min` its minus end is
/// disabled, at `max` its plus end. `highlighted: minus|plus` shows a pressed segment.
public struct Stepper: ContentView {
    /// One end of the stepper.
    public enum End: String, Sendable, Hashable, CaseIterable { case minus, plus }

    /// The current value; nil: somewhere inside the range (both ends enabled).
    public var value: Double?
    public var minimum: Double = 0
    public var maximum: Double = 100
    public var highlighted: End?
    public var disabled = false
    /// The control's own tint (wins over an inherited one).
    public var tint: Color?

    /// Creates a stepper.
    public init(value: Double? = nil, minimum: Double = 0, maximum: Double = 100) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Whether the end can be pressed (not at its limit and the control enabled).
    public func isEnabled(_ end: End) -> Bool {
        guard !disabled, let v = value else { return !disabled }
        return end == .minus ? v > minimum : v < maximum
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "stepper", summary: "the − / + stepper, 94 × 29; an end is disabled at its limit",
        flags: ["disabled"],
        attributes: [
            AttributeSpec("value", .number(-1_000_000_000...1_000_000_000), default: "none", "current value (between min and max)"),
            AttributeSpec("min", .number(-1_000_000_000...1_000_000_000), default: "0", "lowest value: the minus end is disabled there"),
            AttributeSpec("max", .number(-1_000_000_000...1_000_000_000), default: "100", "highest value: the plus end is disabled there"),
            AttributeSpec("highlighted", .choice(End.allCases.map(\.rawValue)), default: "none", "a pressed end, filled with a light tint"),
            AttributeSpec("tint", .color, default: "inherited", "the control's tint"),
        ],
        example: "stepper value: 1 min: 1 max: 10",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var s = Stepper()
            let lo = r.number("min")
            let hi = r.number("max")
            s.minimum = lo ?? 0
            s.maximum = hi ?? 100
            if s.minimum > s.maximum {
                let at = (lo != nil ? r.value("min") : r.value("max"))?.range ?? node.nameRange
                ctx.sink.error(
                    "a stepper's min (\(formatNumber(s.minimum))) is above its max (\(formatNumber(s.maximum)))", at: at,
                    notes: ["min and max default to 0 and 100"])
                return nil
            }
            if let v = r.number("value") {
                if v < s.minimum || v > s.maximum {
                    ctx.sink.error(
                        "a stepper's value must be between \(formatNumber(s.minimum)) and \(formatNumber(s.maximum))",
                        at: r.value("value")?.range ?? node.nameRange, notes: ["found \(formatNumber(v))"])
                } else {
                    s.value = v
                }
            }
            s.highlighted = r.choice("highlighted", End.self)
            s.disabled = p.has("disabled")
            s.tint = r.color("tint")
            return s
        })
}
