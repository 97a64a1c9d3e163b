import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the segmented control among content views (docs/METRICS.md,
/// Segmented control: 29 high, equal segments) at @2x and @3x.
@Suite struct SegmentedProbeTests {
    static let scales: [Double] = [2, 3]
    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    @Test(arguments: scales)
    func theControlIs29High(_ s: Double) throws {
        let list = try compileText("screen device: iphone-6\nsegmented \"A\" \"B\" \"C\" momentary x: 20 y: 200 width: 300 relative-to: screen\n")
        let b = try render(list, scale: s)
        let col = Self.px(30, s)  // inside the first segment, left of its title
        let v = try #require(TableProbeTests.box(b, rows: Self.px(180, s)..<Self.px(250, s), columns: col..<(col + 1)) { $0 != .white })
        #expect(abs(Double(v.minY) - 200 * s) <= 1 && abs(Double(v.maxY + 1) - 229 * s) <= 1, "height @\(s)x: \(v)")
    }

    @Test(arguments: scales)
    func segmentsAreEqualWhenTheControlStretchesAcrossAStack(_ s: Double) throws {
        // A stack with 16 pt padding at y 200: the control stretches to 343 pt.
        let list = try compileText("""
            screen device: iphone-6
            stack padding: 16 y: 184 relative-to: screen
              segmented "Day" "Week" "Month" "Year" momentary
            """)
        let b = try render(list, scale: s)
        // Row just inside the top outline, above the titles: the outline's ends and the dividers.
        let row = Self.px(202.5, s)
        var runs: [(Int, Int)] = []
        var x = 0
        while x < b.width {
            if b.color(x: x, y: row) != .white {
                let start = x
                while x < b.width && b.color(x: x, y: row) != .white { x += 1 }
                runs.append((start, x))
            } else { x += 1 }
        }
        // Left edge, three dividers, right edge.
        #expect(runs.count == 5, "ink runs @\(s)x: \(runs)")
        guard runs.count == 5 else { return }
        #expect(abs(Double(runs[0].0) - 16 * s) <= 1 && abs(Double(runs[4].1) - 359 * s) <= 1, "stretched to 343 pt")
        // Segment widths: outer left edge to the first divider's centre, divider to
        // divider, the last divider to the outer right edge (343 / 4 = 85.75 pt each).
        let centres = runs[1...3].map { Double($0.0 + $0.1) / 2 }
        let widths = [centres[0] - Double(runs[0].0), centres[1] - centres[0], centres[2] - centres[1], Double(runs[4].1) - centres[2]]
        let expected = 343 * s / 4
        for (i, w) in widths.enumerated() {
            #expect(abs(w - expected) <= 1.5, "segment \(i + 1) is \(w) px @\(s)x, expected \(expected)")
        }
    }

    @Test(arguments: scales)
    func theSelectedSegmentIsFilledWithTheTint(_ s: Double) throws {
        let list = try compileText("screen device: iphone-6\nsegmented \"A\" \"B\" selected: 2 x: 20 y: 200 width: 300 relative-to: screen\n")
        let b = try render(list, scale: s)
        #expect(b.color(x: Self.px(190, s), y: Self.px(205, s)) == Palette.blue, "second segment filled")
        #expect(b.color(x: Self.px(40, s), y: Self.px(205, s)) == .white, "first segment empty")
    }
}
