/// Text escaped for XML character data and attribute values, shared by the SVG text
/// layer and the JUnit and HTML reports.
public enum XMLText {
    /// `s` with `&`, `<`, `>` and `"` as entities, each scalar of `also` as a numeric
    /// reference (`#` in SVG, so that no text reads as an id reference; `'` in reports),
    /// control characters other than tab, and newline when `keepingNewlines`, as
    /// spaces, and the noncharacters U+FFFE and U+FFFF as U+FFFD: XML 1.0 has no place
    /// for them (surrogates cannot occur in a Swift string).
    public static func escaped(_ s: String, keepingNewlines: Bool, also: [Unicode.Scalar] = []) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                if also.contains(ch) {
                    out += "&#\(ch.value);"
                } else if ch.value < 0x20 && ch != "\t" && !(keepingNewlines && ch == "\n") {
                    out += " "
                } else if ch.value == 0xFFFE || ch.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out
    }
}
