import MockupSyntax
import Testing

@Test func caretStaysUnderTextAfterWideCharacters() {
    let text = "cell \"李雷\" accesory: on\n"
    let r = MockupParser.parse(text: text, path: "w.mockup")
    #expect(!r.hasErrors)
    let attr = r.document.nodes.first?.attributes.first
    #expect(attr?.nameRange.start.column == 11)
    let d = Diagnostic.error("unknown attribute 'accesory'", at: attr?.nameRange ?? SourceRange(start: SourceLocation(file: "w.mockup", line: 1, column: 11), length: 8))
    let lines = DiagnosticFormatter(sources: r.sources).format(d).split(separator: "\n")
    // `cell "李雷" ` is 10 scalars but 12 terminal columns wide.
    #expect(lines[2] == "      | " + String(repeating: " ", count: 12) + "^~~~~~~~")
    // The underline of a CJK string covers its display width.
    let string = r.document.nodes.first?.arguments.first?.range
    let s = Diagnostic.error("x", at: string ?? SourceRange(start: SourceLocation(file: "w.mockup", line: 1, column: 6), length: 4))
    #expect(DiagnosticFormatter(sources: r.sources).format(s).split(separator: "\n")[2] == "      |      ^~~~~~")
}
