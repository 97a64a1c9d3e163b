/// The one reader of numbers typed on the command line (every numeric flag and the
/// `--ignore` rectangles): plain decimal only. Swift's `Double("0x2")` reads hexadecimal,
/// `Double("inf")`, `Double("nan")` and `Double("1e3")` are accepted, and `Int` traps
/// or fails on long digit strings; none of that belongs in a flag, so digits, at most
/// one `.`, nothing else — no sign, no exponent, no hex, no spaces, no `inf`/`nan`.
/// No flag takes a negative value, so a `-` is refused like any other stray character.
public enum DecimalNumber {
    /// Longest text accepted: more digits than any flag's range needs.
    public static let maxLength = 24

    /// A whole number written as decimal digits (`"12"`, `"007"`); `nil` for anything
    /// else, including values that do not fit in `Int`.
    public static func integer(_ text: some StringProtocol) -> Int? {
        guard !text.isEmpty, text.utf8.count <= maxLength else { return nil }
        var value = 0
        for c in text.utf8 {
            guard c >= 0x30, c <= 0x39 else { return nil }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int(c - 0x30))
            guard !o1, !o2 else { return nil }
            value = sum
        }
        return value
    }

    /// A number written as decimal digits with an optional fraction (`"2"`, `"0.02"`,
    /// `".5"`, `"3."`); `nil` for anything else. Always finite.
    public static func number(_ text: some StringProtocol) -> Double? {
        guard !text.isEmpty, text.utf8.count <= maxLength else { return nil }
        var digits = 0, dots = 0
        for c in text.utf8 {
            if c >= 0x30 && c <= 0x39 {
                digits += 1
            } else if c == 0x2E {
                dots += 1
            } else {
                return nil
            }
        }
        guard digits > 0, dots <= 1, let v = Double(String(text)), v.isFinite else { return nil }
        return v
    }
}
