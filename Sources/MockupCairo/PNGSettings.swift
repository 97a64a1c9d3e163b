import CPNG

/// zlib and row-filter settings for `PNGEncoder`; the default is the measured best
/// trade of time against size for mockup screens (docs/PERFORMANCE.md).
struct PNGSettings: Sendable, Equatable {
    /// Which PNG row filters libpng may use.
    enum Filter: Sendable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng picks per row among all five (slowest, usually smallest).
        case adaptive

        var libpngMask: Int32 {
            switch self {
            case .none: return PNG_FILTER_NONE
            case .sub: return PNG_FILTER_SUB
            case .up: return PNG_FILTER_UP
            case .average: return PNG_FILTER_AVG
            case .paeth: return PNG_FILTER_PAETH
            case .adaptive: return PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH
            }
        }
    }

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
    var filter: Filter
    var strategy: Strategy

    /// Used by `Renderer.encodePNG`: zlib level 2, no row filter. Flat colour rows
    /// repeat every 3 bytes and match the row above, which deflate finds unfiltered;
    /// filters only add work. ~5× faster than level 6 + adaptive at ~1.1× the size.
    static let standard = PNGSettings(level: 2, filter: .none, strategy: .standard)
}
