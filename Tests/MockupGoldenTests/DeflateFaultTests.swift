import MockupGeometry
@testable import MockupGolden
import Testing

/// Faults inside the compressed image data (every chunk's CRC right), which the
/// whole-image decoder meets only when it inflates: each gets its own message, never a
/// crash or a partial image.
@Suite struct DeflateFaultTests {
    /// Two rows of a 2×2 RGBA image, filter byte 0.
    static let rows: [UInt8] = [0, 255, 0, 0, 255, 0, 255, 0, 255] + [0, 0, 0, 255, 255, 255, 255, 255, 128]

    /// A zlib stream of one stored block holding `data`; `final` sets BFINAL; the
    /// Adler-32 trailer follows unless `trailer` is false.
    static func zlibStored(_ data: [UInt8], final: Bool = true, trailer: Bool = true) -> [UInt8] {
        let n = UInt16(data.count)
        var (s1, s2): (UInt32, UInt32) = (1, 0)
        for b in data {
            s1 = (s1 + UInt32(b)) % 65_521
            s2 = (s2 + s1) % 65_521
        }
        return [0x78, 0x01, final ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + data
            + (trailer ? be32(s2 << 16 | s1) : [])
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    /// A 2×2 8-bit RGBA PNG whose IDAT holds `idat` (CRCs right).
    static func png(idat: [UInt8]) -> [UInt8] {
        let ihdr = be32(2) + be32(2) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat)
            + chunk("IEND", [])
    }

    static func decodeMessage(_ bytes: [UInt8]) -> String {
        do {
            _ = try PNGCodec.decode(bytes, source: "g.png")
            return "decoded"
        } catch { return "\(error)" }
    }

    @Test func aSoundStreamDecodes() throws {
        let good = Self.png(idat: Self.zlibStored(Self.rows))
        let bitmap = try PNGCodec.decode(good)
        #expect(bitmap.pixels == [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8080_8080])
    }

    @Test(arguments: [
        // Rows for three rows' worth of a two-row image.
        (zlibStored(rows + rows.prefix(9)), "corrupt or truncated PNG: too much image data"),
        // One row of two in a complete stream.
        (zlibStored(Array(rows.prefix(9))), "corrupt or truncated PNG: image data ends early (1 of 2 rows)"),
        // A block that is not the last, then nothing.
        (zlibStored(rows, final: false), "corrupt or truncated PNG: IDAT: compressed data is corrupt or ends early"),
        // A complete stream without its Adler-32: cut short (the inflaters would read
        // missing bits as zeros).
        (zlibStored(rows, trailer: false), "corrupt or truncated PNG: IDAT: compressed data is corrupt or ends early"),
        // Block type 3 (reserved).
        ([0x78, 0x01, 0x07, 0, 0], "corrupt or truncated PNG: IDAT: compressed data is corrupt or ends early"),
        // Not a zlib header (compression method 7).
        ([0x77, 0x01] + Array(zlibStored(rows).dropFirst(2)), "corrupt or truncated PNG: IDAT does not start with a zlib header"),
        // Only the header.
        ([0x78], "corrupt or truncated PNG: no image data (IDAT)"),
    ])
    func eachFaultHasItsMessage(idat: [UInt8], message: String) {
        let bytes = Self.png(idat: idat)
        #expect(Self.decodeMessage(bytes) == "g.png: \(message)")
    }
}
