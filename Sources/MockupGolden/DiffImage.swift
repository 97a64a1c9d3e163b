import Dispatch
import MockupGeometry

/// The diff image in pixelmatch's colours: the expected image as a faded grey
/// background, changed pixels red, anti-aliasing pixels yellow; ignored regions are
/// tinted blue so a reader sees what was skipped.
public enum DiffImage {
    /// Opaque red: a pixel that counts as changed.
    public static let changed: UInt32 = 0xFFFF_0000
    /// Opaque yellow: a difference explained by anti-aliasing.
    public static let antialiased: UInt32 = 0xFFFF_FF00
    /// How much of the expected image shows through (pixelmatch's `alpha` 0.1).
    public static let fade = 0.1

    /// The diff of `result` over `expected`; `nil` when the sizes differ.
    public static func make(expected: Bitmap, result: PixelComparison) -> Bitmap? {
        guard result.verdict != .sizeMismatch else { return nil }
        let n = expected.pixels.count
        let out = [UInt32](unsafeUninitializedCapacity: n) { o, count in
            expected.pixels.withUnsafeBufferPointer { fill(o, from: $0, result: result, width: expected.width, height: expected.height) }
            count = n
        }
        return Bitmap(width: expected.width, height: expected.height, pixels: out)
    }

    /// Turns `expected` itself into the diff of `result` (each pixel depends only on
    /// itself): no second image-sized buffer, for a caller that no longer needs the
    /// expected pixels. False, and `expected` untouched, when the sizes differ.
    public static func makeInPlace(_ expected: inout Bitmap, result: PixelComparison) -> Bool {
        guard result.verdict != .sizeMismatch else { return false }
        let (w, h) = (expected.width, expected.height)
        expected.pixels.withUnsafeMutableBufferPointer { o in
            fill(o, from: UnsafeBufferPointer(o), result: result, width: w, height: h)
        }
        return true
    }

    /// Writes the diff pixels of `expected` (which may be `o` itself) into `o`.
    private static func fill(
        _ o: UnsafeMutableBufferPointer<UInt32>, from pe: UnsafeBufferPointer<UInt32>, result: PixelComparison,
        width: Int, height: Int
    ) {
        let n = pe.count
        let classes: [UInt8] = result.classes
            ?? ImageComparison.ignoreMask(result.options.ignore, width: width, height: height)
                .map { $0.map { $0 == 1 ? PixelClass.ignored.rawValue : PixelClass.same.rawValue } }
            ?? [UInt8](repeating: PixelClass.same.rawValue, count: n)
        // Every pixel is written below: no zero-filling pass first. Runs of 64 K pixels
        // or more go to every core (each keeps its own last conversion).
        let bands = max(1, min(64, n / 65_536))
        classes.withUnsafeBufferPointer { cls in
            let job = Job(pe: pe, cls: cls, o: o, n: n, bands: bands)
            DispatchQueue.concurrentPerform(iterations: bands) { job.fill(band: $0) }
        }
    }

    /// One band's share of `make`: the buffers are disjoint per band.
    private struct Job: @unchecked Sendable {
        let pe: UnsafeBufferPointer<UInt32>
        let cls: UnsafeBufferPointer<UInt8>
        let o: UnsafeMutableBufferPointer<UInt32>
        let n: Int
        let bands: Int
        /// Eight `same` class bytes read as one word.
        static let sameWord = UInt64(PixelClass.same.rawValue) * 0x0101_0101_0101_0101

        func fill(band: Int) {
            let changedClass = PixelClass.changed.rawValue, aaClass = PixelClass.antialiased.rawValue
            let ignoredClass = PixelClass.ignored.rawValue
            // Screens are mostly flat: remember the last conversion.
            var lastIn: UInt32 = 0, lastOut = faded(0)
            let end = n * (band + 1) / bands
            var i = n * band / bands
            while i < end {
                // Eight unchanged pixels, by far the most, in one word's test.
                if i + 8 <= end, let c = cls.baseAddress,
                    UnsafeRawPointer(c + i).loadUnaligned(as: UInt64.self) == Self.sameWord
                {
                    for k in i..<(i + 8) {
                        let p = pe[k]
                        if p != lastIn {
                            lastIn = p
                            lastOut = faded(p)
                        }
                        o[k] = lastOut
                    }
                    i += 8
                    continue
                }
                defer { i += 1 }
                switch cls[i] {
                case changedClass: o[i] = changed
                case aaClass: o[i] = antialiased
                case ignoredClass: o[i] = tinted(faded(pe[i]))
                default:
                    let p = pe[i]
                    if p != lastIn {
                        lastIn = p
                        lastOut = faded(p)
                    }
                    o[i] = lastOut
                }
            }
        }
    }

    /// Grey of the pixel's brightness blended towards white: 255 + fade·(Y − a) on
    /// premultiplied channels, which is pixelmatch's blend of straight Y by fade·alpha.
    @inline(__always)
    static func faded(_ p: UInt32) -> UInt32 {
        let a = Double(p >> 24)
        let y = Double((p >> 16) & 0xFF) * 0.29889531 + Double((p >> 8) & 0xFF) * 0.58662247
            + Double(p & 0xFF) * 0.11448223
        let v = UInt32(max(0, min(255, (255 + fade * (y - a)).rounded())))
        return 0xFF00_0000 | v << 16 | v << 8 | v
    }

    /// A light blue wash over a faded grey pixel.
    static func tinted(_ p: UInt32) -> UInt32 {
        let v = p & 0xFF
        return 0xFF00_0000 | (v * 3 / 4) << 16 | (v * 7 / 8) << 8 | v
    }
}
