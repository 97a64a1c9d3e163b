import Foundation

/// PNG files built byte by byte for hostile-input tests: whole chunks with correct
/// CRCs around whatever rows a test wants (stored deflate blocks, so no zlib needed),
/// or an IHDR claiming any size.
enum HandMadePNG {
    /// A PNG of `width × height` 8-bit RGBA whose scanlines are `rows` as given (each
    /// with its own filter byte first): the data need not be valid.
    static func rgba(width: Int, height: Int, rows: [UInt8]) -> Data {
        png(width: width, height: height, depth: 8, colour: 6, idat: zlibStored(rows))
    }

    /// A valid RGBA image of one colour (`r, g, b, a` per pixel, filter 0 rows).
    static func solid(width: Int, height: Int, _ rgba: [UInt8]) -> Data {
        var rows: [UInt8] = []
        for _ in 0..<height {
            rows.append(0)
            for _ in 0..<width { rows += rgba }
        }
        return self.rgba(width: width, height: height, rows: rows)
    }

    /// Signature, IHDR, one IDAT with `idat`, IEND.
    static func png(width: Int, height: Int, depth: UInt8, colour: UInt8, idat: [UInt8]) -> Data {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", be32(width) + be32(height) + [depth, colour, 0, 0, 0])
        out += chunk("IDAT", idat)
        out += chunk("IEND", [])
        return Data(out)
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            let last: UInt8 = i + n == data.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + be32(Int(b << 16 | a))
    }

    static func be32(_ v: Int) -> [UInt8] {
        [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}
