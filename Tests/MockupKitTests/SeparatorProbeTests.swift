import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of `separator` on real renders at @2x and @3x: one device pixel in the
/// table separator grey, across a vertical stack from its inset, down a horizontal one.
@Suite struct SeparatorProbeTests {
    static let scales: [Double] = [2, 3]

    /// Two 40 pt rows from y 100, an inset separator between them; two buttons side by
    /// side from y 200 with a separator between them.
    static let text = """
        screen device: iphone-6
        stack x: 0 y: 100 width: 375 relative-to: screen
          stack height: 40
          separator inset: 15
          stack height: 40
        stack horizontal x: 0 y: 200 width: 375 height: 44 relative-to: screen
          button "A" width: 187
          separator
          button "B" width: 187
        """

    @Test(arguments: scales)
    func aSeparatorInAVerticalStackIsOnePixelRowFromItsInset(_ s: Double) throws {
        let b = try render(try compileText(Self.text), scale: s)
        // The line fills the pixel row at y 140 and nothing above or below.
        let ink = try #require(TableProbeTests.box(b, rows: Int(135 * s)..<Int(146 * s), columns: 0..<Int(375 * s)) { $0 != .white })
        #expect((ink.minY, ink.maxY) == (Int(140 * s), Int(140 * s)), "one row @\(s)x: \(ink)")
        #expect(ink.minX == Int(15 * s) && ink.maxX == Int(375 * s) - 1, "from the inset to the edge @\(s)x: \(ink)")
        #expect(b.color(x: Int(100 * s), y: Int(140 * s)) == Palette.separator)
        // The second row starts one pixel lower: the separator takes its pixel of the stack.
        #expect(b.color(x: Int(5 * s), y: Int(140 * s)) == .white)
    }

    @Test(arguments: scales)
    func aSeparatorInAHorizontalStackIsOnePixelColumnTheRowsHeight(_ s: Double) throws {
        let b = try render(try compileText(Self.text), scale: s)
        let column = Int(187 * s)
        #expect(b.color(x: column, y: Int(220 * s)) == Palette.separator, "@\(s)x")
        let ink = try #require(TableProbeTests.box(b, rows: Int(195 * s)..<Int(250 * s), columns: column..<(column + 1)) { $0 == Palette.separator })
        #expect((ink.minY, ink.maxY) == (Int(200 * s), Int(244 * s) - 1), "the row's height @\(s)x: \(ink)")
        #expect(b.color(x: column - 1, y: Int(220 * s)) != Palette.separator && b.color(x: column + 1, y: Int(220 * s)) != Palette.separator)
    }
}
