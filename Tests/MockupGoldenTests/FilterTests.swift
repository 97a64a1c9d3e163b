import MockupGeometry
@testable import MockupGolden
import Testing

/// Rows filtered with each of PNG's five filters (what ImageMagick and Pillow write)
/// decode to the pixels they were made from, through the whole-image path and through
/// libpng alike: the Paeth predictor must agree with the specification, ties included.
@Suite struct FilterTests {
    struct Noise {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// `raw` rows (no filter bytes) filtered row by row with filter `y % 5`.
    static func filtered(_ raw: [UInt8], width: Int, height: Int, bpp: Int) -> [UInt8] {
        let rb = width * bpp
        var out: [UInt8] = []
        for y in 0..<height {
            let f = y % 5
            out.append(UInt8(f))
            for i in 0..<rb {
                let x = Int(raw[y * rb + i])
                let a = i >= bpp ? Int(raw[y * rb + i - bpp]) : 0
                let b = y > 0 ? Int(raw[(y - 1) * rb + i]) : 0
                let c = i >= bpp && y > 0 ? Int(raw[(y - 1) * rb + i - bpp]) : 0
                let predictor = [0, a, b, (a + b) / 2, paeth(a, b, c)][f]
                out.append(UInt8(truncatingIfNeeded: x - predictor))
            }
        }
        return out
    }

    /// A zlib stream of stored blocks (each at most 65,535 bytes).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var at = 0
        repeat {
            let n = min(65_535, data.count - at)
            let last: UInt8 = at + n == data.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[at..<(at + n)]
            at += n
        } while at < data.count
        var (s1, s2): (UInt32, UInt32) = (1, 0)
        for b in data {
            s1 = (s1 + UInt32(b)) % 65_521
            s2 = (s2 + s1) % 65_521
        }
        return out + DeflateFaultTests.be32(s2 << 16 | s1)  // libpng checks the Adler-32
    }

    static func png(width: Int, height: Int, colour: UInt8, idat: [UInt8]) -> [UInt8] {
        let ihdr = DeflateFaultTests.be32(UInt32(width)) + DeflateFaultTests.be32(UInt32(height)) + [8, colour, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + DeflateFaultTests.chunk("IHDR", ihdr)
            + DeflateFaultTests.chunk("IDAT", idat) + DeflateFaultTests.chunk("IEND", [])
    }

    @Test(arguments: [3, 4])
    func everyFilterDecodesToTheRawPixels(bpp: Int) throws {
        var noise = Noise()
        // Values bunched near 0, 128 and 255 make the Paeth distances tie often.
        let palette: [UInt8] = [0, 1, 2, 127, 128, 129, 253, 254, 255]
        let (w, h) = (37, 23)
        let raw = (0..<(w * h * bpp)).map { _ -> UInt8 in
            let r = noise.next()
            return r % 3 == 0 ? UInt8(truncatingIfNeeded: r >> 8) : palette[Int(r >> 16) % palette.count]
        }
        let bytes = Self.png(width: w, height: h, colour: bpp == 3 ? 2 : 6, idat: Self.zlibStored(Self.filtered(raw, width: w, height: h, bpp: bpp)))
        let ours = try PNGCodec.decode(bytes)
        #expect(ours == (try CairoPNGDecoder.decode(bytes)))
        // Opaque rows convert exactly: check against the raw bytes themselves.
        if bpp == 3 {
            let expected = (0..<(w * h)).map { i in
                0xFF00_0000 | UInt32(raw[3 * i]) << 16 | UInt32(raw[3 * i + 1]) << 8 | UInt32(raw[3 * i + 2])
            }
            #expect(ours.pixels == expected)
        }
    }
}
