/// A rendered screen: its pixels, their size and the scale they were drawn at.
///
/// A value: nothing in it refers back to the engine. Pixels are available in two
/// documented layouts: `rgba` (bytes, for any other code) and `bitmap` (the words the
/// renderer and the comparison toolkit use).
public struct RenderedImage: Sendable, Hashable {
    /// Width in pixels (the canvas width in points × `scale`, rounded).
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels per point the image was drawn at (2 for an iPhone 6 at its own scale).
    public let scale: Double
    /// The renderer's pixels: `width × height` native-endian words `0xAARRGGBB`, colour
    /// premultiplied by alpha, rows top to bottom (cairo's `ARGB32`).
    public let bitmap: Bitmap

    /// An image of `bitmap`'s pixels drawn at `scale`.
    public init(bitmap: Bitmap, scale: Double) {
        self.bitmap = bitmap
        self.width = bitmap.width
        self.height = bitmap.height
        self.scale = scale
    }

    /// The pixels as bytes: 4 a pixel in the order red, green, blue, alpha, straight
    /// (not premultiplied) alpha, rows top to bottom with no padding (`4 × width` bytes
    /// a row, `4 × width × height` in all).
    public var rgba: [UInt8] {
        var out = [UInt8](repeating: 0, count: bitmap.pixels.count * 4)
        var i = 0
        for p in bitmap.pixels {
            let a = UInt32(p >> 24)
            out[i + 3] = UInt8(a)
            if a == 255 {
                out[i] = UInt8(truncatingIfNeeded: p >> 16)
                out[i + 1] = UInt8(truncatingIfNeeded: p >> 8)
                out[i + 2] = UInt8(truncatingIfNeeded: p)
            } else if a != 0 {
                // Un-premultiply, rounded, as `Bitmap.color(x:y:)` does.
                func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, ((c & 0xFF) * 255 + a / 2) / a)) }
                out[i] = straight(p >> 16)
                out[i + 1] = straight(p >> 8)
                out[i + 2] = straight(p)
            }
            i += 4
        }
        return out
    }

    /// The image as PNG bytes, exactly as `mockup render` writes them (8-bit RGB when
    /// opaque, else RGBA; no time chunk, so equal pixels give equal bytes).
    public func png() throws -> [UInt8] {
        try MockupEngine.pngBytes(bitmap)
    }
}
