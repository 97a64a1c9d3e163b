import MockupDisplayList
import MockupGeometry
import MockupLayout
import MockupScene
import Testing

// FakeMeasurer: every character is half an em wide, so a 17 pt text is 8.5 pt per
// character and a 12 pt one 6 pt; ascent 0.8 em, descent 0.2 em.

private func screen(_ elements: [Element], device: String = "iphone-6", orientation: Orientation = .portrait) -> Screen {
    Screen(device: DeviceCatalog.device(named: device)!, orientation: orientation, elements: elements)
}

private func layout(_ elements: [Element], device: String = "iphone-6", orientation: Orientation = .portrait) -> [DisplayItem] {
    flatten(LayoutEngine(measurer: FakeMeasurer()).layout(screen(elements, device: device, orientation: orientation)).items)
}

private func nav(_ title: String?, back: String? = nil, buttons: [BarButton] = [], configure: (inout NavigationBar) -> Void = { _ in }) -> Element {
    var bar = NavigationBar(title: title, back: back)
    bar.buttons = buttons
    configure(&bar)
    return .navigationBar(bar)
}

private func glyph(_ item: BarButton.SystemItem, side: BarButton.Side = .right) -> BarButton {
    BarButton(title: item.title, icon: item.iconName.map(BarIcon.builtin), side: side)
}

/// The bounds of every path painted in `color`, strokes widened by half their width.
private func inkBounds(_ items: [DisplayItem], color: Color) -> [Rect] {
    items.compactMap { item -> Rect? in
        switch item {
        case .fill(let p, let c) where c == color: return p.controlBounds
        case .stroke(let p, let c, let s) where c == color:
            return p.controlBounds.map { $0.inset(by: Insets(top: -s.width / 2, left: -s.width / 2, bottom: -s.width / 2, right: -s.width / 2)) }
        default: return nil
        }
    }
}

