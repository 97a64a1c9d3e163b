/// A Markdown document as lines, each with its own line ending, so that a rewrite keeps
/// every byte it does not mean to change (CRLF lines stay CRLF, a missing final newline
/// stays missing, a byte order mark stays).
struct MarkdownText: Equatable {
    /// Line texts without their endings.
    var lines: [String]
    /// Each line's ending: "\n", "\r\n", or "" for a last line without one.
    var endings: [String]
    var byteOrderMark: Bool

    /// Splits decoded text (byte order mark already removed) into lines.
    init(text: String, byteOrderMark: Bool) {
        self.byteOrderMark = byteOrderMark
        lines = []
        endings = []
        var current = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            if s == "\n" {
                if current.unicodeScalars.last == "\r" {
                    current.unicodeScalars.removeLast()
                    endings.append("\r\n")
                } else {
                    endings.append("\n")
                }
                lines.append(current)
                current = ""
            } else {
                current.unicodeScalars.append(s)
            }
        }
        if !current.isEmpty {
            lines.append(current)
            endings.append("")
        }
    }

    /// The ending new lines get: the document's first one, "\n" when it has none.
    var newline: String { endings.first { !$0.isEmpty } ?? "\n" }

    /// The text with `edits` applied (line ranges replaced by new lines, in order, not
    /// overlapping). New lines take `newline`; the document's last line keeps having
    /// (or not having) a final line ending.
    func applying(_ edits: [LineEdit]) -> String {
        var out: [(text: String, ending: String)] = []
        var next = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            for i in next..<edit.range.lowerBound { out.append((lines[i], endings[i])) }
            for l in edit.lines { out.append((l, "")) }
            next = edit.range.upperBound
        }
        for i in next..<lines.count { out.append((lines[i], endings[i])) }
        let finalNewline = endings.last.map { !$0.isEmpty } ?? true
        var text = byteOrderMark ? "\u{FEFF}" : ""
        for (i, line) in out.enumerated() {
            text += line.text
            if i < out.count - 1 || finalNewline { text += line.ending.isEmpty ? newline : line.ending }
        }
        return text
    }

    /// The text as read.
    var original: String { applying([]) }
}

/// Lines `range` (0-based) of a document replaced by `lines`.
struct LineEdit {
    var range: Range<Int>
    var lines: [String]
}

/// A cursor over one line that counts columns as CommonMark does (a tab advances to
/// the next multiple of 4) and can take part of a tab, as list items and fenced blocks
/// inside them do.
struct LineCursor {
    let s: [Unicode.Scalar]
    /// Index of the next scalar.
    var i = 0
    /// Column of the cursor.
    var column = 0
    /// Columns of the tab before `i` not yet taken.
    var virtual = 0

    init(_ text: String) { s = Array(text.unicodeScalars) }

    /// Columns of spaces and tabs ahead.
    var indent: Int {
        var width = virtual
        var c = column + virtual
        var j = i
        while j < s.count {
            if s[j] == " " {
                width += 1
                c += 1
            } else if s[j] == "\t" {
                let t = 4 - c % 4
                width += t
                c += t
            } else {
                break
            }
            j += 1
        }
        return width
    }

    /// The index of the first scalar that is not a space or tab.
    var firstNonBlank: Int {
        var j = i
        while j < s.count, s[j] == " " || s[j] == "\t" { j += 1 }
        return j
    }

    var isBlank: Bool { firstNonBlank == s.count }

    /// The scalar after the indentation.
    var next: Unicode.Scalar? { firstNonBlank < s.count ? s[firstNonBlank] : nil }

    /// Takes `n` columns of whitespace (fewer if the whitespace ends).
    mutating func advance(columns n: Int) {
        var n = n
        while n > 0 {
            if virtual > 0 {
                let k = min(virtual, n)
                virtual -= k
                column += k
                n -= k
                continue
            }
            guard i < s.count else { return }
            if s[i] == " " {
                i += 1
                column += 1
                n -= 1
            } else if s[i] == "\t" {
                let t = 4 - column % 4
                i += 1
                if t <= n {
                    column += t
                    n -= t
                } else {
                    column += n
                    virtual = t - n
                    n = 0
                }
            } else {
                return
            }
        }
    }

    /// Takes every space and tab ahead.
    mutating func skipIndent() { advance(columns: indent) }

    /// Takes one scalar that is not whitespace (a marker character).
    mutating func take() {
        virtual = 0
        i += 1
        column += 1
    }

    /// What is left: the untaken tab columns as spaces, then the rest of the line.
    var rest: String {
        var out = String(repeating: " ", count: virtual)
        out.unicodeScalars.append(contentsOf: s[min(i, s.count)...])
        return out
    }
}
