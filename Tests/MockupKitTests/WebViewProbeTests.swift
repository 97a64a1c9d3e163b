import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the web view's figures (WebKit html.css for `plain`, the article
/// look's tint links) at @2x and @3x. The view sits at (0, 100), 375 × 400.
@Suite struct WebViewProbeTests {
    static let scales: [Double] = [2, 3]

    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    static func page(_ style: String, _ blocks: [String]) -> String {
        "screen device: iphone-6\nweb-view \(style) x: 0 y: 100 width: 375 height: 400 relative-to: screen\n"
            + blocks.map { "  \($0)\n" }.joined()
    }

    static func count(_ b: Bitmap, _ color: Color, rows: Range<Int>, columns: Range<Int>) -> Int {
        rows.reduce(0) { n, y in n + columns.filter { b.color(x: $0, y: y) == color }.count }
    }

    @Test(arguments: scales)
    func plainPagesHaveAnEightPointBodyMargin(_ s: Double) throws {
        let b = try render(try compileText(Self.page("plain", ["hr"])), scale: s)
        // hr: 8 margin collapsed with the body's 8, then a 1 pt line from x 8 to 367.
        let row = try #require((Self.px(100, s)..<Self.px(130, s)).first { b.color(x: Self.px(100, s), y: $0) != .white })
        #expect(row == Self.px(108, s), "rule at the 8 pt margin @\(s)x")
        #expect(b.color(x: Self.px(8, s), y: row) != .white && b.color(x: Self.px(8, s) - 1, y: row) == .white)
        #expect(b.color(x: Self.px(367, s) - 1, y: row) != .white && b.color(x: Self.px(367, s), y: row) == .white)
    }

    @Test(arguments: scales)
    func plainLinksAreWebKitBlueAndUnderlined(_ s: Double) throws {
        let b = try render(try compileText(Self.page("plain", ["h1 \"[Linked heading]\""])), scale: s)
        let link = Color(rgb: 0x0000EE)
        let rows = Self.px(100, s)..<Self.px(180, s), columns = 0..<Self.px(375, s)
        #expect(Self.count(b, link, rows: rows, columns: columns) > Int(200 * s * s), "#0000EE ink @\(s)x")
        let full = rows.filter { y in columns.filter { b.color(x: $0, y: y) == link }.count > Int(150 * s) }
        #expect(full.count == Int(s), "a 1 pt underline: \(full)")
        // h1's 21.44 pt margin (collapsed with the body's 8): no ink above it.
        #expect(Self.count(b, link, rows: Self.px(100, s)..<Self.px(121, s), columns: columns) == 0)
    }

    @Test(arguments: scales)
    func articleLinksTakeTheTintWithoutUnderline(_ s: Double) throws {
        let b = try render(try compileText(Self.page("article tint: #FF3B30", ["h1 \"[Linked heading]\""])), scale: s)
        let rows = Self.px(100, s)..<Self.px(180, s), columns = 0..<Self.px(375, s)
        #expect(Self.count(b, Palette.red, rows: rows, columns: columns) > Int(150 * s * s), "tint ink @\(s)x")
        #expect(Self.count(b, Color(rgb: 0x0000EE), rows: rows, columns: columns) == 0)
        let full = rows.filter { y in columns.filter { b.color(x: $0, y: y) == Palette.red }.count > Int(150 * s) }
        #expect(full.isEmpty, "no underline rows")
        // Text starts at the 16 pt margin: no ink left of it.
        #expect(Self.count(b, Palette.red, rows: rows, columns: 0..<Self.px(16, s)) == 0)
    }

    @Test(arguments: scales)
    func loadingShowsTheSpinnerInTheMiddle(_ s: Double) throws {
        let b = try render(try compileText(Self.page("loading", [])), scale: s)
        // Centre (187.5, 300): spokes within the 20 pt box, white outside it.
        let box = Self.px(177.5, s)..<Self.px(197.5, s)
        let rows = Self.px(290, s)..<Self.px(310, s)
        let ink = rows.reduce(0) { n, y in n + box.filter { b.color(x: $0, y: y) != .white }.count }
        #expect(ink > Int(20 * s * s), "spokes @\(s)x")
        #expect(b.color(x: Self.px(187.5, s), y: Self.px(300, s)) == .white, "hollow centre")
        #expect(b.color(x: Self.px(187.5, s), y: Self.px(280, s)) == .white)
    }
}
