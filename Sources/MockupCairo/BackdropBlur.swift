import CCairo
import MockupDisplayList
import MockupGeometry

/// Blurred groups: what shows through a translucent bar. The items are drawn into a
/// private ARGB image at the output's resolution (pixels for PNG, `hairlineScale`
/// pixels a point for PDF, where the result is embedded as an image), blurred, and
/// painted inside the group's clip.
extension Painter {
    /// Largest backdrop image, in pixels; larger ones are drawn without blur.
    static let maxBlurPixels = 16 << 20
    /// Resolution cap of backdrop images, in pixels per σ of blur.
    static let maxBlurSamplesPerSigma = 8.0

    func drawBlurred(_ g: Group, clip: Rect, opacity: Double) throws {
        // Output pixels per point (device units per user unit × grid pixels per device
        // unit), but never more than 8 pixels a σ: a blurred image holds no finer detail,
        // and the backdrop of a bar at @3x then costs what it costs at @1x. It is scaled
        // up smoothly when painted.
        let ppp = min(deviceScale * grid, Self.maxBlurSamplesPerSigma / g.blur)
        let sigma = g.blur * ppp
        // Content up to three sigmas beyond the clip bleeds into it; whole pixels keep
        // the image on the output grid.
        let margin = 3 * g.blur
        let x0 = ((clip.minX - margin) * ppp).rounded(.down), y0 = ((clip.minY - margin) * ppp).rounded(.down)
        let x1 = ((clip.maxX + margin) * ppp).rounded(.up), y1 = ((clip.maxY + margin) * ppp).rounded(.up)
        let wd = x1 - x0, hd = y1 - y0
        // Non-finite or huge geometry (a hostile display list) draws unblurred, never traps.
        guard ppp.isFinite, ppp > 0, sigma.isFinite, x0.isFinite, y0.isFinite, wd.isFinite, hd.isFinite,
            wd >= 1, hd >= 1, wd * hd <= Double(Self.maxBlurPixels)
        else {
            var plain = g
            plain.blur = 0
            return try drawGroup(plain)
        }
        let w = Int(wd), h = Int(hd)
        let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        defer { cairo_surface_destroy(surface) }
        try CairoContext.check(cairo_surface_status(surface))
        let sub: OpaquePointer = cairo_create(surface)
        defer { cairo_destroy(sub) }
        cairo_scale(sub, ppp, ppp)
        cairo_translate(sub, -x0 / ppp, -y0 / ppp)
        let t = g.transform
        if !t.isIdentity {
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(sub, &m)
        }
        let backdrop = Painter(cr: sub, grid: 1, fonts: fonts)
        backdrop.clipsGroupsToInk = clipsGroupsToInk
        try backdrop.draw(g.items)
        try CairoContext.check(cairo_status(sub))
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            try BoxBlur.apply(data, width: w, height: h, stride: stride, sigma: sigma)
        }
        cairo_surface_mark_dirty(surface)

        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        addRoundedOutline(clip, radius: g.clipRadius)
        cairo_clip(cr)
        cairo_translate(cr, x0 / ppp, y0 / ppp)
        cairo_scale(cr, 1 / ppp, 1 / ppp)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, opacity)
    }
}
