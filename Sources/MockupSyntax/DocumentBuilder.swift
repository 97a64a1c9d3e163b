/// State shared by the main file and all its includes while parsing.
struct ParseSession {
    let fileSystem: (any SourceFileSystem)?
    /// Real path of the project root; includes must resolve inside it.
    let rootReal: String?
    /// The root as the user gave it, for messages.
    let rootDisplay: String
    let limits: Limits
    var diagnostics: [Diagnostic] = []
    var sources: [String: String] = [:]
    var nodeCount = 0
    /// Include lines expanded so far, across all files.
    var includeCount = 0
    /// Bytes read so far: the main file and each include as often as it is expanded.
    var totalBytes = 0
    /// Every file an include line looked for (as displayed), found or not.
    var includes: Set<String> = []
    /// Set when the node limit is hit: parsing stops everywhere.
    var aborted = false
}

/// One file being parsed.
struct SourceUnit {
    /// Path shown in diagnostics.
    var display: String
    /// Resolved path, when the file exists in the file system.
    var real: String?
    /// Resolved directory that relative includes start from.
    var realDirectory: String?
}

/// Builds the node tree of one file from its lines using indentation.
struct DocumentBuilder {
    /// An open element line: children are added until a line at its indentation or less.
    private struct Frame {
        enum Kind {
            case element(Node)
            /// The expanded nodes of an include line (which cannot have children).
            case include([Node])
            /// A line whose node was dropped; its children are dropped silently.
            case discard
        }
        var indent: Int
        var kind: Kind
        /// Children collected so far (kept apart from `kind` so appending stays in place).
        var children: [Node] = []
        var reportedChild = false
    }

    let unit: SourceUnit
    /// Files including this one, outermost first (real path or display path as key).
    let chain: [(display: String, key: String)]
    /// Nesting depth of the element this file's top level is inserted under.
    let baseDepth: Int

    private var stack: [Frame] = []
    private var roots: [Node] = []

    init(unit: SourceUnit, chain: [(display: String, key: String)], baseDepth: Int) {
        self.unit = unit
        self.chain = chain
        self.baseDepth = baseDepth
    }

    /// Parses decoded lines into top-level nodes (includes expanded).
    mutating func build(_ lines: [[Unicode.Scalar]], session: inout ParseSession) -> [Node] {
        let limits = session.limits
        for (offset, chars) in lines.enumerated() {
            if session.aborted { break }
            let lineNumber = offset + 1
            var indent = 0
            var firstTab: Int?
            while indent < chars.count, Lexer.isBlank(chars[indent]) {
                if chars[indent] == "\t", firstTab == nil { firstTab = indent }
                indent += 1
            }
            if indent == chars.count || chars[indent] == "#" { continue }  // blank or comment
            func at(_ column: Int, _ length: Int = 1) -> SourceRange {
                SourceRange(start: SourceLocation(file: unit.display, line: lineNumber, column: column), length: length)
            }
            if chars.count > limits.maxLineLength {
                session.diagnostics.append(
                    .error(
                        "line is too long (\(chars.count) characters)", at: at(limits.maxLineLength + 1),
                        notes: ["lines hold at most \(limits.maxLineLength) characters"]))
                if firstTab == nil, place(indent: indent, column: indent + 1, line: lineNumber, session: &session) {
                    stack.append(Frame(indent: indent, kind: .discard))
                }
                continue
            }
            if let tab = firstTab {
                // The line's level is unknown, so it is skipped rather than guessed.
                session.diagnostics.append(
                    .error(
                        "tab in indentation", at: at(tab + 1),
                        notes: ["use spaces to indent"]))
                continue
            }
            let parsed = LineParser.parse(
                chars, from: indent, file: unit.display, line: lineNumber, limits: limits)
            session.diagnostics += parsed.diagnostics
            guard place(indent: indent, column: indent + 1, line: lineNumber, session: &session) else { continue }
            guard let node = parsed.node else {
                stack.append(Frame(indent: indent, kind: .discard))
                continue
            }
            let depth = baseDepth + stack.count + 1
            if depth > limits.maxNestingDepth {
                session.diagnostics.append(
                    .error(
                        "elements are nested too deeply", at: node.nameRange,
                        notes: ["at most \(limits.maxNestingDepth) levels of nesting, counting included files"]))
                stack.append(Frame(indent: indent, kind: .discard))
                continue
            }
            if node.name == "include" {
                session.includeCount += 1
                if session.includeCount > limits.maxIncludes {
                    session.diagnostics.append(
                        .error(
                            "too many includes", at: node.nameRange,
                            notes: ["a document expands at most \(limits.maxIncludes) include lines, counting included files"]))
                    session.aborted = true
                    break
                }
                let nodes =
                    parsed.diagnostics.isEmpty ? include(node, depth: depth - 1, session: &session) : []
                stack.append(Frame(indent: indent, kind: .include(nodes)))
                continue
            }
            session.nodeCount += 1
            if session.nodeCount > limits.maxNodes {
                session.diagnostics.append(
                    .error(
                        "too many elements", at: node.nameRange,
                        notes: ["a document holds at most \(limits.maxNodes) elements, counting included files"]))
                session.aborted = true
                break
            }
            stack.append(Frame(indent: indent, kind: .element(node)))
        }
        while !stack.isEmpty { closeTop() }
        return roots
    }

    /// Closes the lines that a line at `indent` ends; reports bad indentation.
    /// Returns false if the line must be skipped (it sits under an include or a dropped line).
    private mutating func place(indent: Int, column: Int, line: Int, session: inout ParseSession) -> Bool {
        let range = SourceRange(start: SourceLocation(file: unit.display, line: line, column: column), length: 1)
        var popped: Int?
        while let top = stack.last, top.indent > indent {
            popped = top.indent
            closeTop()
        }
        if let top = stack.last, top.indent == indent {
            closeTop()
        } else if stack.isEmpty {
            if indent != 0, let popped {
                session.diagnostics.append(
                    .error("inconsistent indentation", at: range, notes: ["expected 0 or \(popped) spaces"]))
            } else if indent != 0 {
                session.diagnostics.append(
                    .error(
                        "unexpected indentation", at: range,
                        notes: ["expected 0 spaces: the first element starts in column 1"]))
            }
        } else if let popped {
            // A dedent to a level no enclosing element uses; the line is kept as a child.
            let lower = stack.last?.indent ?? 0
            session.diagnostics.append(
                .error("inconsistent indentation", at: range, notes: ["expected \(lower) or \(popped) spaces"]))
        }
        // The line is a child of the top frame (if any), unless that cannot have children.
        if let top = stack.last {
            switch top.kind {
            case .element:
                break
            case .discard:
                stack.append(Frame(indent: indent, kind: .discard))
                return false
            case .include:
                if !top.reportedChild {
                    stack[stack.count - 1].reportedChild = true
                    session.diagnostics.append(
                        .error(
                            "unexpected indentation under 'include'", at: range,
                            notes: ["an include line cannot have children; indent the lines inside the included file"]))
                }
                stack.append(Frame(indent: indent, kind: .discard))
                return false
            }
        }
        return true
    }

    private mutating func closeTop() {
        guard let frame = stack.popLast() else { return }
        let nodes: [Node]
        switch frame.kind {
        case .element(var node):
            node.children = frame.children
            nodes = [node]
        case .include(let included): nodes = included
        case .discard: nodes = []
        }
        guard !nodes.isEmpty else { return }
        if stack.isEmpty {
            roots += nodes
        } else if case .element = stack[stack.count - 1].kind {
            stack[stack.count - 1].children += nodes
        }
    }
}
