import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupGolden
import MockupText
import Testing

/// A list touching every item kind, for determinism and PDF checks.
func sampleList(_ m: PangoTextMeasurer) -> DisplayList {
    var b = ListBuilder(375, 200)
    b.rect(0, 0, 375, 64, Color(rgb: 0xF7F7F7))
    b.hairline(.horizontal, at: 64, 0, 375, .after, Color(rgb: 0xB2B2B2))
    b.text("Settings", 16, 42, .system(17, .semibold), measurer: m)
    b.text("明天一起吃午饭？", 16, 100, .system(17), measurer: m)
    b.add(.roundedRect(Rect(x: 300, y: 80, width: 51, height: 31), radius: 15.5, Color(rgb: 0x4CD964)))
    b.add(.fill(Path.ellipse(in: Rect(x: 320, y: 82, width: 27, height: 27)), .white))
    return b.list
}

@Suite struct OutputTests {
    @Test func pngRoundTripsAndIsDeterministic() throws {
        let fonts = try makeFonts()
        let r = Renderer(fonts: fonts)
        let list = sampleList(PangoTextMeasurer(fonts: fonts))
        let bmp = try r.renderBitmap(list, scale: 2)
        let png = try r.encodePNG(bmp)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNGCodec.decode(png) == bmp)
        let again = try r.encodePNG(try r.renderBitmap(list, scale: 2))
        #expect(again == png)
        // Transparent pixels survive (RGBA path).
        let clearList = DisplayList(
            size: Size(width: 10, height: 10), scale: 1,
            items: [.rect(Rect(x: 0, y: 0, width: 5, height: 10), Color(red: 255, green: 0, blue: 0, alpha: 128))])
        let t = try r.renderBitmap(clearList, scale: 1)
        #expect(t[9, 0] == 0)
        #expect(try PNGCodec.decode(try r.encodePNG(t)) == t)
    }

    @Test func pdfIsDeterministicVectorWithEmbeddedFonts() throws {
        let fonts = try makeFonts()
        let r = Renderer(fonts: fonts)
        let list = sampleList(PangoTextMeasurer(fonts: fonts))
        let a = try r.renderPDF(list, hairlineScale: 2)
        let b = try r.renderPDF(list, hairlineScale: 2)
        #expect(a == b)
        let text = String(decoding: a, as: UTF8.self)
        #expect(text.hasPrefix("%PDF"))
        #expect(!text.contains("/Subtype /Image"))
        #expect(text.contains("/FontFile"))
        #expect(text.contains("mockup"))
        // cairo 1.16 writes the date without the "D:" prefix; pdfinfo still parses it.
        #expect(text.contains("/CreationDate (20000101000000Z)"))
    }

    @Test func corruptPNGThrows() throws {
        var rng = SystemRandomNumberGenerator()
        let random = (0..<300).map { _ in UInt8.random(in: 0...255, using: &rng) }
        #expect(throws: PNGDecodeError.self) { try PNGCodec.decode(random) }
        #expect(throws: PNGDecodeError.self) { try PNGCodec.decode([]) }
        let fonts = try makeFonts()
        let r = Renderer(fonts: fonts)
        let good = try r.encodePNG(try r.renderBitmap(sampleList(PangoTextMeasurer(fonts: fonts)), scale: 1))
        for cut in [8, 33, good.count / 2, good.count - 12] {
            #expect(throws: PNGDecodeError.self) { try PNGCodec.decode(Array(good.prefix(cut))) }
        }
        #expect(throws: PNGDecodeError.self) { try PNGCodec.decode(path: "/nonexistent/x.png") }

        // The image decoder the resolver uses: the same files throw, never a crash.
        for bytes in [random, Array(good.prefix(good.count / 2)), []] {
            #expect(throws: PNGImageError.self) { try PNGImageDecoder.decode(bytes) }
        }
        // A good image, decoded once, draws from its pixels, clipped to its rounded rect.
        let pixels = ImagePixels(try PNGImageDecoder.decode(good))
        #expect(pixels.bitmap == (try PNGCodec.decode(good)))
        let ok = DisplayList(
            size: Size(width: 100, height: 100), scale: 1,
            items: [.image(ImageItem(name: "good.png", pixels: pixels, rect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20))])
        let bmp = try r.renderBitmap(ok, scale: 2)
        #expect(bmp[0, 0] == 0)
        #expect(bmp[100, 100] >> 24 == 0xFF)
    }
}
