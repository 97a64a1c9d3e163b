import MockupScene
import MockupSyntax
import Testing

/// Resolves `text` as a whole file (no includes, no folder), expecting it to parse.
func resolveScreen(_ text: String) -> SceneResult {
    let parsed = MockupParser.parse(text: text, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document, options: SceneOptions())
}

/// "line:column: message [first note]" for each diagnostic: what a test compares.
func diagnosticLines(_ r: SceneResult) -> [String] {
    r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" + ($0.notes.first.map { " [\($0)]" } ?? "") }
}