private func union(_ rects: [Rect]) -> Rect? {
    guard let first = rects.first else { return nil }
    return rects.dropFirst().reduce(first) { a, b in
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}

private func inside(_ r: Rect, _ box: Rect, tolerance: Double = 1e-9) -> Bool {
    r.minX >= box.minX - tolerance && r.minY >= box.minY - tolerance && r.maxX <= box.maxX + tolerance
        && r.maxY <= box.maxY + tolerance
}

private func barHairlines(_ items: [DisplayItem]) -> [Hairline] {
    hairlines(items).filter { $0.color == Palette.barHairline }
}

@Suite struct NavigationBarLayoutTests {
    @Test func heightsPortraitPromptLandscapeAndPlus() {
        #expect(barHairlines(layout([nav("T")])).map(\.position) == [64])
        #expect(barHairlines(layout([nav("T") { $0.prompt = "Choose" }])).map(\.position) == [94])
        #expect(barHairlines(layout([nav("T")], orientation: .landscape)).map(\.position) == [32])
        #expect(barHairlines(layout([nav("T")], device: "iphone-6-plus", orientation: .landscape)).map(\.position) == [44])
        #expect(barHairlines(layout([nav("T")], device: "ipad", orientation: .landscape)).map(\.position) == [64])
        // The background backs the status bar too: from 0 to the hairline.
        #expect(layout([nav("T") { $0.prompt = "P" }]).contains(.rect(Rect(x: 0, y: 0, width: 375, height: 94), Palette.barBackground)))
    }

    @Test func promptCentredInItsStripAndTitleBelowIt() throws {
        let items = layout([nav("Contacts") { $0.prompt = "Choose a contact" }])
        let prompt = try #require(texts(items).first { $0.text == "Choose a contact" })
        let title = try #require(texts(items).first { $0.text == "Contacts" })
        #expect(prompt.font == .system(13))
        #expect(abs(prompt.origin.x + prompt.width / 2 - 187.5) < 1e-9)
        // 13 pt line box (13 high with the fake metrics) centred on y = 20 + 15.
        #expect(abs(prompt.origin.y - (35 - 6.5 + 10.4)) < 1e-9)
        // Title centred on the 44 pt row below: 50 + 22 = 72.
        #expect(abs(title.origin.y - (72 - 8.5 + 13.6)) < 1e-9)
    }

    @Test func hiddenBarTakesNoRoom() {
        let items = layout([.statusBar(StatusBar()), nav("T") { $0.hidden = true }, .table(Table(style: .plain, sections: [TableSection(cells: [TableCell(title: "A")])]))])
        #expect(barHairlines(items).isEmpty)
        #expect(texts(items).contains { $0.text == "A" && $0.origin.y > 20 && $0.origin.y < 64 })
        #expect(!texts(items).contains { $0.text == "T" })
    }

    @Test func backTitleThenBackThenChevronAlone() throws {
        func backText(_ title: String, _ back: String) -> String? {
            texts(layout([nav(title, back: back, buttons: [BarButton(title: "Edit")])]))
                .first { $0.color == Palette.blue && $0.text != "Edit" }?.text
        }
        // Title 5 × 8.5 fits beside "Mailboxes".
        #expect(backText("Inbox", "Mailboxes") == "Mailboxes")
        // A 20-character title (170 pt) leaves 108 pt beside a 21-character back title,
        // but 252.5 beside "Back".
        #expect(backText(String(repeating: "T", count: 20), "A long previous title") == "Back")
        // 30 characters (255 pt) fit only beside the chevron (292.5 pt).
        #expect(backText(String(repeating: "T", count: 30), "A long previous title") == nil)
        let items = layout([nav(String(repeating: "T", count: 30), back: "Prev", buttons: [BarButton(title: "Edit")])])
        let title = try #require(texts(items).first { $0.text.hasPrefix("TTT") })
        #expect(title.maxWidth == nil, "the title keeps its full width")
        #expect(title.origin.x >= 8 + 12.5 + 10 - 1e-9)
        // Without a title the previous title stays unless it runs into the right items.
        #expect(backText("", "Mailboxes") == "Mailboxes")
    }

    @Test func titleStaysCentredEightPointsClearOfTheBackTitleThenMovesRight() throws {
        func bar(_ back: String) -> (back: String?, title: TextRun?) {
            let runs = texts(layout([nav("TTTTTT", back: back, buttons: [BarButton(title: "Edit")])]))
            return (runs.first { $0.color == Palette.blue && $0.text != "Edit" }?.text, runs.first { $0.text == "TTTTTT" })
        }
        // Title 51 pt centred at x = 162; 15 back characters end at 8 + 12.5 + 6 + 127.5 = 154:
        // exactly 8 pt, so the title stays on the centre.
        let fits = bar(String(repeating: "B", count: 15))
        #expect(fits.back == String(repeating: "B", count: 15))
        #expect(abs(try #require(fits.title).origin.x - 162) < 1e-9)
        // One character more (ending at 162.5): the title moves right, 8 pt after the whole
        // back title, which is not shortened while the title fits beside it.
        let moved = bar(String(repeating: "B", count: 16))
        #expect(moved.back == String(repeating: "B", count: 16))
        #expect(abs(try #require(moved.title).origin.x - 170.5) < 1e-9)
    }

    @Test func aTitleTooWideForTheCentreSitsBesideTheChevronCut() throws {
        // A 45-character title (382.5 pt) cannot sit centred on a 375 pt bar: with the chevron
        // alone it moves right of the chevron (8 pt clear) and is cut before "Edit".
        let items = layout([nav(String(repeating: "T", count: 45), back: "Prev", buttons: [BarButton(title: "Edit")])])
        #expect(!texts(items).contains { $0.text == "Prev" || $0.text == "Back" })
        let title = try #require(texts(items).first { $0.text.hasPrefix("TTT") })
        #expect(abs(title.origin.x - (8 + 12.5 + 8)) < 1e-9)
        #expect(title.maxWidth != nil)
    }

    @Test func segmentedControlFollowsTheTitlesRule() throws {
        func outline(_ back: String, width: Double) throws -> (back: String?, frame: Rect) {
            let items = layout([nav(nil, back: back) {
                $0.segmented = SegmentedControl(titles: ["All", "Missed"], selected: 0, width: width)
            }])
            let frame = try #require(items.compactMap { item -> Rect? in
                if case .stroke(let p, Palette.blue, _) = item { return p.controlBounds } else { return nil }
            }.first)
            return (texts(items).first { $0.color == Palette.blue && $0.text != "Missed" }?.text, frame)
        }
        // 150 pt centred from 112.5 (a whole pixel at @2x); "Mail" ends at 60.5: centred.
        let centred = try outline("Mail", width: 150)
        #expect(centred.back == "Mail")
        #expect(abs(centred.frame.midX - 187.5) < 1e-9)
        // "Favourites" ends at 111.5: the control moves to 119.5, 8 pt clear, the back
        // title kept whole.
        let moved = try outline("Favourites", width: 150)
        #expect(moved.back == "Favourites")
        #expect(abs(moved.frame.minX - 120) < 1e-9, "\(moved.frame)")
        // 250 pt does not fit beside "Favourites" (119.5 + 250 > 367) but does beside "Back",
        // against its 8 pt clearance (68.5).
        let word = try outline("Favourites", width: 250)
        #expect(word.back == "Back")
        #expect(abs(word.frame.minX - 69) < 1e-9, "\(word.frame)")
        // 320 pt fits only beside the chevron (28.5).
        let chevron = try outline("Mail", width: 320)
        #expect(chevron.back == nil)
        #expect(abs(chevron.frame.minX - 29) < 1e-9, "\(chevron.frame)")
    }

    @Test func chevronAndBackTitleShareTheTitleBaselineAndMiddle() throws {
        let items = layout([.statusBar(StatusBar()), nav("Inbox", back: "Mailboxes")])
        let back = try #require(texts(items).first { $0.text == "Mailboxes" })
        let title = try #require(texts(items).first { $0.text == "Inbox" })
        #expect(back.origin.y == title.origin.y)
        let chevron = try #require(union(inkBounds(items, color: Palette.blue)))
        #expect(chevron.minX == 8 && abs(chevron.width - 12.5) < 1e-9 && abs(chevron.height - 21) < 1e-9)
        #expect(abs(chevron.midY - 42) < 1e-9, "chevron centred on the bar")
        // The back title starts 6 pt after the chevron; the baseline sits in the chevron's lower half.
        #expect(abs(back.origin.x - (8 + 12.5 + 6)) < 1e-9)
        #expect(back.origin.y > chevron.midY && back.origin.y < chevron.maxY)
    }

    @Test func glyphButtonsSitIn22PointBoxesCentredIn44PointSlots() throws {
        let items = layout([.statusBar(StatusBar()), nav("Notes", buttons: [glyph(.organize, side: .left), glyph(.compose), glyph(.action)])])
        let boxes = inkBounds(items, color: Palette.blue)
        #expect(!boxes.isEmpty)
        // Slots 3 pt in from the edges: left [3, 47], right [328, 372], then [284, 328].
        let expected = [Rect(x: 14, y: 31, width: 22, height: 22), Rect(x: 339, y: 31, width: 22, height: 22), Rect(x: 295, y: 31, width: 22, height: 22)]
        for b in boxes { #expect(expected.contains { inside(b, $0) }, "ink \(b) outside the glyph boxes") }
        for box in expected { #expect(boxes.contains { inside($0, box) }, "nothing drawn in \(box)") }
        // The title keeps 10 pt clear of the innermost glyph.
        let title = try #require(texts(items).first { $0.text == "Notes" })
        #expect(abs(title.origin.x + title.width / 2 - 187.5) < 1e-9)
    }

    @Test func compactBarGlyphsAre18() throws {
        let items = layout([nav("T", buttons: [glyph(.trash)])], orientation: .landscape)
        let ink = try #require(union(inkBounds(items, color: Palette.blue)))
        // Slot [620, 664], glyph box 18 centred: x 633…651, y 7…25.
        #expect(inside(ink, Rect(x: 633, y: 7, width: 18, height: 18)))
        #expect(ink.width > 12)
    }

    @Test func segmentedControlReplacesTheTitle() throws {
        let items = layout([.statusBar(StatusBar()), nav("Hidden title", buttons: [BarButton(title: "Edit", side: .left)]) {
            $0.segmented = SegmentedControl(titles: ["All", "Missed"], selected: 0)
        }])
        #expect(!texts(items).contains { $0.text == "Hidden title" })
        let all = try #require(texts(items).first { $0.text == "All" })
        let missed = try #require(texts(items).first { $0.text == "Missed" })
        #expect(all.color == .white && missed.color == Palette.blue)
        // Natural width 2 × max(6 × 6.5 + 24, 50) = 126, centred: from 124.5, on the @2x grid.
        let outline = try #require(items.compactMap { item -> Rect? in
            if case .stroke(let p, Palette.blue, _) = item { return p.controlBounds } else { return nil }
        }.first)
        #expect(abs(outline.minX - 125) < 1e-9 && abs(outline.width - 125) < 1e-9)
        #expect(abs(outline.minY - 28) < 1e-9 && abs(outline.height - 28) < 1e-9, "29 pt high, centred on y = 42")
    }

    @Test func darkBarTintGivesWhiteTitleAndLightStatusBar() throws {
        let dark = layout([.statusBar(StatusBar()), nav("Weather") { $0.barTint = Color(rgb: 0x1F5FA8) }])
        #expect(texts(dark).first { $0.text == "Weather" }?.color == .white)
        #expect(texts(dark).first { $0.text == "9:41 AM" }?.color == .white)
        // Translucent: 85 % of the tint.
        #expect(dark.contains(.rect(Rect(x: 0, y: 0, width: 375, height: 64), Color(rgb: 0x1F5FA8).withAlpha(0.85))))
        var explicit = StatusBar()
        explicit.style = .default
        let forced = layout([.statusBar(explicit), nav("W") { $0.barTint = .black; $0.translucent = false }])
        #expect(texts(forced).first { $0.text == "9:41 AM" }?.color == .black)
        #expect(forced.contains(.rect(Rect(x: 0, y: 0, width: 375, height: 64), .black)))
        let light = layout([.statusBar(StatusBar()), nav("W") { $0.barTint = Palette.yellow }])
        #expect(texts(light).first { $0.text == "W" }?.color == .black)
        #expect(texts(light).first { $0.text == "9:41 AM" }?.color == .black)
    }

    @Test func progressRunsAlongTheBottomEdge() {
        let items = layout([.statusBar(StatusBar()), nav("T") { $0.progress = 0.4 }])
        #expect(items.contains(.rect(Rect(x: 0, y: 62, width: 150, height: 2), Palette.blue)))
    }

    @Test(arguments: [("iphone-6", 8.0), ("iphone-6-plus", 12.0), ("ipad", 20.0)])
    func textItemsStandTheDevicesBarMarginFromTheEdges(_ device: String, _ margin: Double) throws {
        // r5 (8), r7 (12 on the 6 Plus), e26 (20 on an iPad).
        let bar = nav("T", buttons: [BarButton(title: "Edit", side: .left), BarButton(title: "Done")])
        let items = layout([.statusBar(StatusBar()), bar], device: device)
        let width = try #require(DeviceCatalog.device(named: device)).portraitSize.width
        let edit = try #require(texts(items).first { $0.text == "Edit" })
        let done = try #require(texts(items).first { $0.text == "Done" })
        #expect(edit.origin.x == margin && done.origin.x + done.width == width - margin)
        #expect(VersionedMetrics.barMargin(try #require(DeviceCatalog.device(named: device))) == margin)
    }

    @Test func disabledButtonsAreGreyWhateverTheTint() throws {
        let items = layout([nav("T", buttons: [BarButton(title: "Save", enabled: false)]) { $0.tint = Palette.purple }])
        let save = try #require(texts(items).first { $0.text == "Save" })
        // e26: the disabled items of a purple-tinted bar are #C2C2C2.
        #expect(save.color == Palette.disabledBarItem && Palette.disabledBarItem == Color(rgb: 0xC2C2C2))
    }
}

