import MockupDisplayList
import MockupGeometry
@testable import MockupLayout
import MockupScene
import Testing

// Geometry with FakeMeasurer: a character is half an em wide, a line box one em high
// (ascent 0.8 em). Without a navigation bar the table starts at y = 20. The figures
// below are iOS 7's (15 pt cell margin) unless a test names another release.

private func layout(
    _ table: Table, nav: Bool = false, device: String = "iphone-6", orientation: Orientation = .portrait,
    ios: IOSVersion = .ios7
) -> [DisplayItem] {
    var elements: [Element] = [.statusBar(StatusBar())]
    if nav { elements.append(.navigationBar(NavigationBar(title: "T"))) }
    elements.append(.table(table))
    let screen = Screen(device: DeviceCatalog.device(named: device)!, orientation: orientation, elements: elements, ios: ios)
    return flatten(LayoutEngine(measurer: FakeMeasurer()).layout(screen).items)
}

/// The index font in the release's face (these tables are drawn as iOS 7: Helvetica Neue).
private func isIndexFont(_ f: FontSpec) -> Bool {
    f.family == .neue && f.size == SectionIndexLayout.font.size && f.weight == SectionIndexLayout.font.weight
}

private func plain(_ cells: [TableCell], _ configure: (inout Table) -> Void = { _ in }) -> Table {
    var t = Table(style: .plain, sections: [TableSection(cells: cells)])
    configure(&t)
    return t
}

private func fills(_ items: [DisplayItem], _ color: Color) -> [Path] {
    items.compactMap { if case .fill(let p, let c) = $0, c == color { return p } else { return nil } }
}

private func rects(_ items: [DisplayItem], _ color: Color) -> [Rect] {
    items.compactMap { if case .rect(let r, let c) = $0, c == color { return r } else { return nil } }
}

private func text(_ items: [DisplayItem], _ s: String) -> TextRun? { texts(items).first { $0.text == s } }

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }

private func cell(_ title: String, _ configure: (inout TableCell) -> Void) -> TableCell {
    var c = TableCell(title: title)
    configure(&c)
    return c
}

@Suite struct TableLayoutTests {
    // MARK: accessories

    @Test func switchIs51By31EndingFifteenFromTheEdge() {
        let items = layout(plain([cell("On") { $0.accessory = .switch(isOn: true) }, cell("Off") { $0.accessory = .switch(isOn: false) }]))
        // Row 1: 20…64, centre 42; the switch ends 15 pt from the right edge.
        let track = Rect(x: 309, y: 26.5, width: 51, height: 31)
        #expect(fills(items, Palette.switchOn) == [.roundedRect(track, radius: 15.5)])
        let knobs = fills(items, Palette.switchKnob)
        // Knob 28 at a 1.5 pt inset (e20, r7).
        #expect(knobs.contains(.ellipse(in: Rect(x: 330.5, y: 28, width: 28, height: 28))), "on: knob at the right")
        #expect(knobs.contains(.ellipse(in: Rect(x: 310.5, y: 72, width: 28, height: 28))), "off: knob at the left")
        // Off: the ring, an even-odd pill 1.5 pt wide.
        let ring = fills(items, Palette.switchOffRing)
        #expect(ring.count == 1 && ring.first?.fillRule == .evenOdd)
        #expect(ring.first?.controlBounds == Rect(x: 309, y: 70.5, width: 51, height: 31))
        // The title gives way to the switch.
        #expect(text(items, "On")?.origin.x == 15)
    }

    @Test func detailDisclosureIsAnInfoCircleThenAChevron() {
        let items = layout(plain([cell("Info") { $0.accessory = .detailDisclosure; $0.style = .value1; $0.detail = "Value" }]))
        let chevron = fills(items, Palette.chevron).first?.controlBounds
        #expect(chevron.map { close($0.maxX, 360) && close($0.midY, 42) } == true)
        // The ring: 22 pt, ending 12 pt before the chevron (8 wide, 15 from the edge).
        let ring = fills(items, Palette.blue).first { $0.fillRule == .evenOdd }
        #expect(ring?.controlBounds == Rect(x: 375 - 15 - 8 - 12 - 22, y: 31, width: 22, height: 22))
        // The value ends 10 pt before the ring (2 pt closer than the 12 before other accessories, as measured).
        let value = text(items, "Value")
        #expect(value.map { close($0.origin.x + $0.width, 318 - Metrics.accessoryGapToButton) } == true)
    }

