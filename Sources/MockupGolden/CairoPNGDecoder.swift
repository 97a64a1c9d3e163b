import CCairo
import MockupGeometry

/// PNG decoding through cairo (`cairo_image_surface_create_from_png_stream`): the
/// reference that `PNGCodec` matches pixel for pixel, kept for the benchmark and tests.
public enum CairoPNGDecoder {
    /// Decodes PNG bytes into premultiplied ARGB32.
    public static func decode(_ bytes: [UInt8], source: String = "PNG data") throws -> Bitmap {
        let reader = ByteReader(bytes)
        let s: OpaquePointer = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                ByteReader.read, Unmanaged.passUnretained(reader).toOpaque())
        }
        return try convert(s, source: source)
    }

    /// Copies any image surface into a tightly packed ARGB32 bitmap (RGB24 gets
    /// alpha 255); destroys `surface`.
    static func convert(_ surface: OpaquePointer, source: String) throws -> Bitmap {
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGDecodeError(
                description: "cannot decode \(source): \(String(cString: cairo_status_to_string(status)))")
        }
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0 else { throw PNGDecodeError(description: "cannot decode \(source): empty image") }
        // Paint onto a fresh ARGB32 surface: uniform output whatever cairo decoded to.
        let argb: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        defer { cairo_surface_destroy(argb) }
        let cr: OpaquePointer = cairo_create(argb)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        let drawStatus = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(argb)
        guard drawStatus == CAIRO_STATUS_SUCCESS, cairo_surface_status(argb) == CAIRO_STATUS_SUCCESS,
            let data = cairo_image_surface_get_data(argb)
        else {
            throw PNGDecodeError(description: "cannot decode \(source): out of memory converting pixels")
        }
        let stride = Int(cairo_image_surface_get_stride(argb))
        var pixels = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeMutableBytes { dst in
            for y in 0..<h {
                let row = UnsafeRawBufferPointer(start: data + y * stride, count: w * 4)
                UnsafeMutableRawBufferPointer(rebasing: dst[(y * w * 4)..<((y + 1) * w * 4)])
                    .copyMemory(from: row)
            }
        }
        return Bitmap(width: w, height: h, pixels: pixels)
    }
}

/// Feeds bytes to cairo's stream reader; a short read is an error (truncated PNG).
final class ByteReader {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let r = Unmanaged<ByteReader>.fromOpaque(closure).takeUnretainedValue()
        let n = Int(length)
        guard n <= r.bytes.count - r.offset else { return CAIRO_STATUS_READ_ERROR }
        r.bytes.withUnsafeBufferPointer { src in
            if let base = src.baseAddress, n > 0 {
                data.update(from: base + r.offset, count: n)
            }
        }
        r.offset += n
        return CAIRO_STATUS_SUCCESS
    }
}
