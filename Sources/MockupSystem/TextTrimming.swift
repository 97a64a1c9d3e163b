/// String operations of corelibs Foundation that FoundationEssentials lacks, with the
/// same results for the executable's uses (see `MockupSystem.swift`). Checked against
/// Foundation by `TextTrimmingTests`.
extension StringProtocol {
    /// Without leading and trailing spaces and tabs: `trimmingCharacters(in: .whitespaces)`
    /// (tab, Unicode's space separators such as U+00A0, and U+200B, which Foundation's set
    /// holds too), scalar by scalar as Foundation does.
    public func trimmingSpaces() -> String {
        trimmingScalars(Self.isSpace)
    }

    private static func isSpace(_ u: Unicode.Scalar) -> Bool {
        u == "\t" || u.value == 0x200B || u.properties.generalCategory == .spaceSeparator
    }

    /// As `trimmingSpaces`, also dropping line ends at both ends (`.whitespacesAndNewlines`:
    /// U+000A–U+000D, U+0085, U+2028, U+2029).
    public func trimmingSpacesAndNewlines() -> String {
        trimmingScalars {
            Self.isSpace($0) || (0x0A...0x0D).contains($0.value)
                || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x2029
        }
    }

    private func trimmingScalars(_ drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }),
            let last = scalars.lastIndex(where: { !drop($0) })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// The range of the last occurrence of `needle` (`range(of:options: .backwards)`),
    /// found from the end: the SVG closing tag it looks for is at the end of megabytes.
    public func lastRange(of needle: String) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        var i = endIndex
        while i > startIndex {
            i = index(before: i)
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
        }
        return nil
    }
}
