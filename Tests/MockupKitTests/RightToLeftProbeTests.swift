import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of mirrored (iOS 9, right-to-left) screens against their left-to-right
/// renders, at @2x and @3x: what moves, what is reflected and what keeps its orientation.
@Suite struct RightToLeftProbeTests {
    static let scales: [Double] = [2, 3]

    /// A Settings-like screen; Latin text, so that the two renders differ only by the
    /// mirroring.
    static func screen(_ screenAttributes: String) -> String {
        """
        screen device: iphone-6 \(screenAttributes)
        status-bar time: "9:41" battery: 50%
        navigation-bar title: "Settings"
          back "Back"
        table grouped
          section
            cell "Airplane" icon: airplane icon-color: #FF9500 switch: on
            cell "Wi-Fi" icon: wifi icon-color: #007AFF value: "Home" accessory: disclosure
        tab-bar selected: 1
          item "Favorites" icon: favorites
          item "Music" icon: music
          item "Recents" icon: recents
        """
    }

    /// The left-to-right and the right-to-left render at `s`.
    static func pair(_ s: Double) throws -> (ltr: Bitmap, rtl: Bitmap) {
        (try render(try compileText(screen("")), scale: s), try render(try compileText(screen("lang: ar")), scale: s))
    }

    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    /// Device-pixel box of the points rectangle `x0…x1` × `y0…y1`.
    static func region(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double, _ s: Double) -> (xs: Range<Int>, ys: Range<Int>) {
        (px(x0, s)..<px(x1, s), px(y0, s)..<px(y1, s))
    }

