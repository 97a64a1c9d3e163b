import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// `icon:` on an alert draws a 30 pt glyph above the title, as the system's Touch ID
/// prompt does (e07, iOS 8.0): its top 18 pt below the panel's, the title's baseline
/// 72.5 pt from the top; at @2x and @3x.
@Suite struct AlertIconProbeTests {
    static let text = """
        screen device: iphone-6 ios: 8
        alert "Touch ID for “Notes”" message: "Unlock your notes" icon: touch-id
          button "Enter Password"
          button "Cancel" cancel
        """

    @Test(arguments: [2.0, 3.0])
    func theGlyphSitsAboveTheTitleInTouchIDRed(_ s: Double) throws {
        let list = try compileText(Self.text, options: CompileOptions(scale: s))
        let b = try render(list, scale: s)
        let red = try #require(TableProbeTests.box(b, rows: 0..<b.height, columns: 0..<b.width) { $0.red > 230 && $0.green < 120 && $0.blue < 120 })
        // Centred on the 375 pt screen, about 30 pt (at most 31) across.
        #expect(abs(Double(red.minX + red.maxX + 1) / 2 - 187.5 * s) <= 1.5 * s, "@\(s)x: \(red)")
        #expect(Double(red.maxX - red.minX + 1) <= 31 * s && Double(red.maxY - red.minY + 1) <= 31 * s, "@\(s)x: \(red)")
        // The title's ink is below the glyph.
        let title = try #require(TableProbeTests.box(b, rows: (red.maxY + 1)..<b.height, columns: Int(60 * s)..<Int(315 * s)) { $0.red < 60 && $0.green < 60 && $0.blue < 60 })
        #expect(title.minY > red.maxY, "@\(s)x: \(title) \(red)")
    }

    @Test func anUnknownIconIsAnErrorAtItsValue() throws {
        let engine = try MockupEngine()
        let r = engine.compile(text: "screen device: iphone-6\nalert \"A\" icon: fingerprint\n  button \"OK\"\n", path: "t.mockup")
        #expect(r.diagnostics.first.map { "\($0.line):\($0.column): \($0.severity)" } == "2:17: error")
        #expect(r.diagnostics.first?.message == "unknown icon 'fingerprint'")
    }
}
