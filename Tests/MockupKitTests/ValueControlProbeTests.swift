import MockupDisplayList
import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the value controls (docs/METRICS.md, Controls) on real renders,
/// at @2x and @3x. Each control is placed at a known point of the screen.
@Suite struct ValueControlProbeTests {
    static let scales: [Double] = [2, 3]

    // The figures probed (docs/METRICS.md, Switch and Slider), written out rather than read
    // from the layout so that a changed figure fails here.
    /// Every content control's disabled opacity (`Metrics.disabledControlAlpha`).
    static let disabledAlpha = 0.4
    static let sliderMaxTrack = Color(rgb: 0xB7B8B7)
    static let sliderImageGap = 8.0
    static let progressTrack = Color(rgb: 0xB6B6B6)

    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    static func screen(_ body: String) throws -> DisplayList {
        try compileText("screen device: iphone-6\n" + body)
    }

    static func box(_ b: Bitmap, _ area: Rect, scale s: Double, _ test: (Color) -> Bool) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        TableProbeTests.box(b, rows: px(area.minY, s)..<px(area.maxY, s), columns: px(area.minX, s)..<px(area.maxX, s), test)
    }

    /// Length of the run of pixels passing `test` through (x, y) along a row or column.
    static func run(_ b: Bitmap, x: Int, y: Int, vertical: Bool, _ test: (Color) -> Bool) -> Int {
        guard test(b.color(x: x, y: y)) else { return 0 }
        var n = 1
        for dir in [-1, 1] {
            var i = 1
            while true {
                let (cx, cy) = vertical ? (x, y + dir * i) : (x + dir * i, y)
                guard cx >= 0, cy >= 0, cx < b.width, cy < b.height, test(b.color(x: cx, y: cy)) else { break }
                n += 1
                i += 1
            }
        }
        return n
    }

    static func tintish(_ c: Color) -> Bool { c.blue > 200 && c.red < 60 && c.green > 90 && c.green < 150 }

    // Switch: 51 × 31, #4CD964 when on.

    @Test(arguments: scales)
    func switchIs51By31AndGreenWhenOn(_ s: Double) throws {
        let b = try render(try Self.screen("switch on x: 100 y: 100 relative-to: screen\nswitch off x: 200 y: 100 relative-to: screen\n"), scale: s)
        let greenish = { (c: Color) in c.green > 180 && c.red < 200 && c.blue < 200 }
        let green = try #require(Self.box(b, Rect(x: 90, y: 90, width: 80, height: 60), scale: s, greenish))
        #expect(abs(Double(green.maxX - green.minX + 1) - 51 * s) <= 2, "width @\(s)x")
        #expect(abs(Double(green.maxY - green.minY + 1) - 31 * s) <= 2, "height @\(s)x")
        #expect(abs(Double(green.minX) - 100 * s) <= 1 && abs(Double(green.minY) - 100 * s) <= 1)
        #expect(b.color(atPoint: 106, 115.5, scale: s) == Palette.switchOn)
        #expect(b.color(atPoint: 135, 115.5, scale: s) == .white, "knob at the right")
        // Off: the light grey ring's right end and top edge (the knob's shadow covers the rest).
        let ring = try #require(Self.box(b, Rect(x: 190, y: 90, width: 80, height: 60), scale: s) { $0 == Palette.switchOffRing })
        #expect(abs(Double(ring.maxX + 1) - 251 * s) <= 1 && abs(Double(ring.minY) - 100 * s) <= 1)
        #expect(b.color(atPoint: 240, 115.5, scale: s) == .white, "white inside the ring")
    }

    @Test(arguments: scales)
    func pressedSwitchWidensItsKnobAndFillsTheOffTrack(_ s: Double) throws {
        let b = try render(try Self.screen("switch on highlighted x: 100 y: 100 relative-to: screen\nswitch off highlighted x: 200 y: 100 relative-to: screen\n"), scale: s)
        // On: the knob is 29 × 1.2 = 34.8 wide, from 150 - 34.8 to 150: white across 118…146.
        #expect(b.color(atPoint: 118, 115.5, scale: s) == .white && b.color(atPoint: 146, 115.5, scale: s) == .white)
        #expect(b.color(atPoint: 106, 115.5, scale: s) == Palette.switchOn, "green left of the wider knob")
        #expect(b.color(atPoint: 116, 115.5, scale: s) != Palette.switchOn, "the knob reaches 115.2")
        // Off: the track is all ring grey right of the widened knob (no white inside).
        #expect(b.color(atPoint: 243, 115.5, scale: s) == Palette.switchOffRing)
        #expect(b.color(atPoint: 203, 115.5, scale: s) == .white && b.color(atPoint: 232, 115.5, scale: s) == .white)
    }

    @Test(arguments: scales)
    func switchOnTintAndDisabledAlpha(_ s: Double) throws {
        let b = try render(try Self.screen("switch on on-tint: #FF0000 x: 100 y: 100 relative-to: screen\nswitch on disabled x: 200 y: 100 relative-to: screen\n"), scale: s)
        #expect(b.color(atPoint: 106, 115.5, scale: s) == Color(rgb: 0xFF0000))
        #expect(close(b.color(atPoint: 206, 115.5, scale: s), composite(Palette.switchOn.withAlpha(Self.disabledAlpha), on: .white), 2))
    }

    // Slider: a 2 pt track in the tint left of a 28 pt thumb, grey right of it.

    @Test(arguments: scales)
    func sliderTrackIs2PointsTintLeftGreyRightAndThumbIs28(_ s: Double) throws {
        let b = try render(try Self.screen("slider value: 0.3 x: 20 y: 100 width: 300 relative-to: screen\n"), scale: s)
        // Frame 20…320 × 100…131; thumb centre 20 + 14 + 0.3 × 272 = 115.6, midY 115.5.
        let cx = 20 + 14 + 0.3 * 272
        let tint = Self.run(b, x: Self.px(60, s), y: Self.px(115.5, s), vertical: true) { $0 == Palette.blue }
        #expect(abs(Double(tint) - 2 * s) <= 1, "tint track thickness @\(s)x: \(tint)")
        let grey = Self.run(b, x: Self.px(250, s), y: Self.px(115.5, s), vertical: true) { $0 == Self.sliderMaxTrack }
        #expect(abs(Double(grey) - 2 * s) <= 1, "grey track thickness @\(s)x: \(grey)")
        // The tint reaches the thumb and the grey starts after it.
        #expect(b.color(atPoint: cx - 19, 115.5, scale: s) == Palette.blue)
        #expect(b.color(atPoint: cx + 19, 115.5, scale: s) == Self.sliderMaxTrack)
        #expect(b.color(atPoint: 60, 119, scale: s) == .white, "nothing below the track")
        // The thumb: a white disc 28 across (its edge darkened by the outline and shadow).
        let across = Self.run(b, x: Self.px(cx, s), y: Self.px(115.5, s), vertical: false) { $0 == .white }
        let down = Self.run(b, x: Self.px(cx, s), y: Self.px(115.5, s), vertical: true) { $0 == .white }
        #expect(abs(Double(across) - 28 * s) <= 2, "thumb width @\(s)x: \(across)")
        #expect(abs(Double(down) - 28 * s) <= 2, "thumb height @\(s)x: \(down)")
        // A soft shadow under the thumb.
        let below = b.color(atPoint: cx, 115.5 + 14 + 1.5, scale: s)
        #expect(below.red < 250 && below.red > 150, "shadow below the thumb: \(below)")
    }

    @Test(arguments: scales)
    func sliderEndImagesShortenTheTrack(_ s: Double) throws {
        let b = try render(try Self.screen("slider value: 0 min-image: speaker-quiet max-image: speaker-loud max-tint: #FF0000 x: 20 y: 100 width: 300 relative-to: screen\n"), scale: s)
        let red = try #require(Self.box(b, Rect(x: 20, y: 110, width: 300, height: 11), scale: s) { $0 == Color(rgb: 0xFF0000) })
        let loud = 22 * 19 / 29.0
        #expect(abs(Double(red.maxX + 1) - (320 - loud - Self.sliderImageGap) * s) <= 2, "track ends before the loud speaker")
        let speaker = try #require(Self.box(b, Rect(x: 20, y: 100, width: 20, height: 31), scale: s) { $0 == Palette.gray })
        #expect(Double(speaker.minX) >= 20 * s && Double(speaker.maxX) < 30 * s, "the quiet speaker at the left end")
    }

    @Test(arguments: scales)
    func sliderTakesTheWidthItsRowLeaves(_ s: Double) throws {
        let b = try render(try Self.screen("""
            stack horizontal spacing: 10 align: center x: 20 y: 100 width: 335 relative-to: screen
              slider value: 0 max-tint: #FF0000
              switch on

            """), scale: s)
        // 335 − 10 − 51 = 274: the slider runs 20…294, the switch 304…355.
        let red = try #require(Self.box(b, Rect(x: 0, y: 100, width: 375, height: 31), scale: s) { $0 == Color(rgb: 0xFF0000) })
        #expect(abs(Double(red.maxX + 1) - 294 * s) <= 1, "track end @\(s)x")
        let greenish = { (c: Color) in c.green > 180 && c.red < 200 && c.blue < 200 }
        let green = try #require(Self.box(b, Rect(x: 290, y: 95, width: 85, height: 40), scale: s, greenish))
        #expect(abs(Double(green.minX) - 304 * s) <= 1)
    }

    // Progress view: 2 pt high, the tint up to the fraction over #B6B6B6.

    @Test(arguments: scales)
    func progressIs2PointsHighWithTheTintUpToTheFraction(_ s: Double) throws {
        let b = try render(try Self.screen("""
            progress value: 40% x: 20 y: 100 width: 300 relative-to: screen
            progress bar value: 0.5 x: 20 y: 120 width: 300 relative-to: screen

            """), scale: s)
        let tint = try #require(Self.box(b, Rect(x: 0, y: 95, width: 375, height: 10), scale: s) { $0 == Palette.blue })
        #expect(tint.maxY - tint.minY + 1 == Int(2 * s), "2 pt high @\(s)x")
        #expect(abs(Double(tint.minX) - 20 * s) <= 1 && abs(Double(tint.maxX + 1) - 140 * s) <= 1, "20…140: 40 % of 300")
        let track = try #require(Self.box(b, Rect(x: 0, y: 95, width: 375, height: 10), scale: s) { $0 == Self.progressTrack })
        #expect(track.maxY - track.minY + 1 == Int(2 * s))
        #expect(abs(Double(track.minX) - 140 * s) <= 1 && abs(Double(track.maxX + 1) - 320 * s) <= 1)
        // Bar style: the tint over nothing.
        let bar = try #require(Self.box(b, Rect(x: 0, y: 115, width: 375, height: 10), scale: s) { $0 == Palette.blue })
        #expect(bar.maxY - bar.minY + 1 == Int(2 * s) && abs(Double(bar.maxX + 1) - 170 * s) <= 1)
        #expect(b.color(atPoint: 250, 121, scale: s) == .white, "no track in bar style")
    }

    // Activity indicator: 20 pt (gray, white) and 37 pt (large) extents.

    @Test(arguments: scales)
    func activityIndicatorSpansItsBox(_ s: Double) throws {
        let b = try render(try Self.screen("""
            activity-indicator gray x: 100 y: 100 relative-to: screen
            stack background: #333333 x: 0 y: 200 width: 375 height: 100 relative-to: screen
              activity-indicator white x: 50 y: 10
              activity-indicator large x: 150 y: 10

            """), scale: s)
        func extent(_ area: Rect, _ test: (Color) -> Bool) throws -> (Double, Double) {
            let found = Self.box(b, area, scale: s, test)
            let ink = try #require(found)
            return (Double(ink.maxX - ink.minX + 1) / s, Double(ink.maxY - ink.minY + 1) / s)
        }
        let gray = try extent(Rect(x: 90, y: 90, width: 40, height: 40)) { $0 != .white }
        #expect(abs(gray.0 - 20) <= 1 && abs(gray.1 - 20) <= 1, "gray \(gray) @\(s)x")
        let dark = Color(rgb: 0x333333)
        let white = try extent(Rect(x: 40, y: 200, width: 40, height: 40)) { $0 != dark }
        #expect(abs(white.0 - 20) <= 1 && abs(white.1 - 20) <= 1, "white \(white) @\(s)x")
        let large = try extent(Rect(x: 140, y: 200, width: 60, height: 60)) { $0 != dark }
        #expect(abs(large.0 - 37) <= 1.5 && abs(large.1 - 37) <= 1.5, "large \(large) @\(s)x")
        // The head spoke (twelve o'clock) is darkest; the one after it anticlockwise lighter.
        let head = b.color(atPoint: 110, 102.5, scale: s)
        #expect(head.red < 140, "head spoke \(head)")
        #expect(b.color(atPoint: 110, 117.5, scale: s).red > head.red, "the six o'clock spoke is fainter")
    }

    // Page control: 7 pt dots 16 pt apart, the row centred.

    @Test(arguments: scales)
    func pageControlDotsAre7With16Pitch(_ s: Double) throws {
        let b = try render(try Self.screen("page-control pages: 5 page: 2 current-color: black color: #FF0000 x: 0 y: 100 width: 375 relative-to: screen\n"), scale: s)
        // Row 5 × 16 − 9 = 71 wide, centred: dots start at 187.5 − 35.5 = 152; midY 118.5.
        let current = try #require(Self.box(b, Rect(x: 0, y: 100, width: 375, height: 37), scale: s) { $0.red < 128 })
        #expect(abs(Double(current.maxX - current.minX + 1) - 7 * s) <= 1.5 && abs(Double(current.maxY - current.minY + 1) - 7 * s) <= 1.5)
        #expect(abs(Double(current.minX + current.maxX + 1) / 2 - 171.5 * s) <= 1, "second dot centred at 171.5")
        #expect(abs(Double(current.minY + current.maxY + 1) / 2 - 118.5 * s) <= 1)
        var centres: [Double] = []
        for i in [0, 2, 3, 4] {
            let x = 152 + 16 * Double(i)
            let dot = try #require(Self.box(b, Rect(x: x - 4, y: 110, width: 15, height: 17), scale: s) { $0.red > 200 && $0.green < 128 })
            centres.append(Double(dot.minX + dot.maxX + 1) / 2 / s)
            #expect(abs(Double(dot.maxX - dot.minX + 1) - 7 * s) <= 1.5, "dot \(i) width @\(s)x")
        }
        #expect(abs(centres[2] - centres[1] - 16) <= 0.5 && abs(centres[3] - centres[2] - 16) <= 0.5, "pitch \(centres)")
        #expect(abs(centres[1] - centres[0] - 32) <= 0.5)
    }

    @Test(arguments: scales)
    func pageControlClipsDotsItCannotFit(_ s: Double) throws {
        let b = try render(try Self.screen("page-control pages: 20 page: 1 current-color: black color: #FF0000 x: 100 y: 100 width: 100 relative-to: screen\n"), scale: s)
        let red = { (c: Color) in c.red > 200 && c.green < 128 }
        #expect(Self.box(b, Rect(x: 0, y: 100, width: 100, height: 37), scale: s, red) == nil, "nothing left of the control")
        #expect(Self.box(b, Rect(x: 200, y: 100, width: 175, height: 37), scale: s, red) == nil, "nothing right of it")
        // Row 20 × 16 − 9 = 311 centred on 150, from −5.5 rounded to −5 (whole points, as
        // every centred control): the eleventh dot at 155…162 keeps its 7 pt (not squeezed).
        let dot = try #require(Self.box(b, Rect(x: 151, y: 110, width: 14, height: 17), scale: s, red))
        #expect(abs(Double(dot.minX) - 155 * s) <= 1)
        #expect(abs(Double(dot.maxX - dot.minX + 1) - 7 * s) <= 1.5)
        #expect(b.color(atPoint: 10, 118.5, scale: s) == .white, "the current (first) page is clipped away")
    }
}