@Suite struct ToolbarLayoutTests {
    private func toolbar(_ items: [ToolbarItem], configure: (inout Toolbar) -> Void = { _ in }) -> Element {
        var bar = Toolbar(items: items)
        configure(&bar)
        return .toolbar(bar)
    }

    @Test func bottomOnIPhoneWithItsHairlineAbove() {
        let items = layout([toolbar([.button(BarButton(title: "Edit"))])])
        #expect(items.contains(.rect(Rect(x: 0, y: 623, width: 375, height: 44), Palette.barBackground)))
        #expect(barHairlines(items).map { "\($0.position) \($0.side)" } == ["623.0 before"])
        let landscape = layout([toolbar([.button(BarButton(title: "Edit"))])], orientation: .landscape)
        #expect(barHairlines(landscape).map(\.position) == [375 - 32])
    }

    @Test func topOnIPadUnderTheNavigationBar() {
        let items = layout([.statusBar(StatusBar()), nav("T"), toolbar([.flexibleSpace]) { $0.position = .top }], device: "ipad")
        #expect(items.contains(.rect(Rect(x: 0, y: 64, width: 768, height: 44), Palette.barBackground)))
        #expect(barHairlines(items).map { "\($0.position) \($0.side)" } == ["108.0 after", "64.0 after"])
    }

