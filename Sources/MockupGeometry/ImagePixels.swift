/// A decoded raster image (a PNG read once when the scene was resolved), with a
/// content hash so that display lists compare and hash it without walking the pixels.
///
/// The display list carries these pixels instead of a path: what the resolver checked
/// is exactly what the backend draws, and a render depends only on what was read.
public struct ImagePixels: Sendable, Hashable {
    /// The premultiplied ARGB32 pixels.
    public let bitmap: Bitmap
    /// FNV-1a (64-bit) over the size and the pixel words.
    public let contentHash: UInt64

    /// Wraps decoded pixels, computing their hash.
    public init(_ bitmap: Bitmap) {
        self.bitmap = bitmap
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt32) {
            // One multiply per word rather than per byte: still FNV's spreading, 4× fewer steps.
            h = (h ^ UInt64(word)) &* 0x0000_0100_0000_01B3
        }
        mix(UInt32(truncatingIfNeeded: bitmap.width))
        mix(UInt32(truncatingIfNeeded: bitmap.height))
        bitmap.pixels.withUnsafeBufferPointer { for w in $0 { mix(w) } }
        contentHash = h
    }

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }

    /// Equal pixels (the content hash first, then the pixels).
    public static func == (a: ImagePixels, b: ImagePixels) -> Bool {
        // The hash decides almost always; equal hashes are confirmed on the pixels.
        a.contentHash == b.contentHash && a.bitmap == b.bitmap
    }

    /// Hashes the content hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(contentHash) }
}
