import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// An `activity-indicator` in a navigation bar is a custom-view item: the 20 pt spinner
/// with 8 pt each side, the bar margin from the edge (e23, iOS 7.0 on the iPhone 5:
/// spinner 284–304 pt, "Stop" ending 8 pt before it), centred on the bar.
@Suite struct BarActivityProbeTests {
    static let text = """
        screen device: iphone-5 ios: 7 tint: #0000FF
        navigation-bar title: "Scanner"
          activity-indicator
          button "Stop"
        """

    @Test(arguments: [2.0, 3.0])
    func theSpinnerSits16FromTheEdgeCentredOnTheBar(_ s: Double) throws {
        let b = try render(try compileText(Self.text, options: CompileOptions(scale: s)), scale: s)
        // Grey spokes in the bar, right of the blue "Stop".
        let bar = Palette.barBackgroundOpaque
        let spokes = try #require(TableProbeTests.box(b, rows: Int(20 * s)..<Int(64 * s), columns: Int(280 * s)..<Int(320 * s)) { c in
            abs(Int(c.red) - Int(bar.red)) + abs(Int(c.green) - Int(bar.green)) + abs(Int(c.blue) - Int(bar.blue)) > 12 && c.blue < 240
        })
        #expect(abs(Double(spokes.minX) - 284 * s) <= 1 && abs(Double(spokes.maxX + 1) - 304 * s) <= 1, "x @\(s)x: \(spokes)")
        #expect(abs(Double(spokes.minY) - 32 * s) <= 1 && abs(Double(spokes.maxY + 1) - 52 * s) <= 1, "y @\(s)x: \(spokes)")
        // The "Stop" title's ink ends before the spinner's slot (276).
        let stop = try #require(TableProbeTests.box(b, rows: Int(30 * s)..<Int(54 * s), columns: Int(200 * s)..<Int(284 * s)) { $0.blue > 200 && $0.red < 80 })
        #expect(Double(stop.maxX + 1) <= 276 * s + 1, "@\(s)x: \(stop)")
    }
}
