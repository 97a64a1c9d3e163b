import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the system apps' glyphs at @2x and @3x: the handset on a round Call
/// button (drawn in the round button's 33 pt glyph box), a Clock-style tab bar (World
/// Clock's globe selected and filled, the alarm clock, stopwatch and timer outlined), and
/// the status bar's rotation lock and Do Not Disturb moon (docs/ICONS.md).
@Suite struct SystemGlyphProbeTests {
    static let scales: [Double] = [2, 3]

    /// Bounding box in points of the pixels in the point rect (x0..<x1, y0..<y1) that `match`.
    static func inkBox(_ b: Bitmap, _ s: Double, x0: Double, x1: Double, y0: Double, y1: Double, match: (Color) -> Bool) -> Rect? {
        TabSearchBarProbeTests.inkBounds(b, scale: s, x0: x0, x1: x1, y0: y0, y1: y1, match: match).box
    }

    @Test(arguments: scales)
    func aRoundCallButtonDrawsALargeWhiteHandsetOnGreen(_ s: Double) throws {
        // The 75 pt circle at (100, 200): the handset's ink spans ≈ 29 pt of its 33 pt box,
        // far more than the 22 pt bar glyph would.
        let list = try compileText(
            "screen device: iphone-6\nbutton round icon: phone color: green x: 100 y: 200 relative-to: screen\n",
            options: CompileOptions(scale: s))
        let b = try render(list, scale: s)
        // Inside the circle only (the screen around it is white too): 45 pt around its centre.
        let white = try #require(Self.inkBox(b, s, x0: 115, x1: 160, y0: 215, y1: 260) { $0.red > 200 && $0.green > 200 && $0.blue > 200 })
        #expect((27.5...30.5).contains(white.width) && (27.5...30.5).contains(white.height), "handset @\(s)x: \(white)")
        // Centred in the circle (137.5, 237.5) within a point.
        #expect(abs(white.midX - 137.5) <= 1 && abs(white.midY - 237.5) <= 1, "centre @\(s)x: \(white)")
        // The circle's centre lies in the handset's bend: green; the earpiece (upper left)
        // and the mouthpiece (lower right) are white.
        #expect(b.color(x: Int(137.5 * s), y: Int(237.5 * s)) == Palette.green, "bend @\(s)x")
        #expect(b.color(x: Int(white.minX * s + 3 * s), y: Int(white.minY * s + 2 * s)) == .white, "earpiece @\(s)x")
        #expect(b.color(x: Int(white.maxX * s - 2 * s), y: Int(white.maxY * s - 3 * s)) == .white, "mouthpiece @\(s)x")
    }

    static let clockTabs = """
        screen device: iphone-6 tint: #FF9500
        tab-bar
          item "World Clock" icon: globe selected
          item "Alarm" icon: alarm
          item "Stopwatch" icon: stopwatch
          item "Timer" icon: timer
        """

