import MockupSyntax

/// The one spelling `mockup fmt` writes each value in. Every spelling reads back as the
/// same `ValueKind` (the formatter checks this for every file it writes).
enum ValueSpelling {
    /// `value` as written canonically; `line` is the text of the line it was read from
    /// (numbers and colours are respelled from their written digits, not from the
    /// decoded value, so no rounding can creep in).
    static func spell(_ value: Value, line: String) -> String {
        switch value.kind {
        case .identifier(let name): return name
        case .string(let s): return quoted(s)
        case .number:
            return number(written(value.range, in: line))
        case .color:
            return written(value.range, in: line).uppercased()
        }
    }

    /// The scalars of `line` that `range` covers.
    static func written(_ range: SourceRange, in line: String) -> String {
        let scalars = line.unicodeScalars.dropFirst(range.start.column - 1).prefix(range.length)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// A number as written (`-007.50pt`) without leading zeros in its whole part or
    /// trailing zeros in its fraction (`-7.5pt`); the unit is kept as written (the
    /// resolver compares units exactly) and so is the sign of a zero (`-0` is not `0`
    /// to a Double).
    static func number(_ text: String) -> String {
        var rest = Substring(text)
        var sign = ""
        if rest.first == "-" {
            sign = "-"
            rest = rest.dropFirst()
        }
        let digits = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unit = rest.dropFirst(digits.count)
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var whole = String(parts[0].drop { $0 == "0" })
        if whole.isEmpty { whole = "0" }
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while fraction.last == "0" { fraction.removeLast() }
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction) + unit
    }

    /// A string in quotes: `\` and `"` escaped, tab and newline as `\t` and `\n`, other
    /// invisible characters (controls, format characters, blanks other than the space)
    /// as `\u{…}` so that they show (zero-width joiners excepted); everything else as itself.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case " ": out.unicodeScalars.append(c)
            default:
                if isInvisible(c) {
                    out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// Zero-width joiners stay as they are: they hold emoji sequences together.
    private static func isInvisible(_ c: Unicode.Scalar) -> Bool {
        if c.value == 0x200C || c.value == 0x200D { return false }
        return c.value < 0x20 || (0x7F..<0xA0).contains(c.value) || c.properties.isWhitespace
            || c.properties.generalCategory == .format || c.properties.generalCategory == .lineSeparator
            || c.properties.generalCategory == .paragraphSeparator
    }
}
