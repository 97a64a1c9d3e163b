import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

private func resolve(_ text: String, options: SceneOptions = SceneOptions()) -> SceneResult {
    let parsed = MockupParser.parse(text: text, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document, options: options)
}

private func tabBar(_ r: SceneResult) throws -> TabBar {
    for case .tabBar(let b) in try #require(r.screen).elements { return b }
    throw TabBarMissing()
}

private struct TabBarMissing: Error {}

/// "line:column: message [first note]".
private func messages(_ r: SceneResult) -> [String] {
    r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" + ($0.notes.first.map { " [\($0)]" } ?? "") }
}

/// Icon files on a pretend disk: `proj/…` paths → text; the mockup is `/proj/t.mockup`.
private func disk(_ files: [String: String]) -> SceneOptions {
    let absolute = Dictionary(uniqueKeysWithValues: files.map { ("/" + $0.key, $0.value) })
    return SceneOptions(
        baseDirectory: ".", fileSystem: InMemoryFileSystem(files: absolute, currentDirectory: "/proj"))
}

@Suite struct TabBarResolverTests {
    @Test func everySystemItemHasItsEnglishTitleAndABuiltInIcon() throws {
        let names = TabBarSystemItem.allCases.map(\.rawValue)
        #expect(names == [
            "more", "favorites", "featured", "top-rated", "recents", "contacts", "history", "bookmarks",
            "search", "downloads", "most-recent", "most-viewed",
        ])
        let text = "tab-bar\n" + names.map { "  item \($0)\n" }.joined()
        let r = resolve(text)
        #expect(r.diagnostics.isEmpty, "\(messages(r))")
        let bar = try tabBar(r)
        #expect(bar.items.map(\.title) == [
            "More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks",
            "Search", "Downloads", "Most Recent", "Most Viewed",
        ])
        #expect(bar.items.map(\.systemItem) == TabBarSystemItem.allCases.map { Optional($0) })
        for item in bar.items {
            guard case .builtin(let name)? = item.icon else {
                Issue.record("\(item.title) has no built-in icon")
                continue
            }
            #expect(IconLibrary.icon(named: "tab/\(name)") != nil, "\(name)")
            #expect(IconLibrary.icon(named: "tab/\(name).fill") != nil, "\(name).fill")
        }
        // UIKit draws Featured with the Favorites star.
        #expect(bar.items[2].icon == .builtin("favorites"))
    }

    @Test func selectedSystemItemShowsTheFilledIcon() throws {
        let bar = try tabBar(resolve("tab-bar selected: contacts\n  item favorites\n  item contacts badge: 2\n"))
        #expect(bar.items.map(\.selected) == [false, true])
        #expect(bar.items[1].badge == "2")
        #expect(bar.items[1].displayedIcon == IconLibrary.icon(named: "tab/contacts.fill"))
        #expect(bar.items[0].displayedIcon == IconLibrary.icon(named: "tab/favorites"))
    }

    @Test func sixItemsFoldIntoFourAndMore() throws {
        let text = "tab-bar selected: 6\n" + (1...7).map { "  item \"T\($0)\" icon: gear\n" }.joined()
        let bar = try tabBar(resolve(text))
        #expect(bar.items.count == 7)
        let shown = bar.displayedItems(limit: 5)
        #expect(shown.map(\.title) == ["T1", "T2", "T3", "T4", "More"])
        #expect(shown.map(\.selected) == [false, false, false, false, true])
        #expect(shown[4].systemItem == .more)
        // Selected among the first four: More is not selected.
        var early = bar
        for i in early.items.indices { early.items[i].selected = i == 1 }
        #expect(early.displayedItems(limit: 5).map(\.selected) == [false, true, false, false, false])
        // Up to the limit nothing changes.
        #expect(TabBar(items: Array(bar.items.prefix(5))).displayedItems(limit: 5).map(\.title) == ["T1", "T2", "T3", "T4", "T5"])
        #expect(bar.displayedItems(limit: 8).count == 7)
    }

    @Test func unknownSystemItemSuggestsAndListsTheValidOnes() throws {
        let r = resolve("tab-bar\n  item favourites\n")
        let d = try #require(r.diagnostics.first)
        #expect(r.diagnostics.count == 1)
        #expect("\(d.range.start.line):\(d.range.start.column): \(d.message)" == "2:8: unknown tab bar system item 'favourites'")
        #expect(d.notes.first == "did you mean 'favorites'?")
        #expect(d.notes.contains("expected one of: " + TabBarSystemItem.allCases.map(\.rawValue).joined(separator: ", ")))
        #expect(d.notes.contains { $0.contains("item \"favourites\"") })
    }

    @Test func systemItemsKeepTheirTitleAndIcon() {
        let r = resolve("tab-bar\n  item favorites \"Stars\"\n  item search icon: gear\n")
        #expect(messages(r) == [
            "2:3: the system item 'favorites' has its own title [for your own title with this icon: item \"…\" icon: favorites]",
            "3:15: the system item 'search' has its own icon [for your own icon: item \"Search\" icon: …]",
        ])
    }

    @Test func unknownIconNameSuggestsAndMentionsFiles() throws {
        let r = resolve("tab-bar\n  item \"Home\" icon: hous\n")
        let d = try #require(r.diagnostics.first)
        #expect(d.message == "unknown icon 'hous'")
        #expect(d.notes.first == "did you mean 'house'?")
        #expect(d.notes.last == "or your own icon file: icon: \"icons/hous.svg\"")
    }

    @Test func itemsNeedSomethingToShow() {
        let r = resolve("tab-bar\n  item\n  item \"A\" selected-icon: heart\n")
        #expect(messages(r) == [
            "2:3: an item needs a title, an icon or a system item [for example item \"Home\" icon: house, or item "
                + TabBarSystemItem.allCases.map(\.rawValue).joined(separator: "|") + "]",
            "3:27: 'selected-icon' needs an 'icon' for the unselected state [for example icon: \"star.svg\" selected-icon: \"star-filled.svg\"]",
        ])
    }

    @Test func ownIconFilesAreReadRelativeToTheMockup() throws {
        let svg = "<svg viewBox=\"0 0 30 30\"><path d=\"M3 3 H27 V27 Z\"/></svg>\n"
        let r = resolve(
            "tab-bar\n  item \"Mine\" icon: \"icons/a.svg\" selected-icon: \"icons/b.svg\" selected\n",
            options: disk(["proj/icons/a.svg": svg, "proj/icons/b.svg": svg.replacingOccurrences(of: "Z", with: "H3 Z")]))
        #expect(r.diagnostics.isEmpty, "\(messages(r))")
        let item = try #require(try tabBar(r).items.first)
        guard case .file(let name, let icon)? = item.icon, case .file(let sname, let selected)? = item.selectedIcon else {
            Issue.record("icons not read from files")
            return
        }
        #expect(name == "icons/a.svg" && sname == "icons/b.svg")
        #expect(icon.viewBox == Rect(x: 0, y: 0, width: 30, height: 30))
        // Selected, the selected icon is drawn.
        #expect(item.displayedIcon == selected && selected != icon)
    }

    @Test func missingIconFileIsAnErrorAtTheValue() {
        let r = resolve("tab-bar\n  item \"Mine\" icon: \"nope.svg\"\n", options: disk([:]))
        #expect(messages(r) == ["2:21: icon file not found: nope.svg [looked for 'nope.svg']"])
    }

    @Test func malformedIconFileIsReportedWhereTheBadCommandIs() throws {
        let bad = """
            <svg viewBox="0 0 30 30">
              <path d="M3 3 L10 10
                       C 4 5 x"/>
            </svg>
            """
        let r = resolve("tab-bar\n  item \"Mine\" icon: \"icons/bad.svg\"\n", options: disk(["proj/icons/bad.svg": bad]))
        let d = try #require(r.diagnostics.first)
        #expect(r.diagnostics.count == 1)
        #expect(d.range.start == SourceLocation(file: "icons/bad.svg", line: 3, column: 18))
        #expect(d.message == "expected a number after 'C'")
        #expect(d.notes.first == "in the icon file used at t.mockup:2:21")
        // The file's text comes back so that the diagnostic can echo the line.
        #expect(r.sources["icons/bad.svg"] == bad)
        let printed = DiagnosticFormatter(sources: r.sources).format(r.diagnostics)
        #expect(printed.contains("icons/bad.svg:3:18: error: expected a number after 'C'"))
        #expect(printed.contains("C 4 5 x"))
    }

    @Test func selectionByPositionTitleOrSystemItem() throws {
        #expect(try tabBar(resolve("tab-bar selected: 2\n  item \"A\"\n  item \"B\"\n")).items.map(\.selected) == [false, true])
        #expect(try tabBar(resolve("tab-bar selected: \"A\"\n  item \"A\"\n  item \"B\"\n")).items.map(\.selected) == [true, false])
        let r = resolve("tab-bar selected: history\n  item favorites\n")
        #expect(messages(r) == ["1:19: no system item 'history' in this tab bar [system items here: favorites]"])
        let two = resolve("tab-bar\n  item \"A\" selected\n  item \"B\" selected\n")
        #expect(messages(two) == ["1:1: only one tab can be selected"])
    }
}
