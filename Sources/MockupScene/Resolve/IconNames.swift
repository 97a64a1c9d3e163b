import MockupSyntax

/// Checks icon names against the built-in library.
enum IconNames {
    /// The names available in `family` (`tile` or `tab`), without the family prefix and
    /// without `.fill` variants.
    static func available(_ family: String) -> [String] {
        IconLibrary.names.compactMap { name in
            guard name.hasPrefix(family + "/"), !name.hasSuffix(".fill") else { return nil }
            return String(name.dropFirst(family.count + 1))
        }
    }

    /// The icon name written in `v` if it exists in `family`, else reports it.
    static func resolve(_ v: Value, family: String, sink: DiagnosticSink) -> String? {
        switch v.kind {
        case .identifier(let s), .string(let s):
            let names = available(family)
            if names.contains(s) { return s }
            sink.unknown("icon", s, at: v.range, candidates: names)
            return nil
        default:
            sink.error("'icon' expects an icon name", at: v.range, notes: ["for example icon: gear"])
            return nil
        }
    }
}
