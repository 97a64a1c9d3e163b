import Foundation
import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the page view controller at @2x and @3x: the scroll style's pages,
/// strip and page control; the curl style's turned corner; and its warnings.
@Suite struct PageViewProbeTests {
    static let scales: [Double] = [2, 3]

    private func scene(_ body: String) -> String {
        "screen device: iphone-6\nstatus-bar hidden\n\n" + body + "\n"
    }

    @Test(arguments: scales)
    func scrollStyleMidSwipeWithThePageControlOnItsStrip(_ s: Double) throws {
        // 375 × 300 at y 100: pages above a 37 pt black strip (363…400); page 1 dragged
        // 100 pt towards page 2, which starts at x 275.
        let b = try renderWithSampleImages(scene("""
            page-view scroll page: 1 offset: 100 x: 0 y: 100 width: 375 height: 300
              stack background: red
              stack background: blue
              stack background: green
            """), scale: s)
        #expect(b.color(atPoint: 274.6, 200, scale: s) == Palette.red && b.color(atPoint: 275.4, 200, scale: s) == Palette.blue)
        #expect(b.color(atPoint: 10, 362.6, scale: s) == Palette.red && b.color(atPoint: 10, 363.4, scale: s) == .black)
        #expect(b.color(atPoint: 10, 399.6, scale: s) == .black && b.color(atPoint: 10, 400.4, scale: s) == .white)
        // Three dots 16 apart centred at 187.5: 171.5 (current, white), 187.5, 203.5.
        #expect(b.color(atPoint: 171.5, 381.5, scale: s) == .white)
        let other = b.color(atPoint: 187.5, 381.5, scale: s)
        #expect(other != .white && other != .black && other == b.color(atPoint: 203.5, 381.5, scale: s))
        #expect(b.color(atPoint: 155.5, 381.5, scale: s) == .black, "no fourth dot")
    }

    @Test(arguments: scales)
    func lightStripGetsDarkDots(_ s: Double) throws {
        let b = try renderWithSampleImages(scene("""
            page-view page: 2 strip: white x: 0 y: 100 width: 375 height: 300
              stack background: red
              stack background: blue
            """), scale: s)
        #expect(b.color(atPoint: 179.5, 381.5, scale: s) == Color(rgb: 0xC7C7CC))
        #expect(b.color(atPoint: 195.5, 381.5, scale: s) == .black)
        #expect(b.color(atPoint: 100, 200, scale: s) == Palette.blue)
    }

    @Test(arguments: scales)
    func curlTurnsTheBottomRightCorner(_ s: Double) throws {
        // A placeholder page 375 × 300 at y 100 (grey, no background of its own), curl 90:
        // fold from (285, 400) to (375, 265); the corner beyond it shows the next page's
        // paper (the screen's white), the flap (the page's back, light grey) lies over the
        // page up to its tip (250.4, 316.9).
        let b = try renderWithSampleImages(scene("""
            page-view curl curl: 90 x: 0 y: 100 width: 375 height: 300
              image
            """), scale: s)
        let page = Color(rgb: 0xDCDCE1)
        #expect(b.color(atPoint: 200, 200, scale: s) == page, "the page")
        #expect(b.color(atPoint: 372, 397, scale: s) == .white, "the corner uncovered")
        let flap = b.color(atPoint: 303.5, 327.3, scale: s)
        #expect(flap.red > 225 && flap.red < 255 && flap.red == flap.green && flap.green == flap.blue, "the flap's back (\(flap.hex))")
        // The fold's shadow on the page beneath, darkest at the fold.
        let nearFold = b.color(atPoint: 295, 397, scale: s)
        #expect(nearFold.red < 235 && nearFold.red > 150, "shadow by the fold (\(nearFold.hex))")
        // Beyond the flap's tip the page shows again.
        #expect(b.color(atPoint: 240, 305, scale: s) == page)
    }

    @Test(arguments: scales)
    func curlShadowsTheSpineOnAWhitePage(_ s: Double) throws {
        let b = try renderWithSampleImages(scene("""
            page-view curl x: 0 y: 100 width: 375 height: 300
              stack background: white
            """), scale: s)
        let edge = b.color(atPoint: 0.5, 200, scale: s)
        #expect(edge.red < 230 && edge.red > 200, "darkest at the spine (\(edge.hex))")
        #expect(b.color(atPoint: 20, 200, scale: s) == .white, "gone 14 pt in")
    }

    @Test(arguments: scales)
    func spineInTheMiddleShowsTwoPages(_ s: Double) throws {
        // 400 × 300 at y 100: two white pages on the halves, the spine's shadow darkening
        // both sides of x 200 (and only there); the right page's corner turned.
        let b = try renderWithSampleImages(scene("""
            page-view curl spine: mid curl: 60 x: 0 y: 100 width: 400 height: 300
              stack background: white
              stack background: white
            """), scale: s)
        let leftOfSpine = b.color(atPoint: 199.5, 200, scale: s), rightOfSpine = b.color(atPoint: 200.5, 200, scale: s)
        #expect(leftOfSpine.red < 230 && rightOfSpine.red < 230, "\(leftOfSpine.hex) \(rightOfSpine.hex)")
        #expect(b.color(atPoint: 180, 200, scale: s) == .white && b.color(atPoint: 220, 200, scale: s) == .white)
        // The fold: from (340, 400) to (400, 310); the flap's middle is light grey, not white.
        let flap = b.color(atPoint: 352, 362, scale: s)
        #expect(flap != .white && flap.red > 200, "\(flap.hex)")
        #expect(b.color(atPoint: 320, 380, scale: s) == .white, "the page beside the flap")
    }

    @Test func swipesBeyondThePagesAreReported() throws {
        let r = try compileWithSampleImages("""
            screen device: iphone-6

            page-view offset: -40 height: 200
              image
              image
            page-view page: 2 offset: 900 height: 200
              image
              image
            """)
        let lines = r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(lines == [
            "3:19: there is no page before page 1 to swipe to",
            "6:27: offset 900 pt is more than a page: pages are 375 pt apart",
        ])
    }
}
