import CCairo
import MockupDisplayList

extension Painter {
    /// Draws a PNG scaled to fill `rect`, clipped to its rounded corners.
    func drawImage(_ i: ImageItem) throws {
        let surface = try loadImage(i)
        let r = i.rect
        guard r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return }
        let iw = Double(cairo_image_surface_get_width(surface))
        let ih = Double(cairo_image_surface_get_height(surface))
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

    /// Loads (once per render) a PNG; a missing or corrupt file throws.
    func loadImage(_ i: ImageItem) throws -> OpaquePointer {
        if let cached = images[i.path] { return cached }
        // Never NULL: failures come back as an error surface with a status.
        let s: OpaquePointer = cairo_image_surface_create_from_png(i.path)
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_width(s) > 0,
            cairo_image_surface_get_height(s) > 0
        else {
            cairo_surface_destroy(s)
            let reason =
                status == CAIRO_STATUS_SUCCESS
                ? "empty image" : String(cString: cairo_status_to_string(status))
            throw RenderError.imageUnreadable(name: i.name, path: i.path, reason: reason)
        }
        images[i.path] = s
        return s
    }
}
