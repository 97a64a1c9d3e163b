/// SplitMix64: a small, fast generator whose whole state is one integer, so that every
/// fuzz input is a pure function of (seed, index) and a run is deterministic whatever
/// the worker pool's order.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// The generator for input `index` of a run seeded with `seed`.
    init(seed: UInt64, index: Int) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: index) &* 0xBF58_476D_1CE4_E5B9
        _ = next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<n` (0 when `n` ≤ 0).
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    /// One element of a non-empty array.
    mutating func pick<T>(_ a: [T]) -> T { a[below(a.count)] }
}
