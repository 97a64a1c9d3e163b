/// Turns the tokens of one element line into a `Node` without children.
enum LineParser {
    /// What one line produced: the node (if its name was valid) and any errors.
    struct Result {
        var node: Node?
        var diagnostics: [Diagnostic]
    }

    private static let valueNote = "a value is a name, a \"string\", a number or a #colour"

    /// Parses `chars` from `start` (the first non-blank scalar) to the end of the line.
    static func parse(
        _ chars: [Unicode.Scalar], from start: Int, file: String, line: Int, limits: Limits
    ) -> Result {
        var lexer = Lexer(chars: chars, from: start, file: file, line: line, limits: limits)
        func range(_ t: Token, length: Int? = nil) -> SourceRange {
            SourceRange(
                start: SourceLocation(file: file, line: line, column: t.column), length: max(1, length ?? t.length))
        }
        let nameNote = "an element line starts with a name such as 'button'; values and attributes follow it"

        let first = lexer.next()
        var node: Node
        switch first.kind {
        case .identifier(let name):
            node = Node(name: name, nameRange: range(first))
        case .error(let d):
            return Result(node: nil, diagnostics: [d])
        case .end:
            return Result(node: nil, diagnostics: [])
        case .key(let key):
            return Result(
                node: nil,
                diagnostics: [.error("expected an element name, found '\(key):'", at: range(first), notes: [nameNote])])
        case .value(let value):
            return Result(
                node: nil,
                diagnostics: [
                    .error("expected an element name, found \(describe(value))", at: range(first), notes: [nameNote])
                ])
        }

        // Columns of attributes already seen, to point at the first one of a duplicate.
        var seen: [String: Int] = [:]
        while true {
            let token = lexer.next()
            switch token.kind {
            case .end:
                return Result(node: node, diagnostics: [])
            case .error(let d):
                return Result(node: node, diagnostics: [d])
            case .identifier(let name):
                node.arguments.append(Value(.identifier(name), range: range(token)))
            case .value(let value):
                node.arguments.append(Value(value, range: range(token)))
            case .key(let key):
                let valueToken = lexer.next()
                let value: ValueKind
                switch valueToken.kind {
                case .identifier(let name): value = .identifier(name)
                case .value(let v): value = v
                case .error(let d): return Result(node: node, diagnostics: [d])
                case .end:
                    return Result(
                        node: node,
                        diagnostics: [.error("expected a value after '\(key):'", at: range(token), notes: [valueNote])])
                case .key(let other):
                    return Result(
                        node: node,
                        diagnostics: [
                            .error(
                                "expected a value after '\(key):'", at: range(token),
                                notes: [valueNote, "found the attribute '\(other):'"])
                        ])
                }
                let nameRange = range(token, length: token.length - 1)
                if let firstColumn = seen[key] {
                    return Result(
                        node: node,
                        diagnostics: [
                            .error(
                                "duplicate attribute '\(key)'", at: nameRange,
                                notes: ["'\(key)' was first given at column \(firstColumn)"])
                        ])
                }
                seen[key] = token.column
                node.attributes.append(
                    Attribute(name: key, nameRange: nameRange, value: Value(value, range: range(valueToken))))
            }
        }
    }

    private static func describe(_ value: ValueKind) -> String {
        switch value {
        case .string: return "a string"
        case .number: return "a number"
        case .color: return "a colour"
        case .identifier(let name): return "'\(name)'"
        }
    }
}
