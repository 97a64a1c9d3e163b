import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the system buttons at @2x and @3x: a button's frame (its hit area)
/// is at least 44 × 44 whatever it draws; the info and contact add buttons are 22 × 22
/// in the tint (docs/METRICS.md, Buttons).
@Suite struct ButtonProbeTests {
    static let scales: [Double] = [2, 3]
    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    /// The red background of a stack holding only `element` at (100, 200): the element's frame.
    static func frame(_ element: String, _ s: Double) throws -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let list = try compileText("""
            screen device: iphone-6
            stack horizontal background: red x: 100 y: 200 relative-to: screen
              \(element)
            """)
        let b = try render(list, scale: s)
        return try #require(TableProbeTests.box(b, rows: Self.px(150, s)..<Self.px(300, s), columns: Self.px(50, s)..<Self.px(250, s)) {
            $0 == Palette.red
        })
    }

    @Test(arguments: scales)
    func aPlainButtonsHitAreaIsAtLeast44(_ s: Double) throws {
        let f = try Self.frame("button \"A\"", s)
        #expect(abs(Double(f.maxY - f.minY + 1) - 44 * s) <= 1, "height @\(s)x: \(f)")
        #expect(abs(Double(f.maxX - f.minX + 1) - 44 * s) <= 1, "width @\(s)x: \(f)")
    }

    @Test(arguments: scales)
    func aBorderedButtonDraws29InItsHitArea(_ s: Double) throws {
        let f = try Self.frame("button bordered \"Sign In\"", s)
        #expect(abs(Double(f.maxY - f.minY + 1) - 44 * s) <= 1, "frame height @\(s)x: \(f)")
        let list = try compileText(
            "screen device: iphone-6\nbutton bordered \"Sign In\" x: 100 y: 200 relative-to: screen\n", options: CompileOptions(scale: s))
        let b = try render(list, scale: s)
        let col = Self.px(107, s)  // past the outline's corner, left of the title (110)
        let v = try #require(TableProbeTests.box(b, rows: Self.px(190, s)..<Self.px(250, s), columns: col..<(col + 1)) { $0 != .white })
        // 29 high, centred in the 44 frame on the device pixel grid: from 207.5 pt, 415 px
        // at @2x and 622.5 → 623 at @3x, its 1 pt outline on whole pixels.
        #expect(abs(Double(v.maxY - v.minY + 1) - 29 * s) <= 1, "box height @\(s)x: \(v)")
        #expect(v.minY == Int((207.5 * s + 0.5).rounded(.down)), "box top @\(s)x: \(v)")
    }

    @Test(arguments: scales)
    func aWrittenHeightIsTheFilledBoxsHeight(_ s: Double) throws {
        let list = try compileText("screen device: iphone-6\nbutton filled \"Go\" x: 100 y: 200 width: 200 height: 44 relative-to: screen\n")
        let b = try render(list, scale: s)
        let col = Self.px(110, s)
        let v = try #require(TableProbeTests.box(b, rows: Self.px(190, s)..<Self.px(260, s), columns: col..<(col + 1)) { $0 == Palette.blue })
        #expect(abs(Double(v.maxY - v.minY + 1) - 44 * s) <= 1, "box height @\(s)x: \(v)")
    }

    @Test(arguments: scales)
    func infoAndContactAddButtonsAre22By22InTheTint(_ s: Double) throws {
        for element in ["info-button", "contact-add-button", "detail-disclosure-button"] {
            let f = try Self.frame(element, s)
            #expect(abs(Double(f.maxX - f.minX + 1) - 22 * s) <= 1 && abs(Double(f.maxY - f.minY + 1) - 22 * s) <= 1, "\(element) @\(s)x: \(f)")
        }
        let list = try compileText("""
            screen device: iphone-6
            info-button x: 100 y: 200 relative-to: screen
            contact-add-button x: 200 y: 200 relative-to: screen
            """)
        let b = try render(list, scale: s)
        // The "i"'s stem (10.25…11.75 × 9…16.5) and the plus's centre, in the tint.
        #expect(b.color(x: Self.px(111, s), y: Self.px(213, s)) == Palette.blue, "info stem @\(s)x")
        #expect(b.color(x: Self.px(211, s), y: Self.px(211, s)) == Palette.blue, "plus centre @\(s)x")
        // The ring fills the 22 pt box: radius 10.5 to the 1 pt line's centre, its outer
        // edge on the box (iOS 7's contact-add image; the text field draws the same).
        let ink = try #require(TableProbeTests.box(b, rows: Self.px(190, s)..<Self.px(232, s), columns: Self.px(190, s)..<Self.px(232, s)) { $0 != .white })
        #expect(abs(Double(ink.minX) - 200 * s) <= 1 && abs(Double(ink.maxX + 1) - 222 * s) <= 1, "ring @\(s)x: \(ink)")
        #expect(abs(Double(ink.minY) - 200 * s) <= 1 && abs(Double(ink.maxY + 1) - 222 * s) <= 1, "ring @\(s)x: \(ink)")
    }
}
