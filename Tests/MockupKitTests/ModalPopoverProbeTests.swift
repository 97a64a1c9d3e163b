import MockupDisplayList
import MockupGeometry
import MockupKit
import Testing

/// Pixel probes of modal sheets and popovers on real renders at @2x and @3x.
@Suite struct ModalPopoverProbeTests {
    static let scales: [Double] = [2, 3]
    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    static let formSheet = """
        screen device: ipad orientation: landscape
        status-bar
        navigation-bar "Calendar"
        modal form-sheet
          navigation-bar "New Event"
            button cancel left
          stack background: white
            label "Title"
        """

    @Test(arguments: scales)
    func formSheetIs540By620CentredWithTheScreenDimmed40Percent(_ s: Double) throws {
        let b = try render(try compileText(Self.formSheet), scale: s)
        // 1024 × 768: the sheet spans x 242…782, y 74…694.
        let dimmedWhite = b.color(x: Self.px(100, s), y: Self.px(400, s))
        #expect(dimmedWhite == Color(rgb: 0x999999), "@\(s)x: \(dimmedWhite)")  // 60 % of white
        #expect(b.color(x: Self.px(243, s), y: Self.px(400, s)) == .white)
        #expect(b.color(x: Self.px(241, s), y: Self.px(400, s)) == Color(rgb: 0x999999))
        #expect(b.color(x: Self.px(781, s), y: Self.px(400, s)) == .white)
        #expect(b.color(x: Self.px(783, s), y: Self.px(400, s)) == Color(rgb: 0x999999))
        // The sheet's own bar ends with its hairline at 74 + 44.
        let hairline = b.color(x: Self.px(500, s), y: Self.px(118, s))
        #expect(hairline.red < 0xC0, "@\(s)x \(hairline)")
        #expect(b.color(x: Self.px(500, s), y: Self.px(693, s)) == .white)
        #expect(b.color(x: Self.px(500, s), y: Self.px(695, s)) == Color(rgb: 0x999999))
    }

    static let popover = """
        screen device: ipad background: #808080
        status-bar
        navigation-bar "Photos"
          button action id: share
        popover anchor: share height: 200
          stack background: white
            label "Share"
        """

