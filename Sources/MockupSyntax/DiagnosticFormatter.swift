/// Formats diagnostics the way compilers do:
///
///     samples/bad.mockup:3:18: error: unterminated string
///         3 | status-bar time: "9:41
///           |                  ^~~~~
///           = note: strings end on the same line
///
/// The caret is placed by counting Unicode scalars, so under wide (CJK) text in a
/// terminal it may drift to the left.
public struct DiagnosticFormatter: Sendable {
    /// Lines of each source, by displayed path.
    private let lines: [String: [String]]

    /// Creates a formatter that echoes lines from `sources` (displayed path → text).
    public init(sources: [String: String]) {
        // Split on scalars: as Characters, "\r\n" is one grapheme and never equals "\n".
        lines = sources.mapValues { text in
            text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                String(line.last == "\r" ? line.dropLast() : line)
            }
        }
    }

    /// One diagnostic: the header line, the source line with a caret when the line
    /// is known, then one line per note; every line ends with a newline.
    public func format(_ d: Diagnostic) -> String {
        let start = d.range.start
        var out = "\(start.file):\(start.line):\(start.column): \(d.severity.rawValue): \(d.message)\n"
        let number = String(start.line)
        let gutter = String(repeating: " ", count: 4 + number.count)
        if let fileLines = lines[start.file], start.line >= 1, start.line <= fileLines.count {
            let text = fileLines[start.line - 1]
            out += "    \(number) | \(text)\n"
            // Copy tabs from the echoed line so the caret stays aligned with them.
            let before = text.unicodeScalars.prefix(max(0, start.column - 1)).map { $0 == "\t" ? "\t" : " " }
            let padding = before.joined() + String(repeating: " ", count: max(0, start.column - 1 - before.count))
            let available = max(1, text.unicodeScalars.count - (start.column - 1))
            let length = min(max(1, d.range.length), available)
            out += "\(gutter) | \(padding)^" + String(repeating: "~", count: length - 1) + "\n"
        }
        for note in d.notes {
            out += "\(gutter) = note: \(note)\n"
        }
        return out
    }

    /// Several diagnostics, one after another.
    public func format(_ ds: [Diagnostic]) -> String {
        ds.map(format).joined()
    }
}
