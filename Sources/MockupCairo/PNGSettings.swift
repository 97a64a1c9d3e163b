import CPNGShim

/// Deflate settings for `PNGEncoder`; the default is the measured best trade of time
/// against size for mockup screens (docs/PERFORMANCE.md). Rows are never filtered:
/// flat colour rows repeat every 3 bytes and match the row above, which deflate finds
/// unfiltered, while SUB/UP/PAETH only add work and bytes (measured there).
struct PNGSettings: Sendable, Equatable {
    /// Intel ISA-L's igzip level, 0 (static Huffman codes) ... 3.
    var level: Int32

    /// Used by `Renderer.encodePNG`: igzip level 1, ~9× zlib level 2's speed on a
    /// @3x screen at ~1.05× its size.
    static let standard = PNGSettings(level: Int32(mockup_png_level))
}
