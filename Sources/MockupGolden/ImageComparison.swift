#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform
import MockupGeometry

/// Compares two bitmaps under a profile: the entry point of the toolkit's comparison.
public enum ImageComparison {
    /// Compares `expected` with `actual`. Sizes must agree (images are never resized);
    /// equal pixel buffers take a fast path (one `memcmp`, no allocation).
    public static func compare(_ expected: Bitmap, _ actual: Bitmap, options: ComparisonOptions = ComparisonOptions())
        -> PixelComparison
    {
        var result = PixelComparison(
            verdict: .identical, options: options, expectedSize: (expected.width, expected.height),
            actualSize: (actual.width, actual.height))
        guard expected.width == actual.width, expected.height == actual.height else {
            result.verdict = .sizeMismatch
            return result
        }
        let count = expected.width * expected.height
        if identical(expected.pixels, actual.pixels) {
            let ignored = ignoreMask(options.ignore, width: expected.width, height: expected.height)
            result.ignoredPixels = ignored.map { $0.reduce(0) { $0 + Int($1) } } ?? 0
            result.comparedPixels = count - result.ignoredPixels
            return result
        }
        var classes = [UInt8](repeating: PixelClass.same.rawValue, count: count)
        if let mask = ignoreMask(options.ignore, width: expected.width, height: expected.height) {
            for i in 0..<count where mask[i] != 0 {
                classes[i] = PixelClass.ignored.rawValue
                result.ignoredPixels += 1
            }
        }
        switch options.profile {
        case .strict:
            StrictComparison.run(expected, actual, threshold: strictThreshold(options.threshold), classes: &classes, into: &result)
        case .perceptual:
            PerceptualComparison.run(expected, actual, threshold: options.threshold, classes: &classes, into: &result)
        }
        result.comparedPixels = count - result.ignoredPixels
        result.classes = classes
        if result.changedPixels == 0 && result.antialiasedPixels == 0 && result.maxChannelDelta == 0 {
            // Every difference fell inside ignored regions.
            result.verdict = .identical
        } else {
            let allowed = options.allowedDiffPixels(compared: result.comparedPixels)
            result.verdict = result.changedPixels <= allowed ? .withinLimits : .different
        }
        return result
    }

    /// The strict profile's channel threshold as 0…255: options built in code may hold
    /// any `Double`, and converting NaN or a huge one to `Int` traps.
    static func strictThreshold(_ t: Double) -> Int {
        t.isNaN ? 0 : Int(max(0, min(255, t)).rounded(.down))
    }

    /// Whether two pixel buffers hold the same words.
    static func identical(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }
                return memcmp(x, y, pa.count) == 0
            }
        }
    }

    /// One byte per pixel, 1 inside an ignored region; `nil` when there are none.
    static func ignoreMask(_ regions: [PixelRect], width: Int, height: Int) -> [UInt8]? {
        let clipped = regions.compactMap { $0.clipped(width: width, height: height) }
        guard !clipped.isEmpty else { return nil }
        var mask = [UInt8](repeating: 0, count: width * height)
        for r in clipped {
            for y in r.y..<(r.y + r.height) {
                for x in r.x..<(r.x + r.width) { mask[y * width + x] = 1 }
            }
        }
        return mask
    }
}

/// Grows a bounding box point by point.
struct BoundsAccumulator {
    var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1

    mutating func add(_ x: Int, _ y: Int) {
        if x < x0 { x0 = x }
        if x > x1 { x1 = x }
        if y < y0 { y0 = y }
        if y > y1 { y1 = y }
    }

    var rect: PixelRect? { x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) }
}
