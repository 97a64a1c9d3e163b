import MockupScene
import MockupSyntax
import Testing

@testable import MockupLint

/// Lint's work grows with the findings, not with findings times elements: the
/// suppression sweep counts its steps, and a screen of 32,000 warnings lints whole.
@Suite struct LintScaleTests {
    /// 16,000 buttons under a stack whose line turns L-title-case off and 16,000 outside.
    private static let text: String = {
        let buttons = String(repeating: "  button \"a\"\n", count: 16_000)
        let outside = String(repeating: "button \"a\"\n", count: 16_000)
        return "screen\nstack  # lint: disable L-title-case\n" + buttons + outside
    }()

    @Test func blockCommentsAreAnsweredInOneSweep() throws {
        let parsed = MockupParser.parse(text: Self.text, path: "t.mockup")
        let scene = SceneResolver.resolve(parsed.document, options: SceneOptions())
        let screen = try #require(scene.screen)
        let scope = LintScope(screen: screen, document: parsed.document, kinds: scene.kinds)
        let findings = (0..<32_000).map { (id: "L-title-case", at: SourceLocation(file: "t.mockup", line: $0 + 3, column: 8)) }
        let (suppressed, steps) = Suppressions(parsed.sources).blockSuppressed(findings, blocks: scope.blocks)
        #expect(suppressed.filter { $0 }.count == 16_000)
        #expect(suppressed[15_999] && !suppressed[16_000])
        // One step per finding and per opened or closed comment id: a scan of every
        // element per finding would take 32,000 × 32,001.
        #expect(steps <= 32_000 + 2 * 2)
    }

    @Test func thirtyTwoThousandWarningsLintWhole() throws {
        let parsed = MockupParser.parse(text: Self.text, path: "t.mockup")
        let scene = SceneResolver.resolve(parsed.document, options: SceneOptions())
        let screen = try #require(scene.screen)
        let found = Linter.lint(screen: screen, document: parsed.document, kinds: scene.kinds, sources: parsed.sources)
        #expect(found.count == 16_000)
        #expect(found.first.map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID)" } == "16003:8 L-title-case")
        #expect(found.last.map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID)" } == "32002:8 L-title-case")
    }
}
