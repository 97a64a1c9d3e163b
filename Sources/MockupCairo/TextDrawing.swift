import CCairo
import CPangoCairo
import MockupDisplayList
import MockupText

extension Painter {
    /// Draws one line of text with its baseline at `origin.y` snapped to the pixel grid
    /// (x is not snapped), truncating the tail with "…" past `maxWidth`.
    func drawText(_ t: TextRun) {
        guard !t.text.isEmpty, t.origin.x.isFinite, t.origin.y.isFinite else { return }
        FontLock.held { drawLockedText(t) }
    }

    private func drawLockedText(_ t: TextRun) {
        // Layouts are shaped with no device matrix (no pango_cairo_update_context): with hinting and metric hinting off,
        // glyph positions do not depend on the scale, and cairo draws the glyphs through
        // the current matrix at full resolution. Sharing the measurer's unscaled fonts
        // halves Pango's fallback sorts and glyph loads (−13 % instructions of a render;
        // every golden's pixels and every sample's PDF bytes unchanged). A matrix
        // squashing one axis (a picker row on its drum) no longer crowds the glyphs either.
        // The measurer's layout of this text when the screen's layout measured it
        // (`ShapedLayouts`: shaped once); text cut short with "…" gets a layout of its
        // own, as the borrowed one may not change.
        var layout: OpaquePointer
        var owned: Bool
        if let shared = fonts.shaped.layout(text: t.text, font: t.font) {
            layout = shared
            owned = false
        } else {
            layout = fonts.makeLayout(t.text, font: t.font, context: pango)
            owned = true
        }
        defer { if owned { g_object_unref(UnsafeMutableRawPointer(layout)) } }
        if let maxWidth = t.maxWidth, maxWidth.isFinite, maxWidth >= 0,
            TextGeometry.metrics(of: layout).width > maxWidth
        {
            if !owned {
                layout = fonts.makeLayout(t.text, font: t.font, context: pango)
                owned = true
            }
            let units = (maxWidth * Double(PANGO_SCALE)).rounded(.down)
            pango_layout_set_width(layout, Int32(clamping: Int(min(units, Double(Int32.max)))))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return }
        var x = t.origin.x
        var y = t.origin.y
        if axisAlignedMatrix != nil {
            var dx = x
            var dy = y
            cairo_user_to_device(cr, &dx, &dy)
            dy = Snapping.edge(dy, grid: grid)
            cairo_device_to_user(cr, &dx, &dy)
            x = dx
            y = dy
        }
        cairo_new_path(cr)
        cairo_move_to(cr, x, y)
        t.color.setSource(cr)
        // show_layout_line puts the baseline at the current point.
        pango_cairo_show_layout_line(cr, line)
        let embolden = FontTable.embolden(t.font)
        if embolden > 0 {
            // A weight the stand-in face lacks: the Regular glyphs stroked around their
            // outlines (colour emoji have no outline and stay as drawn).
            cairo_new_path(cr)
            cairo_move_to(cr, x, y)
            pango_cairo_layout_line_path(cr, line)
            cairo_save(cr)
            cairo_set_line_width(cr, embolden)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
            cairo_restore(cr)
        }
        cairo_new_path(cr)
    }
}