    @Test(arguments: scales)
    func aClockTabBarShowsTheGlobeFilledInTheTintAndTheOthersOutlined(_ s: Double) throws {
        let b = try render(try compileText(Self.clockTabs, options: CompileOptions(scale: s)), scale: s)
        let tint = Color(red: 0xFF, green: 0x95, blue: 0x00)
        // The 30 pt icon boxes from 3 pt below the bar's top (618), one per 93.75 pt column.
        let top = 618.0 + 3
        let column = 375.0 / 4
        func box(_ i: Int, _ match: (Color) -> Bool) -> Rect? {
            Self.inkBox(b, s, x0: Double(i) * column, x1: Double(i + 1) * column, y0: top, y1: top + 30, match: match)
        }
        // The selected globe: a 25 pt disc in the tint, centred in its column.
        let globe = try #require(box(0) { close($0, tint, 40) })
        #expect(abs(globe.width - 25) <= 0.75 && abs(globe.height - 25) <= 0.75, "globe @\(s)x: \(globe)")
        #expect(abs(globe.midX - column / 2) <= 0.5, "globe centred @\(s)x: \(globe)")
        // Filled: solid between its lines, its equator and meridian cut out at the centre.
        let (gx, gy) = (globe.minX - 2.5, globe.minY - 2.5)  // the icon box's origin
        #expect(close(b.color(x: Int((gx + 12) * s), y: Int((gy + 12) * s)), tint, 2), "filled @\(s)x")
        #expect(!close(b.color(x: Int((gx + 15) * s), y: Int((gy + 15) * s)), tint, 40), "cut centre @\(s)x")
        // The others grey, none in the tint; each glyph is at least 20 pt across, with an
        // open face: the background shows inside it.
        let barOnWhite = TabSearchBarProbeTests.barOnWhite
        for (i, name) in [(1, "alarm"), (2, "stopwatch"), (3, "timer")] {
            #expect(box(i) { close($0, tint, 40) } == nil, "\(name) not tinted @\(s)x")
            let g = try #require(box(i) { $0.red < 170 && $0.red == $0.green }, "\(name) @\(s)x")
            #expect(g.width >= 20 && g.height >= 20, "\(name) @\(s)x: \(g)")
            let inside = b.color(x: Int((g.midX - 4) * s), y: Int((g.maxY - 7) * s))
            #expect(close(inside, barOnWhite, 2), "\(name) outlined @\(s)x: \(inside)")
        }
    }

    @Test(arguments: scales)
    func theMoonRotationLockAndAlarmStandRightToLeftBeforeThePercentage(_ s: Double) throws {
        let text = """
            screen device: iphone-5 ios: 7
            status-bar time: "5:01 PM" wifi: 0 battery: 79% battery-percentage: on alarm: on rotation-lock: on dnd: on
            """
        let b = try render(try compileText(text, options: CompileOptions(scale: s)), scale: s)
        let right = StatusGlyphProbeTests.runs(b, s, from: 200, to: 275)
        #expect(right.count >= 4, "@\(s)x: \(right)")
        guard right.count >= 4 else { return }
        let (moon, lock, alarm, digit) = (right[0], right[1], right[2], right[3])
        func width(_ r: (Double, Double)) -> Double { r.1 - r.0 }
        // The moon 9 pt, the rotation lock 10.5 (its arrow's point reaches 10), the alarm 9.5.
        #expect((8...9).contains(width(moon)) && (9.3...10.5).contains(width(lock)) && (8.8...9.5).contains(width(alarm)), "widths @\(s)x: \(right)")
        // 6 pt between the boxes.
        #expect((6...7.5).contains(lock.0 - moon.1) && (6...7.5).contains(alarm.0 - lock.1) && (6...7.5).contains(digit.0 - alarm.1), "gaps @\(s)x: \(right)")
        // The lock's padlock body is solid at the ring's centre (5.25 pt into its box,
        // 6.25 down: the bar is 20 high and the glyph 10.5, so from 4.75).
        let centre = b.color(x: Int((lock.0 + 5) * s), y: Int((4.75 + 6.25) * s))
        #expect(centre.red < 60, "padlock @\(s)x: \(centre)")
    }

    @Test(arguments: scales)
    func theMoonIsLeftOfTheLocationArrowAndDoNotDisturbIsItsLongName(_ s: Double) throws {
        let text = """
            screen device: iphone-5 ios: 7
            status-bar time: "5:01 PM" wifi: 0 battery: 79% location: on rotation-lock: on do-not-disturb: on
            """
        let b = try render(try compileText(text, options: CompileOptions(scale: s)), scale: s)
        let right = StatusGlyphProbeTests.runs(b, s, from: 200, to: 288)
        // Moon, location arrow, rotation lock (the battery starts at 290).
        #expect(right.count == 3, "@\(s)x: \(right)")
        guard right.count == 3 else { return }
        func width(_ r: (Double, Double)) -> Double { r.1 - r.0 }
        #expect((8...9).contains(width(right[0])) && (7.3...9).contains(width(right[1])) && (9.3...10.5).contains(width(right[2])), "@\(s)x: \(right)")
    }
}
