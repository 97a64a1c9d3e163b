import MockupSyntax

/// Number reads shared by the value controls (slider, progress view, page control):
/// each reports a bad value at the value's own range and returns nil.
enum ControlNumbers {
    /// A whole number: `pages: 5`; `3.5` is reported.
    static func whole(_ n: Double?, key: String, _ f: FamilyAttributes) -> Int? {
        guard let n else { return nil }
        guard n == n.rounded() else {
            if let v = f.value(key) {
                f.sink.error("'\(key)' expects a whole number", at: v.range, notes: ["found \(formatNumber(n))"])
            }
            return nil
        }
        return Int(n)
    }

    /// A fraction written `0.4` (0…1) or `40%` (0…100 %), as 0…1.
    static func fraction(_ key: String, _ f: FamilyAttributes) -> Double? {
        guard let v = f.value(key) else { return nil }
        guard case .number(let n, let unit) = v.kind, unit == nil || unit == "%" else {
            f.sink.error(
                "'\(key)' expects a fraction such as 0.4 or 40%", at: v.range, notes: ["found \(describe(v))"])
            return nil
        }
        let percent = unit == "%"
        let value = percent ? n / 100 : n
        guard (0...1).contains(value) else {
            f.sink.error(
                "'\(key)' must be between " + (percent ? "0% and 100%" : "0 and 1"), at: v.range,
                notes: ["found \(describe(v))"] + (percent || n > 100 ? [] : ["write a percentage with '%': \(formatNumber(n))%"]))
            return nil
        }
        return value
    }
}
