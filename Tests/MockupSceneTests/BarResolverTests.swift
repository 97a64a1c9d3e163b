import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// A project folder in memory: `/p/t.mockup` and whatever files a test adds.
private func project(_ files: [String: String]) -> InMemoryFileSystem {
    InMemoryFileSystem(files: files.merging(["/p/t.mockup": ""]) { a, _ in a }, currentDirectory: "/p")
}

private func resolve(_ text: String, fileSystem: (any SourceFileSystem)? = nil) -> SceneResult {
    let parsed = MockupParser.parse(text: text, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document, options: SceneOptions(fileSystem: fileSystem))
}

private func messages(_ r: SceneResult) -> [String] {
    r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
}

private func navigationBar(_ r: SceneResult) -> NavigationBar? {
    for case .navigationBar(let n) in r.screen?.elements ?? [] { return n }
    return nil
}

private func toolbar(_ r: SceneResult) -> Toolbar? {
    for case .toolbar(let t) in r.screen?.elements ?? [] { return t }
    return nil
}

@Suite struct BarButtonResolverTests {
    @Test func textAndGlyphSystemItems() throws {
        let r = resolve("""
            navigation-bar "T"
              button done
              button save left
              button trash
              button fast-forward left
              button share
              button info-light
            """)
        #expect(r.diagnostics.isEmpty, "\(messages(r))")
        let b = try #require(navigationBar(r)).buttons
        #expect(b.map(\.title) == ["Done", "Save", "Trash", "Fast Forward", "Share", "Info"])
        #expect(b.map(\.prominent) == [true, true, false, false, false, false])
        #expect(b.map(\.side) == [.right, .left, .right, .left, .right, .right])
        #expect(b.map(\.icon) == [nil, nil, .builtin("bar/trash"), .builtin("bar/fast-forward"), .builtin("bar/action"), .builtin("bar/info")])
    }

