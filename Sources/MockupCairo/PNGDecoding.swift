import CPNGShim
import MockupGeometry

/// Why PNG bytes could not be decoded: the decoder's reason alone (no path), so the
/// caller can put it at the place in the mockup that names the file.
public struct PNGImageError: Error, CustomStringConvertible {
    /// What is wrong with the data ("IDAT: CRC error", "bad filter type 7 in row 0").
    public var description: String
}

/// Decodes the PNG files a mockup names, when the scene is resolved (injected into
/// `SceneOptions.decodePNG` by MockupKit): the same `CPNGShim` reader as the golden
/// comparison, with cairo's own transforms and rounding, so the pixels equal what
/// `cairo_image_surface_create_from_png` used to give the renderer.
public enum PNGImageDecoder {
    /// Decodes `bytes`, refusing images over `maxPixels` before allocating anything.
    ///
    /// - Throws: `PNGImageError` for a bad CRC, a bad filter byte, too little data, a
    ///   palette image without palette and every other corruption libpng finds.
    public static func decode(_ bytes: [UInt8], maxPixels: UInt64 = 32_000_000) throws -> Bitmap {
        var message = [CChar](repeating: 0, count: 256)
        var w: UInt32 = 0, h: UInt32 = 0
        let sized = bytes.withUnsafeBufferPointer { b in
            mockup_png_read_size(b.baseAddress, b.count, &w, &h, maxPixels, &message)
        }
        guard sized == 0 else { throw PNGImageError(description: reason(message)) }
        var pixels = [UInt32](repeating: 0, count: Int(w) * Int(h))
        let status = bytes.withUnsafeBufferPointer { b in
            pixels.withUnsafeMutableBufferPointer { p in
                mockup_png_read_image(b.baseAddress, b.count, p.baseAddress, w, h, &message)
            }
        }
        guard status == 0 else { throw PNGImageError(description: reason(message)) }
        return Bitmap(width: Int(w), height: Int(h), pixels: pixels)
    }

    /// The C reader's message without its generic prefix (the caller already says the
    /// file is damaged).
    private static func reason(_ message: [CChar]) -> String {
        var text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for prefix in ["corrupt or truncated PNG: ", "corrupt PNG: "] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        return text.isEmpty ? "unreadable image data" : text
    }
}
