import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// `arrow:` on an iPad action sheet or share sheet points the popover's arrow as written:
/// with `left` the panel stands to the right of the anchor, its arrow's tip at the
/// anchor's right edge.
@Suite struct SheetArrowProbeTests {
    /// A 100 × 40 anchor at (200, 300) on a landscape iPad (1024 × 768).
    static func screen(_ sheet: String) -> String {
        """
        screen device: ipad orientation: landscape ios: 8
        label "Share" x: 200 y: 300 width: 100 height: 40 relative-to: screen id: here
        \(sheet) anchor: here arrow: left
          button "Delete" destructive
          button "Copy"
        """
    }

    @Test(arguments: [2.0, 3.0])
    func anActionSheetWithArrowLeftStandsRightOfItsAnchor(_ s: Double) throws {
        let list = try compileText(Self.screen("action-sheet"), options: CompileOptions(scale: s))
        let b = try render(list, scale: s)
        // The destructive choice's red title lies right of the anchor, past the arrow.
        let red = try #require(TableProbeTests.box(b, rows: 0..<b.height, columns: 0..<b.width) { $0 == Palette.red })
        #expect(Double(red.minX) > 313 * s, "@\(s)x: \(red)")
        // Left of the anchor's right edge nothing of the panel (the dimmed white screen).
        let column = Int(299 * s)
        #expect(b.color(x: column, y: Int(320 * s)) != .white, "the anchor's row is under the dimming @\(s)x")
        // The arrow's tip reaches the anchor's right edge at its middle (y 320): panel white
        // within a few points right of x 300.
        let tipRow = Int(320 * s)
        let tip = try #require(TableProbeTests.box(b, rows: tipRow..<(tipRow + 1), columns: Int(300 * s)..<Int(330 * s)) { $0.red > 240 && $0.green > 240 && $0.blue > 240 })
        #expect(Double(tip.minX) <= 303 * s, "tip @\(s)x: \(tip)")
    }

    @Test func anArrowOnAnIPhoneSheetIsAWarning() throws {
        let engine = try MockupEngine()
        let r = engine.compile(text: "screen device: iphone-6\naction-sheet arrow: left\n  button \"Copy\"\n", path: "t.mockup")
        #expect(r.diagnostics.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" } == ["2:21: warning: 'arrow' has no effect on an iPhone"])
    }
}