    @Test func detailButtonCheckmarkTextAndBadge() {
        let items = layout(plain([
            cell("a") { $0.accessory = .detailButton },
            cell("b") { $0.accessory = .text("Edit") },
            cell("c") { $0.accessory = .disclosure; $0.badge = "1"; $0.style = .value1; $0.detail = "On" },
        ]))
        let ring = fills(items, Palette.blue).first { $0.fillRule == .evenOdd }
        #expect(ring?.controlBounds == Rect(x: 338, y: 31, width: 22, height: 22))
        // Custom text in the tint, right-aligned at 15 from the edge.
        let edit = text(items, "Edit")
        #expect(edit?.color == Palette.blue && edit.map { close($0.origin.x + $0.width, 360) } == true)
        // Badge: red pill 20 high, at least 20 wide, 12 before the chevron (the tighter 10
        // was measured for value text only); the value 12 before it.
        let badge = items.compactMap { item -> Rect? in
            if case .roundedRect(let r, _, let c) = item, c == Palette.badge { return r } else { return nil }
        }
        #expect(badge == [Rect(x: 352 - 12 - 20, y: 108 + 12, width: 20, height: 20)])
        #expect(text(items, "1")?.color == .white)
        let on = text(items, "On")
        #expect(on.map { close($0.origin.x + $0.width, 320 - 12) } == true)
    }

    // MARK: editing

    @Test func editingIndentsContentAndShowsControls() {
        let t = plain([
            cell("Inbox") { $0.image = .tile(icon: "envelope", color: Palette.blue); $0.accessory = .disclosure },
            cell("Add") { $0.editingControl = .insert; $0.reorder = false },
            cell("Fixed") { $0.editingControl = TableCell.EditingControl.none },
        ]) { $0.editing = .delete; $0.reorder = true }
        let items = layout(t)
        // Red circle 22 pt, 8 from the left; the tile and title shifted right by 38.
        #expect(fills(items, Palette.deleteControl) == [.ellipse(in: Rect(x: 8, y: 31, width: 22, height: 22))])
        #expect(fills(items, Palette.insertControl) == [.ellipse(in: Rect(x: 8, y: 75, width: 22, height: 22))])
        // White minus (one bar) and plus (two bars), 11 × 2.
        let bars = rects(items, .white)
        #expect(bars.contains(Rect(x: 13.5, y: 41, width: 11, height: 2)))
        #expect(bars.contains(Rect(x: 18, y: 80.5, width: 2, height: 11)))
        #expect(items.contains(.roundedRect(Rect(x: 53, y: 27.5, width: 29, height: 29), radius: Metrics.iconTileRadius, Palette.blue)))
        #expect(text(items, "Inbox")?.origin.x == 97)
        #expect(text(items, "Add")?.origin.x == 53)
        #expect(text(items, "Fixed")?.origin.x == 53, "rows without a control are indented too")
        // Accessories give way while editing; separators follow the content.
        #expect(fills(items, Palette.chevron).isEmpty)
        let seps = hairlines(items).filter { $0.position <= 152 }
        #expect(seps.map(\.from) == [97, 53, 53])
        // Reorder grips: three 18 × 2 bars centred in the 35 pt area at the right, on rows 1 and 3.
        let grips = rects(items, Palette.reorderGrip)
        #expect(grips.count == 6)
        #expect(grips.first == Rect(x: 375 - 17.5 - 9, y: 36, width: 18, height: 2))
        #expect(grips.map(\.minY).contains(36 + 5) && grips.map(\.minY).contains(36 + 10))
    }

