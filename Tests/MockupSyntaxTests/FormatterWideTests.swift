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

@Test func listingsPastTheLimitCountTheRestByKind() {
    let at = SourceRange(start: SourceLocation(file: "f.mockup", line: 1, column: 1), length: 1)
    let ds = [Diagnostic.error("a", at: at), .warning("b", at: at), .error("c", at: at), .warning("d", at: at)]
    let text = DiagnosticFormatter(sources: [:]).format(ds, limit: 1)
    #expect(text.hasPrefix("f.mockup:1:1: error: a\n"))
    #expect(text.hasSuffix(
        "f.mockup: note: 1 more error and 2 more warnings not shown (1 shown; `mockup check` and `mockup lint` list every one with `--format json`)\n"))
    #expect(DiagnosticFormatter(sources: [:]).format(ds, limit: 4) == ds.map(DiagnosticFormatter(sources: [:]).format).joined())
}
