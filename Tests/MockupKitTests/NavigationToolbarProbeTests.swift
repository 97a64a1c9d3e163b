import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the bars on real renders of the samples, at @2x and @3x.
@Suite struct NavigationToolbarProbeTests {
    static let scales: [Double] = [2, 3]
    static let barOnWhite = composite(Palette.barBackground, on: .white)
    static let hairOnWhite = composite(Palette.barHairline, on: .white)

    /// Rows (device pixels) whose pixel at `x` (points) has exactly `color`.
    static func rows(_ b: Bitmap, x: Double, scale s: Double, where match: (Color) -> Bool) -> [Int] {
        (0..<b.height).filter { match(b.color(x: Int(x * s), y: $0)) }
    }

    @Test(arguments: scales)
    func promptBarIs74BelowTheStatusBar(_ s: Double) throws {
        let b = try render(try compileSample("nav-bar-prompt"), scale: s)
        // Bar material from the top to y = 94 pt, the hairline in the pixel row at 94 pt.
        let x = 40.0  // left of the title and the prompt
        #expect(close(b.color(x: Int(x * s), y: Int(94 * s) - 1), Self.barOnWhite))
        #expect(close(b.color(x: Int(x * s), y: Int(94 * s)), composite(Palette.barHairline, on: Palette.plainHeaderBackground)))
        #expect(close(b.color(x: Int(x * s), y: Int(94 * s) + 1), Palette.plainHeaderBackground))
        // Prompt ink lies in the strip 20…50, the title's in 50…94.
        let promptInk = Self.rows(b, x: 187.5, scale: s) { $0.red < 100 }.filter { $0 < Int(94 * s) }
        #expect(promptInk.contains { $0 > Int(20 * s) && $0 < Int(50 * s) })
        #expect(promptInk.contains { $0 > Int(50 * s) })
    }

    @Test(arguments: scales)
    func compactBarIs32InIPhoneLandscape(_ s: Double) throws {
        let b = try render(try compileSample("nav-bar-landscape"), scale: s)
        #expect(b.width == Int(667 * s) && b.height == Int(375 * s))
        let hairRows = Self.rows(b, x: 400, scale: s) { close($0, Self.hairOnWhite) }
        #expect(hairRows == [Int(32 * s)])
    }

    @Test(arguments: scales)
    func toolbarHairlineAndHeight(_ s: Double) throws {
        let b = try render(try compileSample("toolbar-icons"), scale: s)
        let top = Int(623 * s)
        let x = 100.0  // between the refresh glyph and the label
        #expect(close(b.color(x: Int(x * s), y: top - 1), Self.hairOnWhite), "hairline just above the toolbar")
        #expect(close(b.color(x: Int(x * s), y: top), Self.barOnWhite))
        #expect(close(b.color(x: Int(x * s), y: b.height - 1), Self.barOnWhite))
        #expect(close(b.color(x: Int(x * s), y: top - 2), .white))
    }

