import Foundation
import MockupGeometry
import MockupGolden
import Testing

/// Goldens come from other tools, so the decoder reads every PNG colour type
/// and bit depth (PngSuite-style images generated here byte by byte), palettes with
/// transparency, colour-key transparency and Adam7 interlacing, to the same pixels.
@Suite struct PNGColourTypeTests {
    static let size = 9  // odd, so interlace passes and sub-byte rows end part-way

    /// Samples of one pixel: grey, grey+alpha, RGB, palette index or RGBA, each < 2^depth.
    static func samples(_ colour: UInt8, depth: Int, x: Int, y: Int) -> [Int] {
        let max = (1 << depth) - 1
        let v = (x * 7 + y * 13) % (max + 1)
        switch colour {
        case 0: return [v]
        case 4: return [v, (max - v + x) % (max + 1)]
        case 2: return [v, (v * 3 + 1) % (max + 1), (x * y) % (max + 1)]
        case 3: return [(x + y) % min(max + 1, 4)]
        default: return [v, (v * 3 + 1) % (max + 1), (x * y) % (max + 1), (max - v + y) % (max + 1)]
        }
    }

    /// The expected 8-bit RGBA (not premultiplied) of a pixel.
    static func expected(_ colour: UInt8, depth: Int, x: Int, y: Int, palette: [[Int]], key: [Int]?) -> [Int] {
        let s = samples(colour, depth: depth, x: x, y: y)
        let max = Double((1 << depth) - 1)
        func to8(_ v: Int) -> Int { Int((Double(v) * 255 / max).rounded()) }
        switch colour {
        case 0:
            let a = key == s ? 0 : 255
            return [to8(s[0]), to8(s[0]), to8(s[0]), a]
        case 4: return [to8(s[0]), to8(s[0]), to8(s[0]), to8(s[1])]
        case 2:
            let a = key == s ? 0 : 255
            return [to8(s[0]), to8(s[1]), to8(s[2]), a]
        case 3: return palette[s[0]]
        default: return s.map(to8)
        }
    }

    /// One scanline of `pixels` packed at `depth` bits a sample, filter byte 0 first.
    static func row(_ pixels: [[Int]], depth: Int) -> [UInt8] {
        var out: [UInt8] = [0]
        if depth >= 8 {
            for p in pixels { for v in p { out += depth == 16 ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v)] } }
            return out
        }
        var byte = 0, bits = 0
        for p in pixels {
            for v in p {
                byte = byte << depth | v
                bits += depth
                if bits == 8 { out.append(UInt8(byte)); byte = 0; bits = 0 }
            }
        }
        if bits > 0 { out.append(UInt8(byte << (8 - bits))) }
        return out
    }

    /// The image data, plainly or in Adam7's seven passes.
    static func data(_ colour: UInt8, depth: Int, interlaced: Bool) -> [UInt8] {
        let n = size
        func px(_ x: Int, _ y: Int) -> [Int] { samples(colour, depth: depth, x: x, y: y) }
        guard interlaced else { return (0..<n).flatMap { y in row((0..<n).map { px($0, y) }, depth: depth) } }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: n, by: dx)), ys = Array(stride(from: y0, to: n, by: dy))
            guard !xs.isEmpty else { continue }
            for y in ys { out += row(xs.map { px($0, y) }, depth: depth) }
        }
        return out
    }

    static let palette: [[Int]] = [[255, 0, 0, 255], [0, 128, 255, 128], [20, 200, 40, 0], [250, 250, 10, 255]]

    static func png(_ colour: UInt8, depth: Int, interlaced: Bool, key: [Int]?) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += HandMadePNG.chunk(
            "IHDR", HandMadePNG.be32(size) + HandMadePNG.be32(size) + [UInt8(depth), colour, 0, 0, interlaced ? 1 : 0])
        // Chunks other tools write, which must not change the pixels.
        out += HandMadePNG.chunk("gAMA", HandMadePNG.be32(45455))
        out += HandMadePNG.chunk("sRGB", [0])
        if colour == 3 {
            // No more entries than the depth can index (the specification's rule).
            let used = palette.prefix(min(palette.count, 1 << depth))
            out += HandMadePNG.chunk("PLTE", used.flatMap { $0.prefix(3).map(UInt8.init) })
            out += HandMadePNG.chunk("tRNS", used.map { UInt8($0[3]) })
        }
        if let key {
            out += HandMadePNG.chunk("tRNS", key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        }
        out += HandMadePNG.chunk("IDAT", HandMadePNG.zlibStored(data(colour, depth: depth, interlaced: interlaced)))
        out += HandMadePNG.chunk("IEND", [])
        return out
    }

    /// Every legal (colour type, depth) pair of the PNG specification.
    static let kinds: [(UInt8, Int)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8), (4, 8), (4, 16), (6, 8),
        (6, 16),
    ]

    @Test(arguments: [false, true])
    func everyColourTypeAndDepthDecodesToTheSamePixels(_ interlaced: Bool) throws {
        for (colour, depth) in Self.kinds {
            // Colour-key transparency for grey and RGB: the pixel at (1, 0) is the key.
            let key: [Int]? = colour == 0 || colour == 2 ? Self.samples(colour, depth: depth, x: 1, y: 0) : nil
            let bitmap = try PNGCodec.decode(Self.png(colour, depth: depth, interlaced: interlaced, key: key))
            #expect(bitmap.width == Self.size && bitmap.height == Self.size)
            var wrong: [String] = []
            for y in 0..<Self.size {
                for x in 0..<Self.size {
                    let e = Self.expected(colour, depth: depth, x: x, y: y, palette: Self.palette, key: key)
                    let c = bitmap.color(x: x, y: y)
                    let got = [Int(c.red), Int(c.green), Int(c.blue), Int(c.alpha)]
                    // Premultiplied storage rounds colours under low alpha: compare what shows.
                    let close = abs(got[3] - e[3]) <= 1
                        && (e[3] == 0 || zip(got.prefix(3), e.prefix(3)).allSatisfy { abs($0 - $1) * e[3] <= 2 * 255 })
                    if !close { wrong.append("(\(x),\(y)) \(got) vs \(e)") }
                }
            }
            #expect(wrong.isEmpty, "type \(colour) depth \(depth)\(interlaced ? " interlaced" : ""): \(wrong.prefix(3))")
        }
    }
}
