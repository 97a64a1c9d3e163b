import MockupDisplayList
import MockupGeometry
import MockupKit
import Testing

/// Pixel probes of split views and containers on real renders at @2x and @3x.
@Suite struct SplitViewProbeTests {
    static let scales: [Double] = [2, 3]
    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    static func settings(_ extra: String = "", orientation: String = "landscape") -> String {
        """
        screen device: ipad orientation: \(orientation)
        status-bar
        split-view \(extra)
          master
            navigation-bar "Settings"
            table grouped
              section
                cell "General" accessory: disclosure
          detail
            navigation-bar "General"
            table grouped
              section
                cell "About" accessory: disclosure
        """
    }

    /// The darkest pixel of row `y` (points) between `x0` and `x1` (points) is not the
    /// background: the horizontal ink extent of dark pixels in a band.
    static func darkColumns(_ b: Bitmap, y: ClosedRange<Double>, x: ClosedRange<Double>, s: Double) -> (Int, Int)? {
        TableProbeTests.box(b, rows: px(y.lowerBound, s)..<px(y.upperBound, s), columns: px(x.lowerBound, s)..<px(x.upperBound, s)) {
            $0.red < 0x60
        }.map { ($0.minX, $0.maxX) }
    }

    @Test(arguments: scales)
    func dividerIsOneDevicePixelAt320(_ s: Double) throws {
        let b = try render(try compileText(Self.settings()), scale: s)
        let y = Self.px(500, s)
        let column = Self.px(320, s)
        let background = Color(rgb: 0xEFEFF4)
        #expect(b.color(x: column - 1, y: y) == background)
        #expect(b.color(x: column + 1, y: y) == background)
        let line = b.color(x: column, y: y)
        // Opaque #8E8E93 from iOS 8 (e28).
        #expect(line == Color(rgb: 0x8E8E93), "@\(s)x: \(line)")
    }

    @Test(arguments: scales)
    func eachColumnCentresItsOwnTitle(_ s: Double) throws {
        let b = try render(try compileText(Self.settings()), scale: s)
        let master = try #require(Self.darkColumns(b, y: 30...58, x: 0...319, s: s))
        let detail = try #require(Self.darkColumns(b, y: 30...58, x: 321...1024, s: s))
        #expect(abs(Double(master.0 + master.1) / 2 / s - 160) < 1, "@\(s)x master \(master)")
        #expect(abs(Double(detail.0 + detail.1) / 2 / s - (320 + 704 / 2)) < 1, "@\(s)x detail \(detail)")
    }

    @Test(arguments: scales)
    func detailRowsStartTheirTextAtTheColumnsMargin(_ s: Double) throws {
        let b = try render(try compileText(Self.settings()), scale: s)
        // "About" in the detail's first row (99…143): 20 pt iPad margin from the column's edge.
        let about = try #require(Self.darkColumns(b, y: 110...132, x: 321...600, s: s))
        #expect(abs(Double(about.0) / s - 340) < 1.5, "@\(s)x \(about)")
    }

    @Test(arguments: scales)
    func portraitHidesTheMasterAndOverlayShadowsTheDetail(_ s: Double) throws {
        let hidden = try render(try compileText(Self.settings(orientation: "portrait")), scale: s)
        // Only "General" centred on the whole 768 pt screen.
        let title = try #require(Self.darkColumns(hidden, y: 30...58, x: 0...768, s: s))
        #expect(abs(Double(title.0 + title.1) / 2 / s - 384) < 1)
        let overlay = try render(try compileText(Self.settings("overlay", orientation: "portrait")), scale: s)
        // The shadow: darker just right of the master than 30 pt further on.
        let y = Self.px(600, s)
        let near = overlay.color(x: Self.px(321, s), y: y), far = overlay.color(x: Self.px(350, s), y: y)
        #expect(near.red < far.red, "@\(s)x near \(near) far \(far)")
        // The master's title over it, centred on 160.
        let master = try #require(Self.darkColumns(overlay, y: 30...58, x: 0...319, s: s))
        #expect(abs(Double(master.0 + master.1) / 2 / s - 160) < 1)
    }

    @Test(arguments: scales)
    func containerChildHasItsOwnNavigationBarAtItsFrame(_ s: Double) throws {
        let list = try compileText("""
            screen device: ipad background: #EFEFF4
            status-bar
            container
              child x: 20 y: 20 width: 354 height: 300
                navigation-bar "Inbox"
            """)
        let b = try render(list, scale: s)
        // Content starts at 20; the child at 40, its 44 pt bar's hairline at 84.
        let hairline = Self.px(84, s)
        let inside = b.color(x: Self.px(200, s), y: hairline)
        #expect(inside != b.color(x: Self.px(200, s), y: hairline - 1) && inside.red < 0xC0, "@\(s)x \(inside)")
        // Outside the child's frame the screen's grey shows.
        #expect(b.color(x: Self.px(10, s), y: Self.px(60, s)) == Color(rgb: 0xEFEFF4))
        #expect(b.color(x: Self.px(380, s), y: Self.px(60, s)) == Color(rgb: 0xEFEFF4))
        let title = try #require(Self.darkColumns(b, y: 50...78, x: 20...374, s: s))
        #expect(abs(Double(title.0 + title.1) / 2 / s - (20 + 354 / 2)) < 1)
    }
}
