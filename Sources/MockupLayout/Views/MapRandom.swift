import MockupGeometry

/// SplitMix64: a small, fast, portable pseudo-random sequence (the same numbers on every
/// platform, unlike the standard library's generator).
struct MapRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: Int) { state = UInt64(bitPattern: Int64(seed)) &* 0x9E37_79B9_7F4A_7C15 ^ 0x6A09_E667_F3BC_C909 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
    mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
    /// A whole number in 0..<n.
    mutating func int(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    /// One of `items` (nil when empty).
    mutating func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[int(items.count)] }
}

/// Smooth curves through points (Catmull–Rom as cubic Béziers).
enum MapCurves {
    /// An open curve through `pts`.
    static func smooth(through pts: [Point]) -> Path {
        var p = Path()
        guard let first = pts.first else { return p }
        p.move(to: first)
        for i in 0..<(pts.count - 1) {
            let p0 = pts[max(0, i - 1)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[min(pts.count - 1, i + 2)]
            p.curve(to: p2, control1: ctl(p0, p1, p2, +1), control2: ctl(p1, p2, p3, -1))
        }
        return p
    }

    /// A closed curve through `pts`.
    static func closed(through pts: [Point]) -> Path {
        var p = Path()
        guard pts.count > 2 else { return p }
        let n = pts.count
        p.move(to: pts[0])
        for i in 0..<n {
            let p0 = pts[(i + n - 1) % n], p1 = pts[i], p2 = pts[(i + 1) % n], p3 = pts[(i + 2) % n]
            p.curve(to: p2, control1: ctl(p0, p1, p2, +1), control2: ctl(p1, p2, p3, -1))
        }
        p.close()
        return p
    }

    /// The Bézier control point a third of the tangent away from the middle point.
    private static func ctl(_ a: Point, _ b: Point, _ c: Point, _ sign: Double) -> Point {
        sign > 0
            ? Point(x: b.x + (c.x - a.x) / 6, y: b.y + (c.y - a.y) / 6)
            : Point(x: b.x - (c.x - a.x) / 6, y: b.y - (c.y - a.y) / 6)
    }
}
