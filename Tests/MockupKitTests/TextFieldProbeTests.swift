import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the text field figures (docs/METRICS.md, Text field) on real
/// renders, at @2x and @3x.
@Suite struct TextFieldProbeTests {
    static let scales: [Double] = [2, 3]
    static let border = Color(rgb: 0xC7C7CC)

    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    /// A screen whose content stack starts at 64 + 16 = 80, fields 16 pt from each side.
    static func screen(_ fields: String...) -> String {
        "screen device: iphone-6\nnavigation-bar \"T\"\nstack padding: 16 spacing: 10\n"
            + fields.map { "  text-field " + $0 }.joined(separator: "\n")
    }

    @Test(arguments: scales)
    func roundedFieldIs30HighWithAOnePixelLightGreyBorder(_ s: Double) throws {
        let b = try render(try compileText(Self.screen("placeholder: \"Email\"")), scale: s)
        let x = Self.px(200, s)
        let top = Self.px(80, s)
        let bottom = Self.px(110, s) - 1
        #expect(b.color(x: x, y: top - 1) == .white, "above the field is the screen")
        #expect(b.color(x: x, y: top) == Self.border, "top border @\(s)x")
        #expect(b.color(x: x, y: top + 1) == .white, "one pixel only")
        #expect(b.color(x: x, y: bottom) == Self.border, "bottom border 30 pt below @\(s)x")
        #expect(b.color(x: x, y: bottom - 1) == .white && b.color(x: x, y: bottom + 1) == .white)
        let mid = Self.px(95, s)
        #expect(b.color(x: Self.px(16, s), y: mid) == Self.border, "left border")
        #expect(b.color(x: Self.px(359, s) - 1, y: mid) == Self.border, "right border")
        #expect(b.color(x: Self.px(16, s) + 1, y: mid) == .white)
        // The corner is rounded: its very corner pixel is not drawn.
        #expect(b.color(x: Self.px(16, s), y: top) == .white, "rounded corner")
    }

    /// Runs of columns holding dark ink in the field's interior rows.
    static func inkRuns(_ b: Bitmap, _ s: Double, fieldTop: Double, from x0: Double, to x1: Double) -> Int {
        var runs = 0
        var inRun = false
        for x in Self.px(x0, s)..<Self.px(x1, s) {
            var dark = false
            for y in Self.px(fieldTop + 4, s)..<Self.px(fieldTop + 26, s) where b.color(x: x, y: y).red < 100 {
                dark = true
                break
            }
            if dark && !inRun { runs += 1 }
            inRun = dark
        }
        return runs
    }

    @Test(arguments: scales)
    func secureFieldsShowOneDotPerCharacter(_ s: Double) throws {
        let b = try render(try compileText(Self.screen("secure text: \"abcd\"", "secure text: \"abcdefg\"")), scale: s)
        #expect(Self.inkRuns(b, s, fieldTop: 80, from: 20, to: 300) == 4)
        #expect(Self.inkRuns(b, s, fieldTop: 120, from: 20, to: 300) == 7)
    }

    /// Whether the clear button's grey shows in the field's right-hand box.
    static func hasClearButton(_ b: Bitmap, _ s: Double, fieldTop: Double) -> Bool {
        for y in Self.px(fieldTop + 5, s)..<Self.px(fieldTop + 25, s) {
            for x in Self.px(331, s)..<Self.px(359, s) where close(b.color(x: x, y: y), Palette.searchClearButton, 2) {
                return true
            }
        }
        return false
    }

    @Test(arguments: scales)
    func clearButtonShowsOnlyOverText(_ s: Double) throws {
        let b = try render(try compileText(Self.screen(
            "text: \"kate\" clear-button: always", "placeholder: \"Empty\" clear-button: always",
            "text: \"kate\" clear-button: while-editing", "focused text: \"kate\" clear-button: while-editing")), scale: s)
        #expect(Self.hasClearButton(b, s, fieldTop: 80), "typed text: shown")
        #expect(!Self.hasClearButton(b, s, fieldTop: 120), "empty: hidden")
        #expect(!Self.hasClearButton(b, s, fieldTop: 160), "while-editing, not focused: hidden")
        #expect(Self.hasClearButton(b, s, fieldTop: 200), "while-editing, focused: shown")
    }

    @Test(arguments: scales)
    func focusedEmptyFieldDrawsA2PointTintCaretAtTheStart(_ s: Double) throws {
        let b = try render(try compileText(Self.screen("focused placeholder: \"Name\"")), scale: s)
        let y = Self.px(95, s)
        var tinted: [Int] = []
        for x in Self.px(16, s)..<Self.px(40, s) where b.color(x: x, y: y) == Palette.blue { tinted.append(x) }
        let first = try #require(tinted.first)
        #expect(tinted.count == Int(2 * s), "2 pt wide @\(s)x")
        #expect(abs(Double(first) - 23 * s) <= 1, "just before the text inset of 8")
    }
}
