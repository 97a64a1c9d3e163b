import MockupDisplayList
import MockupGeometry
import MockupKit
import Testing

/// Pixel probes of the tint behind modal overlays on real renders at @2x and @3x: iOS 7–9
/// dim the tint of the views behind an alert, an iPhone action sheet or share sheet
/// (e01, e04, e05), not behind a popover (e10), and the overlay keeps its own.
@Suite struct TintDimmingProbeTests {
    static let scales: [Double] = [2, 3]
    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    /// The darkest pixel (by its red + green + blue) in a box given in points.
    static func darkest(_ b: Bitmap, x: Double, y: Double, width: Double, height: Double, _ s: Double) -> Color {
        var best = Color.white
        for yy in px(y, s)..<px(y + height, s) {
            for xx in px(x, s)..<px(x + width, s) {
                let c = b.color(x: xx, y: yy)
                if Int(c.red) + Int(c.green) + Int(c.blue) < Int(best.red) + Int(best.green) + Int(best.blue) { best = c }
            }
        }
        return best
    }

    /// A tint-blue ink pixel (the text's core or its anti-aliased edge), not a grey.
    static func isBlue(_ c: Color) -> Bool { Int(c.blue) - Int(c.red) > 120 }

    static func screen(ios: Int, device: String = "iphone-6", overlay: String) -> String {
        """
        screen device: \(device) ios: \(ios) background: white
        status-bar hidden
        button "Display Alert" x: 0 y: 100 width: 375 height: 30 relative-to: screen id: anchor
        \(overlay)
        """
    }

    @Test(arguments: scales)
    func buttonsBehindAnAlertTurnTheDimmedGreyUnderTheDimming(_ s: Double) throws {
        // e04 and e05 (iOS 8.2): #707070 under black 40 % = #434343; iOS 7 (e01) #7D7D7D → #4B4B4B.
        for (ios, dimmed) in [(8, Color(rgb: 0x434343)), (9, Color(rgb: 0x434343)), (7, Color(rgb: 0x4B4B4B))] {
            let text = Self.screen(ios: ios, overlay: "alert \"Title\"\n  button \"OK\"")
            let b = try render(try compileText(text), scale: s)
            let ink = Self.darkest(b, x: 100, y: 100, width: 175, height: 30, s)
            #expect(ink == dimmed, "iOS \(ios) @\(s)x \(ink)")
        }
    }

    @Test(arguments: scales)
    func theAlertsOwnButtonsKeepTheTint(_ s: Double) throws {
        let text = Self.screen(ios: 8, overlay: "alert \"Title\"\n  button \"OK\"")
        let b = try render(try compileText(text), scale: s)
        // The lone button row: the last 44 pt of the panel centred on the screen.
        var blue = false
        for y in Self.px(300, s)..<Self.px(400, s) where b.color(x: Self.px(187.5, s), y: y) == Color(rgb: 0x007AFF) { blue = true }
        for x in Self.px(170, s)..<Self.px(205, s) {
            for y in Self.px(300, s)..<Self.px(400, s) where b.color(x: x, y: y) == Color(rgb: 0x007AFF) { blue = true }
        }
        #expect(blue, "@\(s)x the alert's OK is system blue")
    }

    @Test(arguments: scales)
    func anIPhoneActionSheetDimsTheTintAndAPopoverDoesNot(_ s: Double) throws {
        let sheet = "action-sheet \"Pick\" anchor: anchor\n  button \"OK\"\n  button \"Cancel\" cancel"
        let phone = try render(try compileText(Self.screen(ios: 8, overlay: sheet)), scale: s)
        let ink = Self.darkest(phone, x: 100, y: 100, width: 175, height: 30, s)
        #expect(ink == Color(rgb: 0x434343), "iPhone @\(s)x \(ink)")
        // On the iPad the sheet is a popover (e08, e10: no dimming, the tint stays).
        let popover = Self.screen(ios: 8, device: "ipad", overlay: sheet)
        let pad = try render(try compileText(popover), scale: s)
        var blue = false
        for y in Self.px(100, s)..<Self.px(130, s) {
            for x in 0..<Self.px(768, s) where Self.isBlue(pad.color(x: x, y: y)) { blue = true }
        }
        #expect(blue, "iPad @\(s)x the button behind the popover stays blue")
    }

    @Test(arguments: scales)
    func withoutAnOverlayTheTintStays(_ s: Double) throws {
        let text = "screen device: iphone-6 ios: 8 background: white\nstatus-bar hidden\nbutton \"Display Alert\" x: 0 y: 100 width: 375 height: 30 relative-to: screen\n"
        let b = try render(try compileText(text), scale: s)
        let ink = Self.darkest(b, x: 100, y: 100, width: 175, height: 30, s)
        #expect(ink.blue > 0xF0 && ink.red < 0x10, "@\(s)x \(ink)")
    }
}
