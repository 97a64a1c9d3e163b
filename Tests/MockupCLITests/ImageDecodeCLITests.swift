import Foundation
import Testing

/// PNGs whose chunks are whole but whose data is bad, used as `image:`: each
/// is decoded when the scene is resolved and reported at the value, exit 2, with the
/// project-relative path only, instead of failing at render time ("out of memory").
@Suite struct ImageDecodeCLITests {
    @Test(arguments: [
        ("crc.png", PNGBytes.badCRC(), "IDAT: CRC error"),
        ("filter.png", PNGBytes.badFilter(), "bad filter type 7"),
        ("short.png", PNGBytes.truncatedData(), "image data ends early"),
        ("palette.png", PNGBytes.paletteWithoutPLTE(), "IDAT: Missing PLTE before IDAT"),
    ])
    func damagedImageIsAnErrorAtItsValue(file: String, bytes: [UInt8], reason: String) throws {
        let d = try tempDir()
        try FileManager.default.createDirectory(at: d.appendingPathComponent("img"), withIntermediateDirectories: true)
        try Data(bytes).write(to: d.appendingPathComponent("img/\(file)"))
        try Data("table plain\n  cell \"A\" image: \"img/\(file)\"\n".utf8).write(to: d.appendingPathComponent("s.mockup"))
        let r = try run(["render", "s.mockup"], in: d)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("s.mockup:2:19: error: img/\(file) is a damaged PNG file: \(reason)"), "\(r.stderr)")
        #expect(!r.stderr.contains(d.path) && !r.stderr.contains("out of memory"), "\(r.stderr)")
        #expect(files(in: d) == ["img", "s.mockup"])
    }

    @Test func goodImageStillRenders() throws {
        let d = try tempDir()
        try Data(PNGBytes.good()).write(to: d.appendingPathComponent("ok.png"))
        try Data("table plain\n  cell \"A\" image: \"ok.png\"\n".utf8).write(to: d.appendingPathComponent("s.mockup"))
        let r = try run(["render", "s.mockup"], in: d)
        #expect(r.status == 0, "\(r.stderr)")
        let dump = try run(["dump", "s.mockup"], in: d)
        #expect(dump.stdout.contains("image \"ok.png\""), "\(dump.stdout)")
    }
}

/// Hand-made 2×2 PNGs: stored (uncompressed) deflate, so each defect is exactly one.
enum PNGBytes {
    static func good() -> [UInt8] { png(colorType: 6, rows: rows(filter: 0)) }
    static func badCRC() -> [UInt8] {
        var b = good()
        // The IDAT CRC sits just before the 12-byte IEND chunk.
        b[b.count - 13] ^= 0xFF
        return b
    }
    static func badFilter() -> [UInt8] { png(colorType: 6, rows: rows(filter: 7)) }
    /// Image data for one row of two: the zlib stream is complete, the rows are not.
    static func truncatedData() -> [UInt8] { png(colorType: 6, rows: Array(rows(filter: 0).prefix(9))) }
    /// Colour type 3 (palette) with no PLTE chunk.
    static func paletteWithoutPLTE() -> [UInt8] { png(colorType: 3, rows: [0, 0, 0, 0, 0, 0]) }

    private static func rows(filter: UInt8) -> [UInt8] {
        [filter, 255, 0, 0, 255, 0, 255, 0, 255] + [0, 0, 0, 255, 255, 255, 255, 255, 128]
    }

    private static func png(colorType: UInt8, rows: [UInt8]) -> [UInt8] {
        let depth: UInt8 = colorType == 3 ? 1 : 8
        let ihdr = be32(2) + be32(2) + [depth, colorType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", ihdr) + chunk("IDAT", zlibStored(rows)) + chunk("IEND", [])
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        let n = UInt16(data.count)
        var a: UInt32 = 1, b: UInt32 = 0
        for x in data {
            a = (a + UInt32(x)) % 65521
            b = (b + a) % 65521
        }
        return [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + data + be32(b << 16 | a)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for x in bytes {
            c ^= UInt32(x)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    private static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
}
