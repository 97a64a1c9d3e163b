import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// A control written under a cell, or named by `accessory:`, is the row's accessory view.
@Suite struct CellAccessoryViewTests {
    private func resolve(_ text: String) -> (cells: [TableCell], errors: [String]) {
        let parsed = MockupParser.parse(text: "screen device: iphone-6\ntable grouped\n  section\n" + text, path: "t.mockup")
        let scene = SceneResolver.resolve(parsed.document)
        let errors = scene.diagnostics.filter { $0.severity == .error }.map {
            "\($0.range.start.line):\($0.range.start.column): \($0.message)"
        }
        var cells: [TableCell] = []
        for case .content(let node) in scene.screen?.elements ?? [] {
            if let table = node.view as? Table { cells = table.sections.flatMap(\.cells) }
        }
        return (cells, errors)
    }

    private func view(_ cell: TableCell?) -> ViewNode? {
        cell?.accessoryViews.first
    }

    @Test func aStepperWrittenUnderACellIsItsAccessoryViewWithItsAttributes() throws {
        let r = resolve("    cell \"Copies\" value: \"3\"\n      stepper value: 3 min: 1\n")
        #expect(r.errors.isEmpty)
        let node = try #require(view(r.cells.first))
        let stepper = try #require(node.view as? Stepper)
        #expect(stepper.value == 3 && stepper.minimum == 1)
        #expect(node.family == Stepper.family.kind)
        #expect(r.cells.first?.detail == "3")
    }

    @Test func accessoryNamesAStepperOrASpinnerInItsDefaultState() throws {
        let r = resolve("    cell \"Range\" accessory: stepper\n    cell \"Status\" accessory: activity-indicator\n")
        #expect(r.errors.isEmpty)
        #expect(view(r.cells.first)?.view is Stepper)
        #expect(view(r.cells.last)?.view is ActivityIndicator)
    }

    @Test func viewsUnderACellAreItsAccessoryViewsInOrderBeforeAButtonOrMark() throws {
        let two = resolve("    cell \"A\"\n      stepper\n      switch\n")
        #expect(two.errors.isEmpty)
        #expect(two.cells.first?.accessoryViews.map(\.family) == [Stepper.family.kind, Switch.family.kind])
        for word in ["disclosure", "checkmark", "detail-button", "detail-disclosure", "none"] {
            let r = resolve("    cell \"A\" accessory: \(word)\n      activity-indicator\n      label \"B\"\n")
            #expect(r.errors.isEmpty, "\(word): \(r.errors)")
            #expect(r.cells.first?.accessoryViews.count == 2, "\(word)")
        }
        let mark = resolve("    cell \"A\" checkmark\n      activity-indicator\n")
        #expect(mark.errors.isEmpty && mark.cells.first?.accessory == .checkmark)
    }

    @Test func aSwitchATextOrANamedControlLeavesNoPlaceForViews() {
        let sw = resolve("    cell \"A\" switch: on\n      stepper\n")
        #expect(sw.errors == ["5:7: a cell has one accessory"])
        let text = resolve("    cell \"A\" accessory: \"Upgrade\"\n      stepper\n")
        #expect(text.errors == ["5:7: a cell has one accessory"])
        let named = resolve("    cell \"A\" accessory: stepper\n      stepper\n")
        #expect(named.errors == ["5:7: a cell has one accessory"])
        let word = resolve("    cell \"A\" switch\n      stepper\n")
        #expect(word.errors == ["5:7: a cell has one accessory"])
        let unknown = resolve("    cell \"A\" accessory: slider\n")
        #expect(unknown.errors == ["4:25: unknown accessory 'slider'"])
    }
}

