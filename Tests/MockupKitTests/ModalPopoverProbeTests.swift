import MockupDisplayList
import MockupGeometry
import MockupKit
import Testing

/// Pixel probes of modal sheets and popovers (issue 11) on real renders at @2x and @3x.
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
        // x 438…758, below the bar's edge at 64 and the 13 pt arrow.
        let row = Self.px(150, s)
        // The frosted panel: 95 % white over the blurred grey.
        let left = TableProbeTests.box(b, rows: row..<(row + 1), columns: 0..<Self.px(768, s)) { $0.red > 0xF0 }
        #expect(left.map { abs(Double($0.minX) / s - 438) <= 1 && abs(Double($0.maxX + 1) / s - 758) <= 1 } == true, "@\(s)x \(String(describing: left))")
        // The arrow's tip touches the bar's edge (64) within the button's 44 pt box
        // (721…765; the arrow keeps clear of the panel's rounded corner).
        let arrow = try #require(TableProbeTests.box(
            b, rows: Self.px(60, s)..<Self.px(77, s), columns: Self.px(700, s)..<Self.px(768, s)) { $0.red > 0xF0 })
        #expect(abs(Double(arrow.minY) / s - 64) <= 1 / s + 0.01, "@\(s)x arrow \(arrow)")
        let tipRow = TableProbeTests.box(b, rows: arrow.minY..<(arrow.minY + 1), columns: Self.px(700, s)..<Self.px(768, s)) { $0.red > 0xF0 }
        let tipX = try #require(tipRow.map { Double($0.minX + $0.maxX + 1) / 2 / s })
        #expect(tipX > 721 && tipX < 765, "@\(s)x tip at \(tipX)")
    }
}
