/// The JSON of `JSONSerialization.data(withJSONObject:options: [.prettyPrinted,
/// .sortedKeys, .withoutEscapingSlashes])` for what `mockup lint`/`check` write
/// (objects, arrays, strings, integers, booleans, null), without corelibs Foundation
/// (see `MockupSystem.swift`): two-space indents, `"key" : value`, empty containers as
/// `{\n\n}`, keys in `NaturalOrder`. Checked against `JSONSerialization` by
/// `JSONTextTests`.
public enum JSONText {
    /// A value JSON cannot hold (Foundation throws too).
    public struct UnsupportedValue: Error, CustomStringConvertible {
        /// The value's type.
        public let type: String
        public var description: String { "cannot write a \(type) as JSON" }
    }

    /// `object` as pretty-printed JSON with sorted keys.
    public static func pretty(_ object: Any) throws -> String {
        var out = ""
        try write(object, indent: "", into: &out)
        return out
    }

    private static func write(_ value: Any, indent: String, into out: inout String) throws {
        let inner = indent + "  "
        if value is Null {
            out += "null"
        } else if type(of: value) == Bool.self, let b = value as? Bool {
            out += b ? "true" : "false"
        } else if let s = value as? String {
            out += quoted(s)
        } else if let i = value as? Int {
            out += String(i)
        } else if let object = value as? [String: Any] {
            out += "{\n"
            for (n, key) in object.keys.sorted(by: NaturalOrder.precedes).enumerated() {
                out += (n > 0 ? ",\n" : "") + inner + quoted(key) + " : "
                try write(object[key]!, indent: inner, into: &out)
            }
            out += "\n" + indent + "}"
        } else if let array = value as? [Any] {
            out += "[\n"
            for (n, item) in array.enumerated() {
                out += (n > 0 ? ",\n" : "") + inner
                try write(item, indent: inner, into: &out)
            }
            out += "\n" + indent + "]"
        } else {
            throw UnsupportedValue(type: "\(type(of: value))")
        }
    }

    /// A JSON string: quote, backslash and control characters escaped, "/" and
    /// everything else as it is. Backspace and form feed are `\b` and `\f` as
    /// `JSONSerialization` writes them, or `\u0008` and `\u000c` without
    /// `namedBackspaceAndFormFeed` (the hand-off spec's spelling).
    public static func quoted(_ s: String, namedBackspaceAndFormFeed: Bool = true) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}" where namedBackspaceAndFormFeed: out += "\\b"
            case "\u{0C}" where namedBackspaceAndFormFeed: out += "\\f"
            case _ where u.value < 0x20: out += PrintfText.format("\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}

extension JSONText {
    /// JSON's `null` (Foundation's `NSNull()`).
    public struct Null: Sendable {}

    /// The value written as `null`.
    public static let null = Null()
}
