import MockupDisplayList
import MockupGeometry
import MockupLayout
import MockupScene
import Testing

private func screen(_ elements: [Element], device: String = "iphone-6", orientation: Orientation = .portrait) -> Screen {
    Screen(device: DeviceCatalog.device(named: device)!, orientation: orientation, elements: elements)
}

private func layout(_ s: Screen) -> DisplayList { LayoutEngine(measurer: FakeMeasurer()).layout(s) }

@Test func navigationBarHairlineSitsAt64() {
    let list = layout(screen([.statusBar(StatusBar()), .navigationBar(NavigationBar(title: "Settings"))]))
    let bar = hairlines(list.items).filter { $0.axis == .horizontal && $0.from == 0 && $0.to == 375 }
    #expect(bar.map(\.position) == [64])
    #expect(bar.first?.side == .after)
}

@Test func compactNavigationBarInIPhoneLandscape() {
    // iPhone landscape: status bar hidden, bar 32 high; the Plus keeps 44.
    let nav = Element.navigationBar(NavigationBar(title: "T"))
    let six = layout(screen([nav], orientation: .landscape))
    #expect(hairlines(six.items).map(\.position) == [32])
    let plus = layout(screen([nav], device: "iphone-6-plus", orientation: .landscape))
    #expect(hairlines(plus.items).map(\.position) == [44])
    #expect(six.size == Size(width: 667, height: 375))
}

@Test func titleIsCentredAndBaselineInsideTheBar() throws {
    let list = layout(screen([.navigationBar(NavigationBar(title: "Settings"))]))
    let title = try #require(texts(list.items).first { $0.text == "Settings" })
    #expect(abs(title.origin.x + title.width / 2 - 375 / 2) < 0.001)
    #expect(title.origin.y > 20 && title.origin.y < 64)
    #expect(title.font == .system(17, .semibold))
}

@Test func longTitleTruncatesBetweenButtons() throws {
    var bar = NavigationBar(title: String(repeating: "W", count: 60), back: "Back")
    bar.buttons = [BarButton(title: "Edit")]
    let list = layout(screen([.navigationBar(bar)]))
    let title = try #require(texts(list.items).first { $0.text.hasPrefix("WWW") })
    let edit = try #require(texts(list.items).first { $0.text == "Edit" })
    #expect(title.maxWidth != nil)
    #expect(title.origin.x + title.width <= edit.origin.x)
}

@Test func plainRowsAre44WithSeparatorsInset16OnIOS9() {
    let cells = (1...3).map { TableCell(title: "Row \($0)") }
    let list = layout(screen([.statusBar(StatusBar()), .navigationBar(NavigationBar(title: "T")),
                              .table(Table(style: .plain, sections: [TableSection(cells: cells)]))]))
    // iOS 9 on an iPhone 6: the 16 pt layout margin (15 was iOS 7's).
    let seps = hairlines(list.items).filter { $0.from == 16 }
    #expect(Array(seps.prefix(3).map(\.position)) == [108, 152, 196])
    #expect(seps.allSatisfy { $0.side == .before && $0.to == 375 })
    // Empty rows keep their separators down to the bottom of the screen.
    #expect(seps.last.map { $0.position <= 667 && $0.position > 667 - 44 } == true)
}

@Test func groupedTableWithImagesInsetsSeparatorsPastTheImage() {
    let cells = [
        TableCell(style: .value1, title: "Wi-Fi", detail: "Home", image: .tile(icon: "wifi", color: Palette.blue), accessory: .disclosure),
        TableCell(title: "Bluetooth", image: .tile(icon: "wifi", color: Palette.blue)),
    ]
    let list = layout(screen([.table(Table(style: .grouped, sections: [TableSection(cells: cells)]))]))
    let first = flatten(list.items).first
    #expect(first == .rect(Rect(x: 0, y: 0, width: 375, height: 667), Palette.groupedBackground))
    let hs = hairlines(list.items)
    // Group top and bottom full width, the separator between the rows at 16 + 29 + 15
    // (the iOS 9 margin on an iPhone 6, then the 15 pt image gap of every release).
    let groupTop = 20 + 35.0
    #expect(hs.contains { $0.position == groupTop && $0.from == 0 && $0.side == .after })
    #expect(hs.contains { $0.position == groupTop + 88 && $0.from == 0 && $0.side == .before })
    #expect(hs.contains { $0.position == groupTop + 44 && $0.from == 60 })
    let value = texts(list.items).first { $0.text == "Home" }
    #expect(value?.color == Palette.secondaryText)
    // The value ends 16 + 8 + 10 = 34 pt from the right edge when a chevron follows it.
    #expect(value.map { abs($0.origin.x + $0.width - (375 - 34)) < 0.001 } == true)
}

