import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the picker figures (docs/METRICS.md, Picker) on
/// real renders, at @2x and @3x: 216 pt high, the centre band between two hairlines.
@Suite struct PickerProbeTests {
    static let scales: [Double] = [2, 3]
    static let line = Color(rgb: 0xA8ABB0)

    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    /// Pixel rows (in the column at 20 pt, left of every row's text) drawn in the band colour.
    static func lineRows(_ b: Bitmap, _ s: Double) -> [Int] {
        (0..<b.height).filter { b.color(x: px(20, s), y: $0) == line }
    }

    static let twoPickers = """
        screen device: iphone-6
        navigation-bar "T"
        stack
          picker
            wheel "One" "Two" "Three" selected: 2
          date-picker
        """

    @Test(arguments: scales)
    func pickersAre216HighWithTheBandBetweenTwoHairlines(_ s: Double) throws {
        let b = try render(try compileText(Self.twoPickers), scale: s)
        // First picker 64…280, centre 172, band 156…188; the second 216 pt lower.
        let expected = [156.0, 188, 372, 404].enumerated().map { i, y in
            i % 2 == 0 ? Self.px(y, s) - 1 : Self.px(y, s)
        }
        #expect(Self.lineRows(b, s) == expected, "@\(s)x")
    }

    @Test(arguments: scales)
    func selectedRowIsBlackInTheBandAndNeighboursGrey(_ s: Double) throws {
        let b = try render(try compileText(Self.twoPickers), scale: s)
        func darkest(_ y0: Double, _ y1: Double) -> Int {
            var m = 255
            for y in Self.px(y0, s)..<Self.px(y1, s) {
                for x in Self.px(140, s)..<Self.px(235, s) { m = min(m, Int(b.color(x: x, y: y).red)) }
            }
            return m
        }
        #expect(darkest(157, 188) < 30, "\"Two\" is black")
        #expect((90...140).contains(darkest(189, 220)), "\"Three\" is grey (#707274, faded a little)")
        #expect(darkest(124, 156) > 90, "\"One\" is grey")
    }

    @Test(arguments: scales)
    func iPhoneLandscapePickerIs162High(_ s: Double) throws {
        let text = "screen device: iphone-6 orientation: landscape\nstack\n  picker\n    wheel \"A\" \"B\"\n  picker\n    wheel \"C\""
        let b = try render(try compileText(text), scale: s)
        // No status bar in iPhone landscape: the first centre at 81, the second at 243.
        let expected = [65.0, 97, 227, 259].enumerated().map { i, y in
            i % 2 == 0 ? Self.px(y, s) - 1 : Self.px(y, s)
        }
        #expect(Self.lineRows(b, s) == expected, "@\(s)x")
    }

    // iOS 7 (measured on the iOS 7.1 captures e16 and e19): #CDCDCD lines ±17 pt from the
    // centre, the selected row #333333, the drum seen in perspective.

    /// An iOS `ios` picker on an iPhone 5 (64…280, centre 172) showing only the selected
    /// row and the row two below it.
    static func sparse(_ ios: Int) -> String {
        """
        screen device: iphone-5 ios: \(ios)
        navigation-bar "T"
        stack
          picker
            wheel "" "" "33" "" "55" "" "" selected: 3
        """
    }

    /// Ink (anything not white and not a band line) in the picker's middle columns.
    static func ink(_ b: Bitmap, _ s: Double, from y0: Double, to y1: Double) -> (minY: Int, maxY: Int)? {
        let lines: Set<Color> = [line, Color(rgb: 0xCDCDCD)]
        return TableProbeTests.box(b, rows: px(y0, s)..<px(y1, s), columns: px(100, s)..<px(220, s)) {
            $0 != .white && !lines.contains($0)
        }.map { ($0.minY, $0.maxY) }
    }

    @Test(arguments: scales)
    func iOS7BandLinesAreLightGrey69PixelsApartAtTwoX(_ s: Double) throws {
        let b = try render(try compileText(Self.sparse(7)), scale: s)
        let grey = Color(rgb: 0xCDCDCD)
        let rows = (0..<b.height).filter { b.color(x: Self.px(20, s), y: $0) == grey }
        // Outside ±17 from the centre at 172: above 155 and below 189.
        #expect(rows == [Self.px(155, s) - 1, Self.px(189, s)], "@\(s)x: \(rows)")
        #expect(!(0..<b.height).contains { b.color(x: Self.px(20, s), y: $0) == Self.line }, "no iOS 8 line colour")
    }

    @Test(arguments: scales)
    func iOS7SelectedRowIsDarkGreyAndTheOthersLightGrey(_ s: Double) throws {
        let b = try render(try compileText(Self.sparse(7)), scale: s)
        func darkest(_ y0: Double, _ y1: Double) -> Int {
            var m = 255
            for y in Self.px(y0, s)..<Self.px(y1, s) {
                for x in Self.px(100, s)..<Self.px(220, s) { m = min(m, Int(b.color(x: x, y: y).red)) }
            }
            return m
        }
        #expect(darkest(157, 188) == 0x33, "the selected row's solid core is #333333")
        // Row +2 (cos θ 0.83 of #A3A3A3 on white): about #B2.
        #expect((0xAA...0xBA).contains(darkest(192, 250)), "row +2 is light grey: \(darkest(192, 250))")
    }

    @Test(arguments: scales)
    func iOS7DrumIsSeenInPerspectiveSoFarRowsSitCloserAndFlatter(_ s: Double) throws {
        // Head-on (iOS 8) row +2's centre is 108 · sin(64/108) = 60.3 pt below the centre;
        // from 450 pt (iOS 7) 57.9: about 2.4 pt higher, and flatter (0.72 vs 0.83).
        let seven = try #require(Self.ink(try render(try compileText(Self.sparse(7)), scale: s), s, from: 192, to: 262))
        let eight = try #require(Self.ink(try render(try compileText(Self.sparse(8)), scale: s), s, from: 192, to: 262))
        let c7 = Double(seven.minY + seven.maxY + 1) / 2 / s
        let c8 = Double(eight.minY + eight.maxY + 1) / 2 / s
        #expect((1.5...3.5).contains(c8 - c7), "@\(s)x: centres \(c7) vs \(c8)")
        let h7 = Double(seven.maxY - seven.minY + 1), h8 = Double(eight.maxY - eight.minY + 1)
        #expect(h7 < h8 * 0.93, "@\(s)x: ink heights \(h7) vs \(h8)")
    }

    @Test(arguments: scales)
    func wheelsOfWrittenWidthsAloneAreCentredAsAGroup(_ s: Double) throws {
        // e19: components of 100 and 160 pt, 5 apart, centred in 320: centres 77.5 and 212.5.
        let text = "screen device: iphone-5 ios: 7\nnavigation-bar \"T\"\nstack\n  picker\n    wheel \"H\" width: 100\n    wheel \"H\" width: 160\n"
        let b = try render(try compileText(text), scale: s)
        let rows = Self.px(160, s)..<Self.px(185, s)
        let dark: (Color) -> Bool = { $0.red < 0x80 }
        let left = try #require(TableProbeTests.box(b, rows: rows, columns: 0..<Self.px(160, s), dark))
        let right = try #require(TableProbeTests.box(b, rows: rows, columns: Self.px(160, s)..<Self.px(320, s), dark))
        #expect(abs(Double(left.minX + left.maxX + 1) / 2 / s - 77.5) <= 0.5, "@\(s)x: \(left)")
        #expect(abs(Double(right.minX + right.maxX + 1) / 2 / s - 212.5) <= 0.5, "@\(s)x: \(right)")
    }
}

