import MockupDisplayList
import MockupGeometry
import MockupKit
import Testing

/// Pixel probes of the system keyboard on real renders at @2x and @3x: its
/// top edge per device and orientation, the key pitch and height, the return key's
/// colour, and the content and toolbar ending above it.
@Suite struct KeyboardProbeTests {
    static let scales: [Double] = [2, 3]
    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }
    static let ground = Color(rgb: 0xD0D5DB)

    /// Device, orientation, QuickType, the expected keyboard height.
    static let heights: [(String, String, Bool, Double)] = [
        ("iphone-5", "portrait", false, 216), ("iphone-5", "landscape", false, 162),
        ("iphone-6", "portrait", false, 216), ("iphone-6", "portrait", true, 258),
        ("iphone-6-plus", "portrait", false, 226), ("iphone-6-plus", "landscape", false, 162),
        ("ipad", "portrait", false, 264), ("ipad", "landscape", false, 352), ("ipad", "portrait", true, 313),
    ]

    static func screen(_ device: String, _ orientation: String, _ body: String, ios: Int = 8) -> String {
        "screen device: \(device) orientation: \(orientation) ios: \(ios)\nstatus-bar hidden\n" + body
    }

    @Test(arguments: scales)
    func theKeyboardTopsAtItsHeightAboveTheBottomPerDeviceAndOrientation(_ s: Double) throws {
        for (device, orientation, quickType, height) in Self.heights {
            let text = Self.screen(device, orientation, "keyboard\n" + (quickType ? "  suggestions \"I\" \"The\" \"I'm\"\n" : ""))
            let b = try render(try compileText(text), scale: s)
            let screenHeight = Double(b.height) / s
            let top = screenHeight - height
            let label = "\(device) \(orientation)\(quickType ? " + QuickType" : "") @\(s)x"
            // White content down to the edge, the keyboard's ground from the next point
            // (the side margin, left of the first key; between the QuickType cells).
            #expect(b.color(x: Self.px(1, s), y: Self.px(top, s) - 1) == .white, "\(label): above \(top)")
            #expect(b.color(x: Self.px(1, s), y: Self.px(top + 1, s)) == Self.ground, "\(label): \(b.color(x: Self.px(1, s), y: Self.px(top + 1, s)))")
            #expect(b.color(x: Self.px(1, s), y: b.height - 1) == Self.ground, "\(label): bottom")
        }
    }

    @Test(arguments: scales)
    func iPhone6KeysAre31AndAHalfWideOnA37AndAHalfPitchAnd43High(_ s: Double) throws {
        let b = try render(try compileText(Self.screen("iphone-6", "portrait", "keyboard\n")), scale: s)
        let top = 667.0 - 216
        // First row: 10 pt under the edge, 43 high; keys white, gaps the ground.
        let y = Self.px(top + 10 + 4, s)
        var starts: [Int] = []
        var previousWhite = false
        for x in 0..<b.width {
            let white = b.color(x: x, y: y) == .white
            if white && !previousWhite { starts.append(x) }
            previousWhite = white
        }
        #expect(starts.count == 10, "@\(s)x starts \(starts)")
        if starts.count == 10 {
            #expect(abs(Double(starts[0]) / s - 3) <= 1 / s + 0.01, "@\(s)x first key at \(Double(starts[0]) / s)")
            let pitch = Double(starts[9] - starts[0]) / 9 / s
            #expect(abs(pitch - 37.5) <= 0.2, "@\(s)x pitch \(pitch)")
        }
        // The first key's width and height (white run), its 1 pt shadow below.
        let keyMid = Self.px(3 + 15.75, s)
        let column = TableProbeTests.box(b, rows: Self.px(top, s)..<Self.px(top + 60, s), columns: keyMid..<(keyMid + 1)) { $0 == .white }
        let height = column.map { Double($0.maxY - $0.minY + 1) / s }
        #expect(height.map { abs($0 - 43) <= 1 / s } == true, "@\(s)x key height \(String(describing: height))")
        let row = TableProbeTests.box(b, rows: y..<(y + 1), columns: 0..<Self.px(38, s)) { $0 == .white }
        let width = row.map { Double($0.maxX - $0.minX + 1) / s }
        #expect(width.map { abs($0 - 31.5) <= 1 } == true, "@\(s)x key width \(String(describing: width))")
        let shadow = b.color(x: keyMid, y: Self.px(top + 10 + 43 + 0.5, s))
        #expect(shadow == Color(rgb: 0x898B8F), "@\(s)x shadow \(shadow)")
    }

    @Test(arguments: scales)
    func searchGoAndDoneAreBlueReturnAndNextGrey(_ s: Double) throws {
        // iPhone 6 bottom row: 10 + 3 × 43 + 11 + 11 + 9 = 170 under the edge; return
        // 87.5 wide at the right margin.
        let cases: [(String, Color)] = [
            ("search", Color(rgb: 0x007AFF)), ("go", Color(rgb: 0x007AFF)), ("done", Color(rgb: 0x007AFF)),
            ("return", Color(rgb: 0xAEB5BF)), ("next", Color(rgb: 0xAEB5BF)),
        ]
        for (title, expected) in cases {
            let b = try render(try compileText(Self.screen("iphone-6", "portrait", "keyboard return: \(title)\n")), scale: s)
            let top = 667.0 - 216 + 170
            let inside = b.color(x: Self.px(375 - 3 - 87.5 + 3, s), y: Self.px(top + 5, s))
            #expect(inside == expected, "\(title) @\(s)x: \(inside)")
            let left = b.color(x: Self.px(375 - 3 - 87.5 - 2, s), y: Self.px(top + 5, s))
            #expect(left == Self.ground || left == .white, "\(title): a gap before return @\(s)x: \(left)")
        }
    }

    @Test(arguments: scales)
    func contentAndABottomToolbarEndAboveTheKeyboardAndTheTabBarIsHidden(_ s: Double) throws {
        let text = """
            screen device: iphone-6-plus ios: 8
            status-bar hidden
            stack background: #FF0000
              spacer
            toolbar opaque
              button trash
            tab-bar
              item more
            keyboard
            """
        let b = try render(try compileText(text), scale: s)
        let kbTop = 736.0 - 226
        let toolbarTop = kbTop - 44
        #expect(b.color(x: Self.px(200, s), y: Self.px(toolbarTop, s) - 2) == Color(rgb: 0xFF0000), "@\(s)x content down to the toolbar")
        let bar = b.color(x: Self.px(200, s), y: Self.px(toolbarTop + 22, s))
        #expect(bar == Color(rgb: 0xF7F7F8), "@\(s)x the toolbar right above the keyboard: \(bar)")
        #expect(b.color(x: Self.px(200, s), y: Self.px(kbTop - 1, s)) == Color(rgb: 0xF7F7F8), "@\(s)x toolbar to the keyboard's edge")
        #expect(b.color(x: Self.px(2, s), y: Self.px(kbTop + 2, s)) == Self.ground, "@\(s)x the keyboard under it")
        // The tab bar (49 pt at the bottom) is behind the keyboard: the bottom edge is ground.
        #expect(b.color(x: Self.px(2, s), y: b.height - 1) == Self.ground)
    }

    @Test(arguments: scales)
    func iOS9ShowsLowerCaseCapsAndIOS8Capitals(_ s: Double) throws {
        // The "Q" key on iOS 8 has ink higher up than the "q" of iOS 9 (an x-height letter).
        func inkTop(_ ios: Int) throws -> Double? {
            let b = try render(try compileText(Self.screen("iphone-6", "portrait", "keyboard\n", ios: ios)), scale: s)
            let top = 667.0 - 216 + 10
            let ink = TableProbeTests.box(b, rows: Self.px(top, s)..<Self.px(top + 43, s), columns: Self.px(3, s)..<Self.px(34.5, s)) {
                $0.red < 0x60
            }
            return ink.map { Double($0.minY) / s - top }
        }
        let capital = try inkTop(8)
        let lower = try inkTop(9)
        #expect(capital != nil && lower != nil)
        if let capital, let lower { #expect(lower - capital >= 2, "@\(s)x ink top Q \(capital) q \(lower)") }
    }

    @Test(arguments: scales)
    func the6PlusInLandscapeKeepsItsLettersIn524PointsBetweenGreyKeyColumns(_ s: Double) throws {
        let b = try render(try compileText(Self.screen("iphone-6-plus", "landscape", "keyboard\n")), scale: s)
        let y = Self.px(414 - 162 + 6 + 4, s)
        // The middle band: (736 − 524) / 2 = 106 pt from each side; Q starts there.
        let q = TableProbeTests.box(b, rows: y..<(y + 1), columns: Self.px(60, s)..<Self.px(200, s)) { $0 == .white }
        #expect(q.map { abs(Double($0.minX) / s - 106) <= 1 / s + 0.01 } == true, "@\(s)x Q at \(String(describing: q.map { Double($0.minX) / s }))")
        // Grey side keys from the 3-pt margin: two 46-pt columns 5 apart (98 in all).
        #expect(b.color(x: Self.px(3 + 3, s), y: y) == Color(rgb: 0xAEB5BF))
        #expect(b.color(x: Self.px(3 + 46 + 2.5, s), y: y) == Self.ground, "@\(s)x the gap between the columns")
        #expect(b.color(x: Self.px(3 + 98 - 3, s), y: y) == Color(rgb: 0xAEB5BF))
        #expect(b.color(x: Self.px(736 - 3 - 3, s), y: y) == Color(rgb: 0xAEB5BF))
    }

    @Test(arguments: scales)
    func iOS9iPadsShowUndoRedoAndPasteAtTheLeftOfTheQuickTypeBar(_ s: Double) throws {
        func ink(_ ios: Int) throws -> Bool {
            let text = Self.screen("ipad", "portrait", "keyboard\n  suggestions \"I\"\n", ios: ios)
            let b = try render(try compileText(text), scale: s)
            let top = 1024.0 - 264 - 49
            return TableProbeTests.box(b, rows: Self.px(top + 10, s)..<Self.px(top + 39, s), columns: Self.px(12, s)..<Self.px(60, s)) {
                $0.red < 0x60
            } != nil
        }
        #expect(try ink(9), "@\(s)x: the shortcut buttons on iOS 9")
        #expect(try !ink(8), "@\(s)x: none on iOS 8")
    }

    @Test(arguments: scales)
    func aModalsKeyboardSitsAtTheBottomOfTheModalOverTheScreensTabBar(_ s: Double) throws {
        let text = """
            screen device: iphone-6 ios: 8
            tab-bar
              item more
            modal
              navigation-bar "New"
              stack background: #00FF00
                spacer
              keyboard return: done
            """
        let b = try render(try compileText(text), scale: s)
        let kbTop = 667.0 - 216
        #expect(b.color(x: Self.px(200, s), y: Self.px(kbTop, s) - 2) == Color(rgb: 0x00FF00), "@\(s)x the modal's content down to the keyboard")
        #expect(b.color(x: Self.px(1, s), y: Self.px(kbTop + 1, s)) == Self.ground, "@\(s)x")
        #expect(b.color(x: Self.px(1, s), y: b.height - 1) == Self.ground, "@\(s)x no tab bar at the bottom")
        // The Done key is blue.
        #expect(b.color(x: Self.px(375 - 3 - 87.5 + 3, s), y: Self.px(kbTop + 175, s)) == Color(rgb: 0x007AFF))
    }

    @Test(arguments: scales)
    func aPressedKeysPopUpRises108PointsFromItsBottomAnd26PointsWider(_ s: Double) throws {
        let text = "screen device: iphone-6 ios: 8 background: #FF0000\nstatus-bar hidden\nkeyboard pressed: q\n"
        let b = try render(try compileText(text), scale: s)
        // Q: x 3…34.5, y 461…504; the pop-up from 504 − 108 = 396, 57.5 wide from the
        // key's left side (it cannot be centred at the keyboard's end).
        let popupTop = 667.0 - 216 + 10 + 43 - 108
        #expect(b.color(x: Self.px(18, s), y: Self.px(popupTop, s) - 2) == Color(rgb: 0xFF0000), "@\(s)x above the pop-up")
        #expect(b.color(x: Self.px(18, s), y: Self.px(popupTop + 2, s)) == .white, "@\(s)x the pop-up's top")
        let row = Self.px(popupTop + 20, s)
        let box = TableProbeTests.box(b, rows: row..<(row + 1), columns: 0..<Self.px(120, s)) { $0 == .white }
        #expect(box.map { abs(Double($0.minX) / s - 3) <= 1 && abs(Double($0.maxX + 1) / s - (3 + 31.5 + 26)) <= 1 } == true,
                "@\(s)x pop-up \(String(describing: box.map { (Double($0.minX) / s, Double($0.maxX + 1) / s) }))")
    }
    @Test(arguments: scales)
    func theKeyboardsTopEdgeDrawsNoLine(_ s: Double) throws {
        // e11 (iOS 7) and e15 (iOS 9) show the ground right under the content.
        for ios in [7, 8, 9] {
            let b = try render(try compileText(Self.screen("iphone-5", "portrait", "keyboard\n", ios: ios)), scale: s)
            let top = Self.px(568 - 216, s)
            #expect(b.color(x: Self.px(1, s), y: top) == Self.ground, "iOS \(ios) @\(s)x: \(b.color(x: Self.px(1, s), y: top))")
        }
    }

    /// The white runs along one pixel row, in points: (start, width).
    static func whiteRuns(_ b: Bitmap, y: Int, _ s: Double) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        var start: Int?
        for x in 0...b.width {
            let white = x < b.width && b.color(x: x, y: y) == .white
            if white && start == nil { start = x }
            if !white, let s0 = start {
                out.append((Double(s0) / s, Double(x - s0) / s))
                start = nil
            }
        }
        return out
    }

    @Test(arguments: scales)
    func iOS7sDictationKeyIsAWhiteLetterKey(_ s: Double) throws {
        // e11 (iPhone 5, iOS 7.1): 123 and globe 34, dictation 26 and white, the space bar
        // 115…237; iOS 8 (TIK): a grey dictation key 34 wide.
        for (ios, spaceX) in [(7, 115.0), (8, 123.0)] {
            let b = try render(try compileText(Self.screen("iphone-5", "portrait", "keyboard\n", ios: ios)), scale: s)
            let y = Self.px(568 - 216 + 12 + 3 * 54 + 4, s)
            let runs = Self.whiteRuns(b, y: y, s)
            let space = runs.max { $0.1 < $1.1 }
            #expect(space.map { abs($0.0 - spaceX) <= 1 / s + 0.01 } == true, "iOS \(ios) @\(s)x space \(String(describing: space))")
            let mic = runs.first { abs($0.0 - 83) <= 1 / s + 0.01 }
            #expect((mic.map { abs($0.1 - 26) <= 1 / s + 0.01 } == true) == (ios == 7), "iOS \(ios) @\(s)x white keys \(runs)")
        }
    }

    @Test(arguments: scales)
    func theNumberPadsMiddleColumnIsWiderAndItsLinesShowTheGround(_ s: Double) throws {
        // e13 (iPhone 5, iOS 7.0): lines at 104.5 and 215 pt (209 and 430 px of 640).
        let b = try render(try compileText(Self.screen("iphone-5", "portrait", "keyboard number-pad\n", ios: 7)), scale: s)
        let y = Self.px(568 - 216 + 3, s)  // above the digits
        let cells = Self.whiteRuns(b, y: y, s)
        #expect(cells.count == 3, "@\(s)x \(cells)")
        if cells.count == 3 {
            // Each cell starts one device pixel after its line (at @3x the half points round).
            #expect(abs(cells[1].0 - 104.5 - 0.5) <= 0.01 && abs(cells[2].0 - 215 - 0.5) <= 0.51, "@\(s)x \(cells)")
            #expect(cells[1].1 > cells[0].1 + 5, "@\(s)x the middle column is wider: \(cells)")
            // iOS 7's pad ground is a neutral grey (e13), darker than the letters'.
            let line = b.color(x: Self.px(cells[1].0, s) - 1, y: y)
            #expect(line == Color(rgb: 0xC1C1C1), "@\(s)x line colour \(line)")
        }
    }

    @Test(arguments: scales)
    func iOS9iPadLandscapeRowsTakeTheMeasuredKeyWidths(_ s: Double) throws {
        // e15: row 1 letters 79 wide at a 93 pitch from 7; row 2 from 45; the bottom row
        // without dictation: ?123 76, emoji 77, space 188…808, ?123 104, hide 77.
        let text = Self.screen("ipad", "landscape", "keyboard emoji no-dictation\n", ios: 9)
        let b = try render(try compileText(text), scale: s)
        let top = 768.0 - 352
        // 18 pt into each row: below the 7-pt corners, above the caps.
        let row1 = Self.whiteRuns(b, y: Self.px(top + 10 + 18, s), s)
        #expect(row1.count == 10, "@\(s)x \(row1)")
        if let q = row1.first, let p = row1.last {
            #expect(abs(q.0 - 7) <= 1 / s + 0.01 && abs(q.1 - 79) <= 1 / s + 0.01, "@\(s)x Q \(q)")
            #expect(abs(p.0 - (7 + 9 * 93)) <= 1 / s + 0.01, "@\(s)x P \(p)")
        }
        let row2 = Self.whiteRuns(b, y: Self.px(top + 10 + 86 + 18, s), s)
        #expect(row2.first.map { abs($0.0 - 45) <= 1 / s + 0.01 } == true, "@\(s)x A \(String(describing: row2.first))")
        let bottom = Self.whiteRuns(b, y: Self.px(top + 10 + 3 * 86 + 18, s), s)
        #expect(bottom.count == 1, "@\(s)x \(bottom)")
        if let space = bottom.first {
            #expect(abs(space.0 - 188) <= 1 / s + 0.01 && abs(space.1 - 620) <= 1 / s + 0.01, "@\(s)x space \(space)")
        }
    }

    @Test(arguments: scales)
    func theIPadProKeepsProportionalRowsInLandscape(_ s: Double) throws {
        // e15's widths are a 1024 pt keyboard's: on the 1366 pt iPad Pro the letters grow
        // with the width instead of leaving the rest to the delete key.
        let text = Self.screen("ipad-pro", "landscape", "keyboard\n", ios: 9)
        let b = try render(try compileText(text), scale: s)
        let top = 1024.0 - 352
        let row1 = Self.whiteRuns(b, y: Self.px(top + 10 + 18, s), s)
        #expect(row1.count == 10, "@\(s)x \(row1)")
        if let q = row1.first, let p = row1.last {
            #expect(q.1 > 90, "@\(s)x Q \(q)")
            #expect(1366 - (p.0 + p.1) < 2 * p.1, "@\(s)x P \(p)")
        }
    }

    @Test(arguments: scales)
    func theGroundAndGreyKeysLetTheAppsBackgroundThroughAndStayStockOverWhite(_ s: Double) throws {
        // e11 (iOS 7.1 over a #232332 navy app): ground #C9CED5, shift and 123 #9CA5B2 /
        // #9CA6B3, white keys white. Over white: the stock #D0D5DB and #AEB5BF.
        for (background, ground, grey) in [("#232332", 0xC9CED5, 0x9FA6B1), ("white", 0xD0D5DB, 0xAEB5BF)] {
            let text = "screen device: iphone-5 ios: 7 background: \(background)\nstatus-bar hidden\nkeyboard\n"
            let b = try render(try compileText(text), scale: s)
            let top = 568.0 - 216
            let label = "over \(background) @\(s)x"
            let g = b.color(x: Self.px(1, s), y: Self.px(top + 1, s))
            #expect(g == Color(rgb: UInt32(ground)), "\(label): ground \(g)")
            // The shift key (row 3) and the Q key, 3 pt inside their top-left corners.
            let shift = b.color(x: Self.px(3 + 3, s), y: Self.px(top + 12 + 2 * 54 + 5, s))
            #expect(shift == Color(rgb: UInt32(grey)), "\(label): shift \(shift)")
            let q = b.color(x: Self.px(3 + 3, s), y: Self.px(top + 12 + 5, s))
            #expect(q == .white, "\(label): letter key \(q)")
        }
    }

    @Test(arguments: scales)
    func theNumberPadsGroundTakesOnTheAppsColourBehind(_ s: Double) throws {
        // e13 (iOS 7.0 over a #EBBA97 orange app): gaps #C1C0BF, bottom-left cell #C1BCB9.
        let text = "screen device: iphone-5 ios: 7 background: #EBBA97\nstatus-bar hidden\nkeyboard number-pad\n"
        let b = try render(try compileText(text), scale: s)
        let corner = b.color(x: Self.px(20, s), y: Self.px(568 - 20, s))
        #expect(corner == Color(rgb: 0xC0BFBE), "@\(s)x corner \(corner)")
        let digit = b.color(x: Self.px(120, s), y: Self.px(568 - 216 + 3, s))
        #expect(digit == .white, "@\(s)x digit cell \(digit)")
    }
}
