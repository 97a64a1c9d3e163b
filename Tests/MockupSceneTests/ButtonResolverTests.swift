import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// The first top-level view as `T`, with no diagnostics.
private func view<T>(_ text: String, as: T.Type) throws -> T {
    let r = resolveScreen(text)
    #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
    return try #require(r.screen?.content.first?.view as? T)
}

@Suite struct ButtonResolverTests {
    @Test func aButtonReadsItsStyleStateTitleAndAttributes() throws {
        let b = try view("button filled \"Call\" highlighted color: green size: 17 weight: semibold corner-radius: 8\n", as: Button.self)
        #expect(b.style == .filled && b.state == .highlighted && b.title == "Call")
        #expect(b.color == Palette.green && b.size == 17 && b.weight == .semibold && b.cornerRadius == 8)
        let plain = try view("button \"Sign In\"\n", as: Button.self)
        #expect(plain.style == .plain && plain.state == .normal && plain.icon == nil)
    }

    @Test func aRoundButtonTakesKeypadLetters() throws {
        let b = try view("button round \"2\" detail: \"ABC\"\n", as: Button.self)
        #expect(b.style == .round && b.detail == "ABC")
    }

    @Test func anIconIsABuiltInBarGlyph() throws {
        let b = try view("button icon: compose\n", as: Button.self)
        #expect(b.icon == .builtin("bar/compose") && b.title == nil)
    }

    @Test func roundedRectButtonIsAnAliasOfTheSystemButton() throws {
        let r = resolveScreen("rounded-rect-button \"Legacy\"\n")
        #expect(r.diagnostics.isEmpty)
        let node = try #require(r.screen?.content.first)
        #expect(node.family.name == "button" && (node.view as? Button)?.title == "Legacy")
        #expect((node.view as? Button)?.isRoundedRect == true)
        #expect(try view("button \"New\"\n", as: Button.self).isRoundedRect == false)
    }

    @Test func anUnknownStyleIsReportedAtTheWordWithASuggestion() {
        let r = resolveScreen("button bordred \"OK\"\n")
        #expect(diagnosticLines(r) == ["1:8: unknown word for 'button': 'bordred' [did you mean 'bordered'?]"])
    }

    @Test func twoStylesAreAWarningAtTheSecond() throws {
        let r = resolveScreen("button filled round \"1\"\n")
        #expect(diagnosticLines(r) == ["1:15: 'round' replaces 'filled': a button has one style [remove one of the two words]"])
        #expect((r.screen?.content.first?.view as? Button)?.style == .round)
    }

    @Test func aButtonWithoutTitleOrIconIsAnErrorAtItsName() {
        let r = resolveScreen("stack\n  button bordered\n")
        #expect(diagnosticLines(r).first?.hasPrefix("2:3: a button needs a title or an icon") == true)
    }

    @Test func anUnknownIconIsReportedAtTheValue() {
        let r = resolveScreen("button icon: compse\n")
        #expect(diagnosticLines(r) == ["1:14: unknown bar icon 'compse' [did you mean 'compose'?]"])
    }

    @Test func aColourOnAPlainButtonIsAWarningAtTheValue() {
        let r = resolveScreen("button \"OK\" color: red\n")
        #expect(diagnosticLines(r).first?.hasPrefix("1:20: 'color' fills only filled and round buttons") == true)
        #expect(r.diagnostics.first?.severity == .warning)
    }

    @Test func systemButtonsReadTheirVariantAndState() throws {
        let info = try view("info-button light disabled\n", as: SystemButton.self)
        #expect(info.kind == .info && info.appearance == .light && info.state == .disabled)
        let add = try view("contact-add-button tint: red\n", as: SystemButton.self)
        #expect(add.kind == .contactAdd && add.tint == Palette.red)
        #expect(try view("detail-disclosure-button\n", as: SystemButton.self).kind == .detailDisclosure)
    }

    @Test func onlyTheInfoButtonHasLightAndDark() {
        let r = resolveScreen("contact-add-button light\n")
        #expect(diagnosticLines(r).first?.hasPrefix("1:20: unknown word for 'contact-add-button': 'light'") == true)
    }
}