    @Test func onIOS8EditingLeavesSeparatorsAtTheMarginAndDropsTheCircleTo12() {
        // e32 (iOS 8.x): circle at x 12, 1 pt below the row's middle, a 1 pt minus; the
        // separators stay at the 16 pt margin; under an image's text they follow the text.
        let t = plain([
            cell("Inbox") { $0.image = .tile(icon: "envelope", color: Palette.blue) },
            cell("Add") { $0.editingControl = .insert },
            cell("Fixed") { _ in },
        ]) { $0.editing = .delete }
        let items = layout(t, ios: .ios8)
        #expect(fills(items, Palette.deleteControl).first == .ellipse(in: Rect(x: 12, y: 32, width: 22, height: 22)))
        #expect(fills(items, Palette.insertControl) == [.ellipse(in: Rect(x: 12, y: 76, width: 22, height: 22))])
        let bars = rects(items, .white)
        #expect(bars.contains(Rect(x: 17.5, y: 42.5, width: 11, height: 1)))
        #expect(bars.contains(Rect(x: 22.5, y: 81.5, width: 1, height: 11)))
        #expect(text(items, "Add")?.origin.x == 54, "content still indented by 38")
        let seps: [Double] = hairlines(items).filter { $0.position <= 152 }.map(\.from)
        let expected: [Double] = [98, 16, 16]  // 38 + 16 + 29 + 15 under the image's text
        #expect(seps == expected)
    }

    @Test func selectionEditingShowsRingsAndFilledChecks() {
        let t = plain([cell("a") { _ in }, cell("b") { $0.selected = true }]) { $0.editing = .select }
        let items = layout(t)
        let ring = fills(items, Palette.selectionRing)
        #expect(ring.count == 1 && ring.first?.controlBounds == Rect(x: 8, y: 31, width: 22, height: 22))
        #expect(fills(items, Palette.blue).contains(.ellipse(in: Rect(x: 8, y: 75, width: 22, height: 22))))
        #expect(fills(items, .white).count == 1, "the white checkmark")
    }

    @Test func swipeRevealsButtonsAndSlidesTheContent() throws {
        let swiped = cell("Kate") {
            $0.swipeActions = [.init(title: "More", color: Palette.swipeNormal), .init(title: "Archive")]
            $0.accessory = .disclosure
        }
        let items = layout(plain([swiped]))
        // Widths: title + 15 either side; "More" 34 → 64, "Archive" 59.5 → 89.5.
        #expect(rects(items, Palette.swipeNormal) == [Rect(x: 375 - 153.5, y: 20, width: 64, height: 44)])
        #expect(rects(items, Palette.swipeDestructive) == [Rect(x: 375 - 89.5, y: 20, width: 89.5, height: 44)])
        #expect(text(items, "Archive")?.origin.x == 375 - 89.5 + 15)
        #expect(text(items, "Archive")?.color == .white)
        // Everything else slides left by the buttons' width; the separator stays.
        #expect(text(items, "Kate")?.origin.x == 15 - 153.5)
        #expect(fills(items, Palette.chevron).first?.controlBounds.map { close($0.maxX, 360 - 153.5) } == true)
        #expect(hairlines(items).first?.from == 15)
    }

    // MARK: states

    @Test func selectedRowIsGreyWithoutSeparatorsAroundIt() {
        let items = layout(plain([cell("a") { _ in }, cell("b") { $0.selected = true }, cell("c") { _ in }]))
        #expect(rects(items, Palette.cellHighlight) == [Rect(x: 0, y: 64, width: 375, height: 44)])
        let rowSeparators = hairlines(items).filter { $0.position <= 152 }
        #expect(rowSeparators.map(\.position) == [152], "only the third row's separator")
    }

