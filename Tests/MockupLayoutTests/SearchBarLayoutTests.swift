import MockupDisplayList
import MockupGeometry
import MockupLayout
import MockupScene
import Testing

private func layout(_ elements: [Element]) -> DisplayList {
    let s = Screen(device: DeviceCatalog.device(named: "iphone-6")!, elements: elements)
    return LayoutEngine(measurer: FakeMeasurer()).layout(s)
}

/// The search field: the rounded rect 28 pt high (white or the minimal grey).
private func field(_ list: DisplayList) throws -> Rect {
    try #require(flatten(list.items).compactMap { item -> Rect? in
        if case .roundedRect(let r, let radius, _) = item, r.height == Metrics.searchFieldHeight,
            radius == Metrics.searchFieldRadius
        {
            return r
        }
        return nil
    }.first, "no field")
}

/// Shapes drawn in the grey of the field's buttons (clear disc, bookmark, results list).
private func buttonShapes(_ list: DisplayList) -> [Rect] {
    flatten(list.items).compactMap {
        switch $0 {
        case .fill(let p, let c) where c == Palette.searchClearButton: return p.controlBounds
        case .stroke(let p, let c, _) where c == Palette.searchClearButton: return p.controlBounds
        default: return nil
        }
    }
}

/// Whether a white × (the clear button's cross) is drawn.
private func hasClearCross(_ list: DisplayList) -> Bool {
    flatten(list.items).contains { if case .stroke(_, let c, _) = $0 { c == .white } else { false } }
}

private func text(_ list: DisplayList, _ s: String) throws -> TextRun {
    try #require(texts(list.items).first { $0.text == s }, "no text \(s)")
}

private let nav = Element.navigationBar(NavigationBar(title: "Contacts"))

@Test func prominentBarIs44HighWithA28PointFieldInset8() throws {
    let list = layout([.statusBar(StatusBar()), nav, .searchBar(SearchBar())])
    let all = flatten(list.items)
    // Under the navigation bar: grey from 64 to 108, hairline at its bottom.
    #expect(has(all, .rect(Rect(x: 0, y: 64, width: 375, height: 44), Palette.searchBarBackground)))
    #expect(hairlines(list.items).contains { $0.position == 108 && $0.side == .before && $0.color == Palette.searchBarBorder })
    #expect(try field(list) == Rect(x: 8, y: 72, width: 359, height: 28))
    #expect(has(all, .roundedRect(Rect(x: 8, y: 72, width: 359, height: 28), radius: 5, .white)))
}

@Test func placeholderIsCentredUntilActiveOrTyped() throws {
    let inactive = layout([.searchBar(SearchBar())])
    let f = try field(inactive)
    let placeholder = try text(inactive, "Search")
    #expect(placeholder.color == Palette.searchPlaceholder && placeholder.font == .system(14))
    // Magnifier (13) + gap (6) + text, centred on the field.
    let group = 13 + 6 + placeholder.width
    #expect(abs(placeholder.origin.x - (f.midX - group / 2 + 19)) < 1e-9)
    var active = SearchBar()
    active.active = true
    let left = try text(layout([.searchBar(active)]), "Search")
    #expect(abs(left.origin.x - (8 + 8 + 13 + 6)) < 1e-9)
    var typed = SearchBar()
    typed.text = "app"
    let t = try text(layout([.searchBar(typed)]), "app")
    #expect(t.color == .black && abs(t.origin.x - 35) < 1e-9)
}

@Test func cancelWhileActiveNarrowsTheField() throws {
    var bar = SearchBar()
    bar.active = true
    let list = layout([.searchBar(bar)])
    let cancel = try text(list, "Cancel")
    #expect(cancel.color == Palette.blue && cancel.font == .system(17))
    #expect(abs(cancel.origin.x + cancel.width - 367) < 1e-9)
    let f = try field(list)
    #expect(abs(f.maxX - (cancel.origin.x - 8)) < 1e-9)
    #expect(texts(layout([.searchBar(SearchBar())]).items).allSatisfy { $0.text != "Cancel" })
}

@Test func clearButtonOnlyWithTextBookmarkOnlyWhileEmpty() throws {
    var bar = SearchBar()
    bar.bookmarkButton = true
    // Empty: the bookmark glyph at the field's right end, no clear button.
    let empty = layout([.searchBar(bar)])
    let f = try field(empty)
    let box = Rect(x: f.maxX - 28, y: f.midY - 14, width: 28, height: 28)
    #expect(!buttonShapes(empty).isEmpty && buttonShapes(empty).allSatisfy { inside($0, box) })
    #expect(!hasClearCross(empty))
    // With text: the clear button (a 14 pt grey disc with a white ×) replaces it.
    bar.text = "app"
    let typed = layout([.searchBar(bar)])
    let shapes = buttonShapes(typed)
    #expect(shapes.count == 1 && same(shapes[0], Rect(x: box.midX - 7, y: box.midY - 7, width: 14, height: 14)))
    #expect(hasClearCross(typed))
    // An empty text is no text.
    bar.text = ""
    #expect(!hasClearCross(layout([.searchBar(bar)])))
    // Neither button asked for and no text: nothing at the right end.
    #expect(buttonShapes(layout([.searchBar(SearchBar())])).isEmpty)
}

