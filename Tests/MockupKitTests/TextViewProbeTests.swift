import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the text view's figures (docs/METRICS.md, Text view: inset 8
/// top, 5 left; caret, selection and link colour) on real renders at @2x and @3x. The
/// view sits at (20, 100) on the screen, 300 × 200.
@Suite struct TextViewProbeTests {
    static let scales: [Double] = [2, 3]
    static let origin = (x: 20.0, y: 100.0)
    static let tint = Palette.blue

    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    static func view(_ attributes: String, _ paragraphs: [String]) -> String {
        "screen device: iphone-6\ntext-view x: 20 y: 100 width: 300 height: 200 relative-to: screen \(attributes)\n"
            + paragraphs.map { "  p \"\($0)\"\n" }.joined()
    }

    /// A selection over three lines: the middle one is filled across the text
    /// container, 5 in from each side; the first starts on the 8 pt top inset.
    @Test(arguments: scales)
    func textStartsFiveInAndEightDown(_ s: Double) throws {
        let b = try render(try compileText(Self.view("selection: 1 selection-end: 12", ["one", "two", "three"])), scale: s)
        let fill = composite(Self.tint.withAlpha(0.2), on: .white)
        let (x0, y0) = Self.origin
        // Line 2 (whole width): find its top from the fill in the middle column.
        let mid = Self.px(x0 + 150, s)
        let top = try #require((Self.px(y0, s)..<Self.px(y0 + 100, s)).first { close(b.color(x: mid, y: $0), fill, 2) })
        #expect(top == Self.px(y0 + 8, s), "first line's selection starts at the 8 pt inset @\(s)x")
        // The middle of line 2 (body lines are about 20.5 pt high).
        let line2 = top + Self.px(30, s)
        #expect(close(b.color(x: Self.px(x0 + 5, s), y: line2), fill, 2), "middle line filled from x = 5 @\(s)x")
        #expect(b.color(x: Self.px(x0 + 5, s) - 1, y: line2) == .white, "nothing left of the 5 pt padding")
        #expect(close(b.color(x: Self.px(x0 + 295, s) - 1, y: line2), fill, 2), "filled to 5 pt from the right edge")
        #expect(b.color(x: Self.px(x0 + 295, s), y: line2) == .white)
        #expect(b.color(x: mid, y: top - 1) == .white, "no fill above the inset")
    }

    @Test(arguments: scales)
    func selectionIsTheTintAtTwentyPercent(_ s: Double) throws {
        let b = try render(try compileText(Self.view("selection: 0 selection-end: 3", ["    "])), scale: s)
        // Spaces only: the fill alone, between the handles' stems.
        let c = b.color(x: Self.px(Self.origin.x + 5 + 3, s), y: Self.px(Self.origin.y + 14, s))
        #expect(close(c, composite(Self.tint.withAlpha(0.2), on: .white), 1), "\(c) @\(s)x")
        #expect(c.blue == 255 && c.red < 215 && c.red > 195, "a light blue, #CCE4FF-ish")
    }

    @Test(arguments: scales)
    func caretIsTwoPointsOfTintCentredOnTheBoundary(_ s: Double) throws {
        let b = try render(try compileText(Self.view("caret: 0", ["Hello"])), scale: s)
        let y = Self.px(Self.origin.y + 16, s)
        // Before the first character: x = 5 − 1 … 5 + 1.
        let left = Self.px(Self.origin.x + 4, s), right = Self.px(Self.origin.x + 6, s)
        for x in left..<right { #expect(b.color(x: x, y: y) == Self.tint, "caret pixel \(x) @\(s)x") }
        #expect(b.color(x: left - 1, y: y) == .white && right - left == Int(2 * s))
        // The line's height: tint from the 8 pt inset down, about 20 pt for body text.
        let column = (Self.px(Self.origin.y, s)..<Self.px(Self.origin.y + 60, s)).filter { b.color(x: left, y: $0) == Self.tint }
        #expect(column.first == Self.px(Self.origin.y + 8, s))
        let height = Double(column.count) / s
        #expect(height > 18 && height < 24, "caret \(height) pt high")
    }

    @Test(arguments: scales)
    func detectedLinksAreTintedAndUnderlined(_ s: Double) throws {
        let b = try render(try compileText(Self.view("detect: links size: 30 weight: bold", ["Go to www.apple.com now"])), scale: s)
        let rows = Self.px(Self.origin.y, s)..<Self.px(Self.origin.y + 120, s)
        let columns = Self.px(Self.origin.x, s)..<Self.px(Self.origin.x + 300, s)
        let counts = rows.map { y in columns.filter { b.color(x: $0, y: y) == Self.tint }.count }
        #expect(counts.reduce(0, +) > Int(150 * s * s), "solid tint pixels in the link @\(s)x")
        // The underline is the widest unbroken row of tint, 1 pt thick.
        let widest = try #require(counts.max())
        let underline = counts.indices.filter { counts[$0] >= widest - 1 }
        #expect(underline.count == Int(s), "a 1 pt underline: \(underline)")
        #expect(Double(widest) > 150 * s, "under the whole link")
        // The plain words stay black.
        let black = columns.filter { x in rows.contains { b.color(x: x, y: $0) == .black } }
        #expect(!black.isEmpty && black.first! < columns.lowerBound + Int(60 * s))
    }
}