    @Test func disabledRowGreysItsTextsAndKeepsTheChevron() throws {
        let items = LayoutEngine(measurer: FakeMeasurer()).layout(Screen(
            device: DeviceCatalog.defaultDevice,
            elements: [.table(plain([
                cell("Off") { $0.enabled = false; $0.accessory = .disclosure; $0.style = .value1; $0.detail = "Never" },
                cell("Tile") { $0.enabled = false; $0.image = .tile(icon: "wifi", color: Palette.blue); $0.accessory = .checkmark },
            ]))])).items
        // Title and value #8F8F8F, drawn as is; the chevron keeps #C7C7CC (as measured on captures).
        let flat = flatten(items)
        #expect(text(flat, "Off")?.color == Palette.disabledCellText)
        #expect(text(flat, "Never")?.color == Palette.disabledCellText)
        #expect(fills(flat, Palette.chevron).count == 1)
        let groups = allGroups(items).filter { $0.opacity < 1 }
        #expect(groups.allSatisfy { texts($0.items).isEmpty && fills($0.items, Palette.chevron).isEmpty })
        // The image and the other accessories still fade.
        #expect(groups.count == 1 && groups.first?.opacity == Metrics.disabledOpacity)
        #expect(groups.first.map { $0.items.contains { if case .roundedRect = $0 { true } else { false } } } == true)
    }

    @Test func actionRowIsCentredInTheTint() {
        let items = layout(plain([
            cell("Sign Out") { $0.style = .action; $0.titleColor = Palette.red },
            cell("Add Account") { $0.style = .action },
        ]))
        let signOut = text(items, "Sign Out")
        #expect(signOut.map { close($0.origin.x + $0.width / 2, 187.5) } == true)
        #expect(signOut?.color == Palette.red)
        #expect(text(items, "Add Account")?.color == Palette.blue)
    }

    // MARK: text

    @Test func multiLineTitlesGrowTheRow() {
        let long = Array(repeating: "word", count: 20).joined(separator: " ")
        let items = layout(plain([cell(long) { $0.lines = 2 }, cell(long) { $0.lines = 0 }]))
        let runs = texts(items).filter { $0.text.hasPrefix("word") }
        // 345 pt hold 8 words of 8.5 pt characters; the second line keeps the rest, cut.
        #expect(runs.count == 2 + 3)
        #expect(runs[0].text == Array(repeating: "word", count: 8).joined(separator: " "))
        #expect(runs[1].text == Array(repeating: "word", count: 12).joined(separator: " ") && runs[1].maxWidth == 345)
        // Heights: 2 × 17 + 2 × 11 = 56; 3 × 17 + 22 = 73.
        let seps = hairlines(items).filter { $0.from == 15 }.map(\.position)
        let expected: [Double] = [76, 149]  // 20 + 56, then + 73
        #expect(Array(seps.prefix(2)) == expected)
        #expect(close(runs[0].origin.y, 20 + 28 - 17 + 13.6))
        #expect(runs[4].text == "word word word word" && runs[4].maxWidth == nil)
    }

    @Test func longTitlesTruncateLatinAndChinese() {
        let latin = String(repeating: "Long title ", count: 10)
        let chinese = String(repeating: "钥匙串中的所有项目", count: 5)
        let items = layout(plain([cell(latin) { $0.accessory = .disclosure }, cell(chinese) { $0.accessory = .disclosure }]))
        for s in [latin, chinese] {
            let run = text(items, s)
            // Up to 10 pt before the chevron: 375 − 15 − 8 − 10 − 15.
            #expect(run?.maxWidth == 327 && run?.width == 327)
        }
    }

    @Test func textWrapKeepsClosingPunctuationAndLimitsLines() {
        let m = FakeMeasurer()
        let font = FontSpec.system(10)
        // Ten CJK characters of 5 pt each in 24 pt: four a line, but never "，" first.
        let lines = TextWrap.lines("我们可以见面，十二点", font: font, width: 24, measurer: m)
        #expect(lines == ["我们可以", "见面，十", "二点"])
        #expect(lines.allSatisfy { !($0.first?.isLineStartForbidden ?? false) })
        let limited = TextWrap.lines("one two three four five six", font: font, width: 40, measurer: m, maxLines: 2)
        #expect(limited == ["one two", "three four five six"])
        #expect(TextWrap.lines("a\nb c", font: font, width: 100, measurer: m) == ["a", "b c"])
    }

