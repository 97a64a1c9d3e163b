import MockupGeometry

/// The outcome of comparing two bitmaps pixel by pixel.
public struct PixelDiff: Sendable {
    /// Whether sizes agree and no pixel differs by more than the tolerance.
    public var matches: Bool
    /// Pixels whose largest channel difference exceeds the tolerance.
    public var changedPixels: Int
    /// Largest channel difference seen anywhere (0…255).
    public var maxChannelDelta: Int
    /// Smallest rectangle (in pixels) holding every changed pixel.
    public var changedBounds: (x: Int, y: Int, width: Int, height: Int)?
    /// Expected faded to grey, changed pixels red; `nil` when the sizes differ.
    public var image: Bitmap?
    /// A one-line description for test output.
    public var summary: String

    /// Compares `expected` with `actual`; a pixel differs when any premultiplied
    /// channel differs by more than `tolerance`.
    public static func compare(_ expected: Bitmap, _ actual: Bitmap, tolerance: Int) -> PixelDiff {
        guard expected.width == actual.width, expected.height == actual.height else {
            return PixelDiff(
                matches: false, changedPixels: 0, maxChannelDelta: 0, changedBounds: nil, image: nil,
                summary: "size \(actual.width)x\(actual.height), expected \(expected.width)x\(expected.height)")
        }
        // Fast path: identical buffers.
        if expected.pixels == actual.pixels {
            return PixelDiff(
                matches: true, changedPixels: 0, maxChannelDelta: 0, changedBounds: nil, image: nil,
                summary: "identical")
        }
        var changed = 0
        var maxDelta = 0
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        var out = [UInt32](repeating: 0, count: expected.pixels.count)
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let i = y * expected.width + x
                let a = expected.pixels[i], b = actual.pixels[i]
                var delta = 0
                if a != b {
                    for shift in stride(from: 0, through: 24, by: 8) {
                        delta = max(delta, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                    }
                }
                maxDelta = max(maxDelta, delta)
                if delta > tolerance {
                    changed += 1
                    x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
                    out[i] = 0xFFFF_0000
                } else {
                    // Faded expected: luminance pulled towards white.
                    let r = (a >> 16) & 0xFF, g = (a >> 8) & 0xFF, bl = a & 0xFF
                    let l = (r * 299 + g * 587 + bl * 114) / 1000
                    let f = 255 - (255 - l) / 4
                    out[i] = 0xFF00_0000 | (f << 16) | (f << 8) | f
                }
            }
        }
        let bounds = changed > 0 ? (x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) : nil
        let total = expected.width * expected.height
        var summary = "\(changed) of \(total) pixels differ (max channel delta \(maxDelta))"
        if let b = bounds { summary += " in \(b.width)x\(b.height) at \(b.x),\(b.y)" }
        return PixelDiff(
            matches: changed == 0, changedPixels: changed, maxChannelDelta: maxDelta, changedBounds: bounds,
            image: Bitmap(width: expected.width, height: expected.height, pixels: out), summary: summary)
    }
}
