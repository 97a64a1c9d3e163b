import MockupGeometry
import MockupSyntax

/// `picker`: UIPickerView (iOS 7–9), one drum-like wheel per `wheel` child, each with
/// its values and the selected one in the centre band:
///
///     picker
///       wheel "Small" "Medium" "Large" selected: 2
///       wheel "Red" "Green" selected: "Green" align: left width: 120
public struct Picker: ContentView {
    /// One wheel (UIPickerView component).
    public struct Wheel: Sendable, Hashable {
        /// Horizontal placement of the rows in the wheel.
        public enum Alignment: String, Sendable, Hashable, CaseIterable { case left, center, right }

        /// The rows, top to bottom.
        public var values: [String]
        /// Index of the row in the centre band (0-based).
        public var selected: Int
        /// Fixed width in points (nil: a share of the picker's width).
        public var width: Double?
        public var alignment: Alignment

        /// Creates a wheel.
        public init(_ values: [String], selected: Int = 0, width: Double? = nil, alignment: Alignment = .center) {
            self.values = values
            self.selected = selected
            self.width = width
            self.alignment = alignment
        }
    }

    /// How the wheels share the picker's width.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// Equal shares (UIPickerView without a width delegate).
        case equal
        /// Each wheel as wide as its longest row, the room left shared equally.
        case content
    }

    public var wheels: [Wheel]
    public var distribution: Distribution = .equal
    public var state: ControlState = .normal

    /// Creates a picker.
    public init(wheels: [Wheel], distribution: Distribution = .equal) {
        self.wheels = wheels
        self.distribution = distribution
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "picker", summary: "a UIPickerView: one or more wheels, the selected row in the centre band",
        flags: ControlState.words(.disabled),
        attributes: [
            AttributeSpec("distribution", .choice(Distribution.allCases.map(\.rawValue)), default: "equal", "wheel widths: equal, or by content"),
        ],
        children: .own(["wheel"]),
        example: "picker\n  wheel \"One\" \"Two\" \"Three\" selected: 2",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            let wheelNodes = ctx.element.children(of: node, allowed: ["wheel"])
            guard !wheelNodes.isEmpty else {
                ctx.sink.error("a picker needs at least one wheel", at: node.nameRange, notes: ["for example:\n  wheel \"A\" \"B\" \"C\" selected: 2"])
                return nil
            }
            var failed = false
            var wheels: [Wheel] = []
            for w in wheelNodes {
                if let wheel = resolveWheel(w, ctx) { wheels.append(wheel) } else { failed = true }
            }
            guard !failed else { return nil }
            var picker = Picker(wheels: wheels, distribution: r.choice("distribution", Distribution.self) ?? .equal)
            picker.state = ControlState.read(p)
            return picker
        })

    static let wheelAttributes = ["selected", "width", "align"]

    /// `wheel "A" "B" … selected: N|"B" width: PT align: left|center|right`.
    private static func resolveWheel(_ node: Node, _ ctx: ViewContext) -> Wheel? {
        let r = AttributeReader(node, allowed: wheelAttributes, sink: ctx.sink)
        ctx.noChildren(node)
        // Values are quoted texts or plain numbers (`wheel 1 2 3`); bare words are refused
        // so that a misspelt attribute name is not taken for a value.
        var values: [String] = []
        for v in node.arguments {
            switch v.kind {
            case .string(let s): values.append(s)
            case .number(let n, nil): values.append(formatNumber(n))
            default:
                ctx.sink.error(
                    "a wheel's values are quoted texts or numbers", at: v.range,
                    notes: ["found \(describe(v)); write it in quotes: \"\(describe(v).trimmingQuotes)\""])
            }
        }
        guard !values.isEmpty else {
            ctx.sink.error("a wheel needs at least one value", at: node.nameRange, notes: ["for example: wheel \"A\" \"B\" \"C\""])
            return nil
        }
        var wheel = Wheel(values)
        if let v = node.attribute("selected")?.value {
            guard let i = selectedIndex(v, values: values, ctx) else { return nil }
            wheel.selected = i
        }
        wheel.width = r.number("width", in: 1...10_000)
        wheel.alignment = r.choice("align", Wheel.Alignment.self) ?? .center
        return wheel
    }

    /// `selected: 2` (1-based row) or `selected: "Green"` (a value's text).
    static func selectedIndex(_ v: Value, values: [String], _ ctx: ViewContext) -> Int? {
        switch v.kind {
        case .number(let n, nil) where n == n.rounded():
            guard n >= 1 else {
                ctx.sink.error("rows are counted from 1", at: v.range, notes: ["found \(formatNumber(n)); the first row is selected: 1"])
                return nil
            }
            guard n <= Double(values.count) else {
                ctx.sink.error(
                    "row \(formatNumber(n)) is past the wheel's \(values.count) value\(values.count == 1 ? "" : "s")", at: v.range,
                    notes: ["rows are counted from 1; or name the value: selected: \"\(values[0])\""])
                return nil
            }
            return Int(n) - 1
        case .string(let s), .identifier(let s):
            if let i = values.firstIndex(of: s) { return i }
            ctx.sink.unknown("value", s, at: v.range, candidates: values)
            return nil
        default:
            ctx.sink.error(
                "'selected' expects a row number (from 1) or a value's text", at: v.range, notes: ["found \(describe(v))"])
            return nil
        }
    }
}

extension String {
    /// The text without the quotes `describe` puts around words.
    fileprivate var trimmingQuotes: String {
        var s = Substring(self)
        while let f = s.first, f == "'" || f == "\"" { s = s.dropFirst() }
        while let l = s.last, l == "'" || l == "\"" { s = s.dropLast() }
        return String(s)
    }
}
