import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Controls centred on a length whose half is not a whole device pixel start where
/// UIKit puts them: on the device pixel grid, a half pixel rounded up (119.5 pt is 239 px
/// at @2x and 358.5 → 359 px at @3x), never moved to a whole point.
@Suite struct HalfPointCentringProbeTests {
    static let scales: [Double] = [2, 3]
    /// The pixel UIKit starts a view at `points` on: a half pixel rounded up.
    static func pixel(_ points: Double, _ s: Double) -> Int { Int((points * s + 0.5).rounded(.down)) }

    private func image(_ text: String, _ s: Double) throws -> Bitmap {
        try render(try compileText(text, options: CompileOptions(scale: s)), scale: s)
    }

    @Test(arguments: scales)
    func aSegmentedTitleViewStartsOnThePixelUIKitRoundsTo(_ s: Double) throws {
        // 136 pt wide on the 375 pt iPhone 6: from 119.5 pt; the bar's row from 27.5 pt.
        let b = try image("screen device: iphone-6\nnavigation-bar\n  segmented \"All\" \"Missed\" selected: 1\n", s)
        let row = Self.pixel(42, s)
        let ink = try #require(TableProbeTests.box(b, rows: row..<(row + 1), columns: Self.pixel(100, s)..<Self.pixel(140, s)) { $0 == Palette.blue })
        #expect(ink.minX == Self.pixel(119.5, s), "@\(s)x: \(ink)")
        let column = Self.pixel(150, s)
        let top = try #require(TableProbeTests.box(b, rows: Self.pixel(20, s)..<Self.pixel(40, s), columns: column..<(column + 1)) { $0 == Palette.blue })
        #expect(top.minY == Self.pixel(27.5, s), "@\(s)x: \(top)")
    }

    @Test(arguments: scales)
    func aPageControlsDotsStartOnThePixelUIKitRoundsTo(_ s: Double) throws {
        // Three dots (7 pt, 16 apart: a 39 pt row) centred in 100 pt: from 30.5 pt.
        let b = try image("screen device: iphone-6\npage-control pages: 3 page: 1 x: 0 y: 200 width: 100 relative-to: screen background: black\n", s)
        let row = Self.pixel(218.5, s)
        let ink = try #require(TableProbeTests.box(b, rows: row..<(row + 1), columns: 0..<Self.pixel(100, s)) { $0 != .black })
        #expect(ink.minX == Self.pixel(30.5, s), "@\(s)x: \(ink)")
    }

    @Test(arguments: scales)
    func aSwitchInA44PointRowStartsOnThePixelUIKitRoundsTo(_ s: Double) throws {
        // 31 pt high in 44: from 6.5 pt below the row's top (the row at 300).
        let b = try image("screen device: iphone-6\nswitch on x: 100 y: 300 height: 44 relative-to: screen\n", s)
        let column = Self.pixel(125, s)
        let ink = try #require(TableProbeTests.box(b, rows: Self.pixel(295, s)..<Self.pixel(350, s), columns: column..<(column + 1)) { $0 != .white })
        #expect(ink.minY == Self.pixel(306.5, s), "@\(s)x: \(ink)")
    }
}
