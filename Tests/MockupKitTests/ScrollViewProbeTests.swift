import Foundation
import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the scroll view (docs/METRICS.md, Scroll view: indicators 2.5 pt
/// thick, 2.5 pt from the edge, track inset 2.5, black at 37 %, length ∝ the visible
/// fraction with a 37 pt minimum), its paging page control and zoom, at @2x and @3x;
/// and its layout warnings at their place in the file.
@Suite struct ScrollViewProbeTests {
    static let scales: [Double] = [2, 3]

    /// Black at 37 % (alpha 94) over white.
    static let indicatorOnWhite = Color(red: 161, green: 161, blue: 161)

    private func scene(_ body: String) -> String {
        "screen device: iphone-6\nstatus-bar hidden\n\n" + body + "\n"
    }

    /// Device rows (or columns) of `b` along x = `x` pt (or y = `y` pt) that are not white.
    static func inked(_ b: Bitmap, column x: Int, rows: Range<Int>) -> [Int] {
        rows.filter { b.color(x: x, y: $0) != .white }
    }

    @Test(arguments: scales)
    func verticalIndicatorThicknessInsetAndLength(_ s: Double) throws {
        // The view: 375 × 400 at y 100; content 1600 tall scrolled 100. Track 102.5…497.5
        // (395); length 395 × 400/1600 = 98.75; at 100/1200 of the travel (296.25):
        // from 127.19 to 225.94. x from 370 to 372.5.
        let b = try renderWithSampleImages(scene("scroll-view scroll: 100 content-height: 1600 x: 0 y: 100 width: 375 height: 400"), scale: s)
        #expect(b.color(atPoint: 371.25, 170, scale: s) == Self.indicatorOnWhite)
        // Across: exactly 2.5 pt of ink ending 2.5 pt from the right edge.
        let row = Int(170 * s)
        let cols = (Int(360 * s)..<Int(375 * s)).filter { b.color(x: $0, y: row) != .white }
        #expect(cols.first == Int(370 * s), "starts at 370 pt @\(s)x: \(cols)")
        #expect(cols.last == Int((372.5 * s).rounded(.up)) - 1, "ends at 372.5 pt @\(s)x: \(cols)")
        // Along: from 127.19 to 225.94 (the capsule's ends are rounded: probe its centre line).
        let rows = Self.inked(b, column: Int(371.25 * s), rows: Int(100 * s)..<Int(500 * s))
        let top = Double(try #require(rows.first)) / s, bottom = Double(try #require(rows.last) + 1) / s
        #expect(abs(top - 127.19) <= 0.5 && abs(bottom - 225.94) <= 0.5, "\(top)…\(bottom) @\(s)x")
        // No horizontal indicator: the content is as wide as the view.
        #expect(b.color(atPoint: 187, 496, scale: s) == .white)
    }

    @Test(arguments: scales)
    func indicatorNeverShorterThan37(_ s: Double) throws {
        // 400 / 40000 of the track would be 4 pt: drawn 37, from the track's top.
        let b = try renderWithSampleImages(scene("scroll-view scroll: 0 content-height: 40000 x: 0 y: 100 width: 375 height: 400"), scale: s)
        let rows = Self.inked(b, column: Int(371.25 * s), rows: Int(100 * s)..<Int(500 * s))
        let top = Double(try #require(rows.first)) / s, bottom = Double(try #require(rows.last) + 1) / s
        #expect(abs(top - 102.5) <= 0.5 && abs(bottom - 139.5) <= 0.5, "\(top)…\(bottom) @\(s)x")
    }

    @Test(arguments: scales)
    func horizontalIndicatorAlongTheBottom(_ s: Double) throws {
        // 750 wide scrolled 375 (the end): track 2.5…372.5, length 185, at its right end.
        let b = try renderWithSampleImages(scene("scroll-view scroll-x: 375 content-width: 750 x: 0 y: 100 width: 375 height: 400"), scale: s)
        let col = Int(300 * s)
        let rows = (Int(480 * s)..<Int(500 * s)).filter { b.color(x: col, y: $0) != .white }
        #expect(rows.first == Int(495 * s) && rows.last == Int((497.5 * s).rounded(.up)) - 1, "\(rows) @\(s)x")
        #expect(b.color(atPoint: 300, 496.25, scale: s) == Self.indicatorOnWhite)
        #expect(b.color(atPoint: 186, 496.25, scale: s) == .white, "starts at 187.5 (372.5 − 185)")
        #expect(b.color(atPoint: 189, 496.25, scale: s) == Self.indicatorOnWhite)
        // Only the axis scrolled shows one (indicators: auto).
        #expect(b.color(atPoint: 371.25, 300, scale: s) == .white)
    }

    @Test(arguments: scales)
    func indicatorsOffAndAtRest(_ s: Double) throws {
        for body in [
            "scroll-view scroll: 100 content-height: 1600 indicators: off x: 0 y: 100 width: 375 height: 400",
            "scroll-view content-height: 1600 x: 0 y: 100 width: 375 height: 400",
        ] {
            let b = try renderWithSampleImages(scene(body), scale: s)
            #expect(b.color(atPoint: 371.25, 150, scale: s) == .white, "\(body)")
        }
    }

    @Test(arguments: scales)
    func contentIsOffsetAndClipped(_ s: Double) throws {
        // A 100-tall red band at content y 150, scrolled 100: on screen at 150…250 in a
        // view from 100 to 300; a band at content y 270 is clipped at the view's bottom.
        let b = try renderWithSampleImages(scene("""
            scroll-view scroll: 100 indicators: off x: 0 y: 100 width: 375 height: 200
              spacer 150
              stack background: red height: 100 width: 375
              spacer 20
              stack background: blue height: 100 width: 375
            """), scale: s)
        #expect(b.color(atPoint: 10, 149.6, scale: s) == .white && b.color(atPoint: 10, 150.4, scale: s) == Palette.red)
        #expect(b.color(atPoint: 10, 249.6, scale: s) == Palette.red && b.color(atPoint: 10, 250.4, scale: s) == .white)
        #expect(b.color(atPoint: 10, 299.6, scale: s) == Palette.blue && b.color(atPoint: 10, 300.4, scale: s) == .white)
    }

    @Test(arguments: scales)
    func zoomScalesTheImageAboutTheContentOrigin(_ s: Double) throws {
        // The 200 × 130 photo at zoom 1.5 is 300 × 195, from the view's origin (0, 100):
        // its red frame (2 pt, 3 pt zoomed) ends at x 300 and y 295.
        let b = try renderWithSampleImages(scene("""
            scroll-view zoom: 1.5 x: 0 y: 100 width: 375 height: 400
              image "images/landscape@2x.png"
            """), scale: s)
        #expect(ImageViewProbeTests.isRed(b.color(atPoint: 297.4, 200, scale: s)), "3 pt frame inside 300")
        #expect(!ImageViewProbeTests.isRed(b.color(atPoint: 296.4, 200, scale: s)))
        #expect(b.color(atPoint: 300.4, 200, scale: s) == .white)
        #expect(ImageViewProbeTests.isRed(b.color(atPoint: 150, 294.6, scale: s)) && b.color(atPoint: 150, 295.4, scale: s) == .white)
        #expect(ImageViewProbeTests.isRed(b.color(atPoint: 1, 150, scale: s)) && ImageViewProbeTests.isRed(b.color(atPoint: 150, 101, scale: s)))
    }

    @Test(arguments: scales)
    func zoomedContentScrollsByZoomedPoints(_ s: Double) throws {
        // At zoom 2 the photo is 400 × 260 in a 300 × 200 view at (0, 100), scrolled to
        // its end (100, 60): the right and bottom edges (4 pt of red) at the view's.
        let b = try renderWithSampleImages(scene("""
            scroll-view zoom: 2 scroll-x: 100 scroll-y: 60 indicators: off x: 0 y: 100 width: 300 height: 200
              image "images/landscape@2x.png"
            """), scale: s)
        #expect(ImageViewProbeTests.isRed(b.color(atPoint: 296.4, 200, scale: s)) && !ImageViewProbeTests.isRed(b.color(atPoint: 295.4, 200, scale: s)))
        #expect(b.color(atPoint: 300.4, 200, scale: s) == .white)
        #expect(ImageViewProbeTests.isRed(b.color(atPoint: 150, 296.4, scale: s)) && b.color(atPoint: 150, 300.4, scale: s) == .white)
        #expect(!ImageViewProbeTests.isRed(b.color(atPoint: 1, 150, scale: s)), "the left edge is scrolled off")
    }

    @Test(arguments: scales)
    func zoomedOutContentFromBeyondTheScreenIsDrawn(_ s: Double) throws {
        // At zoom 0.5 a red band at content y 800…900 shows at 100 + 400 = 500…550,
        // although laid out unzoomed it would lie below the screen (culled there).
        let b = try renderWithSampleImages(scene("""
            scroll-view zoom: 0.5 x: 0 y: 100 width: 375 height: 500
              spacer 800
              stack background: red height: 100 width: 375
            """), scale: s)
        #expect(b.color(atPoint: 10, 499.6, scale: s) == .white && b.color(atPoint: 10, 500.4, scale: s) == Palette.red)
        #expect(b.color(atPoint: 10, 549.6, scale: s) == Palette.red && b.color(atPoint: 188.4, 525, scale: s) == .white)
    }

    @Test(arguments: scales)
    func pagingShowsThePageControlOverTheBottom(_ s: Double) throws {
        // Three black pages in a 375 × 300 view at y 100, page 2: the 37 pt control at
        // 363…400, dots 16 apart centred: 171.5, 187.5, 203.5 at y 381.5.
        let b = try renderWithSampleImages(scene("""
            scroll-view paging page: 2 x: 0 y: 100 width: 375 height: 300
              stack background: black
              stack background: black
              stack background: black
            """), scale: s)
        #expect(b.color(atPoint: 187.5, 381.5, scale: s) == .white, "the current page's dot")
        let faint = b.color(atPoint: 171.5, 381.5, scale: s)
        #expect(faint.red > 30 && faint.red < 80, "other dots: white at 20 % (\(faint.hex))")
        #expect(b.color(atPoint: 203.5, 381.5, scale: s) == faint)
        #expect(b.color(atPoint: 187.5, 377.4, scale: s) == .black && b.color(atPoint: 219.5, 381.5, scale: s) == .black)
        // Paging hides the indicators.
        #expect(b.color(atPoint: 371.25, 200, scale: s) == .black)
    }

    @Test func offsetsPastTheContentAreReportedAtTheirValues() throws {
        let r = try compileWithSampleImages("""
            screen device: iphone-6

            scroll-view scroll: 900 scroll-x: 50 height: 200
              image "images/landscape@2x.png"
            scroll-view scroll-y: 500 content-height: 600 height: 200
            scroll-view paging page: 4 height: 100
              image
              image
            """)
        let lines = r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(lines == [
            "3:35: scroll-x 50 pt is past the content's end: it is 200 pt wide in a 375 pt view",
            "3:21: scroll-y 900 pt is past the content's end: it is 130 pt tall in a 200 pt view",
            "5:23: scroll-y 500 pt is past the content's end: it is 600 pt tall in a 200 pt view",
            "6:26: page 4 is past the content: it holds 2 pages of 375 pt",
        ])
        #expect(r.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(r.diagnostics[2].notes.first == "drawn at the largest offset, 400 pt (the content's bottom at the view's)")
        #expect(r.diagnostics[0].notes.first?.contains("drawn at offset 0") == true)
    }
}
