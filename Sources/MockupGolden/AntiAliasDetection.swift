/// Tells whether a differing pixel is likely anti-aliasing, after V. Vyšniauskas,
/// "Anti-aliased pixel and intensity slope detector" (2009), as pixelmatch does it: the
/// pixel has both a darker and a brighter neighbour, at most two equal ones, and its
/// darkest or brightest neighbour sits in a flat area (3+ equal neighbours) in both
/// images, i.e. the pixel is on the edge between two flat regions.
struct AntiAliasDetection {
    let width: Int
    let height: Int

    /// Whether pixel `(x, y)` of `image` looks anti-aliased; `other` is the image it is
    /// compared with.
    func isAntialiased(
        _ image: UnsafeBufferPointer<UInt32>, _ other: UnsafeBufferPointer<UInt32>, x: Int, y: Int
    ) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = y * width + x
        let c = image[center]
        // A pixel on the image's border has fewer neighbours: count one as equal.
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let n = image[ny * width + nx]
                let delta = n == c ? 0 : YIQ.brightnessDelta(c, n, index: center)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = nx
                    minY = ny
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = nx
                    maxY = ny
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether pixel `(x, y)` has 3+ neighbours of exactly its colour.
    func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let value = image[y * width + x]
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if image[ny * width + nx] == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
