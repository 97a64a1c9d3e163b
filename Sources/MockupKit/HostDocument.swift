import MockupSyntax

/// Where one line of mockup text embedded in another document (a fenced block of a
/// Markdown file) sits in that document.
package struct EmbeddedLine: Sendable, Hashable {
    /// The document's line number (1-based).
    public var line: Int
    /// Unicode scalars of the document line before the embedded text's first scalar
    /// (the indentation and container markers that were taken off).
    public var start: Int
    /// Columns of a partly consumed tab that the embedded text begins with as spaces:
    /// its first `virtual` columns all sit on the tab just before `start`.
    public var virtual: Int

    /// Creates a line mapping.
    public init(line: Int, start: Int, virtual: Int = 0) {
        self.line = line
        self.start = start
        self.virtual = virtual
    }

    /// The document column of the embedded text's column `column` (both 1-based).
    public func column(_ column: Int) -> Int {
        column > virtual ? start + column - virtual : max(1, start)
    }
}

/// A document that holds mockup text (a Markdown file): messages about the embedded
/// text are moved to the document's own lines and columns and echo its lines, in the
/// compiler's `file:line:col: error: …` form with a caret.
package struct HostDocument: Sendable {
    /// The path as shown to the user.
    public let path: String
    /// The whole text (byte order mark removed), for echoing lines.
    public let text: String
    /// The text split into lines once: a document of 20,000 messages must not split
    /// itself 20,000 times.
    private let formatter: DiagnosticFormatter

    /// Creates a host document.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
        formatter = DiagnosticFormatter(sources: [path: text])
    }

    /// An error at `line`:`column` of the document, formatted with the line and a caret.
    public func error(_ message: String, line: Int, column: Int, length: Int = 1, notes: [String] = []) -> String {
        let at = SourceRange(start: SourceLocation(file: path, line: line, column: column), length: length)
        return formatter.format(.error(message, at: at, notes: notes))
    }

    /// The diagnostics of a compile of embedded text (compiled with `path` as its file
    /// name), then its lint findings when `lint` is set, at the document's lines and
    /// columns. A message past the embedded text's last line (the end of the input) is
    /// put on `end`, the document line that closes the block.
    public func format(_ result: CompileResult, lines: [EmbeddedLine], end: Int, lint: Bool) -> String {
        var all = result.diagnostics
        if lint { all += result.lint().map(\.diagnostic) }
        let moved = all.map { d -> Diagnostic in
            guard d.range.start.file == path else { return d }
            var d = d
            let l = d.range.start.line
            if l >= 1 && l <= lines.count {
                d.range.start.line = lines[l - 1].line
                d.range.start.column = lines[l - 1].column(d.range.start.column)
            } else {
                d.range.start.line = end
                d.range.start.column = 1
            }
            return d
        }
        // The embedded text was compiled as `path`: the document's own lines are echoed.
        return moved.isEmpty ? "" : formatter.adding(result.sources).format(moved)
    }

    /// The bytes of the regular file at `path`, at most `limit` of them, read as every
    /// input is (`BoundedFileReader`: a FIFO or folder is refused without blocking; a
    /// symbolic link is refused unless `followSymlinks`). Throws an error whose
    /// description completes "cannot read FILE: …".
    public static func read(_ path: String, limit: Int, noun: String, followSymlinks: Bool) throws -> [UInt8] {
        try BoundedFileReader.read(path, kind: BoundedFileReader.Kind(limit: limit, noun: noun), followSymlinks: followSymlinks)
    }

    /// The closest of `candidates` to a misspelt `name` ("did you mean"), as the
    /// compiler chooses it; nil when none is close.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        Suggestions.closest(to: name, among: candidates)
    }
}
