import MockupSyntax

/// Text no pinned font can draw would print as boxes: each quoted text holding such
/// characters is a warning at its place, naming them (U+…).
enum UndrawableText {
    /// At most this many characters are named in one warning.
    static let named = 5

    /// `U+00E9`: at least four hex digits.
    static func codePoint(_ s: Unicode.Scalar) -> String {
        let hex = String(s.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func check(_ nodes: [Node], canDraw: (Unicode.Scalar) -> Bool, sink: DiagnosticSink) {
        for node in nodes {
            for v in node.arguments + node.attributes.map(\.value) {
                guard case .string(let text) = v.kind else { continue }
                var missing: [Unicode.Scalar] = []
                for s in text.unicodeScalars where !canDraw(s) && !missing.contains(s) { missing.append(s) }
                guard !missing.isEmpty else { continue }
                let names = missing.prefix(named).map { s in "\(codePoint(s)) (\(s))" }
                let more = missing.count > named ? " and \(missing.count - named) more" : ""
                sink.warning(
                    missing.count == 1
                        ? "no pinned font can draw \(names[0]); it would print as a box"
                        : "no pinned font can draw \(names.joined(separator: ", "))\(more); they would print as boxes",
                    at: v.range,
                    notes: ["docs/LANGUAGE.md (Text in every language) lists the scripts the pinned fonts draw"])
            }
            check(node.children, canDraw: canDraw, sink: sink)
        }
    }
}
