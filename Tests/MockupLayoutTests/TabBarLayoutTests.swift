import MockupDisplayList
import MockupGeometry
import MockupLayout
import MockupScene
import Testing

private func layout(
    _ bar: TabBar, device: String = "iphone-6", orientation: Orientation = .portrait
) -> DisplayList {
    let s = Screen(
        device: DeviceCatalog.device(named: device)!, orientation: orientation, elements: [.tabBar(bar)])
    return LayoutEngine(measurer: FakeMeasurer()).layout(s)
}

private func bar(_ titles: [String], selected: Int? = nil, badges: [Int: String] = [:]) -> TabBar {
    TabBar(items: titles.enumerated().map { i, t in
        TabBarItem(title: t, icon: .builtin("gear"), selected: i == selected, badge: badges[i])
    })
}

/// Texts inside the tab bar (the default status bar draws texts too).
private func barTexts(_ list: DisplayList) -> [TextRun] {
    texts(list.items).filter { $0.origin.y > list.size.height - Metrics.tabBarHeightPad }
}

private func label(_ list: DisplayList, _ text: String) throws -> TextRun {
    try #require(barTexts(list).first { $0.text == text }, "no label \(text)")
}

private func centreX(_ t: TextRun) -> Double { t.origin.x + t.width / 2 }

/// Badge ovals: rounded rects in the badge red.
private func badges(_ list: DisplayList) -> [Rect] {
    flatten(list.items).compactMap {
        if case .roundedRect(let r, _, let c) = $0, c == Palette.badge { return r } else { return nil }
    }
}

/// Bounds of every icon shape drawn in `color`.
private func iconBounds(_ list: DisplayList, color: Color) -> [Rect] {
    flatten(list.items).compactMap {
        switch $0 {
        case .fill(let p, let c) where c == color: return p.controlBounds
        case .stroke(let p, let c, _) where c == color: return p.controlBounds
        default: return nil
        }
    }
}

@Test func fiveItemsShareTheWidthEqually() throws {
    let titles = ["A", "B", "C", "D", "E"]
    let list = layout(bar(titles, selected: 0))
    for (i, t) in titles.enumerated() {
        #expect(abs(centreX(try label(list, t)) - (37.5 + 75 * Double(i))) < 1e-9, "\(t)")
    }
    // Labels sit on one baseline 3.5 pt above the bottom, 10 pt medium (as measured on iOS 7–9 captures).
    let runs = barTexts(list)
    #expect(Set(runs.map(\.origin.y)) == [667 - 3.5])
    #expect(runs.allSatisfy { $0.font == .system(10, .medium) })
}

@Test func selectedItemIsTintedAndTheOthersGrey() throws {
    var b = bar(["A", "B", "C"], selected: 1)
    b.tint = Palette.orange
    let list = layout(b)
    #expect(try label(list, "B").color == Palette.orange)
    #expect(try label(list, "A").color == Palette.tabUnselected)
    // The tinted icon lies inside the middle item's 30 pt box, 3 pt below the bar top.
    let tinted = iconBounds(list, color: Palette.orange)
    #expect(!tinted.isEmpty)
    let box = Rect(x: 187.5 - 15, y: 618 + 3, width: 30, height: 30)
    #expect(tinted.allSatisfy { inside($0, box) }, "\(tinted)")
    #expect(iconBounds(list, color: Palette.tabUnselected).count >= 2)
}

@Test func sixItemsOnAnIPhoneShowFourAndMore() throws {
    let titles = ["A", "B", "C", "D", "E", "F"]
    let list = layout(bar(titles, selected: 1))
    #expect(barTexts(list).map(\.text) == ["A", "B", "C", "D", "More"])
    #expect(try label(list, "More").color == Palette.tabUnselected)
    #expect(abs(centreX(try label(list, "More")) - 337.5) < 1e-9)
    // The selected item is one of those behind More: More is selected.
    let behind = layout(bar(titles, selected: 5))
    #expect(try label(behind, "More").color == Palette.blue)
    #expect(barTexts(behind).filter { $0.color == Palette.blue }.map(\.text) == ["More"])
    // Exactly five stay five.
    #expect(barTexts(layout(bar(Array(titles.prefix(5))))).map(\.text) == Array(titles.prefix(5)))
}

