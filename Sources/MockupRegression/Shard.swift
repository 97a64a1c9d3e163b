/// One of N slices of a run's cases, for CI fleets (`mockup test --shard K/N`).
///
/// A case belongs to shard `fnv1a64(name) % N + 1`: the case name alone decides, so the
/// assignment is the same on every run and machine (no seeded hashing, no file-system
/// order), needs no pass over the other shards' files, and adding or removing a case
/// never moves another case to a different shard. Every case is in exactly one shard.
public struct Shard: Sendable, Codable, Equatable, CustomStringConvertible {
    /// 1-based: 1…count.
    public var index: Int
    public var count: Int

    /// The largest N accepted: far above any CI fleet, small enough to catch typos.
    public static let maxCount = 1000

    /// Creates a shard; nil unless 1 ≤ index ≤ count ≤ `maxCount`.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maxCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N` (plain decimal digits, e.g. `2/4`); nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Self.digits(parts[0]), let n = Self.digits(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    static func digits(_ s: Substring) -> Int? {
        guard !s.isEmpty, s.count <= 6, s.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(s)
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the case named `name` runs in this shard.
    public func contains(_ name: String) -> Bool {
        Self.shard(of: name, count: count) == index
    }

    /// The shard (1…count) a case name belongs to.
    public static func shard(of name: String, count: Int) -> Int {
        Int(fnv1a64(name) % UInt64(max(1, count))) + 1
    }

    /// FNV-1a, 64 bits, over the name's UTF-8: fixed, documented, and unlike Swift's
    /// `Hasher` not seeded per process.
    public static func fnv1a64(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }
}
