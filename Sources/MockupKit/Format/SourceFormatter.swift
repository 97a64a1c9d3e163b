import MockupScene
import MockupSyntax

/// What formatting one file gave: its canonical text, or why there is none.
package struct FormatResult: Sendable {
    /// The canonical text; nil when the file has syntax errors (or, never expected, when
    /// the formatted text would not read back as the same elements).
    public var text: String?
    /// The file's syntax errors (empty when `text` is set).
    public var diagnostics: [Diagnostic]
    /// Displayed path → file text, for echoing lines in messages.
    public var sources: [String: String]
    /// Set when the formatter refused its own output: a bug, reported as a failure.
    public var internalError: String?
    /// The bytes that were read (empty when the file could not be read).
    public var original: [UInt8] = []

    /// Whether the file is already in its canonical form.
    public var isCanonical: Bool { text.map { Array($0.utf8) == original } ?? false }

    /// The diagnostics as the compiler-style text `render` prints.
    public var formattedDiagnostics: String {
        DiagnosticFormatter(sources: sources).format(diagnostics)
    }
}

/// `mockup fmt`: rewrites a file in its canonical form (docs/FMT.md) from the lines as
/// written (`SyntaxReader`: comments kept, includes not expanded), never from the
/// resolved scene.
///
/// - two spaces of indentation per nesting level, one space between words;
/// - the element name, then its values and attributes as written, each run of
///   attributes put in the order the resolver declares them
///   (`LanguageNames.attributeOrder`), unknown ones after those in the order written;
/// - quotes as written (see `ValueSpelling` and docs/FMT.md for why none are added or
///   removed), strings, numbers and colours each in one spelling;
/// - comments kept on their line (trailing ones after two spaces), whole-line comments
///   indented with the block they were written in;
/// - at most one blank line in a row, none at the start or end, LF line ends and a
///   final newline.
package enum SourceFormatter {
    /// The largest file formatted (the parser's limit), in bytes.
    public static let maxFileBytes = Limits.default.maxFileBytes

    /// Reads and formats the file at `path`: regular files only (no FIFO, folder or
    /// device), at most `maxFileBytes`; a file that cannot be read is an error at 1:1.
    public static func format(file path: String) -> FormatResult {
        let disk = DiskFileSystem()
        let start = SourceRange(start: SourceLocation(file: path, line: 1, column: 1), length: 1)
        func failure(_ message: String, _ notes: [String] = []) -> FormatResult {
            FormatResult(text: nil, diagnostics: [.error(message, at: start, notes: notes)], sources: [:])
        }
        guard let real = disk.realPath(path) else { return failure("cannot find file '\(path)'", ["check the path"]) }
        do {
            return format(bytes: try disk.read(real), path: path)
        } catch {
            return failure((error as? SourceFileError)?.message(about: "file '\(path)'") ?? "cannot read file '\(path)': \(error)")
        }
    }

    /// Formats `bytes` read as the file `path`.
    public static func format(bytes: [UInt8], path: String, limits: Limits = .default) -> FormatResult {
        let file = SyntaxReader.read(bytes: bytes, path: path, limits: limits)
        guard !file.hasErrors else {
            return FormatResult(text: nil, diagnostics: file.diagnostics, sources: file.sources, original: bytes)
        }
        let text = render(file.lines)
        // The formatted text must read back as the same elements, values and comments.
        let again = SyntaxReader.read(bytes: Array(text.utf8), path: path, limits: limits)
        if again.hasErrors || shape(again.lines) != shape(file.lines) {
            let reason = again.diagnostics.first.map { ": \($0.message) at line \($0.range.start.line)" } ?? ""
            return FormatResult(
                text: nil, diagnostics: [], sources: file.sources,
                internalError: "the formatted text of \(path) would not read back the same\(reason); the file is left as it is (please report this)",
                original: bytes)
        }
        return FormatResult(text: text, diagnostics: [], sources: file.sources, original: bytes)
    }

    /// The canonical text of `lines`.
    static func render(_ lines: [SyntaxLine]) -> String {
        var out = ""
        var pendingBlank = false
        var names: [String] = []  // the element open at each depth
        for line in lines {
            switch line.kind {
            case .blank:
                pendingBlank = !out.isEmpty
            case .comment(let text):
                if pendingBlank { out += "\n" }
                pendingBlank = false
                out += String(repeating: "  ", count: line.depth) + text + "\n"
            case .element(let node, let comment):
                if pendingBlank { out += "\n" }
                pendingBlank = false
                names.removeLast(max(0, names.count - line.depth))
                let parent = names.last
                names.append(node.name)
                var words = [node.name]
                for item in ordered(node, under: parent) {
                    switch item {
                    case .value(let v): words.append(ValueSpelling.spell(v, line: line.text))
                    case .attribute(let a): words.append("\(a.name): " + ValueSpelling.spell(a.value, line: line.text))
                    }
                }
                var written = String(repeating: "  ", count: line.depth) + words.joined(separator: " ")
                if let comment { written += "  " + comment }
                out += written + "\n"
            }
        }
        return out
    }

    /// One word of an element line after its name.
    enum Item {
        case value(Value)
        case attribute(Attribute)
    }

    /// The values and attributes of `node` as written, except that each run of
    /// attributes with no positional value between them is put in the element's
    /// declared order (unknown names after, as written). Positional values never move,
    /// neither among themselves nor past an attribute, and an attribute written right
    /// before a positional value stays right before it: some values are read by where
    /// they stand (`pin at: 200 120`, where 120 is the y that follows x).
    static func ordered(_ node: Node, under parent: String?) -> [Item] {
        let written = (node.arguments.map { (column: $0.range.start.column, item: Item.value($0)) }
            + node.attributes.map { (column: $0.nameRange.start.column, item: Item.attribute($0)) })
            .sorted { $0.column < $1.column }.map(\.item)
        guard let order = LanguageNames.attributeOrder(of: node.name, under: parent) else { return written }
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var out: [Item] = []
        var run: [Attribute] = []
        // `beforeValue`: the run's last attribute stays last, next to the value after it.
        func flush(beforeValue: Bool) {
            let last = beforeValue ? run.popLast() : nil
            out += run.enumerated().sorted { a, b in
                (rank[a.element.name] ?? order.count, a.offset) < (rank[b.element.name] ?? order.count, b.offset)
            }.map { Item.attribute($0.element) }
            if let last { out.append(.attribute(last)) }
            run = []
        }
        for item in written {
            switch item {
            case .attribute(let a): run.append(a)
            case .value:
                flush(beforeValue: true)
                out.append(item)
            }
        }
        flush(beforeValue: false)
        return out
    }

    /// What must survive formatting: each line's depth, element, values in order, which
    /// attributes stand between each two values, and comments; blank lines may not.
    private static func shape(_ lines: [SyntaxLine]) -> [String] {
        lines.compactMap { line in
            switch line.kind {
            case .blank: return nil
            case .comment(let text): return "\(line.depth) # \(text)"
            case .element(let node, let comment):
                // Values in order, with the attributes between each two as a set.
                var words: [String] = []
                var run: [String] = []
                for item in ordered(node, under: nil) {
                    switch item {
                    case .attribute(let a): run.append("\(a.name)=\(a.value.kind)")
                    case .value(let v):
                        words += run.sorted() + ["\(v.kind)"]
                        run = []
                    }
                }
                words += run.sorted()
                return "\(line.depth) \(node.name) \(words) \(comment ?? "")"
            }
        }
    }
}