    // MARK: plain tables

    @Test func sectionIndexIsCentredDownTheRightEdge() throws {
        let t = plain([cell("Anna") { $0.accessory = .disclosure }]) { $0.index = (65...90).map { String(UnicodeScalar(UInt8($0))) } + ["#"] }
        let items = layout(t, nav: true)
        let index = texts(items).filter { isIndexFont($0.font) }
        #expect(index.count == 27 && index.allSatisfy { $0.color == Palette.blue })
        // 27 entries 14 pt apart: 378 pt centred on the area's middle (64…667), each
        // 11 pt line centred in its entry.
        let a = try #require(index.first)
        #expect(close(a.origin.x + a.width / 2, 375 - 7.5))
        #expect(close(a.origin.y, 365.5 - 189 + 1.5 + 8.8))
        #expect(close(index[1].origin.y - a.origin.y, 14))
        // Rows make room for the index: the chevron moves left by its width.
        #expect(fills(items, Palette.chevron).first?.controlBounds.map { close($0.maxX, 375 - 15 - 15) } == true)
    }

    @Test func indexThatDoesNotFitDropsTitlesForBullets() {
        let titles = (65...90).map { String(UnicodeScalar(UInt8($0))) } + ["#"]
        let t = plain([cell("a") { _ in }]) { $0.index = titles }
        // iPhone 5 landscape: no status bar, a 32 pt bar: 288 pt of table less 6 above and
        // below hold 19 entries at the 14 pt pitch.
        let items = layout(t, nav: true, device: "iphone-5", orientation: .landscape)
        let shown = texts(items).filter { isIndexFont($0.font) }.map(\.text)
        #expect(shown.count == 19)
        #expect(shown.first == "A" && shown.last == "#")
        #expect(shown.enumerated().allSatisfy { $0.offset % 2 == 0 ? $0.element != "•" : $0.element == "•" })
    }

    @Test(arguments: [IOSVersion.ios7, .ios8, .ios9])
    func plainHeaderBandsAreKeyedByRelease(_ ios: IOSVersion) throws {
        // iOS 7: 22 high, 14 pt, baseline 16 (r3); iOS 8–9: 28, 17 pt, baseline 20 (r5, e34).
        var t = plain([TableCell(title: "a")])
        t.sections[0].header = "Databases"
        t.index = ["A", "B"]
        let items = layout(t, nav: true, ios: ios)
        let band = try #require(rects(items, Palette.plainHeaderBackground).first)
        let title = try #require(texts(items).first { $0.text == "Databases" })
        let expected = ios == .ios7 ? (22.0, 14.0, 16.0) : (28.0, 17.0, 20.0)
        #expect(band.minY == 64 && band.height == expected.0)
        #expect(title.font.size == expected.1 && title.origin.y == 64 + expected.2)
        // The first row's separator follows the band.
        #expect(hairlines(items).first?.position == 64 + expected.0 + Metrics.rowHeight)
        // iOS 9's band stops at the section index (e34); iOS 7–8's runs under it.
        #expect(band.width == (ios == .ios9 ? 375 - Metrics.sectionIndexWidth : 375))
    }

