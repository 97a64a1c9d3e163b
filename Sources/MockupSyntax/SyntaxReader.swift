/// One line of a file as written: what a formatter needs and `MockupParser` drops
/// (comments, blank lines, include lines left unexpanded), with each element's depth.
public struct SyntaxLine: Sendable, Hashable {
    /// What the line holds.
    public enum Kind: Sendable, Hashable {
        /// An element line (its node has no children: depth says where it belongs) and
        /// its trailing comment, `#` included, trailing blanks removed.
        case element(Node, comment: String?)
        /// A line holding only a comment, `#` included, trailing blanks (and carriage
        /// returns) removed.
        case comment(String)
        /// An empty line or one of blanks only.
        case blank
    }

    public var kind: Kind
    /// Nesting depth: 0 at the top level, 1 under a top-level element… For a comment
    /// line, the number of open elements indented less than the comment (so a comment
    /// stays with the block it was written in); 0 for blank lines.
    public var depth: Int
    /// 1-based line number in the file.
    public var line: Int
    /// The line's text (without its line break), for spelling values as written.
    public var text: String
}

/// A file read line by line, without expanding includes.
public struct SyntaxFile: Sendable {
    /// Every line of the file, in order (empty when the file could not be decoded).
    public var lines: [SyntaxLine]
    /// Syntax errors: the same lexical, indentation and limit errors `MockupParser`
    /// reports for this file (include targets are not read).
    public var diagnostics: [Diagnostic]
    /// Displayed path → file text, for echoing source lines in messages.
    public var sources: [String: String]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads one file into `SyntaxLine`s with the parser's own lexer and indentation rules;
/// `mockup fmt` works on these. `MockupParser` is untouched and does not use it.
public enum SyntaxReader {
    /// Reads `bytes` as the file `path`.
    public static func read(bytes: [UInt8], path: String, limits: Limits = .default) -> SyntaxFile {
        var session = ParseSession(fileSystem: nil, rootReal: nil, rootDisplay: ".", limits: limits)
        guard let decoded = MockupParser.decode(bytes, file: path, session: &session) else {
            return SyntaxFile(lines: [], diagnostics: session.diagnostics, sources: session.sources)
        }
        var reader = LineReader(file: path, limits: limits)
        let lines = decoded.enumerated().map { reader.read($1, line: $0 + 1) }
        return SyntaxFile(lines: lines, diagnostics: reader.diagnostics, sources: session.sources)
    }
}

/// The indentation bookkeeping of `DocumentBuilder`, for one file and no expansion.
private struct LineReader {
    let file: String
    let limits: Limits
    var diagnostics: [Diagnostic] = []
    /// Indentation of the open element lines, outermost first, and whether each is an include.
    private var stack: [(indent: Int, isInclude: Bool)] = []
    private var nodes = 0

    init(file: String, limits: Limits) {
        self.file = file
        self.limits = limits
    }

    mutating func read(_ chars: [Unicode.Scalar], line: Int) -> SyntaxLine {
        let text = Lexer.string(chars[...])
        var indent = 0
        var firstTab: Int?
        while indent < chars.count, Lexer.isBlank(chars[indent]) {
            if chars[indent] == "\t", firstTab == nil { firstTab = indent }
            indent += 1
        }
        if indent == chars.count { return SyntaxLine(kind: .blank, depth: 0, line: line, text: text) }
        if chars[indent] == "#" {
            let depth = stack.filter { $0.indent < indent }.count
            return SyntaxLine(kind: .comment(trimmed(chars[indent...])), depth: depth, line: line, text: text)
        }
        func at(_ column: Int) -> SourceRange {
            SourceRange(start: SourceLocation(file: file, line: line, column: column), length: 1)
        }
        // Errors leave the line out of the tree; the depth then no longer matters, as a
        // file with errors is never rewritten.
        let skipped = SyntaxLine(kind: .blank, depth: 0, line: line, text: text)
        if chars.count > limits.maxLineLength {
            diagnostics.append(
                .error(
                    "line is too long (\(chars.count) characters)", at: at(limits.maxLineLength + 1),
                    notes: ["lines hold at most \(limits.maxLineLength) characters"]))
            return skipped
        }
        if let tab = firstTab {
            diagnostics.append(.error("tab in indentation", at: at(tab + 1), notes: ["use spaces to indent"]))
            return skipped
        }
        let parsed = LineParser.parse(chars, from: indent, file: file, line: line, limits: limits)
        diagnostics += parsed.diagnostics
        let depth = place(indent: indent, range: at(indent + 1))
        guard let node = parsed.node else { return skipped }
        if depth + 1 > limits.maxNestingDepth {
            diagnostics.append(
                .error(
                    "elements are nested too deeply", at: node.nameRange,
                    notes: ["at most \(limits.maxNestingDepth) levels of nesting, counting included files"]))
        }
        stack[stack.count - 1].isInclude = node.name == "include"
        if node.name != "include" {
            nodes += 1
            if nodes == limits.maxNodes + 1 {
                diagnostics.append(
                    .error(
                        "too many elements", at: node.nameRange,
                        notes: ["a document holds at most \(limits.maxNodes) elements, counting included files"]))
            }
        }
        return SyntaxLine(kind: .element(node, comment: trailingComment(chars, from: indent, line: line)), depth: depth, line: line, text: text)
    }

    /// Pops the lines a line at `indent` closes, pushes it, and returns its depth;
    /// reports the indentation errors `DocumentBuilder.place` reports.
    private mutating func place(indent: Int, range: SourceRange) -> Int {
        var popped: Int?
        while let top = stack.last, top.indent > indent {
            popped = top.indent
            stack.removeLast()
        }
        if let top = stack.last, top.indent == indent {
            stack.removeLast()
        } else if stack.isEmpty, indent != 0 {
            if let popped {
                diagnostics.append(.error("inconsistent indentation", at: range, notes: ["expected 0 or \(popped) spaces"]))
            } else {
                diagnostics.append(
                    .error(
                        "unexpected indentation", at: range,
                        notes: ["expected 0 spaces: the first element starts in column 1"]))
            }
        } else if let popped {
            let lower = stack.last?.indent ?? 0
            diagnostics.append(
                .error("inconsistent indentation", at: range, notes: ["expected \(lower) or \(popped) spaces"]))
        }
        if let top = stack.last, top.isInclude {
            diagnostics.append(
                .error(
                    "unexpected indentation under 'include'", at: range,
                    notes: ["an include line cannot have children; indent the lines inside the included file"]))
        }
        stack.append((indent, false))
        return stack.count - 1
    }

    /// The comment the lexer stopped at (`# …` after the last token), if any.
    private func trailingComment(_ chars: [Unicode.Scalar], from start: Int, line: Int) -> String? {
        var lexer = Lexer(chars: chars, from: start, file: file, line: line, limits: limits)
        while true {
            let token = lexer.next()
            switch token.kind {
            case .end:
                let at = token.column - 1
                return at < chars.count && chars[at] == "#" ? trimmed(chars[at...]) : nil
            case .error: return nil
            default: continue
            }
        }
    }

    /// A comment without the blanks (and carriage returns) that end its line.
    private func trimmed(_ chars: ArraySlice<Unicode.Scalar>) -> String {
        var end = chars.endIndex
        while end > chars.startIndex, Lexer.isBlank(chars[end - 1]) || chars[end - 1] == "\r" { end -= 1 }
        return Lexer.string(chars[chars.startIndex..<end])
    }
}
