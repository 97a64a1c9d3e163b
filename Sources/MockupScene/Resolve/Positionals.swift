import MockupSyntax

/// Reads the positional values of a node: bare words are flags from a fixed set,
/// quoted strings are the element's texts in order.
struct Positionals {
    private(set) var flags: [String] = []
    private(set) var texts: [String] = []

    /// Splits `node.arguments`, reporting unknown flags, texts beyond `maxTexts` and
    /// values of other kinds.
    init(_ node: Node, flags allowed: [String], maxTexts: Int, sink: DiagnosticSink) {
        for v in node.arguments {
            switch v.kind {
            case .identifier(let s):
                let lower = s.lowercased()
                if allowed.contains(lower) {
                    flags.append(lower)
                } else if allowed.isEmpty {
                    sink.error(
                        "'\(node.name)' takes no word '\(s)'", at: v.range,
                        notes: ["text must be quoted: \"\(s)\""])
                } else if LanguageNames.isAttribute(lower, of: node.name) {
                    // `title "Inbox"`: an attribute written without its colon.
                    sink.error(
                        "'\(s)' is an attribute of '\(node.name)': write '\(s):' with a colon", at: v.range,
                        notes: ["for example: \(node.name) \(lower): " + Self.example(after: v, in: node)])
                } else {
                    sink.unknown("word for '\(node.name)':", s, at: v.range, candidates: allowed)
                }
            case .string(let s):
                if texts.count < maxTexts {
                    texts.append(s)
                } else {
                    sink.error(
                        "too many texts for '\(node.name)'", at: v.range,
                        notes: [maxTexts == 0
                            ? "'\(node.name)' takes no text"
                            : "'\(node.name)' takes at most \(maxTexts); name the others, e.g. detail: \"…\""])
                }
            default:
                sink.error(
                    "unexpected \(describe(v)) for '\(node.name)'", at: v.range,
                    notes: ["values other than words and texts go in attributes, e.g. key: value"])
            }
        }
    }

    /// The value written after `word` on `node`'s line, as written (`"Inbox"`), or `…`.
    private static func example(after word: Value, in node: Node) -> String {
        guard let i = node.arguments.firstIndex(where: { $0.range == word.range }), i + 1 < node.arguments.count else { return "…" }
        let next = node.arguments[i + 1]
        switch next.kind {
        case .string(let t): return "\"\(t)\""
        case .identifier(let t): return t
        default: return describe(next)
        }
    }

    /// Whether `flag` was written.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The first written flag among `options`.
    func first(of options: [String]) -> String? { flags.first { options.contains($0) } }
}
