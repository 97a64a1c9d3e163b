import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the table figures (docs/METRICS.md, Tables and Controls) on real renders
/// of the table samples, at @2x and @3x.
@Suite struct TableProbeTests {
    static let scales: [Double] = [2, 3]

    /// Bounding box, in device pixels, of the pixels in `rows` × `columns` that pass `test`.
    static func box(_ b: Bitmap, rows: Range<Int>, columns: Range<Int>, _ test: (Color) -> Bool) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var r: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in rows where y >= 0 && y < b.height {
            for x in columns where x >= 0 && x < b.width && test(b.color(x: x, y: y)) {
                r = (min(r?.minX ?? x, x), max(r?.maxX ?? x, x), min(r?.minY ?? y, y), max(r?.maxY ?? y, y))
            }
        }
        return r
    }

    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    // Settings (grouped): the first group starts at 64 + 35 = 99, rows of 44, tiles 29 pt.

    @Test(arguments: scales, [(IOSVersion.ios7, 15.0), (.ios9, 16)])
    func rowsOf44WithSeparatorsPastTheImage(_ s: Double, _ release: (IOSVersion, Double)) throws {
        let (ios, margin) = release
        let b = try render(try compileSample("ios-settings", options: CompileOptions(ios: ios)), scale: s)
        // The separator starts under the title: margin + 29 + 15 (59 on iOS 7, 60 on 9).
        let start = margin + Metrics.iconTileSize + Metrics.cellImageTextGap
        for n in 1...4 {
            let y = Self.px(99 + 44 * Double(n), s) - 1
            #expect(b.color(x: Self.px(start, s), y: y) == Palette.separator, "row \(n) separator at \(start) pt @\(s)x")
            #expect(b.color(x: Self.px(start, s) - 1, y: y) == .white, "left of the separator is the row")
            #expect(b.color(x: Self.px(300, s), y: y - 1) == .white && b.color(x: Self.px(300, s), y: y + 1) == .white)
        }
    }

    @Test(arguments: scales)
    func groupsAre35PointsApart(_ s: Double) throws {
        let b = try render(try compileSample("ios-settings"), scale: s)
        let x = Self.px(200, s)
        let bottom = Self.px(99 + 5 * 44, s)  // first group: five rows
        let next = Self.px(99 + 5 * 44 + 35, s)
        #expect(b.color(x: x, y: bottom - 1) == Palette.separator, "group bottom hairline")
        for y in bottom..<next {
            #expect(b.color(x: x, y: y) == Palette.groupedBackground, "gap row \(y) @\(s)x")
        }
        #expect(b.color(x: x, y: next) == Palette.separator, "next group's top hairline")
        #expect(b.color(x: x, y: next + 1) == .white)
    }

    @Test(arguments: scales)
    func disclosureChevronIsC7C7CC(_ s: Double) throws {
        let b = try render(try compileSample("ios-settings"), scale: s)
        // Wi-Fi row (143…187): the chevron's 8 × 13 box ends 16 pt from the right edge
        // (iOS 9 layout margin on an iPhone 6).
        let mid = 165.0
        let box = Self.box(b, rows: Self.px(mid - 8, s)..<Self.px(mid + 8, s), columns: Self.px(345, s)..<Self.px(365, s)) { $0 != .white }
        let ink = try #require(box)
        #expect(abs(Double(ink.maxX + 1) - 359 * s) <= 1 && abs(Double(ink.minX) - 351 * s) <= 1)
        #expect(abs(Double(ink.maxY - ink.minY + 1) - 13 * s) <= 1)
        var exact = 0
        for y in ink.minY...ink.maxY { for x in ink.minX...ink.maxX where b.color(x: x, y: y) == Palette.chevron { exact += 1 } }
        #expect(exact >= Int(6 * s * s), "solid chevron pixels of exactly #C7C7CC")
    }

    // Sync (grouped, header titles): the first group starts at 64 + 55 = 119.

    @Test(arguments: scales)
    func groupedHeaderBaselineIs8AboveTheGroup(_ s: Double) throws {
        let b = try render(try compileSample("cell-states"), scale: s)
        let baseline = 119.0 - Metrics.groupedHeaderBaselineAboveGroup
        let columns = Self.px(15, s)..<Self.px(250, s)
        func darkest(_ y: Int) -> Int { columns.map { Int(b.color(x: $0, y: y).red) }.min() ?? 255 }
        // Capitals sit on the baseline: ink just above it, none below (but for the
        // faint overshoot of round letters in the first row under it).
        #expect(darkest(Self.px(baseline, s) - 1) < 160, "ink on the baseline row @\(s)x")
        for y in (Self.px(baseline, s) + 1)..<(Self.px(119, s) - 1) {
            #expect(darkest(y) >= Int(Palette.groupedBackground.red) - 2, "no ink below the baseline, row \(y)")
        }
        // Cap height of 13 pt text ≈ 9.5 pt: the top of the ink.
        let ink = try #require(Self.box(b, rows: Self.px(baseline - 14, s)..<Self.px(baseline, s), columns: columns) { $0.red < 160 })
        #expect(abs(Double(ink.minY) - (baseline - 9.5) * s) <= 1.5 * s)
    }

    @Test(arguments: scales)
    func switchIs51By31InsideItsRow(_ s: Double) throws {
        let b = try render(try compileSample("cell-states"), scale: s)
        // "Contacts" (on), row 119…163: the track 308…359 × 125.5…156.5 (16 pt iOS 9 margin).
        let greenish = { (c: Color) in c.green > 180 && c.red < 200 && c.blue < 200 }
        let on = try #require(Self.box(b, rows: Self.px(119, s)..<Self.px(163, s), columns: Self.px(250, s)..<b.width, greenish))
        #expect(abs(Double(on.maxX - on.minX + 1) - 51 * s) <= 1, "width @\(s)x")
        #expect(abs(Double(on.maxY - on.minY + 1) - 31 * s) <= 1, "height @\(s)x")
        #expect(abs(Double(on.minX) - 308 * s) <= 1 && abs(Double(on.minY) - 125.5 * s) <= 1)
        #expect(b.color(atPoint: 315, 141, scale: s) == Palette.switchOn)
        // The knob is white at its centre, at the right.
        #expect(b.color(atPoint: 345, 141, scale: s) == .white)
        // "Calendars" (off), row 163…207: a light grey ring, white inside, knob at the left.
        let ring = Self.box(b, rows: Self.px(163, s)..<Self.px(207, s), columns: Self.px(250, s)..<b.width) { $0 == Palette.switchOffRing }
        #expect(ring.map { abs(Double($0.maxX + 1) - 359 * s) <= 1 && abs(Double($0.minY) - 169.5 * s) <= 1 } == true)
        #expect(b.color(atPoint: 350, 185, scale: s) == .white)
    }

    // Contacts (plain, index): letters in the tint down the right edge.

    @Test(arguments: scales)
    func indexLettersRunDownTheRightEdgeInTheTint(_ s: Double) throws {
        let b = try render(try compileSample("contacts"), scale: s)
        let tintish = { (c: Color) in c.blue > 200 && c.red < 150 && c.green < 200 }
        let table = Self.px(64, s)..<Self.px(667, s)
        let ink = try #require(Self.box(b, rows: table, columns: 0..<b.width, tintish))
        // Inside the 15 pt column, centred on the area between the bars (mid 365.5).
        #expect(ink.minX >= Self.px(375 - 15, s) && ink.maxX < b.width)
        #expect(abs(Double(ink.minX + ink.maxX + 1) / 2 - (375 - 7.5) * s) <= 2 * s)
        #expect(abs(Double(ink.minY + ink.maxY + 1) / 2 - 365.5 * s) <= 3 * s)
        // 27 titles of 11 pt: the column spans well over 300 pt.
        #expect(Double(ink.maxY - ink.minY) > 300 * s)
        // The pinned "B" header band sits right under the navigation bar.
        #expect(b.color(atPoint: 200, 66, scale: s) == Palette.plainHeaderBackground)
        #expect(b.color(atPoint: 200, 84, scale: s) == Palette.plainHeaderBackground)
    }

    // Mail (plain, editing, 76 pt rows): the delete control and the swiped row.

    @Test(arguments: scales)
    func deleteControlIsARedCircleWithAWhiteMinus(_ s: Double) throws {
        // iOS 9 (iOS 8's figures, e32): the circle at x 12, centred 1 pt below the row's
        // middle, its minus 11 × 1.
        let b = try render(try compileSample("mail-editing"), scale: s)
        let mid = 64 + 38.0 + 1
        #expect(b.color(atPoint: 23, mid - 7, scale: s) == Palette.deleteControl)
        #expect(b.color(atPoint: 23, mid + 7, scale: s) == Palette.deleteControl)
        #expect(b.color(atPoint: 23, mid, scale: s) == .white, "the minus")
        #expect(b.color(atPoint: 23, mid - 1.2, scale: s) == Palette.deleteControl, "1 pt thick")
        #expect(b.color(atPoint: 18, mid, scale: s) == .white && b.color(atPoint: 28, mid, scale: s) == .white, "the minus spans 11 pt")
        #expect(b.color(atPoint: 16, mid, scale: s) == Palette.deleteControl, "and no further")
        #expect(b.color(atPoint: 10, mid, scale: s) == .white, "left of the circle")
        let red = try #require(Self.box(b, rows: Self.px(64, s)..<Self.px(140, s), columns: 0..<Self.px(40, s)) { $0 == Palette.deleteControl })
        #expect(abs(Double(red.maxX - red.minX + 1) - 22 * s) <= 2)
        #expect(abs(Double(red.minX) - 12 * s) <= 1)
        // Content starts at 38 + 16 = 54 (iOS 9 margin); the separator stays at 16.
        #expect(b.color(atPoint: 16, 139.9, scale: s) == Palette.separator)
        #expect(b.color(x: Self.px(16, s) - 1, y: Self.px(140, s) - 1) == .white)
        // The second row shows its confirmation button at the right, in red.
        #expect(b.color(atPoint: 370, 145, scale: s) == Palette.swipeDestructive)
    }

    @Test(arguments: scales)
    func iOS7EditingMovesSeparatorsAndCentresTheCircleInItsColumn(_ s: Double) throws {
        let text = "screen device: iphone-5 ios: 7\nnavigation-bar \"T\"\ntable plain editing: on\n  cell \"A\"\n  cell \"B\"\n"
        let b = try render(try compileText(text), scale: s)
        // Rows of 44 from 64: the circle at x 8 on the row's middle (86), a 2 pt minus.
        #expect(b.color(atPoint: 19, 86, scale: s) == .white)
        #expect(b.color(atPoint: 19, 85.2, scale: s) == .white, "2 pt thick")
        #expect(b.color(atPoint: 9, 86, scale: s) == Palette.deleteControl)
        // The separator starts after the 38 pt indent and the 15 pt margin.
        #expect(b.color(atPoint: 53, 107.9, scale: s) == Palette.separator)
        #expect(b.color(atPoint: 40, 107.9, scale: s) == .white)
    }

    // MARK: truncated values

    /// A grouped table of value rows on an iPhone 6: one short value, then values too long
    /// for their row in Chinese, Latin and emoji; the rows start at 99, 44 apart.
    static func truncatedValues(_ extra: String = "") -> String {
        """
        screen device: iphone-6\(extra)
        status-bar
        navigation-bar title: "设置"
        table grouped
          section
            cell "家" value: "家" accessory: disclosure
            cell "蜂窝移动网络" value: "中国移动通信集团北京有限公司数据业务" accessory: disclosure
            cell "Carrier" value: "A very long carrier name that does not fit at all" accessory: disclosure
            cell "Emoji" value: "😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀" accessory: disclosure
        """
    }

    /// Ink of the value text in row `i`: pixels darker than the chevron (#C7C7CC), in the
    /// half of the row the value takes (`x` range in points).
    static func valueInk(_ b: Bitmap, row i: Int, x: ClosedRange<Double>, _ s: Double) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        let top = 99 + 44 * Double(i)
        return box(b, rows: px(top + 8, s)..<px(top + 36, s), columns: px(x.lowerBound, s)..<px(x.upperBound, s)) {
            Int($0.red) + Int($0.green) + Int($0.blue) < 560
        }
    }

    @Test(arguments: scales)
    func aTruncatedValueEndsWhereAWholeOneEnds(_ s: Double) throws {
        let b = try render(try compileText(Self.truncatedValues()), scale: s)
        // Values end 34 pt from the right edge, before the chevron (at 352).
        let whole = try #require(Self.valueInk(b, row: 0, x: 200...345, s))
        for row in 1...3 {
            let cut = try #require(Self.valueInk(b, row: row, x: 120...345, s))
            // The "…" ends where "家" ends, to a point (the glyphs' own bearings differ).
            #expect(abs(Double(cut.maxX - whole.maxX) / s) <= 1, "row \(row) @\(s)x: \(cut.maxX) vs \(whole.maxX)")
        }
    }

    @Test(arguments: scales)
    func aMirroredTruncatedValueStartsWhereAWholeOneStarts(_ s: Double) throws {
        let b = try render(try compileText(Self.truncatedValues(" lang: ar")), scale: s)
        // Mirrored (iOS 9, Arabic): the values start 34 pt from the left edge, after the chevron.
        let whole = try #require(Self.valueInk(b, row: 0, x: 30...175, s))
        for row in 1...3 {
            let cut = try #require(Self.valueInk(b, row: row, x: 30...255, s))
            #expect(abs(Double(cut.minX - whole.minX) / s) <= 1, "row \(row) @\(s)x: \(cut.minX) vs \(whole.minX)")
        }
    }
}
