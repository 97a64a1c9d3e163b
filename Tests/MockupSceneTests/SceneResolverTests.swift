import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

private func resolve(_ text: String, options: SceneOptions = SceneOptions()) -> SceneResult {
    let parsed = MockupParser.parse(text: text, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document, options: options)
}

private func messages(_ r: SceneResult) -> [String] {
    r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" + ($0.notes.first.map { " [\($0)]" } ?? "") }
}

@Test func defaultsToIPhone6PortraitAt2x() throws {
    let r = resolve("status-bar\n")
    let s = try #require(r.screen)
    #expect(s.device.id == "iphone-6" && s.orientation == .portrait && s.scale == 2)
    #expect(s.tint == Palette.blue)
    #expect(r.diagnostics.isEmpty)
}

@Test func screenAttributesAndOverrides() throws {
    let text = "screen device: iphone-6-plus orientation: landscape tint: #F80 background: white\n"
    let s = try #require(resolve(text).screen)
    #expect(s.device.id == "iphone-6-plus" && s.scale == 3 && s.orientation == .landscape)
    #expect(s.size == Size(width: 736, height: 414))
    #expect(s.tint == Color(rgb: 0xFF8800))
    let o = try #require(resolve(text, options: SceneOptions(device: "iphone-5", orientation: .portrait, scale: 3)).screen)
    #expect(o.device.id == "iphone-5" && o.orientation == .portrait && o.scale == 3)
}

@Test func everyDeviceOfTheCatalogue() {
    let expected: [(String, Double, Double, Double)] = [
        ("iphone-3gs", 320, 480, 1), ("iphone-4s", 320, 480, 2), ("iphone-5", 320, 568, 2), ("iphone-6", 375, 667, 2),
        ("iphone-6-plus", 414, 736, 3), ("ipad", 768, 1024, 1), ("ipad-retina", 768, 1024, 2),
        ("ipad-pro", 1024, 1366, 2),
    ]
    for (id, w, h, scale) in expected {
        let d = DeviceCatalog.device(named: id)
        #expect(d?.portraitSize == Size(width: w, height: h) && d?.scale == scale, "\(id)")
    }
    #expect(DeviceCatalog.all.count == expected.count)
}

@Test func unknownNamesGetSuggestions() {
    let r = resolve("""
        screen device: iphone-7
        status-bar batery: 80%
        navigation-bar title: "T"
          buton edit
        table plain
          cell subtitel "A"
        tabbar
        """)
    #expect(messages(r) == [
        "1:16: unknown device 'iphone-7' [did you mean 'iphone-6'?]",
        "2:12: unknown attribute 'batery' [did you mean 'battery'?]",
        "4:3: unknown element inside 'navigation-bar': 'buton' [did you mean 'button'?]",
        "6:8: unknown word for 'cell': 'subtitel' [did you mean 'subtitle'?]",
        "7:1: unknown element 'tabbar' [did you mean 'tab-bar'?]",
    ])
}

@Test func valueErrorsNameWhatWasExpected() {
    let r = resolve("""
        status-bar battery: 180% time: 9 signal: "five"
        table grouped
          cell "A" accessory: chevron height: 10px
        """)
    #expect(messages(r) == [
        "1:21: 'battery' must be between 0 and 100 [found 180]",
        "1:42: 'signal' expects a number from 0 to 5 or 'none' [found \"five\"]",
        "3:23: unknown accessory 'chevron' [expected one of: none, disclosure, checkmark, detail-disclosure, detail-button, switch, stepper, activity-indicator]",
        "3:39: unit 'px' is not valid for 'height' [expected 'pt']",
    ])
}

@Test func tableCellsResolveStylesIconsAndSections() throws {
    let s = try #require(resolve("""
        table grouped
          section header: "General" footer: "Foot"
            cell "Wi-Fi" icon: wifi icon-color: blue value: "Home" accessory: disclosure
            cell subtitle "Apple" "Receipt" checkmark
          cell "Loose"
        """).screen)
    guard let t = s.table else {
        Issue.record("no table")
        return
    }
    #expect(t.style == .grouped && t.sections.count == 2)
    let wifi = t.sections[0].cells[0]
    #expect(wifi.style == .value1 && wifi.detail == "Home" && wifi.accessory == .disclosure)
    #expect(wifi.image == .tile(icon: "wifi", color: Palette.blue))
    let apple = t.sections[0].cells[1]
    #expect(apple.style == .subtitle && apple.detail == "Receipt" && apple.accessory == .checkmark)
    #expect(t.sections[1].cells.map(\.title) == ["Loose"])
}

@Test func missingImageFileIsAnErrorAtTheValue() {
    let r = resolve(
        "table plain\n  cell \"A\" image: \"nope.png\"\n",
        options: SceneOptions(baseDirectory: "/x", fileExists: { _ in false }))
    #expect(messages(r) == ["2:19: image file not found: nope.png [paths are relative to the folder of the mockup file]"])
}

@Test func tabBarSelectionByTitleAndBadges() throws {
    let s = try #require(resolve("""
        tab-bar selected: "Two"
          item "One" icon: gear
          item "Two" icon: gear badge: 12
        """).screen)
    guard case .tabBar(let bar) = s.elements.first else {
        Issue.record("no tab bar")
        return
    }
    #expect(bar.items.map(\.selected) == [false, true])
    #expect(bar.items[1].badge == "12")
}

@Test func oneBarOfEachKind() {
    let r = resolve("navigation-bar title: \"A\"\nnavigation-bar title: \"B\"\n")
    #expect(messages(r) == ["2:1: a screen has at most one 'navigation-bar' [the first is at line 1]"])
}
