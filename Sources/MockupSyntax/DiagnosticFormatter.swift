/// Formats diagnostics the way compilers do:
///
///     samples/bad.mockup:3:18: error: unterminated string
///         3 | status-bar time: "9:41
///           |                  ^~~~~
///           = note: strings end on the same line
///
/// Columns in the header count Unicode scalars; the caret line is padded by display
/// width, so it stays under the text when wide (CJK) characters come before it.
public struct DiagnosticFormatter: Sendable {
    /// Lines of each source, by displayed path.
    private var lines: [String: [String]]

    /// Creates a formatter that echoes lines from `sources` (displayed path → text).
    public init(sources: [String: String]) {
        // Split on scalars: as Characters, "\r\n" is one grapheme and never equals "\n".
        lines = sources.mapValues { text in
            text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                String(line.last == "\r" ? line.dropLast() : line)
            }
        }
    }

    /// This formatter with more sources (displayed path → text); a path it already
    /// has keeps its lines. Only the new texts are split, so a host document formats
    /// many small compiles without splitting itself again each time.
    public func adding(_ sources: [String: String]) -> DiagnosticFormatter {
        var more = DiagnosticFormatter(sources: sources.filter { lines[$0.key] == nil })
        more.lines.merge(lines) { _, own in own }
        return more
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
            // Control characters are echoed escaped (`TerminalText`): a line must not
            // retitle or clear the terminal that shows it.
            out += "    \(number) | \(TerminalText.shown(text))\n"
            // Copy tabs from the echoed line so the caret stays aligned with them.
            let before = text.unicodeScalars.prefix(max(0, start.column - 1)).map {
                $0 == "\t" ? "\t" : String(repeating: " ", count: $0.shownWidth)
            }
            let padding = before.joined() + String(repeating: " ", count: max(0, start.column - 1 - before.count))
            let available = max(1, text.unicodeScalars.count - (start.column - 1))
            let length = min(max(1, d.range.length), available)
            // Underline by display width too: a CJK string takes two columns a character.
            let covered = text.unicodeScalars.dropFirst(max(0, start.column - 1)).prefix(length)
            let width = max(1, covered.reduce(0) { $0 + $1.shownWidth })
            out += "\(gutter) | \(padding)^" + String(repeating: "~", count: width - 1) + "\n"
        }
        for note in d.notes {
            out += "\(gutter) = note: \(note)\n"
        }
        return out
    }

    /// How many diagnostics a text listing shows before it stops, as compilers do
    /// (clang stops after 20): a file of 20,000 unknown lines would otherwise print
    /// for seconds and bury the first, useful, message. JSON output lists them all.
    public static let printLimit = 50

    /// Several diagnostics, one after another: the first `limit`, then one line that
    /// counts the rest by severity (`file: note: 19,951 more errors not shown …`), named
    /// after the first diagnostic's file (a compile's includes count with its file).
    public func format(_ ds: [Diagnostic], limit: Int = DiagnosticFormatter.printLimit) -> String {
        guard ds.count > limit else { return ds.map(format).joined() }
        let shown = max(0, limit)
        let rest = ds.dropFirst(shown)
        var counts: [String] = []
        for (severity, one, many) in [(Diagnostic.Severity.error, "error", "errors"), (.warning, "warning", "warnings"), (.note, "note", "notes")] {
            let n = rest.filter { $0.severity == severity }.count
            if n > 0 { counts.append("\(Self.grouped(n)) more \(n == 1 ? one : many)") }
        }
        let file = ds.first?.range.start.file ?? ""
        let prefix = file.isEmpty ? "" : "\(file): "
        return ds.prefix(shown).map(format).joined()
            + "\(prefix)note: \(counts.joined(separator: " and ")) not shown (\(shown) shown; "
            + "`mockup check` and `mockup lint` list every one with `--format json`)\n"
    }

    /// `20001` as `20,001`.
    private static func grouped(_ n: Int) -> String {
        var digits = Array(String(n))
        var i = digits.count - 3
        while i > 0 {
            digits.insert(",", at: i)
            i -= 3
        }
        return String(digits)
    }
}

extension Unicode.Scalar {
    /// East Asian wide and full-width characters, which terminals draw two columns wide.
    var isWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Columns the scalar takes when echoed: its escape's length for a control
    /// character (`TerminalText`), two for a wide one, else one.
    var shownWidth: Int {
        if let e = TerminalText.escape(self) { return e.count }
        return isWide ? 2 : 1
    }
}