    /// Pixels of `b` in the region passing `test`, as (x, y).
    static func ink(_ b: Bitmap, _ r: (xs: Range<Int>, ys: Range<Int>), _ test: (Color) -> Bool) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        for y in r.ys { for x in r.xs where test(b.color(x: x, y: y)) { out.append((x, y)) } }
        return out
    }

    static func differ(_ a: Color, _ b: Color) -> Bool { !close(a, b, 24) }

    /// How many pixels of `rtl` in `r` differ from `ltr` at the column mirrored about
    /// the screen's centre line (the picture reflected) or, with `reflected: false`, at
    /// the column the same block would have had before it moved by `shift` pixels.
    static func mismatches(
        _ rtl: Bitmap, _ ltr: Bitmap, _ r: (xs: Range<Int>, ys: Range<Int>), reflected: Bool, shift: Int = 0
    ) -> Int {
        var n = 0
        for y in r.ys {
            for x in r.xs {
                let source = reflected ? ltr.width - 1 - x : x - shift
                if differ(rtl.color(x: x, y: y), ltr.color(x: source, y: y)) { n += 1 }
            }
        }
        return n
    }

    static func isTint(_ c: Color) -> Bool { close(c, Palette.blue, 40) }
    static func isGreen(_ c: Color) -> Bool { Int(c.green) > Int(c.red) + 60 && Int(c.green) > Int(c.blue) + 60 }

    @Test(arguments: scales)
    func backChevronIsOnTheRightPointingRight(_ s: Double) throws {
        let (ltr, rtl) = try Self.pair(s)
        let left = Self.region(0, 24, 22, 62, s), right = Self.region(351, 375, 22, 62, s)
        #expect(Self.ink(ltr, left, Self.isTint).count > 20 && Self.ink(ltr, right, Self.isTint).isEmpty)
        let chevron = Self.ink(rtl, right, Self.isTint)
        #expect(chevron.count > 20 && Self.ink(rtl, left, Self.isTint).isEmpty, "@\(s)x")
        // Pointing right: the tip (its middle row) is the rightmost ink, the arms' ends
        // (top and bottom rows) lie left of it.
        let top = try #require(chevron.map(\.1).min()), bottom = try #require(chevron.map(\.1).max())
        let mid = (top + bottom) / 2
        let tipX = try #require(chevron.filter { $0.1 == mid }.map(\.0).max())
        let topX = try #require(chevron.filter { $0.1 == top }.map(\.0).max())
        let bottomX = try #require(chevron.filter { $0.1 == bottom }.map(\.0).max())
        #expect(tipX > topX + Int(3 * s) && tipX > bottomX + Int(3 * s), "tip \(tipX), ends \(topX) \(bottomX)")
        // And it is the left-to-right chevron reflected, pixel for pixel.
        #expect(Self.mismatches(rtl, ltr, right, reflected: true) <= Int(2 * s))
    }

    @Test(arguments: scales)
    func disclosureChevronAndValueAreOnTheLeftAndTheTileOnTheRight(_ s: Double) throws {
        let (ltr, rtl) = try Self.pair(s)
        // The Wi-Fi row: 143…187 (the group starts at 64 + 35).
        let grey = { (c: Color) in close(c, Palette.chevron, 24) }
        let ltrChevron = Self.ink(ltr, Self.region(340, 370, 150, 180, s), grey)
        let chevron = Self.ink(rtl, Self.region(5, 35, 150, 180, s), grey)
        #expect(ltrChevron.count > 10 && abs(chevron.count - ltrChevron.count) <= ltrChevron.count / 10, "@\(s)x")
        #expect(Self.ink(rtl, Self.region(340, 370, 150, 180, s), grey).isEmpty)
        // Pointing left: the tip is its leftmost ink.
        let top = try #require(chevron.map(\.1).min()), bottom = try #require(chevron.map(\.1).max())
        let tipX = try #require(chevron.filter { $0.1 == (top + bottom) / 2 }.map(\.0).min())
        let endX = try #require(chevron.filter { $0.1 == top }.map(\.0).min())
        #expect(tipX + Int(3 * s) < endX)
        #expect(Self.mismatches(rtl, ltr, Self.region(5, 35, 150, 180, s), reflected: true) <= Int(2 * s))
        // The value ("Home", secondary grey) sits next to the chevron, on the left half,
        // where the left-to-right render has it on the right.
        let secondary = { (c: Color) in close(c, Palette.secondaryText, 12) }
        let value = Self.ink(rtl, Self.region(30, 120, 155, 175, s), secondary).count
        let ltrValue = Self.ink(ltr, Self.region(255, 345, 155, 175, s), secondary).count
        #expect(ltrValue > 10 && abs(value - ltrValue) <= ltrValue / 5, "\(value) \(ltrValue)")
        // The tile (29 pt, 16 pt from the edge) is on the right: 330…359.
        let tileBlue = Color(rgb: 0x007AFF)
        #expect(close(rtl.color(atPoint: 331.5, 165, scale: s), tileBlue, 2))
        #expect(close(ltr.color(atPoint: 17.5, 165, scale: s), tileBlue, 2))
    }

    @Test(arguments: scales)
    func switchSitsOnTheLeftWithItsKnobOnTheLeft(_ s: Double) throws {
        let (ltr, rtl) = try Self.pair(s)
        // The Airplane row (99…143): a 51 × 31 switch, on, 16 pt from the edge.
        let mid = 121.0
        #expect(Self.isGreen(ltr.color(atPoint: 318, mid, scale: s)) && !Self.isGreen(ltr.color(atPoint: 343, mid, scale: s)))
        #expect(Self.isGreen(rtl.color(atPoint: 57, mid, scale: s)), "track on the trailing (right) side @\(s)x")
        #expect(!Self.isGreen(rtl.color(atPoint: 32, mid, scale: s)), "knob on the left @\(s)x")
        #expect(close(rtl.color(atPoint: 32, mid, scale: s), .white, 8))
        #expect(Self.mismatches(rtl, ltr, Self.region(12, 72, 103, 139, s), reflected: true) <= Int(8 * s))
    }

    @Test(arguments: scales)
    func tabsAreInReverseOrderWithTheirIconsUnreflected(_ s: Double) throws {
        let (ltr, rtl) = try Self.pair(s)
        // Three items of 125 pt; the first (selected, tinted) one moves to the right.
        let thirds = [(0.0, 125.0), (125.0, 250.0), (250.0, 375.0)].map { Self.region($0.0, $0.1, 619, 667, s) }
        let l = thirds.map { Self.ink(ltr, $0, Self.isTint).count }
        let r = thirds.map { Self.ink(rtl, $0, Self.isTint).count }
        #expect(l[0] > 50 && l[1] == 0 && l[2] == 0, "\(l)")
        #expect(r[2] == l[0] && r[0] == 0 && r[1] == 0, "\(r)")
        // The middle item stays in the middle; its glyph (a note, not symmetric) is the
        // same picture, not its mirror image.
        let icon = Self.region(172.5, 202.5, 620, 652, s)
        let same = Self.mismatches(rtl, ltr, icon, reflected: false)
        let reflected = Self.mismatches(rtl, ltr, icon, reflected: true)
        #expect(same == 0 && reflected > Int(20 * s * s), "same \(same), reflected \(reflected)")
        // The star moved by a whole number of points and is drawn as it was.
        let shift = Self.px(250, s)  // item 0…125 → 250…375
        #expect(Self.mismatches(rtl, ltr, Self.region(250, 375, 620, 652, s), reflected: false, shift: shift) == 0)
    }

    @Test(arguments: scales)
    func textMovesButIsNotReflected(_ s: Double) throws {
        let (ltr, rtl) = try Self.pair(s)
        let dark = { (c: Color) in Int(c.red) + Int(c.green) + Int(c.blue) < 200 }
        // "Airplane", between the tile and the switch.
        let a = Self.ink(ltr, Self.region(55, 300, 108, 134, s), dark)
        let b = Self.ink(rtl, Self.region(75, 320, 108, 134, s), dark)
        #expect(a.count > 50 && abs(a.count - b.count) < a.count / 10, "\(a.count) \(b.count)")
        // Compare the ink masks cropped to their boxes: same shape, not mirrored.
        func mask(_ p: [(Int, Int)]) -> (Set<[Int]>, Int) {
            let x0 = p.map(\.0).min() ?? 0, y0 = p.map(\.1).min() ?? 0, x1 = p.map(\.0).max() ?? 0
            return (Set(p.map { [$0.0 - x0, $0.1 - y0] }), x1 - x0)
        }
        let (ma, wa) = mask(a), (mb, wb) = mask(b)
        #expect(abs(wa - wb) <= 1)
        let flipped = Set(ma.map { [wa - $0[0], $0[1]] })
        let straight = ma.symmetricDifference(mb).count, mirrored = flipped.symmetricDifference(mb).count
        #expect(straight * 3 < mirrored, "straight \(straight), mirrored \(mirrored) @\(s)x")
        // And it sits right-aligned against the tile, 60 pt from the right edge.
        let right = try #require(b.map(\.0).max())
        #expect(abs(Double(right) / s - (375 - 60)) < 2)
    }

    @Test(arguments: scales)
    func iOS7RendersTheSameFileUnmirrored(_ s: Double) throws {
        let plain = try render(try compileText(Self.screen("ios: 7").replacingOccurrences(of: "iphone-6", with: "iphone-5")), scale: s)
        let arabic = try render(try compileText(Self.screen("ios: 7 lang: ar").replacingOccurrences(of: "iphone-6", with: "iphone-5")), scale: s)
        #expect(plain.width == arabic.width && plain.height == arabic.height)
        var diff = 0
        for y in stride(from: 0, to: plain.height, by: 3) {
            for x in stride(from: 0, to: plain.width, by: 3) where plain.color(x: x, y: y) != arabic.color(x: x, y: y) { diff += 1 }
        }
        #expect(diff == 0)
    }

    @Test(arguments: scales)
    func theReplyArrowFlipsAndTheTrashCanDoesNot(_ s: Double) throws {
        let bars = { (attrs: String) in
            "screen device: iphone-6 \(attrs)\ntoolbar\n  button trash\n  flexible-space\n  button reply\n  flexible-space\n  button compose\n"
        }
        let ltr = try render(try compileText(bars("")), scale: s)
        let rtl = try render(try compileText(bars("lang: he")), scale: s)
        // The middle glyph (reply, 22 pt at the centre) is its own mirror image's place:
        // reflected, it matches the left-to-right one read backwards.
        let middle = Self.region(176.5, 198.5, 630, 660, s)
        #expect(Self.mismatches(rtl, ltr, middle, reflected: true) <= Int(2 * s))
        #expect(Self.mismatches(rtl, ltr, middle, reflected: false) > Int(10 * s * s))
        // The trash can (left end in ltr) moves to the right end unreflected: the glyph's
        // box starts 14 pt in from either edge, so the move is 375 − 2·14 − 22 = 325 pt.
        let trash = Self.region(339, 361, 630, 660, s)
        #expect(Self.mismatches(rtl, ltr, trash, reflected: false, shift: Self.px(325, s)) == 0)
        #expect(Self.mismatches(rtl, ltr, trash, reflected: true) > Int(5 * s * s))
    }

    @Test(arguments: scales)
    func theArabicSettingsSampleIsMirroredOnIOS9Only(_ s: Double) throws {
        let nine = try render(try compileSample("text-rtl-settings"), scale: s)
        let seven = try render(try compileSample("text-rtl-settings", options: CompileOptions(device: "iphone-5", ios: .ios7)), scale: s)
        // Back chevron: right end on iOS 9, left end on iOS 7 (320 pt wide).
        #expect(Self.ink(nine, Self.region(351, 375, 22, 62, s), Self.isTint).count > 20)
        #expect(Self.ink(nine, Self.region(0, 24, 22, 62, s), Self.isTint).isEmpty)
        #expect(Self.ink(seven, Self.region(0, 24, 22, 62, s), Self.isTint).count > 20)
        #expect(Self.ink(seven, Self.region(296, 320, 22, 62, s), Self.isTint).isEmpty)
        // The Arabic title of the first row ends 60 pt from the right edge, against the
        // tile (16 + 29 + 15), the way a left-aligned title starts 60 pt from the left.
        let dark = { (c: Color) in Int(c.red) + Int(c.green) + Int(c.blue) < 200 }
        let title = Self.ink(nine, Self.region(150, 330, 108, 134, s), dark)
        let right = try #require(title.map(\.0).max())
        #expect(abs(Double(right + 1) / s - 315) < 1.5, "\(Double(right + 1) / s)")
        let left = try #require(Self.ink(seven, Self.region(40, 250, 108, 134, s), dark).map(\.0).min())
        #expect(abs(Double(left) / s - 59) < 1.5, "\(Double(left) / s)")
    }

    @Test(arguments: scales)
    func aKeypadThatKeepsLeftToRightIsDrawnAsOnALeftToRightScreen(_ s: Double) throws {
        let text = try String(contentsOfFile: repoPath("samples/text-rtl-keypad.mockup"), encoding: .utf8)
        let rtl = try render(try compileText(text), scale: s)
        let ltr = try render(try compileText(text.replacingOccurrences(of: "lang: ar", with: "lang: en")), scale: s)
        // The digits (rows of 75 pt buttons from about y = 150 to 490) are the same pixels…
        let keypad = Self.region(0, 375, 150, 490, s)
        #expect(Self.mismatches(rtl, ltr, keypad, reflected: false) == 0)
        // …while the tab bar around them is mirrored: the selected Keypad tab (fourth of
        // five) moves from 225…300 to 75…150.
        #expect(Self.ink(ltr, Self.region(225, 300, 619, 667, s), Self.isTint).count > 50)
        #expect(Self.ink(rtl, Self.region(75, 150, 619, 667, s), Self.isTint).count > 50)
        #expect(Self.ink(rtl, Self.region(225, 300, 619, 667, s), Self.isTint).isEmpty)
    }
}

