import CPNGShim
import MockupGeometry

/// Conversion of premultiplied ARGB32 words into the byte rows PNG stores.
enum PNGRows {
    /// Writes `src.count` pixels as R, G, B bytes, dropping alpha, and returns whether
    /// every one of them was opaque (alpha 255), which is when dropping it was right:
    /// the check rides on the conversion's own reads, so an encoder that assumes an
    /// opaque image learns otherwise without a pass of its own over the pixels.
    static func rgb(_ src: UnsafeBufferPointer<UInt32>, into dst: UnsafeMutablePointer<UInt8>) -> Bool {
        // Plain C, one word load and store per pixel (`CPNGShim/pixel_rows.c`).
        guard let base = src.baseAddress else { return true }
        return mockup_argb_to_rgb(base, src.count, dst) >> 24 == 0xFF
    }

    /// Writes `src.count` pixels as straight-alpha R, G, B, A bytes (PNG has no
    /// premultiplied form). Rounds to nearest, like `Bitmap.color(x:y:)`.
    static func rgba(_ src: UnsafeBufferPointer<UInt32>, into dst: UnsafeMutablePointer<UInt8>) {
        var o = dst
        for p in src {
            let a = p >> 24
            var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
            if a == 0 {
                r = 0; g = 0; b = 0
            } else if a != 255 {
                // Valid premultiplied data has channel ≤ alpha; min() guards the rest.
                let half = a / 2
                r = min(255, (r * 255 + half) / a)
                g = min(255, (g * 255 + half) / a)
                b = min(255, (b * 255 + half) / a)
            }
            o[0] = UInt8(truncatingIfNeeded: r)
            o[1] = UInt8(truncatingIfNeeded: g)
            o[2] = UInt8(truncatingIfNeeded: b)
            o[3] = UInt8(truncatingIfNeeded: a)
            o += 4
        }
    }
}
