import CCairo
import MockupGeometry
@testable import MockupGolden

/// A `w × h` bitmap of one premultiplied colour.
func filled(_ w: Int, _ h: Int, _ color: UInt32 = 0xFFFF_FFFF) -> Bitmap {
    Bitmap(width: w, height: h, pixels: Array(repeating: color, count: w * h))
}

extension Bitmap {
    /// Fills a rectangle with one word.
    mutating func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: UInt32) {
        for yy in y..<(y + h) {
            for xx in x..<(x + w) { pixels[yy * width + xx] = color }
        }
    }

    /// Sets one pixel.
    mutating func set(_ x: Int, _ y: Int, _ color: UInt32) { pixels[y * width + x] = color }
}

/// Opaque `#RRGGBB` as a word.
func rgb(_ hex: UInt32) -> UInt32 { 0xFF00_0000 | hex }

/// Opaque grey.
func grey(_ v: UInt32) -> UInt32 { 0xFF00_0000 | v << 16 | v << 8 | v }

/// Draws with cairo (anti-aliased) into a white `w × h` bitmap.
func drawn(_ w: Int, _ h: Int, _ draw: (OpaquePointer) -> Void) -> Bitmap {
    let s: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
    defer { cairo_surface_destroy(s) }
    let cr: OpaquePointer = cairo_create(s)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(s)
    let data = cairo_image_surface_get_data(s)!
    let stride = Int(cairo_image_surface_get_stride(s))
    var pixels = [UInt32](repeating: 0, count: w * h)
    for y in 0..<h {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<w { pixels[y * w + x] = row[x] }
    }
    return Bitmap(width: w, height: h, pixels: pixels)
}

/// PNG bytes written by cairo (the reference writer) for `b`.
/// `opaque` writes 8-bit RGB (an RGB24 surface), else RGBA; cairo's writer filters
/// adaptively, so every PNG filter type occurs.
func cairoPNG(_ b: Bitmap, opaque: Bool = false) -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    var copy = b.pixels
    return copy.withUnsafeMutableBytes { raw -> [UInt8] in
        let s: OpaquePointer = cairo_image_surface_create_for_data(
            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(b.width), Int32(b.height),
            Int32(b.width * 4))
        defer { cairo_surface_destroy(s) }
        cairo_surface_write_to_png_stream(s, { closure, data, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return sink.bytes
    }
}
