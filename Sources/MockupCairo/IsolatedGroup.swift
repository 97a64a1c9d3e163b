import CCairo
import MockupDisplayList
import MockupGeometry

extension Painter {
    /// Draws an isolated group (a screen on a sheet) on a raster target: its items on a
    /// canvas of their own, the clip's size in pixels, copied in at the clip's pixel
    /// origin — the pixels the screen has when rendered alone. Returns false, drawing
    /// nothing, when the target is a vector one or the group does not qualify (a clip
    /// off whole pixels, a transform other than the move to the clip's origin, a
    /// rotated or skewed context): the caller then draws it as any group.
    func drawIsolated(_ g: Group, opacity: Double) throws -> Bool {
        guard g.isolated, let clip = g.clip,
            cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
        else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let t = g.transform
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.xx == m.yy,
            t.a == 1, t.b == 0, t.c == 0, t.d == 1, t.tx == clip.minX, t.ty == clip.minY
        else { return false }
        let s = m.xx
        let x0 = clip.minX * s + m.x0, y0 = clip.minY * s + m.y0
        let w = clip.width * s, h = clip.height * s
        func whole(_ v: Double) -> Bool { v.isFinite && v.rounded() == v }
        guard whole(x0), whole(y0), whole(w), whole(h), w >= 1, h >= 1, w * h <= Double(CanvasLimits.maxPixels) else {
            return false
        }
        // Cleared to transparent, as a render alone starts (or its background covers it).
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return false }
        let ctx = try CairoContext(surface: surface)  // owns the surface
        cairo_scale(ctx.cr, s, s)
        let painter = Painter(cr: ctx.cr, grid: grid, fonts: fonts)
        painter.clipsGroupsToInk = clipsGroupsToInk
        try painter.draw(g.items)
        cairo_surface_flush(surface)
        try ctx.check()
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, x0, y0)
        cairo_rectangle(cr, x0, y0, w, h)
        if opacity < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, opacity)
        } else {
            cairo_fill(cr)
        }
        return true
    }
}
