/// A JSON-like value with keys in a fixed order, written byte for byte the same on every
/// run as JSON or as an XML property list (the two forms a TextMate grammar comes in).
public indirect enum PropertyTree: Sendable, Equatable {
    case string(String)
    case array([PropertyTree])
    /// Keys are written sorted, whatever order they are given in.
    case dictionary([String: PropertyTree])

    /// Pretty-printed JSON, two-space indentation, keys sorted, a final newline.
    public var json: String { jsonText(indent: "") + "\n" }

    private func jsonText(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let s): return PropertyTree.jsonString(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + $0.jsonText(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .dictionary(let pairs):
            if pairs.isEmpty { return "{}" }
            return "{\n"
                + pairs.keys.sorted().map { inner + PropertyTree.jsonString($0) + ": " + (pairs[$0]?.jsonText(indent: inner) ?? "null") }
                .joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// An XML property list (what Sublime Text reads as `.tmLanguage`), keys sorted.
    public var plist: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """ + plistText(indent: "") + "</plist>\n"
    }

    private func plistText(indent: String) -> String {
        switch self {
        case .string(let s): return indent + "<string>" + PropertyTree.xmlEscaped(s) + "</string>\n"
        case .array(let items):
            return indent + "<array>\n" + items.map { $0.plistText(indent: indent + "\t") }.joined() + indent + "</array>\n"
        case .dictionary(let pairs):
            var out = indent + "<dict>\n"
            for key in pairs.keys.sorted() {
                out += indent + "\t<key>" + PropertyTree.xmlEscaped(key) + "</key>\n"
                out += pairs[key]?.plistText(indent: indent + "\t") ?? ""
            }
            return out + indent + "</dict>\n"
        }
    }

    private static func jsonString(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 {
                    let hex = String(c.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    private static func xmlEscaped(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
