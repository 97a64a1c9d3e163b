import CCairo
import CPangoCairo
import MockupDisplayList
import MockupGeometry
import MockupText

extension Painter {
    /// Draws one line of text with its baseline at `origin.y` snapped to the pixel grid
    /// (x is not snapped), truncating the tail with "…" past `maxWidth`.
    func drawText(_ t: TextRun) {
        guard !t.text.isEmpty, t.origin.x.isFinite, t.origin.y.isFinite else { return }
        FontLock.held { drawLockedText(t) }
    }

    private func drawLockedText(_ t: TextRun) {
        // Layouts are shaped with no device matrix (no pango_cairo_update_context): with
        // hinting and metric hinting off, glyph positions do not depend on the scale, and
        // cairo draws the glyphs through the current matrix at full resolution. Sharing
        // the measurer's unscaled fonts halves Pango's fallback sorts and glyph loads
        // (−13 % instructions of a render; every golden's pixels and every sample's PDF
        // bytes unchanged). A matrix squashing one axis (a picker row on its drum) no
        // longer crowds the glyphs either.
        let (layout, owned) = Self.runLayout(t, fonts: fonts, context: pango)
        defer { if owned { g_object_unref(UnsafeMutableRawPointer(layout)) } }
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

    /// The layout a text run is drawn with: the measurer's when the screen's layout
    /// measured this text (`ShapedLayouts`: shaped once, borrowed), else one made in
    /// `context`; text wider than `maxWidth` gets a layout of its own cut short with "…",
    /// as a borrowed one may not change. `owned`: the caller unrefs it. Under `FontLock`.
    static func runLayout(_ t: TextRun, fonts: FontSet, context: OpaquePointer) -> (layout: OpaquePointer, owned: Bool) {
        var layout: OpaquePointer
        var owned: Bool
        if let shared = fonts.shaped.layout(text: t.text, font: t.font) {
            layout = shared
            owned = false
        } else {
            layout = fonts.makeLayout(t.text, font: t.font, context: context)
            owned = true
        }
        if let maxWidth = t.maxWidth, maxWidth.isFinite, maxWidth >= 0,
            TextGeometry.metrics(of: layout).width > maxWidth
        {
            if !owned {
                layout = fonts.makeLayout(t.text, font: t.font, context: context)
                owned = true
            }
            let units = (maxWidth * Double(PANGO_SCALE)).rounded(.down)
            pango_layout_set_width(layout, Int32(clamping: Int(min(units, Double(Int32.max)))))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        return (layout, owned)
    }

    /// The box of the ink `drawText` puts down for `t`, in the run's coordinates: Pango's
    /// ink rectangle of the line it draws (glyph outlines and bitmaps, marks stacked as
    /// high as they go), grown by the stroke of an emboldened weight; nil when there is
    /// no line. The baseline's snap to the pixel grid moves it by under a pixel more.
    static func inkBounds(of t: TextRun, fonts: FontSet, context: OpaquePointer) -> Rect? {
        // Nothing is drawn for these (`drawText`).
        guard !t.text.isEmpty, t.origin.x.isFinite, t.origin.y.isFinite else { return nil }
        return FontLock.held { () -> Rect? in
            let (layout, owned) = runLayout(t, fonts: fonts, context: context)
            defer { if owned { g_object_unref(UnsafeMutableRawPointer(layout)) } }
            guard let line = pango_layout_get_line_readonly(layout, 0) else { return nil }
            var ink = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, nil)
            let unit = 1 / Double(PANGO_SCALE)
            let stroke = FontTable.embolden(t.font)
            return Rect(
                x: t.origin.x + Double(ink.x) * unit - stroke, y: t.origin.y + Double(ink.y) * unit - stroke,
                width: Double(ink.width) * unit + 2 * stroke, height: Double(ink.height) * unit + 2 * stroke)
        }
    }
}