@Test func tabBarIs49HighAtTheBottomWithSelectedTint() throws {
    let items = [TabBarItem(title: "One", icon: nil), TabBarItem(title: "Two", icon: nil, selected: true, badge: "3")]
    let list = layout(screen([.tabBar(TabBar(items: items))]))
    let all = flatten(list.items)
    #expect(all.contains(.rect(Rect(x: 0, y: 667 - 49, width: 375, height: 49), Palette.barBackground)))
    #expect(hairlines(list.items).contains { $0.position == 618 && $0.side == .before })
    let two = try #require(texts(list.items).first { $0.text == "Two" })
    let one = try #require(texts(list.items).first { $0.text == "One" })
    #expect(two.color == Palette.blue)
    #expect(one.color == Palette.tabUnselected)
    #expect(abs(two.origin.x + two.width / 2 - 375 * 0.75) < 0.001)
    #expect(all.contains { if case .roundedRect(_, _, let c) = $0 { return c == Palette.badge } else { return false } })
}

@Test func statusBarDrawsTimeCentredAndHidesInIPhoneLandscape() throws {
    let list = layout(screen([.statusBar(StatusBar())]))
    let time = try #require(texts(list.items).first { $0.text == "9:41 AM" })
    #expect(abs(time.origin.x + time.width / 2 - 187.5) < 0.001)
    #expect(time.origin.y < 20)
    let landscape = layout(screen([.statusBar(StatusBar())], orientation: .landscape))
    #expect(texts(landscape.items).isEmpty)
}

@Test func tabBarTintFollowsTheBarMaterialRule() {
    var bar = TabBar(items: [TabBarItem(title: "A")])
    bar.barTint = Color(rgb: 0x202020)
    let translucent = layout(screen([.tabBar(bar)]))
    #expect(flatten(translucent.items).contains(.rect(Rect(x: 0, y: 618, width: 375, height: 49), Color(rgb: 0x202020).withAlpha(0.85))))
    bar.translucent = false
    let opaque = layout(screen([.tabBar(bar)]))
    #expect(flatten(opaque.items).contains(.rect(Rect(x: 0, y: 618, width: 375, height: 49), Color(rgb: 0x202020))))
}

/// Layout asks for the system font; the release decides the face.
@Suite struct ReleaseSystemFontTests {
    /// Records the families text is measured in.
    final class SpyMeasurer: TextMeasuring {
        var families: Set<FontFamily> = []
        func measure(_ text: String, font: FontSpec) -> TextMetrics {
            families.insert(font.family)
            return FakeMeasurer().measure(text, font: font)
        }
    }

    static func texts(_ ios: IOSVersion, spy: SpyMeasurer = SpyMeasurer()) -> [TextRun] {
        let screen = Screen(
            device: DeviceCatalog.device(named: "iphone-5")!,
            elements: [.statusBar(StatusBar()), .navigationBar(NavigationBar(title: "Settings"))], ios: ios)
        var runs: [TextRun] = []
        func walk(_ items: [DisplayItem]) {
            for i in items {
                if case .text(let t) = i { runs.append(t) }
                if case .group(let g) = i { walk(g.items) }
            }
        }
        walk(LayoutEngine(measurer: spy).layout(screen).items)
        return runs
    }

    @Test func iOS7And8SetTextInHelveticaNeueAndIOS9InTheSystemFace() {
        for ios in [IOSVersion.ios7, .ios8] {
            let runs = Self.texts(ios)
            #expect(!runs.isEmpty && runs.allSatisfy { $0.font.family == .neue }, "iOS \(ios.name)")
        }
        let nine = Self.texts(.ios9)
        #expect(!nine.isEmpty && nine.allSatisfy { $0.font.family == .system })
        // The same runs, only the face named differently, and measured in that face.
        let spy7 = SpyMeasurer(), spy9 = SpyMeasurer()
        #expect(Self.texts(.ios7, spy: spy7).map(\.text) == Self.texts(.ios9, spy: spy9).map(\.text))
        #expect(spy7.families == [.neue] && spy9.families == [.system])
    }
}
