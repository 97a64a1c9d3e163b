import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the picker figures (`reference/ios-metrics.md` §10, UIPickerView) on
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
}