    @Test func glyphsAtTheEdgesAndALabelCentredByFlexibleSpaces() throws {
        let items = layout([toolbar([.button(glyph(.refresh)), .flexibleSpace, .label("Updated Just Now"), .flexibleSpace, .button(glyph(.compose))])])
        let label = try #require(texts(items).first { $0.origin.y > 600 })
        #expect(label.font == .system(12) && label.color == .black)
        #expect(abs(label.origin.x - (375 - 96) / 2) < 1e-9)
        let ink = inkBounds(items, color: Palette.blue)
        let left = Rect(x: 14, y: 634, width: 22, height: 22), right = Rect(x: 339, y: 634, width: 22, height: 22)
        #expect(ink.allSatisfy { inside($0, left) || inside($0, right) })
        #expect(ink.contains { inside($0, left) } && ink.contains { inside($0, right) })
    }

    @Test(arguments: [("iphone-6", 14.0), ("iphone-6-plus", 18.0), ("ipad", 26.0)])
    func glyphBoxesAtTheEndsMoveInWithTheBarMargin(_ device: String, _ inset: Double) throws {
        // The glyph box sits 6 pt inside the text margin: 14, 18 and 26 pt from the edges.
        let d = try #require(DeviceCatalog.device(named: device))
        let w = d.portraitSize.width, y = d.portraitSize.height - 22 - 11
        let items = layout([toolbar([.button(glyph(.refresh)), .flexibleSpace, .button(glyph(.compose))])], device: device)
        let left = Rect(x: inset, y: y, width: 22, height: 22), right = Rect(x: w - inset - 22, y: y, width: 22, height: 22)
        let ink = inkBounds(items, color: Palette.blue)
        #expect(ink.allSatisfy { inside($0, left) || inside($0, right) }, "\(device)")
        #expect(ink.contains { inside($0, left) } && ink.contains { inside($0, right) }, "\(device)")
    }

