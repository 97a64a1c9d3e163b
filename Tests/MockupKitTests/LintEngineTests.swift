import MockupKit
import MockupScene
import Testing

/// Lint through the facade: a compile keeps its document, so any compile can be linted.
@Suite struct LintEngineTests {
    @Test func aCompileIsLintedWithPositionsAndFormattedLikeADiagnostic() throws {
        let engine = try #require(sharedEngine)
        let text = "screen device: iphone-6\nnavigation-bar \"Photos\" opaque\ntoolbar\n  button action\n"
        let r = engine.compile(text: text, path: "lint.mockup")
        #expect(!r.hasErrors)
        let found = r.lint()
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID)" } == ["3:1 L-bar-mixed-translucency"])
        #expect(r.formattedLint().hasPrefix(
            "lint.mockup:3:1: warning: the toolbar is translucent under an opaque navigation bar [L-bar-mixed-translucency]\n    3 | toolbar\n      | ^~~~~~~\n"))
        #expect(r.lint(Linter.Selection(disabled: ["L-bar-mixed-translucency"])).isEmpty)
    }

    @Test func aCompileWithErrorsHasNothingToLint() throws {
        let engine = try #require(sharedEngine)
        let r = engine.compile(text: "screen device: iphone-6\nrounded-rect-button \"A\" bogus: 1\n", path: "bad.mockup")
        #expect(r.hasErrors)
        #expect(r.lint().isEmpty)
    }

    @Test func compileOptionsChangeWhatIsLinted() throws {
        let engine = try #require(sharedEngine)
        let text = "screen device: iphone-6\ntab-bar\n  item featured\n  item more\n"
        #expect(engine.compile(text: text).lint(Linter.Selection(only: ["L-tab-more-landscape"])).isEmpty)
        let landscape = engine.compile(text: text, options: CompileOptions(orientation: .landscape))
        #expect(landscape.lint(Linter.Selection(only: ["L-tab-more-landscape"])).map(\.range.start.line) == [4])
    }
}
