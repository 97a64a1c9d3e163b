import MockupPlatform
import MockupGeometry

/// The strict profile: a pixel changes when any premultiplied channel (alpha
/// included) differs by more than the threshold. Transparent pixels are all zero once
/// premultiplied, so colour hidden under alpha 0 never counts.
enum StrictComparison {
    static func run(
        _ expected: Bitmap, _ actual: Bitmap, threshold: Int, classes: inout [UInt8], into result: inout PixelComparison
    ) {
        let w = expected.width, h = expected.height
        var bounds = BoundsAccumulator()
        var changed = 0, maxDelta = 0
        let changedClass = PixelClass.changed.rawValue, ignoredClass = PixelClass.ignored.rawValue
        expected.pixels.withUnsafeBufferPointer { pe in
            actual.pixels.withUnsafeBufferPointer { pa in
                classes.withUnsafeMutableBufferPointer { cls in
                    for y in 0..<h {
                        let row = y * w
                        // Equal rows, nearly all of a screen's, are passed by one memcmp.
                        if let a = pe.baseAddress, let b = pa.baseAddress, memcmp(a + row, b + row, w * 4) == 0 { continue }
                        for x in 0..<w {
                            let i = row + x
                            let p = pe[i], q = pa[i]
                            if p == q || cls[i] == ignoredClass { continue }
                            let d = ChannelMath.maxDelta(p, q)
                            if d > maxDelta { maxDelta = d }
                            if d > threshold {
                                cls[i] = changedClass
                                changed += 1
                                bounds.add(x, y)
                            }
                        }
                    }
                }
            }
        }
        result.changedPixels = changed
        result.maxChannelDelta = maxDelta
        result.changedBounds = bounds.rect
    }
}