    @Test func textItemsKeepTheGapAndFixedSpacesAddToIt() throws {
        let items = layout([toolbar([.button(BarButton(title: "Share")), .fixedSpace(20), .button(BarButton(title: "Add To")), .flexibleSpace, .button(BarButton(title: "Done", prominent: true))])])
        let t = texts(items).filter { $0.origin.y > 600 }
        let expected: [Double] = [8, 85.5, 333]  // 8; 8 + 42.5 + 15 + 20; 375 − 8 − 34
        #expect(t.map(\.origin.x) == expected)
        #expect(t.last?.font == .system(17, .semibold))
    }

    @Test func evenlySpreadGlyphs() {
        let items = layout([toolbar([.button(glyph(.organize)), .flexibleSpace, .button(glyph(.trash)), .flexibleSpace, .button(glyph(.reply))])])
        // Three 44 pt slots 3 pt in from the edges, two flexible spaces of (375 − 6 − 132) / 2.
        let boxes = [14.0, 14 + 44 + 118.5, 375 - 36].map { Rect(x: $0.rounded(), y: 634, width: 22, height: 22) }
        let ink = inkBounds(items, color: Palette.blue)
        for box in boxes { #expect(ink.contains { inside($0, box) }, "\(box)") }
        #expect(ink.allSatisfy { r in boxes.contains { inside(r, $0) } })
    }

    @Test func segmentedControlShrinksWhenTheBarIsFull() throws {
        let seg = SegmentedControl(titles: ["Standard", "Hybrid", "Satellite"], selected: 0)
        let items = layout([toolbar([.button(BarButton(title: "Directions")), .flexibleSpace, .segmented(seg), .flexibleSpace, .button(glyph(.info))])])
        // Natural: 3 × (9 × 6.5 + 24) = 247.5; bar: 8 + 85 + 15 + 247.5 + 44 + 3 = 402.5 > 375.
        let outline = try #require(items.compactMap { item -> Rect? in
            if case .stroke(let p, Palette.blue, _) = item { return p.controlBounds } else { return nil }
        }.first)
        #expect(abs(outline.width + 1 - (247.5 - 27.5).rounded()) < 1e-9)
        #expect(outline.minX >= 8 + 85 + 15 - 0.5)
    }

    @Test func progressAlongTheTopEdge() {
        let items = layout([toolbar([.flexibleSpace]) { $0.progress = 0.5 }])
        #expect(items.contains(.rect(Rect(x: 0, y: 623, width: 187.5, height: 2), Palette.blue)))
        let none = layout([toolbar([.flexibleSpace]) { $0.progress = 0 }])
        #expect(!none.contains { if case .rect(_, Palette.blue) = $0 { true } else { false } })
    }
}

