import MockupDisplayList
import MockupGeometry
@testable import MockupLayout
import MockupScene
import MockupSyntax
import Testing

/// The display list of `screen LINE` + `body`, with the fake measurer.
private func layout(_ screenLine: String, _ body: String) throws -> DisplayList {
    let parsed = MockupParser.parse(text: screenLine + "\n" + body, path: "t.mockup")
    let scene = SceneResolver.resolve(parsed.document)
    let errors = (parsed.diagnostics + scene.diagnostics).filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    let screen = try #require(scene.screen)
    return LayoutEngine(measurer: FakeMeasurer()).layoutReporting(screen).list
}

/// A screen with something of everything a mirror touches: bars, a table with tiles,
/// values, chevrons, a checkmark and a switch, a map-free stack, a tab bar.
private let settings = """
    status-bar time: "9:41" battery: 40% charging: on battery-percentage: on
    navigation-bar title: "Settings"
      back "Back"
      button edit
    table grouped
      section
        cell "Airplane" icon: airplane icon-color: #FF9500 switch: on
        cell "Wi-Fi" icon: wifi icon-color: #007AFF value: "Home" accessory: disclosure
        cell "Done" accessory: checkmark
    tab-bar selected: 1
      item "Favorites" icon: favorites
      item "Music" icon: music
    """

private func uprightGroups(_ items: [DisplayItem]) -> [Group] {
    items.flatMap { item -> [Group] in
        guard case .group(let g) = item else { return [] }
        return (g.uprightFrame == nil ? [] : [g]) + uprightGroups(g.items)
    }
}

@Suite struct MirroringTests {
    @Test func leftToRightListsAreUnchangedByTheDirectionCode() throws {
        let plain = try layout("screen device: iphone-6", settings)
        #expect(try layout("screen device: iphone-6 direction: ltr", settings).dump() == plain.dump())
        #expect(try layout("screen device: iphone-6 lang: en", settings).dump() == plain.dump())
        #expect(uprightGroups(plain.items).isEmpty)
        // iOS 7 and 8 never mirror, whatever the language or the direction written.
        let seven = try layout("screen device: iphone-5 ios: 7", settings)
        #expect(try layout("screen device: iphone-5 ios: 7 lang: ar", settings).dump() == seven.dump())
        let eight = try layout("screen device: iphone-5 ios: 8", settings)
        #expect(try layout("screen device: iphone-5 ios: 8 direction: rtl", settings).dump() == eight.dump())
    }

    @Test func rightToLeftIsTheLeftToRightListMirrored() throws {
        let ltr = try layout("screen device: iphone-6", settings)
        let rtl = try layout("screen device: iphone-6 lang: he", settings)
        #expect(rtl.dump() != ltr.dump())
        let written = try layout("screen device: iphone-6 direction: rtl", settings)
        #expect(rtl.dump() == written.dump())
        // Every text run lands where its box mirrors to, same text, same width.
        let a = texts(ltr.items), b = texts(rtl.items)
        #expect(a.count == b.count)
        for (l, r) in zip(a, b) {
            #expect(l.text == r.text && l.width == r.width && l.origin.y == r.origin.y)
            #expect(abs(r.origin.x - (375 - l.origin.x - l.width)) < 1e-9, "\(l.text)")
        }
        // The back button's title sits on the right, Edit on the left.
        let back = try #require(b.first { $0.text == "Back" })
        let edit = try #require(b.first { $0.text == "Edit" })
        #expect(back.origin.x > 300 && edit.origin.x < 75)
    }

    @Test func mirroringTwiceIsTheIdentity() throws {
        let ltr = try layout("screen device: iphone-6", settings)
        let twice = Mirroring.mirrored(Mirroring.mirrored(ltr.items, width: 375), width: 375)
        #expect(DisplayList(size: ltr.size, scale: ltr.scale, items: twice).dump() == ltr.dump())
        // Marked groups move back too.
        let rtl = try layout("screen device: iphone-6 lang: ar", settings)
        #expect(!uprightGroups(rtl.items).isEmpty)
        let back = Mirroring.mirrored(Mirroring.mirrored(rtl.items, width: 375), width: 375)
        #expect(DisplayList(size: rtl.size, scale: rtl.scale, items: back).dump() == rtl.dump())
    }