@Test func badgesAreRedOvalsThatGrowWithTheirText() throws {
    let list = layout(bar(["A", "B", "C"], badges: [0: "3", 1: "128", 2: "…"]))
    let ovals = badges(list)
    #expect(ovals.count == 3)
    // One character: the 18 pt circle; three: text (3 × 6.5 with the fake measurer)
    // plus 5.5 pt either side. Left edges 5 pt right of the item centre, 2 pt below the bar top.
    #expect(ovals[0] == Rect(x: 62.5 + 5, y: 618 + 2, width: 18, height: 18))
    #expect(ovals[1] == Rect(x: 187.5 + 5, y: 620, width: 3 * 6.5 + 11, height: 18))
    #expect(ovals[2].width == 18)
    let numbers = barTexts(list).filter { $0.text == "128" || $0.text == "3" }
    #expect(numbers.count == 2 && numbers.allSatisfy { $0.color == .white && $0.font.size == 13 })
    let wide = try label(list, "128")
    #expect(abs(centreX(wide) - ovals[1].midX) < 1e-9)
}

@Test func iPadCentresFixedWidthItems() throws {
    let titles = ["A", "B", "C", "D", "E", "F"]
    let list = layout(bar(titles, selected: 0), device: "ipad")
    // 56 high; six 76 pt items 34 pt apart, centred on the 768 pt screen.
    #expect(has(flatten(list.items), .rect(Rect(x: 0, y: 1024 - 56, width: 768, height: 56), Palette.barBackground)))
    let centres = try titles.map { centreX(try label(list, $0)) }
    let span = 6 * 76.0 + 5 * 34
    let first = (768 - span) / 2 + 38
    for (i, c) in centres.enumerated() { #expect(abs(c - (first + 110 * Double(i))) < 1e-9) }
    #expect(abs((centres.first! + centres.last!) / 2 - 384) < 1e-9)
    // Up to eight fit before More on an iPad; nine show seven and More.
    let nine = layout(bar(titles + ["G", "H", "I"]), device: "ipad")
    #expect(barTexts(nine).map(\.text) == ["A", "B", "C", "D", "E", "F", "G", "More"])
    // Icons are centred vertically with the label in the taller bar.
    let baseline = try label(list, "A").origin.y
    #expect(abs(baseline - (1024 - 56 + 3.5 + 49 - 3.5)) < 1e-9)
}

@Test func landscapeKeepsTheHeightAndSpreadsOnCompactIPhones() throws {
    let list = layout(bar(["A", "B", "C", "D"]), orientation: .landscape)
    #expect(has(flatten(list.items), .rect(Rect(x: 0, y: 375 - 49, width: 667, height: 49), Palette.barBackground)))
    #expect(abs(centreX(try label(list, "A")) - 667 / 8) < 1e-9)
    // The 6 Plus is regular width in landscape: items are centred like an iPad's.
    let plus = layout(bar(["A", "B"]), device: "iphone-6-plus", orientation: .landscape)
    #expect(has(flatten(plus.items), .rect(Rect(x: 0, y: 414 - 49, width: 736, height: 49), Palette.barBackground)))
    #expect(abs(centreX(try label(plus, "A")) - (368 - 55)) < 1e-9)
    #expect(abs(centreX(try label(plus, "B")) - (368 + 55)) < 1e-9)
}

@Test func systemItemsDrawTheirIconFilledWhenSelected() throws {
    let items = [TabBarItem(system: .favorites, selected: true), TabBarItem(system: .search)]
    let list = layout(TabBar(items: items))
    #expect(barTexts(list).map(\.text) == ["Favorites", "Search"])
    // The selected star is the filled variant: fills only, no strokes.
    let tinted = flatten(list.items).filter {
        switch $0 {
        case .fill(_, let c), .stroke(_, let c, _): return c == Palette.blue
        default: return false
        }
    }
    #expect(!tinted.isEmpty && tinted.allSatisfy { if case .fill = $0 { true } else { false } })
    let grey = flatten(list.items).contains { if case .stroke(_, let c, _) = $0 { c == Palette.tabUnselected } else { false } }
    #expect(grey)
}

@Test func ownIconFilesAreFittedIntoTheIconBox() throws {
    // A 60 × 60 viewBox glyph is scaled into the same 30 pt box.
    let icon = Icon(viewBox: Rect(x: 0, y: 0, width: 60, height: 60), shapes: [
        IconShape(path: .roundedRect(Rect(x: 0, y: 0, width: 60, height: 60), radius: 0), style: .fill),
    ])
    let item = TabBarItem(title: "Mine", icon: .file(name: "mine.svg", icon: icon), selected: true)
    let list = layout(TabBar(items: [item]))
    let drawn = iconBounds(list, color: Palette.blue)
    #expect(drawn.count == 1 && drawn.allSatisfy { same($0, Rect(x: 187.5 - 15, y: 621, width: 30, height: 30)) }, "\(drawn)")
}
