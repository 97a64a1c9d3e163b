import MockupSyntax
import Testing

@Suite struct FormatterTests {
    @Test func unterminatedString() {
        let text = "screen\n\nstatus-bar time: \"9:41\n"
        let result = MockupParser.parse(text: text, path: "samples/bad.mockup")
        let output = DiagnosticFormatter(sources: result.sources).format(result.diagnostics)
        #expect(
            output == """
                samples/bad.mockup:3:18: error: unterminated string
                    3 | status-bar time: "9:41
                      |                  ^~~~~
                      = note: strings end on the same line

                """)
    }

    @Test func tabsAreCopiedAndTwoDigitLines() {
        let text = String(repeating: "a\n", count: 9) + "b\t\"x\" @\r\n"
        let result = MockupParser.parse(text: text, path: "t.mockup")
        let output = DiagnosticFormatter(sources: result.sources).format(result.diagnostics)
        #expect(
            output == """
                t.mockup:10:7: error: unexpected '@'
                    10 | b\t"x" @
                       |  \t    ^
                       = note: expected a name, a "string", a number, a #colour or 'key: value'

                """)
    }

    @Test func withoutSourceOnlyHeaderAndNotes() {
        let d = Diagnostic.error(
            "cannot find file 'x.mockup'", at: SourceRange(start: SourceLocation(file: "x.mockup", line: 1, column: 1), length: 1),
            notes: ["check the path"])
        #expect(
            DiagnosticFormatter(sources: [:]).format(d) == """
                x.mockup:1:1: error: cannot find file 'x.mockup'
                      = note: check the path

                """)
    }
}
