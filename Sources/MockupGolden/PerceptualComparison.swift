import MockupGeometry

/// The perceptual profile (pixelmatch's algorithm): a pixel changes when its YIQ
/// distance exceeds the threshold and anti-aliasing in either image does not explain it.
enum PerceptualComparison {
    static func run(
        _ expected: Bitmap, _ actual: Bitmap, threshold: Double, classes: inout [UInt8],
        into result: inout PixelComparison
    ) {
        let w = expected.width, h = expected.height
        let limit = YIQ.maxDelta * threshold * threshold
        let detector = AntiAliasDetection(width: w, height: h)
        var bounds = BoundsAccumulator()
        var changed = 0, aa = 0, maxChannel = 0
        var maxDelta = 0.0
        let changedClass = PixelClass.changed.rawValue, aaClass = PixelClass.antialiased.rawValue
        let ignoredClass = PixelClass.ignored.rawValue
        expected.pixels.withUnsafeBufferPointer { pe in
            actual.pixels.withUnsafeBufferPointer { pa in
                classes.withUnsafeMutableBufferPointer { cls in
                    for y in 0..<h {
                        let row = y * w
                        for x in 0..<w {
                            let i = row + x
                            let p = pe[i], q = pa[i]
                            if p == q || cls[i] == ignoredClass { continue }
                            let channel = ChannelMath.maxDelta(p, q)
                            if channel > maxChannel { maxChannel = channel }
                            let delta = abs(YIQ.delta(p, q, index: i))
                            if delta > maxDelta { maxDelta = delta }
                            guard delta > limit else { continue }
                            if detector.isAntialiased(pe, pa, x: x, y: y) || detector.isAntialiased(pa, pe, x: x, y: y) {
                                cls[i] = aaClass
                                aa += 1
                            } else {
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
        result.antialiasedPixels = aa
        result.maxChannelDelta = maxChannel
        result.maxPerceptualDelta = YIQ.normalized(maxDelta)
        result.changedBounds = bounds.rect
    }
}