@Suite struct StatusBarLayoutTests {
    /// The fills painted in `color` inside the status bar strip, left of `maxX`.
    private func fills(_ items: [DisplayItem], _ color: Color, leftOf maxX: Double = 375) -> [Rect] {
        items.compactMap { item -> Rect? in
            guard case .fill(let p, let c) = item, c == color, let b = p.outlineBounds, b.maxY <= 20, b.maxX <= maxX
            else { return nil }
            return b
        }
    }

    @Test func batteryOutlineIsFourHairlinesRoundA22By9BodyAndTheTerminalFollows() throws {
        let items = layout([.statusBar(StatusBar())])
        let outline = statusBarHairlines(items)
        #expect(outline.count == 4 && outline.allSatisfy { $0.color == .black })
        // Body 22.5 × 9.5 centred on the bar, 0.5 pt before the 1.5 pt terminal, which ends
        // 5.5 pt from the edge (r5, r7).
        let body = Rect(x: 375 - 5.5 - 1.5 - 0.5 - 22.5, y: 10 - 4.75, width: 22.5, height: 9.5)
        #expect(outline.contains(Hairline(axis: .horizontal, position: body.minY, from: body.minX, to: body.maxX, side: .after, color: .black)))
        #expect(outline.contains(Hairline(axis: .horizontal, position: body.maxY, from: body.minX, to: body.maxX, side: .before, color: .black)))
        #expect(outline.contains(Hairline(axis: .vertical, position: body.minX, from: body.minY, to: body.maxY, side: .after, color: .black)))
        #expect(outline.contains(Hairline(axis: .vertical, position: body.maxX, from: body.minY, to: body.maxY, side: .before, color: .black)))
        let terminal = try #require(fills(items, .black).first { $0.minX >= body.maxX - 1e-9 })
        #expect(abs(terminal.minX - body.maxX - 0.5) < 1e-9 && abs(terminal.maxX - (375 - 5.5)) < 1e-9)
        // The level fills the body less 1 pt all round.
        #expect(items.contains(.roundedRect(Rect(x: body.minX + 1, y: body.minY + 1, width: 20.5, height: 7.5), radius: 1, .black)))
    }

    @Test func lowBatteryIsRedAndChargingGreen() {
        var bar = StatusBar()
        bar.battery = 20
        #expect(layout([.statusBar(bar)]).contains { if case .roundedRect(_, _, Palette.red) = $0 { true } else { false } })
        bar.battery = 21
        #expect(!layout([.statusBar(bar)]).contains { if case .roundedRect(_, _, Palette.red) = $0 { true } else { false } })
        bar.battery = 10
        bar.charging = true
        #expect(layout([.statusBar(bar)]).contains { if case .roundedRect(_, _, Palette.green) = $0 { true } else { false } })
    }

    @Test func wifiGlyphIs11Point5By9FromY5Point5() throws {
        var bar = StatusBar()
        bar.carrier = ""
        bar.signal = nil
        let items = layout([.statusBar(bar)])
        let bands = fills(items, .black, leftOf: 100)
        #expect(bands.count == 3)
        let all = try #require(union(bands))
        #expect(abs(all.width - 11.5) < 1e-3 && abs(all.height - 9) < 1e-3)
        #expect(abs(all.minY - 5.5) < 1e-3 && abs(all.minX - 6.5) < 1e-9)
    }

    @Test func signalNoneDrawsNoDotsAndTheCarrierStartsAt6Point5() throws {
        var bar = StatusBar()
        bar.carrier = "No Service"
        bar.signal = nil
        bar.wifi = 0
        let items = layout([.statusBar(bar)])
        #expect(fills(items, .black, leftOf: 150).isEmpty)
        #expect(!items.contains { if case .stroke = $0 { true } else { false } })
        let carrier = try #require(texts(items).first { $0.text == "No Service" })
        #expect(carrier.origin.x == 6.5)
        // With dots the carrier follows them: five 6.5 pt pitches from 6, then 3 pt.
        let dotted = layout([.statusBar(StatusBar())])
        #expect(fills(dotted, .black, leftOf: 40).count == 5)
        #expect(texts(dotted).first { $0.text == "Carrier" }?.origin.x == 6 + 4 * 6.5 + 5.5 + 3)
    }

