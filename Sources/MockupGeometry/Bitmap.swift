/// Pixels of a rendered or decoded image: premultiplied ARGB in native-endian 32-bit
/// words, row by row without padding (cairo's `ARGB32` layout with stride = 4·width).
///
/// Shared by the renderer and the golden comparison so neither imports the other.
public struct Bitmap: Sendable, Hashable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height` words, `0xAARRGGBB`, colour channels premultiplied by alpha.
    public var pixels: [UInt32]

    /// Creates a bitmap; `pixels.count` must equal `width × height`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "bitmap size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The word at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// The straight-alpha colour at column `x`, row `y`.
    public func color(x: Int, y: Int) -> Color {
        let p = self[x, y]
        let a = UInt8(p >> 24)
        func un(_ c: UInt32) -> UInt8 {
            let v = UInt8(c & 0xFF)
            if a == 0 { return 0 }
            if a == 255 { return v }
            return UInt8(min(255, (UInt32(v) * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return Color(red: un(p >> 16), green: un(p >> 8), blue: un(p), alpha: a)
    }
}
