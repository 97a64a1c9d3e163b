import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of docs/METRICS.md's figures on real renders, at @2x and @3x.
@Suite struct MetricProbeTests {
    static let scales: [Double] = [2, 3]

    /// Navigation bar background, composited on the grouped grey behind it.
    static let barOnGrouped = composite(Palette.barBackground, on: Palette.groupedBackground)

    @Test(arguments: scales)
    func statusBarIs20PointsAndNavigationHairlineAt64(_ s: Double) throws {
        let b = try render(try compileSample("settings"), scale: s)
        // The status bar's dark content stays in the top 20 pt.
        let statusRows = Int(20 * s)
        var darkestBelow = 255
        for y in statusRows..<Int(64 * s) - 1 {
            for x in stride(from: 0, to: b.width, by: 1) where x < Int(150 * s) || x > Int(230 * s) {
                darkestBelow = min(darkestBelow, Int(b.color(x: x, y: y).red))
            }
        }
        #expect(darkestBelow > 200, "ink below the status bar on the left/right at @\(s)x")
        var darkestInside = 255
        for y in 0..<statusRows { darkestInside = min(darkestInside, Int(b.color(x: Int(10 * s), y: y).red)) }
        #expect(darkestInside < 40, "first signal dot at x = 10 pt")
        // Hairline: the pixel row starting at y = 64 pt, one device pixel thick.
        let row = Int(64 * s)
        let hair = composite(Palette.barHairline, on: Palette.groupedBackground)
        for x in [1.0, 100, 374] {
            #expect(close(b.color(atPoint: x, 64, scale: s), hair), "hairline at x=\(x) @\(s)x")
            #expect(close(b.color(x: Int(x * s), y: row - 1), Self.barOnGrouped))
            #expect(close(b.color(x: Int(x * s), y: row + 1), Palette.groupedBackground))
        }
    }

    @Test(arguments: scales)
    func groupedBackgroundAndRowsOf44(_ s: Double) throws {
        let b = try render(try compileSample("settings"), scale: s)
        #expect(b.color(atPoint: 200, 80, scale: s) == Palette.groupedBackground)
        // First group: rows 44 pt from y = 99 (64 + 35); hairlines frame it.
        let top = 99.0
        #expect(b.color(x: Int(200 * s), y: Int(top * s)) == Palette.separator)
        #expect(b.color(x: Int(200 * s), y: Int(top * s) - 1) == Palette.groupedBackground)
        #expect(b.color(x: Int(200 * s), y: Int(top * s) + 1) == .white)
        #expect(b.color(x: Int(200 * s), y: Int((top + 44) * s) - 1) == Palette.separator)
        #expect(b.color(x: Int(200 * s), y: Int((top + 44) * s)) == Palette.groupedBackground)
    }

    /// The separator inset follows the release's layout margin (measured on captures): 15 on iOS 7,
    /// 16 on an iPhone 6 and 20 on a 6 Plus from iOS 8.
    @Test(arguments: scales, [(IOSVersion.ios7, "iphone-6", 15.0), (.ios9, "iphone-6", 16), (.ios9, "iphone-6-plus", 20), (.ios8, "iphone-5", 16)])
    func plainSeparatorsInsetByRelease(_ s: Double, _ release: (IOSVersion, String, Double)) throws {
        let (ios, device, inset) = release
        let list = try compileText("""
            status-bar
            navigation-bar title: "T"
            table plain
              cell "One"
              cell "Two"
            """, options: CompileOptions(device: device, ios: ios))
        let b = try render(list, scale: s)
        for n in 1...3 {
            let y = Int((64 + 44 * Double(n)) * s) - 1
            #expect(b.color(x: Int(inset * s), y: y) == Palette.separator, "row \(n) separator starts at \(inset) pt, iOS \(ios.name) \(device) @\(s)x")
            #expect(b.color(x: Int(inset * s) - 1, y: y) == .white, "row \(n) left of the inset is white")
            #expect(b.color(x: b.width - 1, y: y) == Palette.separator)
            #expect(b.color(x: Int(100 * s), y: y - 1) == .white)
            #expect(b.color(x: Int(100 * s), y: y + 1) == .white)
        }
    }

    @Test(arguments: scales)
    func tabBarIs49HighWithTintOnTheSelectedTab(_ s: Double) throws {
        let b = try render(try compileSample("settings"), scale: s)
        let top = Int((667 - 49) * s)
        let bar = composite(Palette.barBackground, on: Palette.groupedBackground)
        let hair = composite(Palette.barHairline, on: Palette.groupedBackground)
        // Probe between items (no icon or label there).
        let x = Int(150 * s)
        #expect(close(b.color(x: x, y: top), bar))
        #expect(close(b.color(x: x, y: top - 1), hair), "hairline just above the bar")
        #expect(close(b.color(x: x, y: top - 2), Palette.groupedBackground))
        #expect(close(b.color(x: x, y: b.height - 1), bar))
        // The selected (fifth) item carries exact tint pixels; the unselected ones none.
        func tintPixels(item: Int) -> Int {
            var n = 0
            let x0 = Int(Double(item) * 75 * s), x1 = Int(Double(item + 1) * 75 * s)
            for y in top..<b.height { for x in x0..<x1 where b.color(x: x, y: y) == Palette.blue { n += 1 } }
            return n
        }
        #expect(tintPixels(item: 4) > Int(100 * s * s))
        #expect((0..<4).map(tintPixels) == [0, 0, 0, 0])
    }

    @Test func landscapeIPhoneHasA32PointBarAndNoStatusBar() throws {
        let list = try compileSample("inbox", options: CompileOptions(device: "iphone-5", orientation: .landscape))
        #expect(list.size == Size(width: 568, height: 320))
        let b = try render(list, scale: 2)
        #expect(b.width == 1136 && b.height == 640)
        // Below the bar comes the "Today" header band.
        let hair = composite(Palette.barHairline, on: Palette.plainHeaderBackground)
        #expect(close(b.color(x: 1000, y: 64), hair), "hairline at 32 pt")
        #expect(close(b.color(x: 1000, y: 63), composite(Palette.barBackground, on: .white)))
    }
}
