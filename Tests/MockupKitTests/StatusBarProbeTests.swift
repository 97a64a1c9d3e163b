import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the bar figures measured on iOS 7–9 captures, at @2x and @3x: the status bar glyphs
/// (battery outline, Wi-Fi extent, no signal dots), the "+" bar glyph and the tab label
/// baseline. (The hairline over a search bar is probed in `TabSearchBarProbeTests`.)
@Suite struct StatusBarProbeTests {
    static let scales: [Double] = [2, 3]

    static func isInk(_ c: Color) -> Bool { Int(c.red) + Int(c.green) + Int(c.blue) < 600 }

    /// Runs of ink pixels along a row (`horizontal`) or column: (start, length) in pixels.
    static func runs(_ b: Bitmap, fixed: Int, from: Int, to: Int, horizontal: Bool, ink: (Color) -> Bool = isInk) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        var start: Int?
        for i in from..<to {
            let c = horizontal ? b.color(x: i, y: fixed) : b.color(x: fixed, y: i)
            if ink(c) {
                if start == nil { start = i }
            } else if let s = start {
                out.append((s, i - s))
                start = nil
            }
        }
        if let s = start { out.append((s, to - s)) }
        return out
    }

    /// Bounding box in device pixels of the ink inside a rect given in points.
    static func inkBox(_ b: Bitmap, _ r: Rect, scale s: Double, ink: (Color) -> Bool = isInk) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in Int(r.minY * s)..<Int(r.maxY * s) {
            for x in Int(r.minX * s)..<Int(r.maxX * s) where ink(b.color(x: x, y: y)) {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test(arguments: scales)
    func batteryOutlineIsOneDevicePixelAtEveryScale(_ s: Double) throws {
        // An empty battery: only the outline and the terminal are drawn.
        let b = try render(try compileText("screen device: iphone-6\nstatus-bar battery: 0%\n"), scale: s)
        // Body 345…367.5 × 5.25…14.75 pt (r5, r7); the terminal (8…11.5) is not on row 6.5.
        let row = Self.runs(b, fixed: Int(6.5 * s), from: Int(335 * s), to: Int(368 * s), horizontal: true)
        #expect(row.count == 2 && row.allSatisfy { $0.1 == 1 }, "\(row) @\(s)x")
        #expect(row.first?.0 == Int(345 * s) && b.color(x: Int(345 * s), y: Int(6.5 * s)) == .black)
        // A clear pixel between the body and the terminal, which ends 5.5 pt from the edge.
        #expect(b.color(x: Int(368 * s) - 1, y: Int(10 * s)) == .white, "gap @\(s)x")
        #expect(b.color(x: Int(368 * s), y: Int(10 * s)) == .black && b.color(x: Int((369.5 * s).rounded(.up)), y: Int(10 * s)) == .white)
        let column = Self.runs(b, fixed: Int(355 * s), from: 0, to: Int(20 * s), horizontal: false)
        #expect(column.count == 2 && column.allSatisfy { $0.1 == 1 }, "\(column) @\(s)x")
        // Outer extent 22.5 × 9.5 pt, to a device pixel.
        if row.count == 2, column.count == 2 {
            let width = Double(row[1].0 + 1 - row[0].0) / s, height = Double(column[1].0 + 1 - column[0].0) / s
            #expect(abs(width - 22.5) <= 1 / s && abs(height - 9.5) <= 1 / s, "\(width) × \(height) @\(s)x")
        }
    }

    @Test(arguments: scales)
    func lowBatteryFillIsRed(_ s: Double) throws {
        let b = try render(try compileText("screen device: iphone-6\nstatus-bar battery: 20%\n"), scale: s)
        // The level starts 1 pt inside the body (x 346), after a clear gap.
        #expect(b.color(atPoint: 346.5, 10, scale: s) == Palette.red)
        #expect(b.color(atPoint: 345.7, 10, scale: s) == .white)
    }

    @Test(arguments: scales)
    func wifiGlyphIs11Point5By9FromY5Point5(_ s: Double) throws {
        let b = try render(
            try compileText("screen device: iphone-6\nstatus-bar carrier: \"\" signal: none\n"), scale: s)
        let box = try #require(Self.inkBox(b, Rect(x: 0, y: 0, width: 40, height: 20), scale: s))
        // 6.5 … 18 × 5.5 … 14.5 pt, to a device pixel (antialiased edges).
        #expect(abs(Double(box.minX) / s - 6.5) <= 1 / s && abs(Double(box.maxX + 1) / s - 18) <= 1 / s, "\(box) @\(s)x")
        #expect(abs(Double(box.minY) / s - 5.5) <= 1 / s && abs(Double(box.maxY + 1) / s - 14.5) <= 1 / s, "\(box) @\(s)x")
    }

    @Test(arguments: scales)
    func signalNoneDrawsNoDotsAndTheCarrierStartsAtTheMargin(_ s: Double) throws {
        let none = try render(
            try compileText("screen device: iphone-6\nstatus-bar carrier: \"No Service\" signal: none wifi: 0\n"), scale: s)
        let box = try #require(Self.inkBox(none, Rect(x: 0, y: 0, width: 120, height: 20), scale: s))
        // "N" starts at 6.5 pt (its stem a side bearing further in), nothing before it.
        #expect(Double(box.minX) / s >= 6.5 && Double(box.minX) / s < 8, "\(box) @\(s)x")
        // With dots, the first one starts at 6 pt.
        let dotted = try render(try compileText("screen device: iphone-6\nstatus-bar carrier: \"No Service\" wifi: 0\n"), scale: s)
        let first = try #require(Self.inkBox(dotted, Rect(x: 0, y: 0, width: 12, height: 20), scale: s))
        #expect(first.minX == Int(6 * s))
    }

    /// Tint coverage of a pixel over the bar material (0 … 1), from its red channel.
    static func tintCoverage(_ c: Color, bar: Color) -> Double {
        max(0, min(1, (Double(bar.red) - Double(c.red)) / Double(bar.red)))
    }

    @Test(arguments: scales)
    func addGlyphIs17Point5With1Point5StrokesEnding16PointFromTheEdge(_ s: Double) throws {
        let b = try render(try compileText("screen device: iphone-6\nnavigation-bar \"T\"\n  button add\n"), scale: s)
        let bar = b.color(atPoint: 300, 40, scale: s)
        let tinted: (Color) -> Bool = { $0.blue > 200 && $0.red < 200 }
        let box = try #require(Self.inkBox(b, Rect(x: 300, y: 20, width: 75, height: 44), scale: s, ink: tinted))
        // Outer (right) edge 16 pt from the bar's edge, 17.5 pt across, to a device pixel.
        #expect(abs(Double(box.maxX + 1) / s - (375 - 16)) <= 1 / s, "\(box) @\(s)x")
        #expect(abs(Double(box.maxX + 1 - box.minX) / s - 17.5) <= 1 / s, "\(box) @\(s)x")
        #expect(abs(Double(box.maxY + 1 - box.minY) / s - 17.5) <= 1 / s, "\(box) @\(s)x")
        // The vertical stroke, on a row above the crossing: 1.5 pt of ink in all.
        let y = Int(36 * s)
        let ink = (Int(340 * s)..<Int(362 * s)).reduce(0.0) { $0 + Self.tintCoverage(b.color(x: $1, y: y), bar: bar) }
        #expect(abs(ink / s - 1.5) < 0.15, "\(ink) px @\(s)x")
        // Crisp at @2x: three whole device pixels of full tint.
        if s == 2 {
            #expect((Int(349.5 * s)..<Int(351 * s)).allSatisfy { b.color(x: $0, y: y) == Palette.blue })
        }
    }

    @Test(arguments: scales)
    func tabLabelBaselineIs3Point5AboveTheBottom(_ s: Double) throws {
        // "Home" has no descenders: its lowest ink row ends on the baseline.
        let b = try render(
            try compileText("screen device: iphone-6\ntab-bar\n  item \"Home\" icon: house selected\n  item \"More\" icon: more\n"), scale: s)
        let box = try #require(Self.inkBox(b, Rect(x: 0, y: 655, width: 187, height: 12), scale: s) { c in
            c.blue > 200 && c.red < 150
        })
        let bottom = Double(box.maxY + 1) / s
        #expect(abs(bottom - (667 - 3.5)) <= 1 / s, "label ink ends at \(bottom) @\(s)x")
    }
}