    @Test(arguments: scales)
    func toolbarGlyphsAreTintedInsideTheirBoxesAndCrisp(_ s: Double) throws {
        let b = try render(try compileSample("toolbar-icons"), scale: s)
        // Glyph boxes 3 pt further in than the 44 pt slots' centres: refresh 14…36,
        // compose 339…361, both 634…656 pt.
        let boxes = [Rect(x: 14, y: 634, width: 22, height: 22), Rect(x: 339, y: 634, width: 22, height: 22)]
        func inBox(_ x: Int, _ y: Int) -> Bool {
            boxes.contains { Double(x) >= $0.minX * s && Double(x) < $0.maxX * s && Double(y) >= $0.minY * s && Double(y) < $0.maxY * s }
        }
        var tinted = [0, 0], stray = 0
        for y in Int(623 * s)..<b.height {
            for x in 0..<b.width {
                let c = b.color(x: x, y: y)
                guard c.blue > 200, c.red < 150 else { continue }  // tint, fully or partly
                if inBox(x, y) { tinted[x < b.width / 2 ? 0 : 1] += 1 } else { stray += 1 }
            }
        }
        #expect(tinted.allSatisfy { $0 > Int(20 * s * s) }, "\(tinted)")
        #expect(stray == 0)
        // Compose's square: its left edge is the 1.5 pt line centred at x = 339 + 2.75 pt,
        // so it covers 341…342.5 pt: three whole device pixels at @2x; at @3x four whole
        // ones and a half-covered fifth. Full tint inside, bar material either side.
        let x0 = Int((341 * s).rounded()), x1 = Int((342.5 * s).rounded(.down))
        for y in stride(from: Int(645 * s), to: Int(652 * s), by: 1) {
            for x in x0..<x1 { #expect(b.color(x: x, y: y) == Palette.blue, "(\(x), \(y)) @\(s)x") }
            #expect(close(b.color(x: x0 - 1, y: y), Self.barOnWhite))
            #expect(close(b.color(x: Int((342.5 * s).rounded(.up)), y: y), Self.barOnWhite))
        }
        #expect(x1 - x0 == (s == 2 ? 3 : 4))
    }

    @Test(arguments: scales)
    func toolbarProgressIsTwoPointsOfTintFortyPercentAcross(_ s: Double) throws {
        let b = try render(try compileSample("toolbar-progress"), scale: s)
        let top = Int(623 * s)
        for y in top..<top + Int(2 * s) {
            #expect(b.color(x: 0, y: y) == Palette.blue)
            #expect(b.color(x: Int(150 * s) - 1, y: y) == Palette.blue)
            #expect(close(b.color(x: Int(150 * s) + 1, y: y), Self.barOnWhite))
        }
        #expect(close(b.color(x: Int(60 * s), y: top + Int(2 * s)), Self.barOnWhite), "2 pt high")
    }

    @Test(arguments: scales)
    func navigationProgressSitsOnTheHairline(_ s: Double) throws {
        let b = try render(try compileSample("nav-bar-opaque"), scale: s)
        let progressRows = Self.rows(b, x: 50, scale: s) { $0 == Palette.blue }.filter { $0 > Int(56 * s) }
        #expect(progressRows == Array(Int(62 * s)..<Int(64 * s)))
        #expect(close(b.color(x: Int(200 * s), y: Int(63 * s)), Palette.barBackgroundOpaque), "60 % is not filled")
    }

    @Test(arguments: scales)
    func lightStatusBarOverADarkBar(_ s: Double) throws {
        let b = try render(try compileSample("status-bar-light"), scale: s)
        let bar = composite(NavigationToolbarProbeTests.darkTint.withAlpha(0.85), on: .white)
        #expect(close(b.color(x: Int(187 * s), y: Int(2 * s)), bar))
        // The time's ink is white: the brightest pixel in its box is white, none is dark.
        var brightest = 0, darkest = 255
        for y in Int(4 * s)..<Int(16 * s) {
            for x in Int(160 * s)..<Int(215 * s) {
                let c = b.color(x: x, y: y)
                brightest = max(brightest, Int(c.red))
                darkest = min(darkest, Int(c.red))
            }
        }
        #expect(brightest == 255)
        #expect(darkest >= Int(bar.red) - 1)
        // The title is white too, the items in the white tint.
        let whiteInTitle = (Int(30 * s)..<Int(60 * s)).contains { y in
            (Int(140 * s)..<Int(235 * s)).contains { b.color(x: $0, y: y) == .white }
        }
        #expect(whiteInTitle)
    }

    static let darkTint = Color(rgb: 0x1C1C1E)

    static func isTint(_ c: Color) -> Bool { c.blue > 200 && c.red < 100 }
    static func isBlack(_ c: Color) -> Bool { c.red < 100 && c.blue < 100 }

    /// Device-pixel columns between `x0` and `x1` points holding ink that matches, in the
    /// 44 pt bar below the status bar.
    static func inkColumns(_ b: Bitmap, scale s: Double, from x0: Double, to x1: Double, where match: (Color) -> Bool) -> [Int] {
        (Int(x0 * s)..<Int(x1 * s)).filter { x in (Int(20 * s)..<Int(64 * s)).contains { match(b.color(x: x, y: $0)) } }
    }

    @Test(arguments: scales)
    func titleStaysCentredBesideALongBackTitle(_ s: Double) throws {
        let b = try render(try compileSample("nav-bar-back-long"), scale: s)
        // "Friends" centred on 187.5 although "Shared Albums" ends only ≈ 9 pt before it.
        let title = Self.inkColumns(b, scale: s, from: 100, to: 300, where: Self.isBlack)
        let t0 = try #require(title.first), t1 = try #require(title.last)
        #expect(abs(Double(t0 + t1 + 1) / 2 / s - 187.5) < 1, "title ink \(Double(t0) / s)…\(Double(t1 + 1) / s)")
        // The whole previous title is shown (not "Back", which would end near 66 pt), and
        // its ink stays 8 pt clear of the title's (1 pt allowed for the letters' bearings).
        let back = Self.inkColumns(b, scale: s, from: 0, to: 187.5, where: Self.isTint)
        let b1 = try #require(back.last)
        #expect(Double(b1 + 1) / s > 140)
        #expect(Double(t0 - b1 - 1) / s >= 7, "gap \(Double(t0 - b1 - 1) / s)")
    }

    @Test(arguments: scales)
    func titleMovesRightBesideAWholeBackTitle(_ s: Double) throws {
        // "General Options" leaves "Settings" room, but not on the centre: the title moves
        // right, 8 pt after the back title, which stays whole.
        let list = try compileText("screen device: iphone-5\n\nnavigation-bar \"Settings\"\n  back \"General Options\"\n  button edit\n")
        let b = try render(list, scale: s)
        let back = Self.inkColumns(b, scale: s, from: 0, to: 200, where: Self.isTint)
        let title = Self.inkColumns(b, scale: s, from: 60, to: 260, where: Self.isBlack)
        let b1 = try #require(back.last), t0 = try #require(title.first), t1 = try #require(title.last)
        #expect(Double(b1 + 1) / s > 140, "the whole previous title")
        #expect(Double(t0 + t1 + 1) / 2 / s > 162, "title moved right of the centre (160)")
        let gap = Double(t0 - b1 - 1) / s
        #expect(gap >= 7 && gap < 10.5, "gap \(gap)")
    }

    @Test(arguments: scales)
    func backTitleBecomesBackWhenTheTitleWouldNotFitBesideIt(_ s: Double) throws {
        let b = try render(try compileSample("nav-bar-back-2-word"), scale: s)
        let title = Self.inkColumns(b, scale: s, from: 60, to: 260, where: Self.isBlack)
        let t0 = try #require(title.first), t1 = try #require(title.last)
        #expect(abs(Double(t0 + t1 + 1) / 2 / s - 160) < 1, "title centred on the 320 pt screen")
        // "Back" ends ≈ 66 pt; "Conversations with Everyone" would run past 200.
        let back = Self.inkColumns(b, scale: s, from: 0, to: 120, where: Self.isTint)
        let b1 = try #require(back.last)
        #expect(Double(b1 + 1) / s > 50 && Double(b1 + 1) / s < 70, "back ink ends at \(Double(b1 + 1) / s)")
    }

    @Test(arguments: scales)
    func segmentedControlStaysCentredBesideABackButton(_ s: Double) throws {
        // 137 pt centred from 119; "Favourites" ends ≈ 110: 9 pt, enough for the centre.
        let list = try compileText(
            "screen device: iphone-6\n\nnavigation-bar\n  back \"Favourites\"\n  segmented \"All\" \"Missed\" selected: 1 width: 137\n  button edit\n")
        let b = try render(list, scale: s)
        // The control's top outline (y = 28…29 pt) is the only tint in that row.
        let y = Int(28.5 * s)
        let outline = (0..<b.width).filter { Self.isTint(b.color(x: $0, y: y)) }
        let o0 = try #require(outline.first), o1 = try #require(outline.last)
        #expect(abs(Double(o0 + o1 + 1) / 2 / s - 187.5) <= 0.5, "outline \(Double(o0) / s)…\(Double(o1 + 1) / s)")
        // The back button keeps "Favourites" (ink past 100 pt, before the control).
        let back = Self.inkColumns(b, scale: s, from: 0, to: Double(o0) / s - 6, where: Self.isTint)
        let b1 = try #require(back.last)
        #expect(Double(b1 + 1) / s > 100, "back ink ends at \(Double(b1 + 1) / s)")
    }

    @Test(arguments: scales)
    func backChevronAndTitleShareAMiddleLine(_ s: Double) throws {
        let b = try render(try compileSample("nav-bar-back-1-title"), scale: s)
        // Chevron ink spans 21 pt around y = 42; the back title's ink sits inside that span.
        let chevron = Self.rows(b, x: 8 + 11, scale: s) { $0.blue > 200 && $0.red < 100 }
        let title = (Int(30 * s)..<Int(60 * s)).filter { y in
            (Int(30 * s)..<Int(100 * s)).contains { x in
                let c = b.color(x: x, y: y)
                return c.blue > 200 && c.red < 100
            }
        }
        let c0 = try #require(chevron.first), c1 = try #require(chevron.last)
        #expect(abs(Double(c0 + c1 + 1) / 2 / s - 42) < 1, "chevron centred on the bar")
        #expect(Double(c1 - c0 + 1) / s > 10)
        let t0 = try #require(title.first), t1 = try #require(title.last)
        #expect(t0 >= c0 - Int(s) && t1 <= c1 + Int(s), "back title ink within the chevron's height")
    }
}

/// Content scrolled under translucent bars tints them.
@Suite struct TranslucencyProbeTests {
    @Test(arguments: [2.0, 3.0])
    func colourUnderTheBarsShowsThroughBlurred(_ s: Double) throws {
        let b = try render(try compileSample("nav-bar-translucent"), scale: s)
        // The orange airplane tile (15…44 pt across, 56.5…85.5 down: the content starts
        // 50 pt up) runs under the navigation bar, whose hairline is at 64. Just above it
        // the bar is warm (red well above blue), but paler than the tile itself.
        let warm = b.color(atPoint: 18, 60, scale: s)
        #expect(Int(warm.red) - Int(warm.blue) > 10, "\(warm)")  // the plain bar: −2
        #expect(warm.blue > 100 && warm.green > Palette.orange.green, "\(warm)")
        // Far from any cell the bar is the plain material over the grouped background.
        #expect(close(b.color(atPoint: 300, 10, scale: s), composite(Palette.barBackground, on: Palette.groupedBackground), 2))
        // The blur is smooth: no hard edge between neighbouring pixels inside the bar.
        var jump = 0
        for x in Int(10 * s)..<Int(60 * s) {
            jump = max(jump, abs(Int(b.color(x: x, y: Int(60 * s)).blue) - Int(b.color(x: x + 1, y: Int(60 * s)).blue)))
        }
        #expect(jump < 12, "largest step \(jump)")
        // Below the hairline the tile is sharp: its orange exactly.
        #expect(b.color(atPoint: 18, 70, scale: s) == Palette.orange)
    }
}
