import MockupSyntax
import Testing

/// Control characters from an input never reach the terminal as themselves.
@Suite struct TerminalTextTests {
    @Test func controlCharactersAreShownInTheEscapeForm() {
        #expect(TerminalText.shown("a\u{1B}]0;t\u{07}b\u{9B}2J\r\u{7F}\u{0}") == "a\\u{1B}]0;t\\u{7}b\\u{9B}2J\\u{D}\\u{7F}\\u{0}")
        #expect(TerminalText.shown("tab\tand\nnewline, é, 漢, \u{A0}") == "tab\tand\nnewline, é, 漢, \u{A0}")
    }

    @Test func anEchoedSourceLineIsEscapedWithItsCaretUnderTheEscapedText() {
        let text = "label \"\u{1B}[2J\u{07}漢\" bogus: 1\n"
        let f = DiagnosticFormatter(sources: ["a.mockup": text])
        let d = Diagnostic(
            .error, "unknown attribute 'bogus'",
            at: SourceRange(start: SourceLocation(file: "a.mockup", line: 1, column: 16), length: 5))
        #expect(f.format(d) == """
            a.mockup:1:16: error: unknown attribute 'bogus'
                1 | label "\\u{1B}[2J\\u{7}漢" bogus: 1
                  |                          ^~~~~

            """)
    }
}