/// `activity-indicator` under a navigation bar or a toolbar is an item whose view is a
/// small spinner.
@Suite struct BarActivityResolverTests {
    @Test func aSpinnerInABarIsAViewItemOnTheSideWritten() throws {
        let parsed = MockupParser.parse(
            text: "screen device: iphone-6\nnavigation-bar \"A\"\n  spinner left\n  activity-indicator white\ntoolbar\n  activity-indicator\n",
            path: "t.mockup")
        let scene = SceneResolver.resolve(parsed.document)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics.map(\.message))")
        var nav: NavigationBar?
        var bar: Toolbar?
        for e in scene.screen?.elements ?? [] {
            if case .navigationBar(let n) = e { nav = n }
            if case .toolbar(let t) = e { bar = t }
        }
        let items = try #require(nav?.buttons)
        #expect(items.map(\.side) == [.left, .right])
        #expect(items.map(\.icon) == [.activity(.gray), .activity(.white)])
        #expect(bar?.items.count == 1)
        if case .button(let item)? = bar?.items.first {
            #expect(item.icon == .activity(.gray))
        } else {
            Issue.record("the toolbar's spinner is not an item")
        }
    }

    @Test func aSpinnerItemTakesNoText() {
        let parsed = MockupParser.parse(text: "screen device: iphone-6\nnavigation-bar \"A\"\n  activity-indicator \"x\"\n", path: "t.mockup")
        let errors = SceneResolver.resolve(parsed.document).diagnostics.filter { $0.severity == .error }.map {
            "\($0.range.start.line):\($0.range.start.column): \($0.message)"
        }
        #expect(errors == ["3:22: too many texts for 'activity-indicator'"])
    }
}

/// A view written after a table that fills the content area is warned about at its line,
/// never moved to the bottom in silence.
@Suite struct ViewAfterTableTests {
    private func warnings(_ text: String) -> [String] {
        let parsed = MockupParser.parse(text: "screen device: iphone-6\n" + text, path: "t.mockup")
        return SceneResolver.resolve(parsed.document).diagnostics.filter { $0.severity == .warning }.map {
            "\($0.range.start.line):\($0.range.start.column): \($0.message)"
        }
    }

    @Test func aGroupAfterATableIsAWarningAtTheGroup() {
        let w = warnings("table grouped\n  section\n    cell \"Wi-Fi\"\ngroup\n  switch on\n")
        #expect(w == ["5:1: 'group' after a table is drawn below the table's whole area"])
    }

    @Test func aTableWithAHeightOrAPlacedViewIsFine() {
        #expect(warnings("table grouped height: 200\n  section\n    cell \"Wi-Fi\"\ngroup\n  switch on\n").isEmpty)
        #expect(warnings("table grouped\n  section\n    cell \"Wi-Fi\"\nlabel \"Note\" y: 400\n").isEmpty)
        #expect(warnings("label \"Above\"\ntable plain\n  cell \"A\"\n").isEmpty)
    }
}

/// `screen width: height:` draws a canvas of that size instead of the device's screen.
@Suite struct CanvasTests {
    @Test func aCanvasHasItsSizeAndNoStatusBarUnlessWritten() throws {
        let parsed = MockupParser.parse(text: "screen device: iphone-6 width: 320 height: 110\nlabel \"x\"\n", path: "t.mockup")
        let screen = try #require(SceneResolver.resolve(parsed.document).screen)
        #expect(screen.size == Size(width: 320, height: 110))
        #expect(!screen.showsStatusBar)
        // Every layout that asks (a modal's, the bar heights') hears the same.
        #expect(!screen.shows(StatusBar()))
        let written = MockupParser.parse(text: "screen width: 320 height: 110\nstatus-bar\n", path: "t.mockup")
        #expect(try #require(SceneResolver.resolve(written.document).screen).showsStatusBar)
    }

    @Test func aCanvasNeedsBothSides() {
        let parsed = MockupParser.parse(text: "screen device: iphone-6 height: 110\n", path: "t.mockup")
        let errors = SceneResolver.resolve(parsed.document).diagnostics.filter { $0.severity == .error }.map {
            "\($0.range.start.line):\($0.range.start.column): \($0.message)"
        }
        #expect(errors == ["1:25: a canvas needs both 'width' and 'height'"])
    }
}

/// The status bar's Bluetooth, location, alarm and airplane-mode glyphs.
@Suite struct StatusGlyphResolverTests {
    @Test func theGlyphsAreRead() throws {
        let parsed = MockupParser.parse(
            text: "screen device: iphone-6\nstatus-bar bluetooth: connected location: on alarm: on airplane: on\n", path: "t.mockup")
        let scene = SceneResolver.resolve(parsed.document)
        #expect(scene.diagnostics.isEmpty)
        let bar = try #require(scene.screen?.statusBar)
        #expect(bar.bluetooth == .connected && bar.location && bar.alarm && bar.airplane)
        let on = MockupParser.parse(text: "screen device: iphone-6\nstatus-bar bluetooth: on\n", path: "t.mockup")
        #expect(SceneResolver.resolve(on.document).screen?.statusBar?.bluetooth == .on)
    }
}