    @Test(arguments: scales)
    func popoverIs320WideWithItsArrowTipOnTheAnchorsEdge(_ s: Double) throws {
        let list = try compileText(Self.popover)
        let b = try render(list, scale: s)
        // The action glyph's 44 pt box ends 3 pt from the right edge: its centre at
        // 768 - 3 - 22 = 743; the panel (320 wide) is pushed 10 pt inside the screen:
        // x 438…758, under the arrow's tip at 54 and the 13 pt arrow.
        let row = Self.px(150, s)
        // The frosted panel: 95 % white over the blurred grey.
        let left = TableProbeTests.box(b, rows: row..<(row + 1), columns: 0..<Self.px(768, s)) { $0.red > 0xF0 }
        #expect(left.map { abs(Double($0.minX) / s - 438) <= 1 && abs(Double($0.maxX + 1) / s - 758) <= 1 } == true, "@\(s)x \(String(describing: left))")
        // From a bar button the arrow points up into the bar, its tip 10 pt above the
        // bar's edge (54), within the button's 44 pt box (721…765; the arrow keeps clear
        // of the panel's rounded corner).
        let arrow = try #require(TableProbeTests.box(
            b, rows: Self.px(48, s)..<Self.px(77, s), columns: Self.px(700, s)..<Self.px(768, s)) { $0.red > 0xF0 })
        #expect(abs(Double(arrow.minY) / s - 54) <= 1 / s + 0.01, "@\(s)x arrow \(arrow)")
        let tipRow = TableProbeTests.box(b, rows: arrow.minY..<(arrow.minY + 1), columns: Self.px(700, s)..<Self.px(768, s)) { $0.red > 0xF0 }
        let tipX = try #require(tipRow.map { Double($0.minX + $0.maxX + 1) / 2 / s })
        #expect(tipX > 721 && tipX < 765, "@\(s)x tip at \(tipX)")
    }

    /// A popover with no written arrow beside a label `id: a` at (x, y, w, h), on an iPad
    /// in `orientation`, over grey, holding a white panel `height` tall.
    static func anyArrow(_ orientation: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, height: Double) -> String {
        """
        screen device: ipad orientation: \(orientation) ios: 8 background: #808080
        label "Anchor" background: #FF0000 x: \(x) y: \(y) width: \(w) height: \(h) relative-to: screen id: a
        popover anchor: a height: \(height)
          stack background: white
            label "Hello"
        """
    }

    /// The white panel's box (the arrow, thinner than 40 pt, left out).
    static func panel(_ b: Bitmap, _ s: Double, width: Double, height: Double) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        func light(_ x: Int, _ y: Int) -> Bool { let c = b.color(x: x, y: y); return c.red > 0xF0 && c.green > 0xF0 && c.blue > 0xF0 }
        let rows = (0..<px(height, s)).filter { y in (0..<px(width, s)).lazy.filter { light($0, y) }.count > px(100, s) }
        guard let top = rows.first, let bottom = rows.last else { return nil }
        // Along a row clear of the arrow (which is at most 34 wide, centred at most 23 from
        // a corner's end), below the corners.
        let y = top + px(12, s)
        let cols = (0..<px(width, s)).filter { light($0, y) }
        guard let left = cols.first, let right = cols.last else { return nil }
        return (left, top, right, bottom)
    }

    @Test(arguments: scales)
    func anyArrowInLandscapePutsThePanelRightOfTheAnchorWhenItFitsThere(_ s: Double) throws {
        // e08: the anchor 452…573 × 373…414 on a landscape iPad; the panel fits above,
        // below and beside it, and landscape tries the left-pointing arrow first.
        let b = try render(try compileText(Self.anyArrow("landscape", 452, 373, 121, 41, height: 160)), scale: s)
        let p = try #require(Self.panel(b, s, width: 1024, height: 768))
        #expect(abs(Double(p.minX) / s - (573 + 13)) <= 1, "@\(s)x \(p)")
        #expect(abs(Double(p.minY + p.maxY + 1) / 2 / s - 393.5) <= 1, "@\(s)x centred on the anchor: \(p)")
        // The arrow's tip touches the anchor's right edge.
        #expect(b.color(x: Self.px(575, s), y: Self.px(393.5, s)).red > 0xF0)
    }

    @Test(arguments: scales)
    func anyArrowInPortraitPutsThePanelAboveTheAnchorWhenItFitsThere(_ s: Double) throws {
        let b = try render(try compileText(Self.anyArrow("portrait", 324, 500, 121, 41, height: 160)), scale: s)
        let p = try #require(Self.panel(b, s, width: 768, height: 1024))
        #expect(abs(Double(p.maxY + 1) / s - (500 - 13)) <= 1, "@\(s)x \(p)")
        #expect(abs(Double(p.minX + p.maxX + 1) / 2 / s - 384.5) <= 1, "@\(s)x centred on the anchor: \(p)")
    }

    @Test(arguments: scales)
    func aTallPanelBesideAnAnchorNearTheTopGoesBelowIt(_ s: Double) throws {
        // ScottLogic's iOS 8 popover (320 × 480 from a button at 412…613 × 161…202): beside
        // the anchor the centred panel would run off the top; below, it fits whole.
        let b = try render(try compileText(Self.anyArrow("landscape", 412, 161, 201, 41, height: 480)), scale: s)
        let p = try #require(Self.panel(b, s, width: 1024, height: 768))
        #expect(abs(Double(p.minY) / s - (202 + 13)) <= 1, "@\(s)x \(p)")
        #expect(abs(Double(p.minX) / s - 352.5) <= 1, "@\(s)x \(p)")
    }

    @Test(arguments: scales)
    func iOS8PopoversCastNoShadowAndRoundTheirCornersByTen(_ s: Double) throws {
        let b = try render(try compileText(Self.anyArrow("landscape", 452, 373, 121, 41, height: 160)), scale: s)
        let p = try #require(Self.panel(b, s, width: 1024, height: 768))
        // The (dimmed) grey runs right up to the panel's edge.
        let far = b.color(x: Self.px(1000, s), y: Self.px(700, s))
        #expect(b.color(x: p.maxX + Self.px(1, s) + 1, y: (p.minY + p.maxY) / 2) == far)
        #expect(b.color(x: (p.minX + p.maxX) / 2, y: p.maxY + Self.px(2, s) + 1) == far)
        // Radius 10: along the diagonal a 10 pt arc leaves 2.9 pt outside (a 13 pt one 3.8):
        // 2.5 pt in is outside, 3.4 pt in inside.
        let corner = (x: p.maxX + 1, y: p.minY)
        #expect(b.color(x: corner.x - Self.px(2.5, s), y: corner.y + Self.px(2.5, s)).red < 0xC0)
        #expect(b.color(x: corner.x - Self.px(3.4, s) - 1, y: corner.y + Self.px(3.4, s)).red > 0xD0)
    }

    @Test(arguments: scales)
    func iOS8PopoversDimTheScreenBy15Percent(_ s: Double) throws {
        // e08, e10: the apps' white root views read #D9D9D9 behind the popover.
        let text = Self.anyArrow("landscape", 452, 373, 121, 41, height: 160).replacingOccurrences(of: "background: #808080", with: "background: white")
        let b = try render(try compileText(text), scale: s)
        #expect(b.color(x: Self.px(100, s), y: Self.px(700, s)) == Color(rgb: 0xD9D9D9))
        // iOS 7 (no source dims it) and iOS 9 (no capture) are not dimmed.
        for ios in ["ios: 7", "ios: 9"] {
            let other = try render(try compileText(text.replacingOccurrences(of: "ios: 8", with: ios)), scale: s)
            #expect(other.color(x: Self.px(100, s), y: Self.px(700, s)) == .white, "\(ios) @\(s)x")
        }
    }

    @Test(arguments: scales)
    func aTableInAPopoverTakesTheIPhonesMargins(_ s: Double) throws {
        // e10: in a popover (compact width) an iOS 8 iPad table's text starts 16 in and
        // its separators 16 in (an iPad screen's table: 20).
        let text = """
            screen device: ipad orientation: landscape ios: 8 background: #808080
            status-bar
            navigation-bar
              button "Choose" id: choose
            popover anchor: choose width: 320 height: 200
              table plain
                cell "Wide"
                cell "Second"
            """
        let b = try render(try compileText(text), scale: s)
        let p = try #require(Self.panel(b, s, width: 1024, height: 768))
        // The first separator, 44 below the panel's top, starts 16 in.
        let y = p.minY + Self.px(44, s)
        let line = (y - 2...y + 2).first { b.color(x: p.minX + Self.px(100, s), y: $0).red < 0xE0 }
        let row = try #require(line)
        let start = try #require((p.minX..<(p.minX + Self.px(40, s))).first { b.color(x: $0, y: row).red < 0xE0 })
        #expect(abs(Double(start - p.minX) / s - 16) <= 1 / s + 0.01, "@\(s)x separator from \(Double(start - p.minX) / s)")
        // (Below the panel's rounded corner.)
        let ink = try #require(((p.minX + Self.px(4, s))..<(p.minX + Self.px(40, s))).first { x in
            ((p.minY + Self.px(10, s))..<row).contains { b.color(x: x, y: $0).red < 0x80 }
        })
        #expect(Double(ink - p.minX) / s >= 16 && Double(ink - p.minX) / s <= 18, "@\(s)x text from \(Double(ink - p.minX) / s)")
    }
}
