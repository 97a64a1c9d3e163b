import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

private func resolve(_ text: String) -> SceneResult {
    let parsed = MockupParser.parse(text: text, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document)
}

private func messages(_ r: SceneResult) -> [String] {
    r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" + ($0.notes.first.map { " [\($0)]" } ?? "") }
}

private func searchBar(_ r: SceneResult) throws -> SearchBar {
    for case .searchBar(let b) in try #require(r.screen).elements { return b }
    Issue.record("no search bar")
    return SearchBar()
}

private func navigationBar(_ r: SceneResult) throws -> NavigationBar {
    for case .navigationBar(let b) in try #require(r.screen).elements { return b }
    Issue.record("no navigation bar")
    return NavigationBar()
}

@Suite struct SearchBarResolverTests {
    @Test func defaultsAreAProminentInactiveEmptyBar() throws {
        let r = resolve("search-bar\n")
        #expect(r.diagnostics.isEmpty)
        let b = try searchBar(r)
        #expect(b.style == .prominent && !b.active && b.placeholder == "Search" && b.text == nil)
        #expect(b.fieldAccessory == .none && !b.scopeBarShown)
    }

    @Test func everyAttribute() throws {
        let b = try searchBar(resolve("""
            search-bar minimal active placeholder: "Find" text: "app" prompt: "Pick one" bookmark: on results-list: on tint: red bar-tint: #EEE
              scope "All"
              scope "Mail" selected
            """))
        #expect(b.style == .minimal && b.active && b.placeholder == "Find" && b.text == "app")
        #expect(b.prompt == "Pick one" && b.bookmarkButton && b.resultsListButton)
        #expect(b.tint == Palette.red && b.barTint == Color(rgb: 0xEEEEEE))
        #expect(b.scopes == ["All", "Mail"] && b.selectedScope == 1 && b.scopeBarShown)
        #expect(try searchBar(resolve("search-bar style: minimal\n")).style == .minimal)
    }

    @Test func fieldButtonRules() {
        var b = SearchBar()
        b.bookmarkButton = true
        #expect(b.fieldAccessory == .bookmark)
        b.resultsListButton = true
        #expect(b.fieldAccessory == .resultsList)
        b.text = ""
        #expect(b.fieldAccessory == .resultsList)
        b.text = "a"
        #expect(b.fieldAccessory == .clear)
        var plain = SearchBar()
        plain.text = "a"
        #expect(plain.fieldAccessory == .clear)
    }

    @Test func scopeBarShowsWhileActiveUnlessSaidOtherwise() throws {
        let scopes = "\n  scope \"A\"\n  scope \"B\"\n"
        #expect(try !searchBar(resolve("search-bar" + scopes)).scopeBarShown)
        #expect(try searchBar(resolve("search-bar active" + scopes)).scopeBarShown)
        #expect(try searchBar(resolve("search-bar scope-bar: on" + scopes)).scopeBarShown)
        #expect(try !searchBar(resolve("search-bar active scope-bar: off" + scopes)).scopeBarShown)
        #expect(try searchBar(resolve("search-bar active" + scopes)).selectedScope == 0)
    }

    @Test func scopeErrors() {
        #expect(messages(resolve("search-bar scope-bar: on\n")) == [
            "1:23: a scope bar needs scopes [add them as children: scope \"All\" selected]",
        ])
        #expect(messages(resolve("search-bar\n  scope \"A\" selected\n  scope \"B\" selected\n")) == [
            "3:3: only one scope can be selected [the first is at line 2]",
        ])
        let r = resolve("search-bar stle: minimal\n")
        #expect(messages(r) == ["1:12: unknown attribute 'stle' [did you mean 'style'?]"])
    }

    @Test func searchFieldInANavigationBar() throws {
        let r = resolve("navigation-bar\n  button \"Edit\" left\n  search-bar active text: \"pizza\"\n")
        #expect(r.diagnostics.isEmpty, "\(messages(r))")
        let nav = try navigationBar(r)
        let field = try #require(nav.searchBar)
        #expect(field.active && field.text == "pizza" && field.style == .minimal)
        #expect(nav.buttons.map(\.title) == ["Edit"])
    }

    @Test func searchFieldInANavigationBarRefusesWhatOnlyAStandaloneBarHas() {
        #expect(messages(resolve("navigation-bar title: \"Maps\"\n  search-bar\n")) == [
            "2:3: the search bar takes the title's place [remove the navigation bar's title, or put the search bar under it at the top level]",
        ])
        let r = resolve("navigation-bar\n  search-bar prompt: \"Hi\"\n    scope \"A\"\n")
        #expect(messages(r).count == 2)
        #expect(messages(r)[0].hasPrefix("2:14: unknown attribute 'prompt'"))
        #expect(messages(r)[1].hasPrefix("3:5: 'search-bar' has no nested elements"))
        #expect(messages(resolve("navigation-bar\n  search-bar\n  search-bar\n")) == [
            "3:3: a navigation bar has one search bar",
        ])
    }
}