    @Test func titledButtonsWithBuiltinGlyphsAndStyles() throws {
        let r = resolve("""
            toolbar
              button "Favourite" icon: bookmarks enabled: off
              button "Send" style: done
            """)
        #expect(r.diagnostics.isEmpty, "\(messages(r))")
        let items = try #require(toolbar(r)).items
        #expect(items == [
            .button(BarButton(title: "Favourite", icon: .builtin("bar/bookmarks"), enabled: false)),
            .button(BarButton(title: "Send", prominent: true)),
        ])
    }

    @Test func unknownSystemItemListsTheValidOnes() throws {
        let r = resolve("navigation-bar\n  button trsh\n")
        let d = try #require(r.diagnostics.first)
        #expect(r.diagnostics.count == 1)
        #expect("\(d.range.start.line):\(d.range.start.column)" == "2:10")
        #expect(d.message == "unknown system item 'trsh'")
        #expect(d.notes.first == "did you mean 'trash'?")
        let list = try #require(d.notes.first { $0.hasPrefix("system items: ") })
        for name in ["done", "cancel", "add", "compose", "action", "fast-forward", "page-curl", "info"] {
            #expect(list.contains(name), "\(name) missing from \(list)")
        }
        #expect(d.notes.last == "a custom title is quoted: button \"trsh\"")
    }

    @Test func misspelledSideAndIconNamesGetSuggestions() {
        let r = resolve("""
            toolbar
              button edit rigth
              button icon: bookmark
              button icon: 3
            """)
        #expect(messages(r) == [
            "2:15: unknown system item 'rigth'",
            "3:16: unknown bar icon 'bookmark'",
            "4:16: 'icon' expects a bar icon name or an .svg file",
        ])
        #expect(r.diagnostics[0].notes.first == "did you mean 'right'?")
        #expect(r.diagnostics[1].notes.first == "did you mean 'bookmarks'?")
    }

    @Test func aButtonNeedsSomethingToShow() {
        let r = resolve("toolbar\n  button left\n  button trash icon: add\n")
        #expect(messages(r) == [
            "2:3: a button needs a title, a system item or an icon",
            "3:22: a system item brings its own glyph",
        ])
    }

    @Test func userIconFileIsReadRelativeToTheMockup() throws {
        let fs = project(["/p/icons/star.svg": "<svg viewBox='0 0 22 22'><path d='M1 1 H21 V21 Z'/></svg>"])
        let r = resolve("toolbar\n  button \"Star\" icon: \"icons/star.svg\"\n", fileSystem: fs)
        #expect(r.diagnostics.isEmpty, "\(messages(r))")
        guard case .button(let b) = try #require(toolbar(r)?.items.first), case .file(let name, let icon) = b.icon
        else {
            Issue.record("no file icon")
            return
        }
        #expect(name == "icons/star.svg" && b.title == "Star")
        #expect(icon.viewBox == Rect(x: 0, y: 0, width: 22, height: 22) && icon.shapes.count == 1)
    }

    @Test func malformedIconFileReportsFileLineAndTheCommand() throws {
        let svg = """
            <svg viewBox="0 0 22 22">
              <path d="M1 1 L21 1
                       C 4 5 x"/>
            </svg>
            """
        let r = resolve("toolbar\n  button icon: \"bad.svg\"\n", fileSystem: project(["/p/bad.svg": svg]))
        let d = try #require(r.diagnostics.first)
        #expect(r.diagnostics.count == 1)
        #expect(d.severity == .error)
        // Reported where the bad command is, with a note naming the mockup line.
        #expect("\(d.range.start.file):\(d.range.start.line):\(d.range.start.column)" == "bad.svg:3:18")
        #expect(d.message == "expected a number after 'C'")
        #expect(d.notes.first == "in the icon file used at t.mockup:2:16")
    }

    @Test func badNumberInsideACommandNamesTheCommand() throws {
        let svg = "<svg viewBox='0 0 22 22'>\n<path d='M1 1 Q 2 3 4 5.e'/>\n</svg>"
        let r = resolve("toolbar\n  button icon: bad.svg\n", fileSystem: project(["/p/bad.svg": svg]))
        let d = r.diagnostics.first
        #expect(d.map { "\($0.range.start.file):\($0.range.start.line):\($0.range.start.column): \($0.message)" }
            == "bad.svg:2:23: malformed number in the 'Q' command")
    }

    @Test func iconFilesStayInsideTheProject() {
        let fs = project(["/secret.svg": "<svg viewBox='0 0 1 1'/>", "/p/x.png": ""])
        let r = resolve("""
            toolbar
              button icon: "../secret.svg"
              button icon: "/p/icons/star.svg"
              button icon: "missing.svg"
              button icon: ""
            """, fileSystem: fs)
        #expect(messages(r) == [
            "2:16: icon file escapes the project folder",
            "3:16: icon paths must be relative",
            "4:16: icon file not found: missing.svg",
            "5:16: empty icon path",
        ])
        let none = resolve("toolbar\n  button icon: \"a.svg\"\n")
        #expect(messages(none) == ["2:16: cannot read icon file 'a.svg': this text has no folder"])
    }
}

@Suite struct NavigationBarResolverTests {
    @Test func promptSegmentedProgressAndColours() throws {
        let r = resolve("""
            navigation-bar prompt: "Pick one" bar-tint: black tint: white title-color: #EEE progress: 40% opaque
              segmented "All" "Missed" selected: 2
              button edit left
            """)
        #expect(r.diagnostics.isEmpty, "\(messages(r))")
        let bar = try #require(navigationBar(r))
        #expect(bar.prompt == "Pick one" && bar.title == nil && !bar.translucent && !bar.hidden)
        #expect(bar.segmented == SegmentedControl(titles: ["All", "Missed"], selected: 1))
        #expect(bar.barTint == .black && bar.tint == .white && bar.titleColor == Color(rgb: 0xEEEEEE))
        #expect(bar.progress == 0.4)
        #expect(try #require(navigationBar(resolve("navigation-bar progress: 0.25"))).progress == 0.25)
    }

    @Test func hiddenAsWordOrAttribute() throws {
        #expect(try #require(navigationBar(resolve("navigation-bar \"T\" hidden"))).hidden)
        #expect(try #require(navigationBar(resolve("navigation-bar hidden: yes"))).hidden)
    }

