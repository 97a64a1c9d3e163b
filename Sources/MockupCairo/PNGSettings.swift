import CPNG

/// zlib settings for `PNGEncoder`; the default is the measured best trade of time
/// against size for mockup screens (docs/PERFORMANCE.md). Rows are never filtered:
/// flat colour rows repeat every 3 bytes and match the row above, which deflate finds
/// unfiltered, while SUB/UP/PAETH only add work and bytes (measured there).
struct PNGSettings: Sendable, Equatable {
    /// zlib's match-finding strategy.
    enum Strategy: Sendable, CaseIterable {
        case standard, filtered, rle

        var zlibValue: Int32 {
            switch self {
            case .standard: return Z_DEFAULT_STRATEGY
            case .filtered: return Z_FILTERED
            case .rle: return Z_RLE
            }
        }
    }

    /// zlib level, 0 (store) ... 9.
    var level: Int32
    var strategy: Strategy

    /// Used by `Renderer.encodePNG`: zlib level 2 (deflate_fast), ~5× faster than
    /// level 6 with adaptive filtering at ~1.1× the size.
    static let standard = PNGSettings(level: 2, strategy: .standard)
}
