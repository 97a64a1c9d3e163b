import MockupSyntax

/// Checks icon names against the built-in library.
enum IconNames {
    /// The names available in `family` (`tile`, `tab` or `bar`), without the family prefix
    /// and without `.fill` variants.
    static func available(_ family: String) -> [String] {
        IconLibrary.names.compactMap { name in
            guard name.hasPrefix(family + "/"), !name.hasSuffix(".fill") else { return nil }
            return String(name.dropFirst(family.count + 1))
        }
    }

    /// The library's name (without the family prefix) for `written`, an icon name or one
    /// of its aliases in `family`; nil when there is none.
    static func lookup(_ written: String, family: String) -> String? {
        if available(family).contains(written) { return written }
        return IconLibrary.aliases[family]?[written]
    }

    /// Every name `family` accepts (its icons and their aliases), for did-you-mean.
    static func accepted(_ family: String) -> [String] {
        (available(family) + (IconLibrary.aliases[family]?.keys.sorted() ?? [])).sorted()
    }

    /// The icon name written in `v` if it exists in `family`, else reports it.
    static func resolve(_ v: Value, family: String, sink: DiagnosticSink) -> String? {
        switch v.kind {
        case .identifier(let s), .string(let s):
            if let name = lookup(s, family: family) { return name }
            sink.unknown("icon", s, at: v.range, candidates: accepted(family))
            return nil
        default:
            sink.error("'icon' expects an icon name", at: v.range, notes: ["for example icon: gear"])
            return nil
        }
    }
}