    @Test func aMirroredIOS9HeaderBandStopsAtTheIndexOnTheLeft() throws {
        var t = plain([TableCell(title: "a")])
        t.sections[0].header = "H"
        t.index = ["A", "B"]
        let elements: [Element] = [.statusBar(StatusBar()), .navigationBar(NavigationBar(title: "T")), .table(t)]
        var screen = Screen(device: try #require(DeviceCatalog.device(named: "iphone-6")), elements: elements, ios: .ios9)
        screen.writtenDirection = .rtl
        let items = flatten(LayoutEngine(measurer: FakeMeasurer()).layout(screen).items)
        let band = try #require(rects(items, Palette.plainHeaderBackground).first)
        #expect(band.minX == Metrics.sectionIndexWidth && band.maxX == 375)
    }

    @Test func indexEntriesAre14PointsApart() {
        let t = plain([TableCell(title: "a")]) { $0.index = ["A", "B", "C", "D"] }
        let ys = texts(layout(t, nav: true)).filter { isIndexFont($0.font) }.map(\.origin.y)
        #expect(ys.count == 4 && zip(ys, ys.dropFirst()).allSatisfy { $1 - $0 == Metrics.sectionIndexPitch })
        #expect(Metrics.sectionIndexPitch == 14)
    }

    @Test func scrolledPlainTablePinsTheCurrentHeader() {
        let sections = ["A", "B"].map { (h: String) in TableSection(header: h, cells: (1...3).map { TableCell(title: "\(h)\($0)") }) }
        var t = Table(style: .plain, sections: sections)
        t.scroll = 50
        // Section A spans 14…168 once scrolled: its header stays at the top (64).
        var items = layout(t, nav: true)
        let band = VersionedMetrics.plainHeader(.ios7).height
        #expect(rects(items, Palette.plainHeaderBackground).contains(Rect(x: 0, y: 64, width: 375, height: band)))
        // Below the bar only the pinned header: the natural one is above the area (it
        // shows, blurred, through the translucent bar).
        #expect(texts(items).filter { $0.text == "A" && $0.origin.y > 64 }.count == 1)
        // Further down, section B's header pushes A's up: A ends at 78, so A sits at 56.
        t.scroll = 140
        items = layout(t, nav: true)
        let bands = rects(items, Palette.plainHeaderBackground).map(\.minY)
        #expect(bands.contains(56) && bands.contains(78))
    }

    @Test func refreshControlPushesTheContentDown() throws {
        var t = plain([TableCell(title: "a")])
        t.refresh = RefreshControl()
        var items = layout(t)
        let pushed: Double = 20 + 60 + 44
        #expect(hairlines(items).first?.position == pushed)
        let spokes = items.compactMap { item -> Rect? in
            if case .stroke(let p, let color, _) = item, color.red == Palette.activityIndicator.red { return p.controlBounds }
            return nil
        }
        #expect(spokes.count == 12)
        let c = try #require(spokes.reduce(nil as Rect?) { acc, r in
            guard let acc else { return r }
            let x0 = min(acc.minX, r.minX), y0 = min(acc.minY, r.minY)
            return Rect(x: x0, y: y0, width: max(acc.maxX, r.maxX) - x0, height: max(acc.maxY, r.maxY) - y0)
        })
        #expect(abs(c.midX - 187.5) < 0.01 && abs(c.midY - 50) < 0.01)
        t.refresh = RefreshControl(title: "Updating")
        items = layout(t)
        let pushedMore: Double = 20 + 80 + 44
        #expect(hairlines(items).first?.position == pushedMore)
        #expect(text(items, "Updating")?.color == Palette.refreshTitle)
    }

    @Test func loadingShowsASpinnerAndLabelInsteadOfRows() {
        var t = plain([TableCell(title: "hidden")])
        t.loading = "Loading…"
        let items = layout(t)
        #expect(text(items, "hidden") == nil)
        #expect(hairlines(items).isEmpty, "no empty-row separators either")
        // 20 (spinner) + 6 + 60 (label), centred on 187.5; label centred on 343.5.
        let label = text(items, "Loading…")
        #expect(label?.origin.x == 144.5 + 26 && label?.color == Palette.loadingText)
        #expect(label.map { close($0.origin.y, 343.5 - 7.5 + 12) } == true)
    }

    @Test func onlyVisibleRowsOfAThousandAreLaidOut() {
        let cells = (1...1000).map { TableCell(title: "Row \($0)") }
        var t = plain(cells)
        // Rows in the table's own area (those scrolled under the translucent bar are also
        // drawn, for the blur, but are not counted here).
        let visible = { (items: [DisplayItem]) in
            rects(items, Palette.cellBackground).filter { $0.height == 44 && $0.maxY > 64 }
        }
        var items = layout(t, nav: true)
        // 603 pt between the bars: 13 whole rows and part of a 14th.
        #expect(visible(items).count == 14)
        t.scroll = 44 * 500
        items = layout(t, nav: true)
        #expect(visible(items).count == 14)
        #expect(texts(items).filter { $0.text.hasPrefix("Row") }.first?.text == "Row 501")
    }

    @Test func footerViewStopsEmptyRowSeparators() {
        var t = plain([TableCell(title: "a"), TableCell(title: "b")])
        t.footerView = TableAuxiliaryView(text: "2 Contacts")
        let items = layout(t)
        #expect(hairlines(items).map(\.position) == [64, 108])
        // Its height: 15 + 13 + 15; text centred, baseline 15 + 10.4 below its top.
        let footer = text(items, "2 Contacts")
        #expect(footer.map { close($0.origin.x + $0.width / 2, 187.5) && close($0.origin.y, 108 + 15 + 10.4) } == true)
    }

    // MARK: grouped tables

    @Test func groupedGapsAndHeaderView() {
        var t = Table(style: .grouped, sections: [
            TableSection(cells: [TableCell(title: "a"), TableCell(title: "b")]),
            TableSection(header: "Second", cells: [TableCell(title: "c")]),
        ])
        t.headerView = TableAuxiliaryView(text: "Hello")
        let items = layout(t)
        // Header view 15 + 13 + 15 = 43 high; then 35 above the first group.
        let top = 20 + 43 + 35.0
        let group = hairlines(items).filter { $0.from == 0 }
        #expect(group.map(\.position) == [top, top + 88, top + 88 + 55, top + 88 + 55 + 44])
        #expect(group.map(\.side) == [.after, .before, .after, .before])
        let header = text(items, "SECOND")
        #expect(header?.origin.y == top + 88 + 55 - Metrics.groupedHeaderBaselineAboveGroup)
        #expect(text(items, "Hello").map { close($0.origin.y, 20 + 15 + 10.4) } == true)
    }

    @Test func cellImagesKeepTheirAspectRatio() {
        let png = ImageSource.bitmap(name: "a.png", pixels: blank(90, 60), pixelSize: Size(width: 90, height: 60))
        let items = layout(plain([cell("p") { $0.image = .file(png, color: nil) }]))
        let image = items.compactMap { if case .image(let i) = $0 { return i } else { return nil } }.first
        // A 90 × 60 pt image shrinks into the 29 pt box at (15, 27.5): 29 × 19.33, centred.
        #expect(image.map { close($0.rect.minX, 15) && close($0.rect.width, 29) && close($0.rect.midY, 42) && close($0.rect.height, 29 * 2 / 3) } == true)
        #expect(text(items, "p")?.origin.x == 59)
    }

    @Test func smallCellImagesKeepTheirOwnSize() {
        // 48 px @2x: a 24 pt icon stays 24 pt (as on captures); the title follows 15 pt after it
        // on every release, the image itself at the margin (15, then 16 on an iPhone 6).
        let png = ImageSource.bitmap(name: "i@2x.png", pixels: blank(48, 48), pixelSize: Size(width: 48, height: 48))
        for (ios, margin) in [(IOSVersion.ios7, 15.0), (.ios9, 16)] {
            let items = layout(plain([cell("p") { $0.image = .file(png, color: nil) }]), ios: ios)
            let image = items.compactMap { if case .image(let i) = $0 { return i } else { return nil } }.first
            #expect(image?.rect == Rect(x: margin, y: 30, width: 24, height: 24), "iOS \(ios.name)")
            #expect(text(items, "p")?.origin.x == margin + 24 + 15)
            // Without `separator-inset` the separator starts under the title.
            #expect(hairlines(items).first?.from == margin + 24 + 15)
        }
        // An explicit inset applies to rows with an image too (Health: 16, under the image).
        let items = layout(plain([cell("p") { $0.image = .file(png, color: nil) }]) { $0.separatorInset = 16 })
        #expect(hairlines(items).first?.from == 16)
        #expect(hairlines(items).allSatisfy { $0.from == 16 })
    }

    @Test func cellMarginFollowsTheReleaseAndDevice() {
        let t = plain([cell("Wi-Fi") { $0.accessory = .disclosure; $0.style = .value1; $0.detail = "Home" }])
        let cases: [(IOSVersion, String, Double, Double)] = [
            (.ios7, "iphone-6", 15, 375), (.ios8, "iphone-5", 16, 320), (.ios9, "iphone-6", 16, 375),
            (.ios9, "iphone-6-plus", 20, 414), (.ios9, "ipad", 20, 768), (.ios7, "iphone-6-plus", 15, 414),
        ]
        for (ios, device, margin, width) in cases {
            let items = layout(t, device: device, ios: ios)
            #expect(text(items, "Wi-Fi")?.origin.x == margin, "title at the margin, iOS \(ios.name) \(device)")
            #expect(hairlines(items).allSatisfy { $0.from == margin }, "separators and empty rows at the margin")
            let chevron = fills(items, Palette.chevron).first?.controlBounds
            #expect(chevron.map { close($0.maxX, width - margin) } == true, "accessory margin")
            let home = text(items, "Home")
            #expect(home.map { close($0.origin.x + $0.width, width - margin - 8 - 10) } == true)
        }
        // An explicit separator inset still wins.
        let items = layout(plain([cell("a") { _ in }]) { $0.separatorInset = 0 }, device: "iphone-6-plus", ios: .ios9)
        #expect(hairlines(items).allSatisfy { $0.from == 0 })
    }

    @Test func groupedTextAndPlainHeadersFollowTheMargin() {
        let t = Table(style: .grouped, sections: [TableSection(header: "Head", footer: "Foot", cells: [TableCell(title: "a")])])
        let items = layout(t, device: "iphone-6-plus", ios: .ios9)
        #expect(text(items, "HEAD")?.origin.x == 20 && text(items, "Foot")?.origin.x == 20)
        let p = Table(style: .plain, sections: [TableSection(header: "Today", cells: [TableCell(title: "a")])])
        let plainItems = layout(p, device: "iphone-6-plus", ios: .ios9)
        #expect(text(plainItems, "Today")?.origin.x == 20)
        #expect(text(plainItems, "Today")?.color == Palette.plainHeaderText)
        #expect(Palette.plainHeaderText == Color(rgb: 0x232323))
    }

    @Test func groupedFooterGapAndBaselines() {
        // Group to group past a one-line footer, a header above the next group: the
        // footer's line box starts 7.3 below the group and takes 2.6 of the next gap.
        // With FakeMeasurer's 13 pt line box: 7.3 + 13 − 2.6 + 55 = 72.7 (the font's
        // ≈ 16 pt line box gives the ≈ 75.7 measured on captures). Header baseline 10 up.
        let t = Table(style: .grouped, sections: [
            TableSection(footer: "Foot", cells: [TableCell(title: "a")]),
            TableSection(header: "Next", cells: [TableCell(title: "b")]),
        ])
        let items = layout(t)
        let group = hairlines(items).filter { $0.from == 0 }.map(\.position)
        let bottom = 20 + 35 + 44.0
        #expect(group.count == 4 && group[1] == bottom)
        #expect(close(group[2] - bottom, Metrics.groupedFooterTop + 13 - Metrics.groupedFooterOverlap + 55))
        #expect(text(items, "Foot").map { close($0.origin.y, bottom + 7.3 + 10.4) } == true)
        #expect(text(items, "NEXT").map { close($0.origin.y, group[2] - 10) } == true)
    }
}

private func allGroups(_ items: [DisplayItem]) -> [Group] {
    items.flatMap { item -> [Group] in
        if case .group(let g) = item { return [g] + allGroups(g.items) }
        return []
    }
}


/// Transparent decoded pixels of the given size, standing in for a PNG.
private func blank(_ width: Int, _ height: Int) -> ImagePixels {
    ImagePixels(Bitmap(width: width, height: height, pixels: Array(repeating: 0, count: width * height)))
}
