import CPNGShim

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
        guard options.profile == .strict, options.ignore.isEmpty else { return nil }
        guard let (w, h) = try size(expected, source: sources.0), let (w2, h2) = try size(actual, source: sources.1),
            w == w2, h == h2
        else { return nil }
        var stats = mockup_strict_stats()
        var ma = [CChar](repeating: 0, count: 256), mb = [CChar](repeating: 0, count: 256)
        let status = expected.withUnsafeBufferPointer { a in
            actual.withUnsafeBufferPointer { b in
                mockup_png_compare_strict(
                    a.baseAddress, a.count, b.baseAddress, b.count, w, h, UInt32(ImageComparison.strictThreshold(options.threshold)),
                    &stats, &ma, &mb)
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
        return r
    }

    static func size(_ bytes: [UInt8], source: String) throws -> (UInt32, UInt32)? {
        try PNGCodec.size(bytes, source: source)
    }
}
