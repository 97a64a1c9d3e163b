import CCairo
import MockupGeometry

/// PNG encoding of a finished bitmap, kept apart from rasterising because zlib costs
/// far more than drawing a screen.
enum PNGEncoder {
    /// 8-bit RGB when every pixel is opaque, else 8-bit RGBA. cairo writes no
    /// timestamps, so equal bitmaps give equal bytes.
    static func encode(_ bitmap: Bitmap) throws -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0,
            bitmap.pixels.count == bitmap.width * bitmap.height,
            bitmap.width <= 32767, bitmap.height <= 32767
        else {
            throw RenderError.invalidBitmap("cannot encode a \(bitmap.width)x\(bitmap.height) bitmap")
        }
        let opaque = bitmap.pixels.allSatisfy { $0 >> 24 == 0xFF }
        var pixels = bitmap.pixels
        let sink = ByteSink()
        try pixels.withUnsafeMutableBytes { buf in
            guard let base = buf.baseAddress else { throw RenderError.invalidBitmap("no pixels") }
            let s: OpaquePointer = cairo_image_surface_create_for_data(
                base.assumingMemoryBound(to: UInt8.self), opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4))
            defer { cairo_surface_destroy(s) }
            try CairoContext.check(cairo_surface_status(s))
            let status = cairo_surface_write_to_png_stream(
                s, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
            try CairoContext.check(status)
        }
        return sink.bytes
    }
}
