import MockupGeometry
import Testing

@testable import MockupGolden

/// Hostile input: the decimal reader of flags, overflow-safe rectangles and options, and the
/// decode limits checked from the IHDR.
struct LimitsTests {
    @Test func decimalNumbersOnly() {
        #expect(DecimalNumber.integer("12") == 12)
        #expect(DecimalNumber.integer("007") == 7)
        for bad in ["", "+1", "-1", "0x2", "1e3", " 1", "1.0", "9223372036854775808", "١"] {
            #expect(DecimalNumber.integer(bad) == nil, "\(bad)")
        }
        #expect(DecimalNumber.integer("9223372036854775807") == Int.max)
        #expect(DecimalNumber.number("0.02") == 0.02)
        #expect(DecimalNumber.number(".5") == 0.5)
        #expect(DecimalNumber.number("3.") == 3)
        for bad in ["", ".", "0x2", "0x1p1", "1e3", "inf", "nan", "infinity", "+1", "-1", "1..2", "1.2.3", String(repeating: "9", count: 25)] {
            #expect(DecimalNumber.number(bad) == nil, "\(bad)")
        }
    }

    @Test func rectanglesClipWithoutOverflow() {
        #expect(PixelRect(parsing: "1,1,9223372036854775807,1") == nil)
        #expect(PixelRect(parsing: "0,0,1000001,1") == nil)
        #expect(PixelRect(parsing: "0,0,1000000,1") != nil)
        #expect(PixelRect(parsing: " 1, 2, 3, 4") == PixelRect(x: 1, y: 2, width: 3, height: 4))
        let huge = PixelRect(x: 1, y: 1, width: Int.max, height: Int.max)
        #expect(huge.clipped(width: 4, height: 3) == PixelRect(x: 1, y: 1, width: 3, height: 2))
        #expect(PixelRect(x: Int.min, y: 0, width: Int.max, height: 1).clipped(width: 4, height: 3) == nil)
        #expect(PixelRect(x: 0, y: 0, width: -5, height: 1).clipped(width: 4, height: 3) == nil)
        let a = filled(4, 3), b = filled(4, 3, 0xFF00_0000)
        let r = ImageComparison.compare(a, b, options: ComparisonOptions(ignore: [huge]))
        #expect(r.ignoredPixels == 6 && r.changedPixels == 6)
    }

    @Test func optionsFromCodeNeverTrap() {
        let a = filled(4, 3), b = filled(4, 3, 0xFF00_0000)
        for t in [Double.nan, .infinity, -.infinity, 1e300] {
            let o = ComparisonOptions(threshold: t, maxDiffRatio: t)
            _ = ImageComparison.compare(a, b, options: o)
            _ = o.label
            #expect(o.allowedDiffPixels(compared: 12) >= 0)
        }
    }

    @Test func decodeLimitsAreCheckedFromTheHeader() throws {
        // IHDR 16384×16384 1-bit with no usable data: refused by size, not by the data.
        var ihdr: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        let body: [UInt8] = Array("IHDR".utf8) + [0, 0, 0x40, 0, 0, 0, 0x40, 0, 1, 0, 0, 0, 0]
        ihdr += body + crc(body)
        let idat: [UInt8] = [0, 0, 0, 0] + Array("IDAT".utf8) + crc(Array("IDAT".utf8))
        let iend: [UInt8] = [0, 0, 0, 0] + Array("IEND".utf8) + crc(Array("IEND".utf8))
        let bytes = ihdr + idat + iend
        #expect {
            _ = try PNGCodec.decode(bytes, source: "big.png")
        } throws: { e in
            "\(e)".contains("big.png: image of 16384x16384 pixels is over the comparison limit of 16384 pixels a side and 24 megapixels")
        }
        #expect(DecodeLimits.refusal(width: 4096, height: 5464) == nil)  // iPad Pro 12.9″ at 4×
        #expect(DecodeLimits.refusal(width: 5464, height: 4096) == nil)
        #expect(DecodeLimits.refusal(width: 16384, height: 1464) == nil)
        #expect(DecodeLimits.refusal(width: 16384, height: 1) == nil)
        #expect(DecodeLimits.refusal(width: 16385, height: 1) != nil)
        #expect(DecodeLimits.refusal(width: 1, height: 16385) != nil)
        #expect(DecodeLimits.refusal(width: 5000, height: 5000) != nil)
    }

    private func crc(_ bytes: [UInt8]) -> [UInt8] {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        c ^= 0xFFFF_FFFF
        return [UInt8(c >> 24), UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)]
    }
}
