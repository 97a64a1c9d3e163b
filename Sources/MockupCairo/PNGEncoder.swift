import CPNGShim
import MockupGeometry

/// PNG encoding of a finished bitmap with libpng, kept apart from rasterising because
/// zlib costs more than drawing a screen. cairo's own PNG writer is fixed at zlib's
/// default level with adaptive filtering (~5× slower for mockup screens, see
/// docs/PERFORMANCE.md).
enum PNGEncoder {
    /// Rows converted per call into C: small enough to stay in cache.
    static let rowsPerBatch = 16

    /// 8-bit RGB when every pixel is opaque, else 8-bit straight-alpha RGBA. No time or
    /// text chunks, so equal bitmaps give equal bytes.
    static func encode(_ bitmap: Bitmap, settings: PNGSettings = .standard) throws -> [UInt8] {
        let (w, h) = (bitmap.width, bitmap.height)
        guard w > 0, h > 0, bitmap.pixels.count == w * h, w <= Int(UInt32.max / 4), h <= Int(UInt32.max)
        else {
            throw RenderError.invalidBitmap("cannot encode a \(w)x\(h) bitmap")
        }
        let sink = ByteSink()
        // Flat screens compress ~20:1; a guess saves most regrowth copies.
        sink.bytes.reserveCapacity(max(4096, w * h / 4))
        guard let writer = mockup_png_writer_create(ByteSink.writePNG, Unmanaged.passUnretained(sink).toOpaque())
        else {
            throw RenderError.invalidBitmap("libpng: out of memory")
        }
        defer { mockup_png_writer_destroy(writer) }
        func check(_ status: Int32) throws {
            guard status == 0 else {
                throw RenderError.invalidBitmap("libpng: \(String(cString: mockup_png_writer_error(writer)))")
            }
        }

        try withExtendedLifetime(sink) {
            try bitmap.pixels.withUnsafeBufferPointer { pixels in
                let opaque = PNGRows.allOpaque(pixels)
                let channels = opaque ? 3 : 4
                let stride = w * channels
                try check(
                    mockup_png_writer_begin(
                        writer, UInt32(w), UInt32(h), opaque ? 0 : 1,
                        mockup_png_settings(
                            level: settings.level, filters: settings.filter.libpngMask,
                            strategy: settings.strategy.zlibValue)))
                let batch = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * rowsPerBatch)
                defer { batch.deallocate() }
                var y = 0
                while y < h {
                    let n = min(rowsPerBatch, h - y)
                    for i in 0..<n {
                        let row = UnsafeBufferPointer(rebasing: pixels[((y + i) * w)..<((y + i + 1) * w)])
                        if opaque {
                            PNGRows.rgb(row, into: batch + i * stride)
                        } else {
                            PNGRows.rgba(row, into: batch + i * stride)
                        }
                    }
                    try check(mockup_png_writer_write_rows(writer, batch, stride, UInt32(n)))
                    y += n
                }
                try check(mockup_png_writer_end(writer))
            }
        }
        return sink.bytes
    }
}
