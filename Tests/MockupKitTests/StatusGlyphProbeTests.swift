import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// The status bar's Bluetooth, alarm and location glyphs sit right to left before the
/// battery percentage, 6 pt apart; airplane mode draws the airplane where the signal and
/// the carrier were (e23 and e07, iOS 7 and 8 @2x); at @2x and @3x.
@Suite struct StatusGlyphProbeTests {
    static let text = """
        screen device: iphone-5 ios: 7
        status-bar time: "5:01 PM" carrier: "Carrier" wifi: 0 battery: 79% battery-percentage: on airplane: on alarm: on bluetooth: connected location: on
        """

    /// Ink columns of the status bar between `from` and `to` points, as runs of points.
    static func runs(_ b: Bitmap, _ s: Double, from: Double, to: Double) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        var start: Int?
        for x in Int(from * s)..<Int(to * s) {
            let ink = (Int(2 * s)..<Int(18 * s)).contains { y in b.color(x: x, y: y).red < 120 }
            if ink, start == nil { start = x }
            if !ink, let s0 = start { out.append((Double(s0) / s, Double(x) / s)); start = nil }
        }
        return out
    }

    @Test(arguments: [2.0, 3.0])
    func theGlyphsStandBeforeThePercentageAndTheAirplaneForTheCarrier(_ s: Double) throws {
        let b = try render(try compileText(Self.text, options: CompileOptions(scale: s)), scale: s)
        // Left: the 12 pt airplane from 6.5 pt, and no carrier text after it.
        let left = Self.runs(b, s, from: 0, to: 100)
        #expect(left.count == 1, "@\(s)x: \(left)")
        if let plane = left.first {
            #expect(abs(plane.0 - 6.5) <= 0.5 && abs(plane.1 - 18.5) <= 0.5, "airplane @\(s)x: \(plane)")
        }
        // Right of the time: location, alarm, Bluetooth, then the percentage's digits.
        let right = Self.runs(b, s, from: 200, to: 260)
        #expect(right.count >= 3, "@\(s)x: \(right)")
        if right.count >= 3 {
            let (location, alarm, bluetooth) = (right[0], right[1], right[2])
            // Dark ink stops short of each glyph's box (9, 9.5 and 7.5 pt) by its thin ends.
            func width(_ r: (Double, Double)) -> Double { r.1 - r.0 }
            #expect((7.3...9).contains(width(location)) && (8.8...9.5).contains(width(alarm)) && (6.2...7.5).contains(width(bluetooth)), "widths @\(s)x: \(right)")
            // 6 pt between the boxes: 6–7.5 between their dark ink.
            #expect((6...7.5).contains(alarm.0 - location.1) && (6...7.5).contains(bluetooth.0 - alarm.1), "gaps @\(s)x: \(right)")
        }
    }
}
