import CPNGShim
@testable import MockupCairo
import MockupGeometry
import MockupGolden
import Testing

/// The banded igzip encoder: colour types, straight-alpha conversion, edge sizes, chunk hygiene.
@Suite(.serialized) struct PNGEncoderTests {
    /// xorshift: reproducible pixels without Foundation.
    struct Noise {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> UInt32 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt32(truncatingIfNeeded: state >> 16)
        }
    }

    /// A valid premultiplied word: every channel ≤ alpha.
    static func premultiplied(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
        a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255)
    }

    /// The chunk types in order, checking each length stays in bounds.
    static func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var i = 8
        while i + 12 <= png.count {
            let len = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + len
        }
        return types
    }

    @Test func opaqueBitmapIsRGBAndRoundTripsExactly() throws {
        var noise = Noise()
        let pixels = (0..<(97 * 61)).map { _ in 0xFF00_0000 | noise.next() & 0x00FF_FFFF }
        let bmp = Bitmap(width: 97, height: 61, pixels: pixels)
        let png = try Renderer(fonts: makeFonts()).encodePNG(bmp)
        #expect(png[25] == 2, "colour type RGB")
        #expect(try PNGCodec.decode(png) == bmp)
    }

    @Test func translucentBitmapIsRGBAAndRoundTripsWithinOne() throws {
        var noise = Noise()
        // Every alpha value, including 0 and 255, with random colours.
        var pixels: [UInt32] = []
        for a: UInt32 in 0...255 {
            for _ in 0..<64 {
                let c = noise.next()
                pixels.append(Self.premultiplied(a, c >> 16 & 0xFF, c >> 8 & 0xFF, c & 0xFF))
            }
        }
        let bmp = Bitmap(width: 64, height: 256, pixels: pixels)
        let png = try Renderer(fonts: makeFonts()).encodePNG(bmp)
        #expect(png[25] == 6, "colour type RGBA")
        let back = try PNGCodec.decode(png)
        try #require(back.width == bmp.width && back.height == bmp.height)
        var worst = 0
        for (p, q) in zip(bmp.pixels, back.pixels) {
            let a = p >> 24
            #expect(q >> 24 == a)
            if a == 0 || a == 255 {
                #expect(p == q, "alpha \(a) must be exact")
                continue
            }
            for shift: UInt32 in [0, 8, 16] {
                worst = max(worst, abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF)))
            }
        }
        #expect(worst <= 1)
    }

    @Test(arguments: [(1, 1), (16384, 1), (1, 16384)])
    func extremeSizesEncode(width: Int, height: Int) throws {
        let r = try Renderer(fonts: makeFonts())
        let opaque = Bitmap(width: width, height: height, pixels: .init(repeating: 0xFF33_6699, count: width * height))
        #expect(try PNGCodec.decode(try r.encodePNG(opaque)) == opaque)
        var clear = opaque
        clear.pixels[0] = 0
        #expect(try PNGCodec.decode(try r.encodePNG(clear)) == clear)
    }

    @Test func emptyBitmapThrows() throws {
        let r = try Renderer(fonts: makeFonts())
        #expect(throws: RenderError.self) { try r.encodePNG(Bitmap(width: 0, height: 0, pixels: [])) }
        #expect(throws: RenderError.self) { try r.encodePNG(Bitmap(width: 0, height: 5, pixels: [])) }
    }

    /// Wider than libpng's default read limit: refused with the limit named, so no
    /// reader is handed a file it would reject.
    @Test func widthsBeyondTheReadersLimitAreRefused() throws {
        let r = try Renderer(fonts: makeFonts())
        let wide = Bitmap(width: 1_000_001, height: 1, pixels: .init(repeating: 0xFFFF_FFFF, count: 1_000_001))
        do {
            _ = try r.encodePNG(wide)
            Issue.record("encoded a width past the limit")
        } catch let e as RenderError {
            #expect(e.description.contains("1000001 pixels wide"), "\(e)")
        }
    }

    /// Bands of any height join into one valid stream: the same pixels come back from
    /// our decoder and from libpng's (which checks the Adler-32), and band edges that
    /// depend only on the size make the bytes independent of how many cores ran.
    @Test(arguments: [1, 7, 4096, 1 << 30])
    func bandedStreamsDecodeTheSameWhateverTheBandSize(bandBytes: Int) throws {
        var noise = Noise()
        // Noise (incompressible: the bound is exercised) over flat rows (long matches
        // across band edges, found through the 32 KiB priming).
        let (w, h) = (173, 97)
        let pixels = (0..<(w * h)).map { i in i / w % 3 == 0 ? 0xFF00_0000 | noise.next() : 0xFF33_6699 }
        let bmp = Bitmap(width: w, height: h, pixels: pixels)
        let png = try PNGEncoder.encode(bmp, bandBytes: bandBytes)
        #expect(try PNGCodec.decode(png) == bmp)
        #expect(try CairoPNGDecoder.decode(png) == bmp)
        #expect(try PNGEncoder.encode(bmp, bandBytes: bandBytes) == png)
        var clear = bmp
        clear.pixels[w * h - 1] = 0x8040_2010
        #expect(try CairoPNGDecoder.decode(try PNGEncoder.encode(clear, bandBytes: bandBytes)) == clear)
    }

    /// `--jobs 1` limits an encode to one thread: the bands then run one after another
    /// and give the same bytes as on every core.
    @Test func oneThreadWritesTheSameBytesAsEveryCore() throws {
        var noise = Noise()
        let (w, h) = (700, 900)
        let bmp = Bitmap(width: w, height: h, pixels: (0..<(w * h)).map { i in i % 7 == 0 ? noise.next() | 0xFF00_0000 : 0xFFF0_F0F0 })
        let parallel = try PNGEncoder.encode(bmp, bandBytes: 64 * 1024)
        let serial = try PNGEncoder.encode(bmp, threads: 1, bandBytes: 64 * 1024)
        #expect(serial == parallel)
        #expect(try PNGCodec.decode(serial) == bmp)
    }

    /// The encoder tries RGB first and learns from the conversion whether a pixel is
    /// not opaque: one such pixel anywhere (first band, last band, a shuffled group's
    /// lane, a row's scalar tail) makes an RGBA file with the exact pixels, on one
    /// thread as on every core, and an opaque image stays RGB.
    @Test(arguments: [4096, 64 * 1024, 1 << 30])
    func oneTranslucentPixelAnywhereMakesRGBA(bandBytes: Int) throws {
        var noise = Noise()
        let (w, h) = (301, 467)  // 301 = 4 × 75 + 1: every row ends in the scalar tail
        let opaque = Bitmap(width: w, height: h, pixels: (0..<(w * h)).map { i in i % 5 == 0 ? noise.next() | 0xFF00_0000 : 0xFFF0_F0F0 })
        let rgb = try PNGEncoder.encode(opaque, bandBytes: bandBytes)
        #expect(rgb[25] == 2)
        for index in [0, 1, 2, 3, w - 1, w * h / 2 + 2, w * h - w, w * h - 2, w * h - 1] {
            var one = opaque
            one.pixels[index] = 0xFE10_2030
            let png = try PNGEncoder.encode(one, bandBytes: bandBytes)
            #expect(png[25] == 6, "pixel \(index): colour type RGBA")
            #expect(try CairoPNGDecoder.decode(png) == one, "pixel \(index)")
            let serial = try PNGEncoder.encode(one, threads: 1, bandBytes: bandBytes)
            #expect(serial == png, "pixel \(index): one thread gives every core's bytes")
        }
    }

    /// The row conversions give the expected bytes at every length, tails and short
    /// rows included (the compiler vectorises them), and the RGB one the AND of the
    /// words it read, whichever of them is not opaque.
    @Test func rowConversionsGiveThePlainLoopsBytes() {
        var noise = Noise()
        for n in 0..<41 {
            let words = (0..<n).map { _ in noise.next() | 0xFF00_0000 }
            var rgb = [UInt8](repeating: 0xEE, count: 3 * n + 1)
            let all = words.withUnsafeBufferPointer { mockup_argb_to_rgb($0.baseAddress, n, &rgb) }
            #expect(all == words.reduce(0xFFFF_FFFF, &), "n = \(n)")
            #expect(all >> 24 == 0xFF, "n = \(n)")
            for i in 0..<n {
                var translucent = words
                translucent[i] &= 0x7FFF_FFFF
                var scratch = [UInt8](repeating: 0, count: 3 * n)
                let and = translucent.withUnsafeBufferPointer { mockup_argb_to_rgb($0.baseAddress, n, &scratch) }
                #expect(and >> 24 != 0xFF, "n = \(n), word \(i) not opaque")
                #expect(scratch == Array(rgb.prefix(3 * n)), "n = \(n), word \(i): the same RGB bytes")
            }
            let expected = words.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
            #expect(Array(rgb.prefix(3 * n)) == expected, "n = \(n)")
            #expect(rgb[3 * n] == 0xEE, "no byte written past the row (n = \(n))")
            var back = [UInt32](repeating: 0, count: n + 1)
            rgb.withUnsafeBufferPointer { mockup_rgb_to_argb($0.baseAddress, n, &back) }
            #expect(Array(back.prefix(n)) == words, "n = \(n)")
            #expect(back[n] == 0, "no word written past the row (n = \(n))")
        }
    }

    /// The zlib stream opens with the first row's filter byte as a stored block of its
    /// own, so that igzip never makes a first call without history (whose bytes depend
    /// on the deflater's address: `png_deflate.c`, `scripts/deflate-test.sh`); the rest
    /// still compresses, and libpng takes it.
    @Test(arguments: [1, 4096, 1 << 30])
    func streamOpensWithTheFirstByteStored(bandBytes: Int) throws {
        let (w, h) = (300, 200)
        let bmp = Bitmap(width: w, height: h, pixels: [UInt32](repeating: 0xFF33_6699, count: w * h))
        let png = try PNGEncoder.encode(bmp, bandBytes: bandBytes)
        // Signature 8, IHDR 25, IDAT length and type 8, zlib header 2.
        let stream = Array(png[43..<min(png.count, 49)])
        #expect(Self.chunkTypes(png)[1] == "IDAT")
        #expect(stream.starts(with: [0x00, 0x01, 0x00, 0xFE, 0xFF, 0x00]), "\(stream)")
        #expect(png.count < h * (1 + 3 * w) / 25, "a flat image still compresses: \(png.count) bytes")
        #expect(try CairoPNGDecoder.decode(png) == bmp)
    }

    @Test func outputIsDeterministicWithOnlyImageChunks() throws {
        var noise = Noise()
        let bmp = Bitmap(width: 40, height: 30, pixels: (0..<1200).map { _ in noise.next() | 0xFF00_0000 })
        let r = try Renderer(fonts: makeFonts())
        let png = try r.encodePNG(bmp)
        #expect(try r.encodePNG(bmp) == png)
        let types = Self.chunkTypes(png)
        #expect(types.first == "IHDR")
        #expect(types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"], "no tIME, tEXt or other chunks")
    }
}
