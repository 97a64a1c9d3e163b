import CPNGShim
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The strict comparison straight from two encoded PNGs: both inflated at once (one on
/// another thread), then compared row by row on their raw bytes, converting only rows
/// that differ, so `mockup diff` without a diff image makes no ARGB images
/// (docs/PERFORMANCE.md). Same figures as decoding both and
/// calling `ImageComparison.compare`; a test checks it.
public enum StreamingComparison {
    /// Compares `expected` with `actual` under the strict profile, or returns `nil` when
    /// it does not apply: another profile, ignored regions, different sizes, or a PNG
    /// kind outside the fast decoder's (then decode both and compare).
    ///
    /// - Throws: `PNGDecodeError` naming the corrupt file.
    public static func compare(
        _ expected: [UInt8], _ actual: [UInt8], options: ComparisonOptions, sources: (String, String)
    ) throws -> PixelComparison? {
        try run(expected, actual, options: options, sources: sources, diffImage: false)?.result
    }

    /// As `compare`, and the diff image made on the way (`DiffImage`'s colours: faded
    /// expected pixels, changed ones red), as PNG bytes equal to encoding
    /// `DiffImage.make`'s bitmap with mockup's PNG writer, but without an image-sized
    /// buffer: `mockup diff -o` under the strict profile (docs/PERFORMANCE.md). `nil`
    /// where `compare` gives `nil`.
    ///
    /// - Throws: `PNGDecodeError` naming the corrupt file.
    public static func compareWithDiffImage(
        _ expected: [UInt8], _ actual: [UInt8], options: ComparisonOptions, sources: (String, String)
    ) throws -> (result: PixelComparison, png: [UInt8])? {
        guard let (result, png) = try run(expected, actual, options: options, sources: sources, diffImage: true),
            let png
        else { return nil }
        return (result, png)
    }

    private static func run(
        _ expected: [UInt8], _ actual: [UInt8], options: ComparisonOptions, sources: (String, String), diffImage: Bool
    ) throws -> (result: PixelComparison, png: [UInt8]?)? {
        guard options.profile == .strict, options.ignore.isEmpty else { return nil }
        guard let (w, h) = try size(expected, source: sources.0), let (w2, h2) = try size(actual, source: sources.1),
            w == w2, h == h2
        else { return nil }
        var stats = mockup_strict_stats()
        var ma = [CChar](repeating: 0, count: 256), mb = [CChar](repeating: 0, count: 256)
        var png: UnsafeMutablePointer<UInt8>?
        var pngCount = 0
        defer { free(png) }
        let threshold = UInt32(ImageComparison.strictThreshold(options.threshold))
        let status = expected.withUnsafeBufferPointer { a in
            actual.withUnsafeBufferPointer { b in
                diffImage
                    ? mockup_png_diff_strict(
                        a.baseAddress, a.count, b.baseAddress, b.count, w, h, threshold, &stats, &ma, &mb, &png, &pngCount)
                    : mockup_png_compare_strict(
                        a.baseAddress, a.count, b.baseAddress, b.count, w, h, threshold, &stats, &ma, &mb)
            }
        }
        switch status {
        case 0: break
        case 1: return nil
        case -2: throw PNGDecodeError(description: "\(sources.1): \(PNGCodec.text(mb))")
        default: throw PNGDecodeError(description: "\(sources.0): \(PNGCodec.text(ma))")
        }
        let count = Int(w) * Int(h)
        var r = PixelComparison(
            verdict: .identical, options: options, expectedSize: (Int(w), Int(h)), actualSize: (Int(w), Int(h)))
        r.comparedPixels = count
        r.changedPixels = Int(stats.changed)
        r.maxChannelDelta = Int(stats.max_delta)
        if stats.changed > 0 {
            r.changedBounds = PixelRect(
                x: Int(stats.x0), y: Int(stats.y0), width: Int(stats.x1 - stats.x0) + 1, height: Int(stats.y1 - stats.y0) + 1)
        }
        if r.maxChannelDelta > 0 {
            r.verdict = r.changedPixels <= options.allowedDiffPixels(compared: count) ? .withinLimits : .different
        }
        return (r, png.map { Array(UnsafeBufferPointer(start: $0, count: pngCount)) })
    }

    static func size(_ bytes: [UInt8], source: String) throws -> (UInt32, UInt32)? {
        try PNGCodec.size(bytes, source: source)
    }
}
