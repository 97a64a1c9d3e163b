import MockupGeometry
import MockupSyntax

/// Reads the attributes of one node against the names its element allows, reporting
/// unknown names (with suggestions) and values of the wrong kind.
struct AttributeReader {
    let node: Node
    let sink: DiagnosticSink

    /// Checks every attribute of `node` against `allowed` at once, so that a typo is
    /// reported even when the element never asks for that attribute.
    init(_ node: Node, allowed: [String], sink: DiagnosticSink) {
        self.node = node
        self.sink = sink
        for attr in node.attributes where !allowed.contains(attr.name) {
            sink.unknown(
                "attribute", attr.name, at: attr.nameRange,
                candidates: allowed.isEmpty ? ["(none)"] : allowed)
        }
    }

    private func value(_ key: String) -> Value? { node.attribute(key)?.value }

    private func mismatch(_ key: String, _ v: Value, expected: String) {
        sink.error("'\(key)' expects \(expected)", at: v.range, notes: ["found \(describe(v))"])
    }

    /// Quoted text.
    func string(_ key: String) -> String? {
        guard let v = value(key) else { return nil }
        if case .string(let s) = v.kind { return s }
        mismatch(key, v, expected: "quoted text")
        return nil
    }

    /// Text written quoted, as a bare word or as a number (`badge: 3`).
    func text(_ key: String) -> String? {
        guard let v = value(key) else { return nil }
        switch v.kind {
        case .string(let s), .identifier(let s): return s
        case .number(let n, let unit): return formatNumber(n) + (unit ?? "")
        case .color: mismatch(key, v, expected: "text"); return nil
        }
    }

    /// A number in `range`, with no unit or one of `units` (`pt` is always accepted).
    func number(_ key: String, in range: ClosedRange<Double>, units: [String] = []) -> Double? {
        guard let v = value(key) else { return nil }
        guard case .number(let n, let unit) = v.kind else {
            mismatch(key, v, expected: "a number")
            return nil
        }
        if let unit, unit != "pt", !units.contains(unit) {
            sink.error(
                "unit '\(unit)' is not valid for '\(key)'", at: v.range,
                notes: ["expected " + (["pt"] + units).map { "'\($0)'" }.joined(separator: " or ")])
            return nil
        }
        guard range.contains(n) else {
            sink.error(
                "'\(key)' must be between \(formatNumber(range.lowerBound)) and \(formatNumber(range.upperBound))",
                at: v.range, notes: ["found \(formatNumber(n))"])
            return nil
        }
        return n
    }

    /// A number in `range` or one of `words` (`signal: none`); an unknown word is
    /// reported with the closest of `words` as a suggestion.
    func numberOrWord(_ key: String, in range: ClosedRange<Double>, words: [String]) -> NumberOrWord? {
        guard let v = value(key) else { return nil }
        switch v.kind {
        case .identifier(let s), .string(let s):
            if let w = words.first(where: { $0 == s.lowercased() }) { return .word(w) }
            var notes: [String] = []
            if let near = Suggestions.closest(to: s, among: words) { notes.append("did you mean '\(near)'?") }
            notes.append("found \(describe(v))")
            let span = "\(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
            sink.error(
                "'\(key)' expects a number from \(span) or " + words.map { "'\($0)'" }.joined(separator: " or "),
                at: v.range, notes: notes)
            return nil
        default:
            return number(key, in: range).map { .number($0) }
        }
    }

    /// What `numberOrWord` read.
    enum NumberOrWord: Equatable {
        case number(Double)
        case word(String)
    }

    /// A percentage 0…100: `80%` or `80`.
    func percent(_ key: String) -> Double? {
        number(key, in: 0...100, units: ["%"])
    }

    /// A colour: hex or a system colour name.
    func color(_ key: String) -> Color? {
        guard let v = value(key) else { return nil }
        return resolveColor(v, key: key)
    }

    func resolveColor(_ v: Value, key: String) -> Color? {
        switch v.kind {
        case .color(let r, let g, let b, let a):
            return Color(red: r, green: g, blue: b, alpha: a)
        case .identifier(let name):
            if let c = Palette.color(named: name) { return c }
            sink.unknown(
                "colour", name, at: v.range, candidates: Palette.named.map { $0.name })
            return nil
        default:
            mismatch(key, v, expected: "a colour (#RRGGBB or a name such as blue)")
            return nil
        }
    }

    /// `on/off/yes/no/true/false`.
    func bool(_ key: String) -> Bool? {
        guard let v = value(key) else { return nil }
        if case .identifier(let s) = v.kind {
            switch s.lowercased() {
            case "on", "yes", "true": return true
            case "off", "no", "false": return false
            default: break
            }
        }
        mismatch(key, v, expected: "on or off")
        return nil
    }

    /// One of an enum's raw values.
    func choice<E: RawRepresentable & CaseIterable>(_ key: String, _: E.Type) -> E?
    where E.RawValue == String {
        guard let v = value(key) else { return nil }
        let names = E.allCases.map(\.rawValue)
        switch v.kind {
        case .identifier(let s), .string(let s):
            if let e = E(rawValue: s.lowercased()) { return e }
            sink.unknown(key, s, at: v.range, candidates: names)
        default:
            mismatch(key, v, expected: "one of " + names.joined(separator: ", "))
        }
        return nil
    }
}

/// How a value reads in a message.
func describe(_ v: Value) -> String {
    switch v.kind {
    case .string(let s): return "\"\(s)\""
    case .identifier(let s): return "'\(s)'"
    case .number(let n, let unit): return formatNumber(n) + (unit ?? "")
    case .color(let r, let g, let b, let a): return Color(red: r, green: g, blue: b, alpha: a).hex
    }
}

/// A number without a useless ".0".
func formatNumber(_ n: Double) -> String {
    n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
}
