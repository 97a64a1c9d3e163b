import MockupScene
import MockupSyntax
import Testing

/// `lang:` and `direction:` on screens and views, and text no font draws.
@Suite struct LanguageResolverTests {
    @Test func screenAndViewLanguages() throws {
        let r = resolveScreen("""
            screen lang: ja direction: rtl ios: 9
            label "直" lang: zh-Hant
            """)
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        let screen = try #require(r.screen)
        #expect(screen.language.hanForms == .japanese && screen.direction == .rtl)
        #expect(screen.content.first?.placement.language?.hanForms == .traditionalChinese)
        // Arabic implies right to left from iOS 9; iOS 7 and 8 never mirror.
        #expect(resolveScreen("screen lang: ar").screen?.direction == .rtl)
        #expect(resolveScreen("screen lang: ar ios: 7 device: iphone-5").screen?.direction == .ltr)
    }

    @Test func unknownLanguagesSuggestTags() {
        let r = resolveScreen("screen lang: jp\nlabel \"x\" lang: kr\n")
        #expect(diagnosticLines(r) == [
            "1:14: unknown language 'jp' [did you mean 'ja'?]",
            "2:17: unknown language 'kr' [did you mean 'ko'?]",
        ])
    }

    @Test func textNoFontDrawsIsAWarningNamingTheCharacters() {
        let parsed = MockupParser.parse(text: "screen\nlabel \"ok Ꭰ ᚠ\"\nlabel \"fine\"\n", path: "t.mockup")
        var options = SceneOptions()
        options.canDraw = { $0.value < 0x1000 }
        let r = SceneResolver.resolve(parsed.document, options: options)
        #expect(diagnosticLines(r) == [
            "2:7: no pinned font can draw U+13A0 (Ꭰ), U+16A0 (ᚠ); they would print as boxes [docs/LANGUAGE.md (Text in every language) lists the scripts the pinned fonts draw]"
        ])
    }
}
