import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupText
import Testing

@Suite struct TextRenderTests {
    @Test(arguments: [2.0, 3.0])
    func settingsInksWithinItsMeasuredBox(scale s: Double) throws {
        let fonts = try makeFonts()
        let m = PangoTextMeasurer(fonts: fonts)
        var b = ListBuilder(200, 60)
        let font = FontSpec.system(17, .semibold)
        b.text("Settings", 16, 30, font, measurer: m)
        let bmp = try Renderer(fonts: fonts).renderBitmap(b.list, scale: s)
        let width = m.measure("Settings", font: font).width
        let ink = try #require(bmp.inkBounds())
        #expect(ink.minX >= Int((16 * s).rounded(.down)) - 1)
        #expect(ink.maxX <= Int(((16 + width) * s).rounded(.up)) + 1)
        // Cap height of Inter ≈ 0.73 em: ink top ~12.4 pt above the baseline, bottom on it
        // ("Settings" has a descender 'g', so allow ~4.5 pt below).
        let baseline = Int((30 * s).rounded())
        #expect(ink.minY >= baseline - Int(14 * s) && ink.minY <= baseline - Int(11 * s))
        #expect(ink.maxY > baseline && ink.maxY <= baseline + Int(5 * s))
    }

    @Test func truncatedTextStaysWithinMaxWidth() throws {
        let fonts = try makeFonts()
        let m = PangoTextMeasurer(fonts: fonts)
        var b = ListBuilder(375, 60)
        let long = "A very long notification title that cannot possibly fit"
        b.text(long, 20, 30, .system(17), measurer: m, maxWidth: 120)
        let bmp = try Renderer(fonts: fonts).renderBitmap(b.list, scale: 2)
        let ink = try #require(bmp.inkBounds())
        #expect(ink.minX >= 39)
        #expect(ink.maxX <= 2 * (20 + 120) + 1)
        // It does draw most of the width (ellipsis, not nothing).
        #expect(ink.maxX >= 2 * (20 + 100))
    }

    @Test func chineseRendersWithCJKFace() throws {
        let fonts = try makeFonts()
        let m = PangoTextMeasurer(fonts: fonts)
        var b = ListBuilder(200, 40)
        b.text("明天一起吃午饭？", 10, 28, .system(17), measurer: m)
        let bmp = try Renderer(fonts: fonts).renderBitmap(b.list, scale: 2)
        let ink = try #require(bmp.inkBounds())
        // 7 full-width ideographs + a full-width '？' at 17 pt ≈ 136 pt.
        #expect(ink.maxX - ink.minX > 2 * 110)
        #expect(fonts.resolvedFaces("明天一起吃午饭？", font: .system(17)).map(\.family) == ["Noto Sans CJK SC"])
        #expect(m.measure("明天一起吃午饭？", font: .system(17)).width == 136)
    }
}