    @Test func shapesAreReflectedAndUprightGroupsMovedAsABlock() {
        var chevron = Path()
        chevron.move(to: Point(x: 10, y: 0))
        chevron.line(to: Point(x: 0, y: 5))
        chevron.line(to: Point(x: 10, y: 10))
        let icon = DisplayItem.fill(chevron, .black)
        let items: [DisplayItem] = [
            icon,
            .group(Group(uprightFrame: Rect(x: 0, y: 0, width: 10, height: 10), items: [icon])),
            .hairline(Hairline(axis: .vertical, position: 20, from: 0, to: 5, side: .after, color: .black)),
            .rect(Rect(x: 1, y: 2, width: 3, height: 4), .black),
        ]
        let m = Mirroring.mirrored(items, width: 100)
        // The chevron's tip (x = 0) is now its rightmost point (x = 100).
        guard case .fill(let p, _) = m[0], case .line(let tip) = p.elements[1] else { Issue.record("\(m[0])"); return }
        #expect(tip == Point(x: 100, y: 5))
        // The upright copy keeps its tip on the left, inside the mirrored frame 90…100.
        guard case .group(let g) = m[1], case .fill(let q, _) = g.items[0], case .line(let kept) = q.elements[1]
        else { Issue.record("\(m[1])"); return }
        #expect(kept == Point(x: 90, y: 5))
        #expect(g.uprightFrame == Rect(x: 90, y: 0, width: 10, height: 10))
        // The pixel column after x = 20 is the one before x = 80.
        #expect(m[2] == .hairline(Hairline(axis: .vertical, position: 80, from: 0, to: 5, side: .before, color: .black)))
        #expect(m[3] == .rect(Rect(x: 96, y: 2, width: 3, height: 4), .black))
    }

    @Test func translatedGroupsKeepTheirTranslationAndTransformedOnesAreConjugated() {
        let dot = DisplayItem.rect(Rect(x: 10, y: 0, width: 5, height: 5), .black)
        let pane = Group(clip: Rect(x: 100, y: 0, width: 200, height: 50), transform: .translation(100, 0), items: [dot])
        guard case .group(let p) = Mirroring.mirrored(.group(pane), width: 400) else { Issue.record("not a group"); return }
        // On screen the dot covered 110…115; mirrored it covers 285…290.
        #expect(p.transform == .translation(100, 0))
        #expect(p.clip == Rect(x: 100, y: 0, width: 200, height: 50))
        #expect(p.items == [.rect(Rect(x: 185, y: 0, width: 5, height: 5), .black)])
        let scaled = Group(transform: .scale(2, 1), items: [dot])
        guard case .group(let s) = Mirroring.mirrored(.group(scaled), width: 400) else { Issue.record("not a group"); return }
        // 20…30 on screen becomes 370…380.
        let r = Rect(x: 385, y: 0, width: 5, height: 5)  // the dot mirrored about 400
        #expect(s.items == [.rect(r, .black)])
        #expect(s.transform.apply(Point(x: r.minX, y: 0)).x == 370 && s.transform.apply(Point(x: r.maxX, y: 0)).x == 380)
    }

    @Test func iconsKeepTheirOrientationExceptDirectionalOnes() throws {
        let rtl = try layout(
            "screen device: iphone-6 lang: ar",
            "toolbar\n  button reply\n  flexible-space\n  button trash\n")
        let groups = uprightGroups(rtl.items)
        // The trash can (and the battery, the status bar glyphs) keep theirs; reply flips.
        let toolbarGroups = groups.filter { ($0.uprightFrame?.minY ?? 0) > 600 }
        #expect(toolbarGroups.count == 1)
        #expect((toolbarGroups.first?.uprightFrame?.minX ?? 0) < 40, "the trash can moved to the left")
        #expect(IconDrawing.directional.contains("bar/reply"))
        for name in IconDrawing.directional { #expect(IconLibrary.icon(named: name) != nil, "\(name)") }
    }

    /// x of the text runs "A" and "B" in the list.
    private func order(_ list: DisplayList) throws -> (a: Double, b: Double) {
        let runs = texts(list.items)
        return (try #require(runs.first { $0.text == "A" }).origin.x, try #require(runs.first { $0.text == "B" }).origin.x)
    }

    @Test func aViewCanKeepOrTakeADirectionOfItsOwn() throws {
        let row = { (attr: String) in "stack horizontal spacing: 8 \(attr)\n  label \"A\"\n  label \"B\"\n  button icon: trash\n" }
        // Mirrored screen: the row reads B A; with layout-direction: ltr, A B again, in place.
        let mirrored = try order(layout("screen device: iphone-6 lang: ar", row("")))
        #expect(mirrored.a > mirrored.b)
        let keptList = try layout("screen device: iphone-6 lang: ar", row("layout-direction: ltr"))
        let kept = try order(keptList)
        let plain = try order(layout("screen device: iphone-6", row("")))
        #expect(kept.a < kept.b)
        #expect(abs((kept.b - kept.a) - (plain.b - plain.a)) < 1e-9)
        // Its icon is not marked again: the whole view is one upright block.
        #expect(uprightGroups(keptList.items).filter { ($0.uprightFrame?.minY ?? 0) > 15 }.count == 1)
        // Left-to-right iOS 9 screen: layout-direction: rtl mirrors the view alone.
        let forced = try order(layout("screen device: iphone-6", row("layout-direction: rtl")))
        #expect(forced.a > forced.b)
        // iOS 7 and 8 have no mirroring, so nothing to force.
        let seven = try layout("screen device: iphone-5 ios: 7", row(""))
        #expect(try layout("screen device: iphone-5 ios: 7", row("layout-direction: rtl")).dump() == seven.dump())
    }
}
