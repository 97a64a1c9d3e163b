import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the stepper (docs/METRICS.md, Stepper: 94 × 29, 1 pt tint
/// outline, centre divider) on real renders at @2x and @3x.
@Suite struct StepperProbeTests {
    static let scales: [Double] = [2, 3]
    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    /// A stepper at (100, 200) on the screen, its frame 94 × 29.
    static let text = "screen device: iphone-6\nstepper value: 5 x: 100 y: 200 relative-to: screen\n"

    @Test(arguments: scales)
    func theStepperIs94By29(_ s: Double) throws {
        let b = try render(try compileText(Self.text), scale: s)
        // A row through the outline's top half, clear of the glyphs: ink from 100 to 194.
        let row = Self.px(203, s)
        let ink = try #require(TableProbeTests.box(b, rows: row..<(row + 1), columns: Self.px(90, s)..<Self.px(210, s)) { $0 != .white })
        #expect(abs(Double(ink.minX) - 100 * s) <= 1 && abs(Double(ink.maxX + 1) - 194 * s) <= 1, "width @\(s)x: \(ink)")
        // A column left of the minus glyph: ink from 200 to 229.
        let col = Self.px(105, s)
        let v = try #require(TableProbeTests.box(b, rows: Self.px(190, s)..<Self.px(240, s), columns: col..<(col + 1)) { $0 != .white })
        #expect(abs(Double(v.minY) - 200 * s) <= 1 && abs(Double(v.maxY + 1) - 229 * s) <= 1, "height @\(s)x: \(v)")
        // The outline is the tint at full strength somewhere along the top edge.
        #expect(b.color(x: Self.px(120, s), y: Self.px(200, s)) == Palette.blue)
    }

    @Test(arguments: scales)
    func theDividerIsAtTheCentre(_ s: Double) throws {
        let b = try render(try compileText(Self.text), scale: s)
        // Between the glyphs (minus centred at 123.5, plus at 170.5, arms 14): only the divider.
        let row = Self.px(203, s)
        let ink = try #require(TableProbeTests.box(b, rows: row..<(row + 1), columns: Self.px(135, s)..<Self.px(160, s)) { $0 != .white })
        let centre = Double(ink.minX + ink.maxX + 1) / 2
        #expect(abs(centre - 147 * s) <= 1, "divider centre @\(s)x: \(ink)")
        #expect(Double(ink.maxX - ink.minX + 1) <= s + 1, "divider is 1 pt")
    }

    @Test(arguments: scales)
    func anEndAtItsLimitIsDimmed(_ s: Double) throws {
        let b = try render(try compileText("screen device: iphone-6\nstepper value: 0 x: 100 y: 200 relative-to: screen\n"), scale: s)
        // Centre of the minus (123.5, 214.5) is dimmed; the plus's centre (170.5) is full tint.
        let minus = b.color(x: Self.px(123.5, s), y: Self.px(214.5, s))
        let plus = b.color(x: Self.px(170.5, s), y: Self.px(214.5, s))
        #expect(minus != Palette.blue && minus != .white, "minus @\(s)x is \(minus)")
        #expect(plus == Palette.blue, "plus @\(s)x is \(plus)")
    }

    @Test func glyphsAre31PixelsAcrossWithThreePixelBarsAtTwoX() throws {
        // e20 (iOS 7.0, @2x): the plus's bars fill px 139–141 across and 27–29 down from
        // the control's corner, 31 px long; the minus at its limit is the tint at 50 %.
        let b = try render(try compileText("screen device: iphone-5 ios: 7\nstepper value: 0 x: 113 y: 301 relative-to: screen\n"), scale: 2)
        let x0 = 226, y0 = 602
        let plus = try #require(TableProbeTests.box(b, rows: (y0 + 6)..<(y0 + 52), columns: (x0 + 100)..<(x0 + 182)) { $0 == Palette.blue })
        #expect([plus.minX, plus.maxX, plus.minY, plus.maxY] == [x0 + 125, x0 + 155, y0 + 13, y0 + 43], "plus box: \(plus)")
        let bar = ((y0 + 4)..<(y0 + 54)).filter { b.color(x: x0 + 130, y: $0) == Palette.blue }
        #expect(bar == [y0 + 27, y0 + 28, y0 + 29], "horizontal bar rows: \(bar)")
        let minus = b.color(x: x0 + 47, y: y0 + 28)
        #expect(abs(Int(minus.red) - 128) <= 2 && abs(Int(minus.green) - 189) <= 2 && minus.blue == 255, "minus: \(minus)")
    }
}