    @Test func segmentedSelectionByTitleAndItsErrors() throws {
        let ok = resolve("navigation-bar\n  segmented \"Day\" \"Week\" selected: \"Week\" width: 150\n")
        #expect(try #require(navigationBar(ok)).segmented == SegmentedControl(titles: ["Day", "Week"], selected: 1, width: 150))
        let r = resolve("""
            navigation-bar "Title"
              segmented "Day" "Week" selected: 3
              segmented selected: "Wek"
            """)
        #expect(messages(r) == [
            "2:3: the segmented control replaces the title",
            "2:36: 'selected' expects a segment's position (1…2) or title",
            "3:3: a navigation bar has one segmented control",
            "3:3: a segmented control needs segment titles",
        ])
        let typo = resolve("navigation-bar\n  segmented \"Day\" \"Week\" selected: \"Wek\"\n")
        #expect(messages(typo) == ["2:36: unknown segment 'Wek'"])
        #expect(typo.diagnostics.first?.notes.first == "did you mean 'Week'?")
    }

    @Test func progressOutsideItsRangeIsAnError() {
        let r = resolve("navigation-bar progress: 1.5\ntoolbar progress: 120%\n")
        #expect(messages(r) == [
            "1:26: 'progress' must be between 0 and 1",
            "2:19: 'progress' must be between 0 and 100",
        ])
    }

    @Test func titleGivenTwiceIsAnError() {
        #expect(messages(resolve("navigation-bar \"A\" title: \"B\"")) == ["1:20: the title is given twice"])
    }
}

@Suite struct ToolbarResolverTests {
    @Test func itemsSpacesLabelSegmentedAndProgress() throws {
        let r = resolve("""
            screen device: ipad
            toolbar top progress: 0.5 tint: red
              button add
              fixed-space
              fixed-space width: 24
              flexible-space
              label "Updated Just Now"
              segmented "A" "B" selected: 1
            """)
        #expect(r.diagnostics.isEmpty, "\(messages(r))")
        let bar = try #require(toolbar(r))
        #expect(bar.position == .top && bar.progress == 0.5 && bar.tint == Palette.red)
        #expect(bar.items == [
            .button(BarButton(title: "Add", icon: .builtin("bar/add"))),
            .fixedSpace(10), .fixedSpace(24), .flexibleSpace, .label("Updated Just Now"),
            .segmented(SegmentedControl(titles: ["A", "B"], selected: 0)),
        ])
    }

    @Test func topToolbarOnIPhoneIsAWarning() throws {
        let phone = resolve("toolbar top\n")
        #expect(messages(phone) == ["1:9: toolbars sit at the bottom of an iPhone screen"])
        #expect(phone.diagnostics.first?.severity == .warning)
        #expect(toolbar(phone)?.position == .top)
        let attr = resolve("screen device: iphone-5\ntoolbar position: top\n")
        #expect(messages(attr) == ["2:19: toolbars sit at the bottom of an iPhone screen"])
        #expect(resolve("screen device: ipad-pro\ntoolbar top\n").diagnostics.isEmpty)
    }

    @Test func unknownChildListsTheToolbarItems() {
        let r = resolve("toolbar\n  fixedspace\n")
        #expect(messages(r) == ["2:3: unknown element inside 'toolbar': 'fixedspace'"])
        #expect(r.diagnostics.first?.notes.first == "did you mean 'fixed-space'?")
    }
}

@Suite struct StatusBarResolverTests {
    @Test func styleIsAutomaticUnlessWritten() throws {
        func bar(_ text: String) throws -> StatusBar {
            for case .statusBar(let s) in try #require(resolve(text).screen).elements { return s }
            throw TestError.missing
        }
        #expect(try bar("status-bar").style == nil)
        #expect(try bar("status-bar light").style == .light)
        #expect(try bar("status-bar default").style == .default)
        #expect(try bar("status-bar style: light").style == .light)
        let full = try bar("status-bar charging: on battery: 15% network-activity: on signal: 2 wifi: 0 hidden")
        #expect(full.charging && full.battery == 15 && full.networkActivity && full.signal == 2 && full.wifi == 0)
        #expect(full.hidden == true)
        #expect(try bar("status-bar").signal == 5)
        #expect(try bar("status-bar signal: none").signal == nil)
        #expect(try bar("status-bar carrier: \"No Service\" signal: None").signal == nil)
    }

    @Test func unknownSignalWordsSuggestNone() throws {
        let r = resolve("status-bar signal: nnoe")
        let d = try #require(r.diagnostics.first)
        #expect(d.message == "'signal' expects a number from 0 to 5 or 'none'")
        #expect(d.notes == ["did you mean 'none'?", "found 'nnoe'"])
        #expect(messages(resolve("status-bar signal: 6")) == ["1:20: 'signal' must be between 0 and 5"])
    }

    enum TestError: Error { case missing }
}
