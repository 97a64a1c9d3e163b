import CCairo
import MockupDisplayList
import MockupGeometry

extension Painter {
    /// Draws the item's decoded pixels scaled to fill `rect`, clipped to its rounded corners.
    func drawImage(_ i: ImageItem) throws {
        let r = i.rect
        guard r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return }
        let surface = try surface(for: i.pixels)
        let iw = Double(i.pixels.width)
        let ih = Double(i.pixels.height)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        addRoundedOutline(r, radius: i.cornerRadius)
        cairo_clip(cr)
        cairo_translate(cr, r.minX, r.minY)
        cairo_scale(cr, r.width / iw, r.height / ih)
        cairo_set_source_surface(cr, surface, 0, 0)
        // PAD: edge pixels extend instead of fading to transparent when scaled up.
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_paint(cr)
    }

    /// A cairo surface holding `pixels` (made once per render per image).
    func surface(for pixels: ImagePixels) throws -> OpaquePointer {
        if let cached = images[pixels] { return cached }
        let w = pixels.width, h = pixels.height
        guard w > 0, h > 0, let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            throw RenderError.invalidBitmap("an image of \(w)×\(h) pixels")
        }
        try CairoContext.check(cairo_surface_status(s))
        cairo_surface_flush(s)
        // Same layout as Bitmap (premultiplied native-endian ARGB32); cairo's stride may pad.
        let stride = Int(cairo_image_surface_get_stride(s))
        let rowBytes = w * 4
        if let data = cairo_image_surface_get_data(s) {
            let target = UnsafeMutableRawPointer(data)
            pixels.bitmap.pixels.withUnsafeBytes { (src: UnsafeRawBufferPointer) in
                guard let base = src.baseAddress else { return }
                for y in 0..<h {
                    let row: UnsafeMutableRawPointer = target + y * stride
                    row.copyMemory(from: base + y * rowBytes, byteCount: rowBytes)
                }
            }
        }
        cairo_surface_mark_dirty(s)
        images[pixels] = s
        return s
    }
}