@Test func typedTextStopsBeforeTheClearButton() throws {
    var bar = SearchBar()
    bar.text = String(repeating: "w", count: 80)
    let list = layout([.searchBar(bar)])
    let run = try text(list, bar.text!)
    let f = try field(list)
    #expect(run.maxWidth != nil)
    #expect(run.origin.x + run.width <= f.maxX - 28 - 6 + 1e-9)
}

@Test func scopeBarAdds44UnderAnActiveBar() throws {
    var bar = SearchBar()
    bar.scopes = ["All", "Mail", "Contacts"]
    bar.selectedScope = 1
    // Inactive: no scope bar, 44 high; the table starts under it.
    let inactive = layout([.statusBar(StatusBar()), .searchBar(bar)])
    #expect(texts(inactive.items).allSatisfy { $0.text != "Mail" })
    bar.active = true
    let list = layout([.statusBar(StatusBar()), .searchBar(bar), .table(Table(style: .plain, sections: [TableSection(cells: [TableCell(title: "Row")])]))])
    let all = flatten(list.items)
    // Right under the status bar the grey backs it too: 0 … 20 + 88.
    #expect(has(all, .rect(Rect(x: 0, y: 0, width: 375, height: 108), Palette.searchBarBackground)))
    #expect(hairlines(list.items).contains { $0.position == 108 && $0.color == Palette.searchBarBorder })
    // The segmented control spans the bar less 8 pt each side, centred in the lower 44.
    let fills = all.compactMap { item -> Rect? in
        if case .rect(let r, let c) = item, c == Palette.blue, r.height == Metrics.segmentHeight { return r } else { return nil }
    }
    #expect(fills.contains(Rect(x: 8 + 359.0 / 3, y: 20 + 44 + 7.5, width: 359.0 / 3, height: 29)))
    #expect(try text(list, "Mail").color == .white)
    // The table's first row begins under the scope bar.
    let row = try text(list, "Row")
    #expect(row.origin.y > 108 && row.origin.y < 108 + 44)
}

@Test func promptAddsALineAboveTheField() throws {
    var bar = SearchBar()
    bar.prompt = "Find a song"
    let list = layout([.statusBar(StatusBar()), nav, .searchBar(bar)])
    #expect(has(flatten(list.items), .rect(Rect(x: 0, y: 64, width: 375, height: 74), Palette.searchBarBackground)))
    let prompt = try text(list, "Find a song")
    #expect(abs(prompt.origin.x + prompt.width / 2 - 187.5) < 1e-9 && prompt.font == .system(13))
    #expect(prompt.origin.y > 64 && prompt.origin.y < 94)
    #expect(try field(list).minY == 94 + 8)
}

@Test func navigationBarHairlineOverAProminentSearchBarIsOpaqueB2() throws {
    let prominent = layout([.statusBar(StatusBar()), nav, .searchBar(SearchBar())])
    let line = try #require(hairlines(prominent.items).first { $0.position == 64 })
    #expect(line.color == Color(rgb: 0xB2B2B2) && line.side == .after)
    // Over content (or a minimal bar, which has no grey) it stays 30 % black.
    var minimal = SearchBar()
    minimal.style = .minimal
    for list in [layout([.statusBar(StatusBar()), nav]), layout([.statusBar(StatusBar()), nav, .searchBar(minimal)])] {
        #expect(hairlines(list.items).first { $0.position == 64 }?.color == Palette.barHairline)
    }
}

@Test func minimalStyleDrawsOnlyTheGreyField() throws {
    var bar = SearchBar()
    bar.style = .minimal
    let list = layout([.statusBar(StatusBar()), nav, .searchBar(bar)])
    let all = flatten(list.items)
    #expect(!all.contains { if case .rect(_, let c) = $0 { c == Palette.searchBarBackground } else { false } })
    #expect(!hairlines(list.items).contains { $0.color == Palette.searchBarBorder })
    #expect(has(all, .roundedRect(Rect(x: 8, y: 72, width: 359, height: 28), radius: 5, Palette.searchFieldMinimal)))
}

@Test func searchFieldInTheNavigationBarSitsBetweenItsButtons() throws {
    var n = NavigationBar()
    n.buttons = [BarButton(title: "Edit", side: .left), BarButton(title: "Map")]
    n.searchBar = SearchBar()
    let list = layout([.statusBar(StatusBar()), .navigationBar(n)])
    let f = try field(list)
    let edit = try text(list, "Edit")
    let map = try text(list, "Map")
    #expect(f.minY == 20 + 8 && f.height == 28)
    #expect(f.minX >= edit.origin.x + edit.width + 10 - 1e-9)
    #expect(f.maxX <= map.origin.x - 10 + 1e-9)
    #expect(has(flatten(list.items), .roundedRect(f, radius: 5, Palette.searchFieldMinimal)))
    // Without buttons it runs from padding to padding.
    var bare = NavigationBar()
    bare.searchBar = SearchBar()
    #expect(try field(layout([.navigationBar(bare)])) == Rect(x: 8, y: 28, width: 359, height: 28))
}
