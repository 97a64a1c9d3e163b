import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupText
import Testing

/// The pinned fallback chain draws Arabic, Hebrew, Thai, Devanagari, colour
/// emoji and the regional Han forms.
@Suite struct ScriptFontTests {
    @Test func eachScriptResolvesToItsPinnedFace() throws {
        let fonts = try FontSet()
        let cases: [(String, String)] = [
            ("مرحبا", "Noto Sans Arabic"), ("שלום", "Noto Sans Hebrew"), ("สวัสดี", "Noto Sans Thai"),
            ("नमस्ते", "Noto Sans Devanagari"), ("😀", "Noto Color Emoji"), ("\u{2764}\u{FE0F}", "Noto Color Emoji"),
            ("🇯🇵", "Noto Color Emoji"), ("Привет Γειά", "Inter"),
        ]
        for (text, family) in cases {
            #expect(fonts.resolvedFaces(text, font: .system(17)).map(\.family) == [family], "\(text)")
        }
        // Bold Arabic from the Bold file; Arabic in the iOS 7 face's chain too.
        #expect(fonts.resolvedFaces("مرحبا", font: .system(17, .bold)).first?.file.hasSuffix("NotoSansArabic-Bold.ttf") == true)
        #expect(fonts.resolvedFaces("مرحبا", font: FontSpec(family: .neue, size: 17)).map(\.family) == ["Noto Sans Arabic"])
    }

    @Test func hanFormsPickTheirRegionalFace() throws {
        let fonts = try FontSet()
        for forms in HanForms.allCases {
            var font = FontSpec.system(17)
            font.han = forms
            #expect(fonts.resolvedFaces("直骨", font: font).map(\.family) == ["Noto Sans CJK \(forms.rawValue)"])
        }
        #expect(fonts.resolvedFaces("直骨", font: .system(17)).map(\.family) == ["Noto Sans CJK SC"])
    }

    static func draw(_ text: String, _ font: FontSpec, scale: Double) throws -> Bitmap {
        let fonts = try FontSet()
        var b = ListBuilder(120, 40)
        b.text(text, 10, 28, font, measurer: PangoTextMeasurer(fonts: fonts))
        return try Renderer(fonts: fonts).renderBitmap(b.list, scale: scale)
    }

    @Test(arguments: [2.0, 3.0])
    func emojiDrawInColourAtTheTextsSize(_ s: Double) throws {
        let bmp = try Self.draw("😀", .system(17), scale: s)
        var coloured = 0
        for y in 0..<bmp.height {
            for x in 0..<bmp.width {
                let c = bmp.color(x: x, y: y)
                if abs(Int(c.red) - Int(c.blue)) > 60 { coloured += 1 }
            }
        }
        #expect(coloured > Int(40 * s * s), "@\(s)x: \(coloured) coloured pixels")
        // About as tall as the text: within the 40 pt canvas, not a 109-pixel strike.
        let ink = try #require(bmp.inkBounds())
        #expect(Double(ink.maxY - ink.minY) / s < 22, "@\(s)x emoji height \(Double(ink.maxY - ink.minY) / s)")
    }

    @Test(arguments: [2.0, 3.0])
    func japaneseFormsDifferFromChineseWhereTheyDiffer(_ s: Double) throws {
        var ja = FontSpec.system(17)
        ja.han = .jp
        let chinese = try Self.draw("直骨", .system(17), scale: s)
        let japanese = try Self.draw("直骨", ja, scale: s)
        let differing = zip(chinese.pixels, japanese.pixels).filter { $0 != $1 }.count
        #expect(differing > Int(10 * s * s), "@\(s)x: \(differing) pixels differ")
        // Drawing is deterministic: the same request gives the same pixels.
        let again = try Self.draw("直骨", ja, scale: s)
        #expect(again.pixels == japanese.pixels, "@\(s)x: a second drawing differs")
    }

    @Test func emojiAndArabicReachThePDF() throws {
        let fonts = try FontSet()
        var b = ListBuilder(200, 40)
        b.text("Hi 😀 مرحبا", 10, 28, .system(17), measurer: PangoTextMeasurer(fonts: fonts))
        let pdf = try Renderer(fonts: fonts).renderPDF(b.list, hairlineScale: 2)
        let text = String(decoding: pdf, as: UTF8.self)
        // The emoji face's colour bitmap goes in as an image; the Arabic face is embedded.
        #expect(text.contains("/Subtype /Image"))
        #expect(text.contains("NotoSansArabic"))
        #expect(try Renderer(fonts: fonts).renderPDF(b.list, hairlineScale: 2) == pdf, "the PDF is byte-stable")
    }

    @Test func emojiRangesCoverSequencesAsOnePicture() {
        #expect(EmojiRanges.utf8Ranges(in: "plain text ©") == [])
        #expect(EmojiRanges.utf8Ranges(in: "a 😀") == [2..<6])
        // Skin tone, flag, family (ZWJ) and ❤️ each stay whole.
        let text = "👍🏽 🇯🇵 👨‍👩‍👧 ❤️"
        let ranges = EmojiRanges.utf8Ranges(in: text)
        let bytes = Array(text.utf8)
        let pieces = ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(pieces == ["👍🏽", "🇯🇵", "👨‍👩‍👧", "❤️"])
    }

    @Test func coverageKnowsWhatThePinnedFacesDraw() throws {
        let coverage = FontCoverage(try FontSet())
        for s in "Aé直مשสन€😀\u{200D}\u{FE0F} ".unicodeScalars { #expect(coverage.canDraw(s), "\(s)") }
        for s in "Ꭰᚠ𓀀".unicodeScalars { #expect(!coverage.canDraw(s), "\(s)") }
    }
}
