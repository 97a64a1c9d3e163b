import CPNGShim
@testable import MockupCairo
import Testing

/// The box blur of translucent bars (`BoxBlur`) gives, byte for byte, what the plain
/// version with a division per channel and a column gathered at a time gave: every
/// blurred backdrop of every golden depends on it.
@Suite struct BoxBlurTests {
    /// The blur as it was before the reciprocal and the row-streaming vertical pass.
    static func reference(_ data: inout [UInt8], width w: Int, height h: Int, stride: Int, sigma: Double) {
        let k = BoxBlur.halfWidth(sigma: sigma)
        func pass(_ src: [UInt32]) -> [UInt32] {
            let n = src.count, size = UInt32(2 * k + 1), half = size / 2
            var s = [UInt32](repeating: 0, count: 4)
            for i in -k...k {
                let p = src[min(max(i, 0), n - 1)]
                for c in 0..<4 { s[c] &+= p >> (8 * UInt32(c)) & 0xFF }
            }
            var dst = [UInt32](repeating: 0, count: n)
            for i in 0..<n {
                for c in 0..<4 { dst[i] |= ((s[c] &+ half) / size) << (8 * UInt32(c)) }
                let a = src[min(i + k + 1, n - 1)], r = src[max(i - k, 0)]
                for c in 0..<4 { s[c] = s[c] &+ (a >> (8 * UInt32(c)) & 0xFF) &- (r >> (8 * UInt32(c)) & 0xFF) }
            }
            return dst
        }
        func word(_ x: Int, _ y: Int) -> UInt32 {
            let o = y * stride + 4 * x
            return UInt32(data[o]) | UInt32(data[o + 1]) << 8 | UInt32(data[o + 2]) << 16 | UInt32(data[o + 3]) << 24
        }
        func set(_ x: Int, _ y: Int, _ v: UInt32) {
            for c in 0..<4 { data[y * stride + 4 * x + c] = UInt8(truncatingIfNeeded: v >> (8 * UInt32(c))) }
        }
        for _ in 0..<3 {
            for y in 0..<h {
                let row = pass((0..<w).map { word($0, y) })
                for x in 0..<w { set(x, y, row[x]) }
            }
            for x in 0..<w {
                let column = pass((0..<h).map { word(x, $0) })
                for y in 0..<h { set(x, y, column[y]) }
            }
        }
    }

    /// Premultiplied noise (every channel ≤ alpha), with flat runs, in rows with padding.
    static func image(width w: Int, height h: Int, stride: Int, seed: UInt64) -> [UInt8] {
        var state = seed | 1
        var bytes = [UInt8](repeating: 0xAB, count: stride * h)  // padding must stay untouched
        for y in 0..<h {
            for x in 0..<w {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                let alpha = UInt8(truncatingIfNeeded: (x / 5 + y) % 7 == 0 ? 255 : state >> 8)
                let o = y * stride + 4 * x
                for c in 0..<3 { bytes[o + c] = UInt8(truncatingIfNeeded: (state >> (16 + 8 * UInt64(c))) % (UInt64(alpha) + 1)) }
                bytes[o + 3] = alpha
            }
        }
        return bytes
    }

    @Test(arguments: [(1, 1), (1, 37), (29, 1), (2, 3), (3, 9), (64, 48), (423, 112), (97, 211)])
    func matchesThePlainBlur(width: Int, height: Int) throws {
        for sigma in [0.4, 1.5, 3.3, 8.0, 24.0] {
            let stride = 4 * width + 12
            var expected = Self.image(width: width, height: height, stride: stride, seed: UInt64(width * 1000 + height))
            Self.reference(&expected, width: width, height: height, stride: stride, sigma: sigma)
            var actual = Self.image(width: width, height: height, stride: stride, seed: UInt64(width * 1000 + height))
            try actual.withUnsafeMutableBufferPointer {
                try BoxBlur.apply($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
            }
            #expect(actual == expected, "\(width)×\(height), σ \(sigma)")
        }
    }

    /// The 32-bit multiply and shift divide exactly for every sum a box can hold.
    @Test func theMultiplierDividesExactly() {
        for k: Int32 in [1, 2, 3, 4, 5, 6, 7, 8, 9, 24, 100, 127] {
            let size = Int(2 * k + 1)
            var means = [UInt8](repeating: 0, count: 255 * size + 1)
            mockup_box_blur_means(k, &means, means.count)
            let wrong = means.indices.first { Int(means[$0]) != ($0 + size / 2) / size }
            #expect(wrong == nil, "k \(k), sum \(wrong ?? -1)")
        }
    }

    /// A blur it cannot do is an error, not a trap.
    @Test func anImpossibleBlurThrows() {
        var one = [UInt8](repeating: 7, count: 4)
        #expect(throws: RenderError.self) {
            try one.withUnsafeMutableBufferPointer { try BoxBlur.apply($0.baseAddress!, width: 1, height: 1, stride: 4, sigma: 1e9) }
        }
        #expect(mockup_box_blur(&one, 1, 1, 3, 1) == -1, "a stride shorter than the row")
        #expect(one == [7, 7, 7, 7])
    }
}
