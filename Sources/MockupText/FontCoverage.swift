import CPangoCairo

/// Which characters the pinned fonts can draw: the union of their coverage, as one bit
/// per code point, so a scene can warn about text that would come out as boxes.
///
/// A value (`Sendable`): built once from the font set, then read from any thread.
public struct FontCoverage: Sendable {
    /// Bit `c` of the map is set when some pinned face has a glyph for `c`.
    private let bits: [UInt64]

    /// The coverage of every face in `fonts`' private configuration.
    public init(_ fonts: FontSet) {
        var bits = [UInt64](repeating: 0, count: 0x110000 / 64)
        if let set = FcConfigGetFonts(fonts.config, FcSetSystem) {
            let count = Int(set.pointee.nfont)
            for i in 0..<count {
                guard let pattern = set.pointee.fonts[i] else { continue }
                var charset: OpaquePointer? = nil
                guard FcPatternGetCharSet(pattern, "charset", 0, &charset) == FcResultMatch, let charset else { continue }
                var map = [FcChar32](repeating: 0, count: 8)  // FC_CHARSET_MAP_SIZE: 256 bits a page
                var next: FcChar32 = 0
                var base = FcCharSetFirstPage(charset, &map, &next)
                while base != FcChar32.max {  // FC_CHARSET_DONE
                    // A page is 256 code points in eight 32-bit words; each word is one half
                    // of a 64-bit word of the map.
                    for (w, word) in map.enumerated() where word != 0 {
                        let c = Int(base) + w * 32
                        if c < 0x110000 { bits[c >> 6] |= UInt64(word) << UInt64(c & 63) }
                    }
                    base = FcCharSetNextPage(charset, &map, &next)
                }
            }
        }
        self.bits = bits
    }

    /// Whether `scalar` is drawn by some pinned face. Characters that draw nothing
    /// (spaces, controls, joiners, variation selectors) and emoji (the colour emoji face
    /// draws them; fontconfig leaves some out of its coverage) count as drawn.
    public func canDraw(_ scalar: Unicode.Scalar) -> Bool {
        let v = Int(scalar.value)
        if bits[v >> 6] & (1 << UInt64(v & 63)) != 0 { return true }
        let p = scalar.properties
        if p.isWhitespace || p.isDefaultIgnorableCodePoint || p.isVariationSelector || p.isEmoji { return true }
        return p.generalCategory == .control || p.generalCategory == .format
    }
}
