/// The first difference between a file and its canonical form, as `mockup fmt --check`
/// shows it on standard error:
///
///     samples/a.mockup:3: not formatted
///       -     label   "Hi"
///       +   label "Hi"
enum FormatDifference {
    /// A few lines about where `original` and `formatted` first differ.
    static func hint(original: [UInt8], formatted: String, path: String) -> String {
        let old = String(decoding: original, as: UTF8.self)
        let before = lines(old)
        let after = lines(formatted)
        var index = 0
        while index < before.count, index < after.count, before[index] == after[index] { index += 1 }
        let number = index + 1
        let oldLine = index < before.count ? before[index] : nil
        let newLine = index < after.count ? after[index] : nil
        var reason = "not formatted"
        if original.starts(with: [0xEF, 0xBB, 0xBF]) {
            reason = "not formatted (byte order mark)"
        } else if let oldLine, let newLine, oldLine == newLine + "\r" {
            reason = "not formatted (CRLF line end)"
        } else if oldLine == nil && newLine == nil {
            reason = "not formatted (final newline)"
        }
        var out = "\(path):\(number): \(reason)\n"
        if let oldLine { out += "  - " + visible(oldLine) + "\n" }
        if let newLine { out += "  + " + visible(newLine) + "\n" }
        return out
    }

    /// Lines split on LF only, so a CR stays visible as part of its line; a text's final
    /// newline ends its last line rather than starting an empty one.
    private static func lines(_ text: String) -> [String] {
        var parts = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        if text.hasSuffix("\n") { parts.removeLast() }
        return parts
    }

    /// Tabs and carriage returns shown as `→` and `␍`, so that the difference shows.
    private static func visible(_ line: String) -> String {
        var out = ""
        for c in line.unicodeScalars {
            switch c {
            case "\t": out += "→"
            case "\r": out += "␍"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
