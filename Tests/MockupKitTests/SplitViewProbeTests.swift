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

    /// Podcasts on iPad (e26): a tab bar controller around the split view. The tab bar
    /// spans both columns, its items centred on the screen; the columns and their
    /// divider end at its top.
    static let podcasts = """
        screen device: ipad orientation: landscape ios: 7 tint: #7224D8
        split-view master-width: 300
          master
            navigation-bar
              button "Edit" left
            table plain
              cell "New Station…"
          detail
            navigation-bar "On-The-Go"
        tab-bar selected: 2
          item "My Podcasts" icon: recents
          item "My Stations" icon: music
          item featured
          item "Top Charts" icon: most-viewed
          item search
        """

    @Test(arguments: scales)
    func aTabBarBesideTheSplitViewSpansBothColumns(_ s: Double) throws {
        let b = try render(try compileText(Self.podcasts), scale: s)
        // Five 110 pt items centred on 512 (e26: icons centred at 291…731): the selected
        // second one's tinted glyph around x 401, none of its purple in the master's half.
        let tinted = try #require(TableProbeTests.box(b, rows: Self.px(720, s)..<Self.px(748, s), columns: 0..<b.width) {
            $0.blue > 0xB0 && $0.red < 0x90 && $0.green < 0x60
        })
        #expect(abs(Double(tinted.minX + tinted.maxX) / 2 / s - 401) < 2, "@\(s)x \(tinted)")
        // The divider (iOS 7 #CCCCCC) stops at the top of the iPad tab bar (768 − 56 = 712).
        let column = Self.px(300, s)
        #expect(b.color(x: column, y: Self.px(700, s)) == Color(rgb: 0xCCCCCC))
        let inBar = b.color(x: column, y: Self.px(740, s))
        #expect(inBar == b.color(x: column - Self.px(40, s), y: Self.px(740, s)), "@\(s)x \(inBar)")
        // Each column keeps its own navigation bar: the master's "Edit", the detail's title
        // centred on its 724 pt.
        let title = try #require(Self.darkColumns(b, y: 30...58, x: 301...1024, s: s))
        #expect(abs(Double(title.0 + title.1) / 2 / s - (300 + 724 / 2)) < 1, "@\(s)x \(title)")
    }

    @Test(arguments: scales)
    func aNavigationBarBesideTheSplitViewCentresItsTitleOnTheScreen(_ s: Double) throws {
        let b = try render(try compileText("""
            screen device: ipad orientation: landscape
            navigation-bar "Library"
            split-view
              master
                table plain
                  cell "Row" selected
              detail
                label "Detail"
            """), scale: s)
        let title = try #require(Self.darkColumns(b, y: 30...58, x: 0...1024, s: s))
        #expect(abs(Double(title.0 + title.1) / 2 / s - 512) < 1, "@\(s)x \(title)")
        // The columns start under the bar: the selected row's grey from 64 to 108, and
        // the divider (#8E8E93) from the bar's hairline down, not through the bar.
        let grey = Color(rgb: 0xD9D9D9)
        #expect(b.color(x: Self.px(100, s), y: Self.px(66, s)) == grey)
        #expect(b.color(x: Self.px(100, s), y: Self.px(106, s)) == grey)
        #expect(b.color(x: Self.px(100, s), y: Self.px(110, s)) != grey)
        #expect(b.color(x: Self.px(320, s), y: Self.px(300, s)) == Color(rgb: 0x8E8E93))
        #expect(b.color(x: Self.px(320, s), y: Self.px(40, s)) == b.color(x: Self.px(300, s), y: Self.px(40, s)))
    }
}
