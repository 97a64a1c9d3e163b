import MockupGolden
import MockupKit

/// Compares two images as `mockup diff` does: decoded pixels, never bytes; the same
/// profiles, thresholds and limits.
public enum ImageComparer {
    /// Compares `expected` with `actual`. Images of different sizes are not resized:
    /// the verdict is `.sizeMismatch`.
    public static func compare(
        _ expected: Bitmap, _ actual: Bitmap, options: ComparisonOptions = ComparisonOptions()
    ) -> ImageDifference {
        ImageDifference(
            expected: expected, actual: actual,
            result: ImageComparison.compare(expected, actual, options: options))
    }

    /// Compares two renders (their pixels; their scales are not compared).
    public static func compare(
        _ expected: RenderedImage, _ actual: RenderedImage, options: ComparisonOptions = ComparisonOptions()
    ) -> ImageDifference {
        compare(expected.bitmap, actual.bitmap, options: options)
    }

    /// Decodes two PNGs (any colour type and depth) and compares their pixels.
    ///
    /// - Throws: `PNGDecodeError` for corrupt, truncated or oversized data.
    public static func compare(
        expectedPNG: [UInt8], actualPNG: [UInt8], options: ComparisonOptions = ComparisonOptions()
    ) throws -> ImageDifference {
        let expected = try PNGCodec.decode(expectedPNG, source: "expected PNG")
        let actual = try PNGCodec.decode(actualPNG, source: "actual PNG")
        return compare(expected, actual, options: options)
    }

    /// Reads (bounded, regular files only) and compares two PNG files.
    ///
    /// - Throws: `PNGDecodeError` naming the path: missing, a folder or a FIFO, not a
    ///   PNG, corrupt, truncated or over the size limit.
    public static func compare(
        expectedFile: String, actualFile: String, options: ComparisonOptions = ComparisonOptions()
    ) throws -> ImageDifference {
        compare(try PNGCodec.decode(path: expectedFile), try PNGCodec.decode(path: actualFile), options: options)
    }

    /// Decodes PNG bytes into the pixels comparisons use (premultiplied ARGB words).
    ///
    /// - Throws: `PNGDecodeError` for corrupt, truncated or oversized data.
    public static func decodePNG(_ bytes: [UInt8]) throws -> Bitmap {
        try PNGCodec.decode(bytes)
    }
}