    @Test func inactiveWiFiBandsAreFaint() {
        var bar = StatusBar()
        bar.wifi = 1
        let items = layout([.statusBar(bar)])
        let wedges = items.compactMap { item -> Color? in
            if case .fill(_, let c) = item, c.red == 0, c.alpha < 255 { return c } else { return nil }
        }
        #expect(wedges == [Color.black.withAlpha(0.2), Color.black.withAlpha(0.2)])
    }

    @Test func lightOverADarkScreenWithoutNavigationBar() {
        var s = screen([.statusBar(StatusBar())])
        s.background = .black
        let items = flatten(LayoutEngine(measurer: FakeMeasurer()).layout(s).items)
        #expect(texts(items).allSatisfy { $0.color == .white })
    }

    @Test func chargingBoltFollowsTheGreenBattery() throws {
        var bar = StatusBar()
        bar.charging = true
        bar.battery = 50
        let items = layout([.statusBar(bar)])
        let green = try #require(items.compactMap { item -> Rect? in
            if case .roundedRect(let r, _, Palette.green) = item { return r } else { return nil }
        }.first)
        let bolt = try #require(items.compactMap { item -> Rect? in
            if case .fill(let p, .black) = item, let b = p.controlBounds, b.minX > 360 { return b } else { return nil }
        }.first)
        #expect(green.maxX < bolt.minX && bolt.maxX <= 375 - 5.5 + 1e-9)
    }
}

@Suite struct BackdropLayoutTests {
    private func settingsLike(scroll: Double, navTranslucent: Bool = true, toolbar: Bool = true) -> [DisplayItem] {
        var table = Table(style: .plain, sections: [TableSection(cells: (1...20).map { TableCell(title: "Row \($0)") })])
        table.scroll = scroll
        var bar = NavigationBar(title: "T")
        bar.translucent = navTranslucent
        var elements: [Element] = [.statusBar(StatusBar()), .navigationBar(bar), .table(table)]
        if toolbar { elements.append(.toolbar(Toolbar(items: [.flexibleSpace]))) }
        return LayoutEngine(measurer: FakeMeasurer()).layout(screen(elements)).items
    }

    private func blurred(_ items: [DisplayItem]) -> [Group] {
        items.compactMap { if case .group(let g) = $0, g.blur > 0 { return g } else { return nil } }
    }

    @Test func contentUnderTranslucentBarsIsBlurredBehindThem() throws {
        let groups = blurred(settingsLike(scroll: 30))
        #expect(groups.map(\.clip) == [Rect(x: 0, y: 0, width: 375, height: 64), Rect(x: 0, y: 623, width: 375, height: 44)])
        #expect(groups.allSatisfy { $0.blur == 8 })
        // The rows scrolled under the bar (first row 34…78) are in the backdrop, on the background.
        let top = try #require(groups.first)
        #expect(top.items.first == .rect(Rect(x: -24, y: -24, width: 423, height: 112), .white))
        #expect(texts(top.items).map(\.text) == ["Row 1"])
        // The sharp table stays between the bars, starting 30 pt up.
        let sharp = try #require(settingsLike(scroll: 30).compactMap { item -> Group? in
            if case .group(let g) = item, g.blur == 0, g.clip == Rect(x: 0, y: 64, width: 375, height: 559) { return g }
            return nil
        }.first)
        #expect(texts(sharp.items).first?.text == "Row 1")
        #expect(texts(sharp.items).first.map { abs($0.origin.y - (64 - 30 + 22 - 8.5 + 13.6)) < 1e-9 } == true)
        // The backdrop is drawn before the bars.
        let items = settingsLike(scroll: 30)
        let backdropIndex = try #require(items.firstIndex { if case .group(let g) = $0 { g.blur > 0 } else { false } })
        let barIndex = try #require(items.firstIndex { $0 == .rect(Rect(x: 0, y: 0, width: 375, height: 64), Palette.barBackground) })
        #expect(backdropIndex < barIndex)
    }

    @Test func nothingUnderTheBarNoBackdrop() {
        // At rest nothing is under the navigation bar; the long table still runs under the toolbar.
        #expect(blurred(settingsLike(scroll: 0)).map(\.clip) == [Rect(x: 0, y: 623, width: 375, height: 44)])
        // Opaque bars hide what is under them.
        #expect(blurred(settingsLike(scroll: 30, navTranslucent: false, toolbar: false)).isEmpty)
    }
}
