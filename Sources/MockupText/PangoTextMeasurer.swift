import CPangoCairo
import MockupDisplayList

/// Measures text with the same Pango setup the renderer draws with.
///
/// Hinting and metric hinting are off and glyph positions unrounded, so results are
/// the same at every render scale. Results are cached per (text, font).
public final class PangoTextMeasurer: TextMeasuring {
    private let fonts: FontSet
    private let context: OpaquePointer
    private var cache: [TextKey: TextMetrics] = [:]
    /// Whether this context shapes as the painter's do (no matrix), so that its layouts
    /// can be lent to the painter (`FontSet.shaped`).
    private let lendsLayouts: Bool

    /// A measurer for `fonts`. `deviceScale` sets the context's device matrix — only
    /// useful to prove measurements do not depend on it (default 1).
    public init(fonts: FontSet, deviceScale: Double = 1) {
        self.fonts = fonts
        context = fonts.makeContext()
        let scaled = deviceScale != 1 && deviceScale.isFinite && deviceScale > 0
        if scaled {
            var m = PangoMatrix(xx: deviceScale, xy: 0, yx: 0, yy: deviceScale, x0: 0, y0: 0)
            pango_context_set_matrix(context, &m)
        }
        lendsLayouts = !scaled
    }

    /// A new screen is laid out: the layouts lent for the last one are released.
    public func startScreen() {
        fonts.shaped.discardAll()
    }

    deinit { FontLock.held { g_object_unref(UnsafeMutableRawPointer(context)) } }

    /// Logical advance and line-box ascent/descent of `text` on one line, in points.
    public func measure(_ text: String, font: FontSpec) -> TextMetrics {
        let key = TextKey(text, font)
        if let hit = cache[key] { return hit }
        // The background face check (fontconfig matches) ends before the first shaping:
        // it overlaps parsing and resolving only, never Pango's own fontconfig work.
        // (Its outcome is reported by the engine; here it is only waited for.)
        _ = fonts.faceFailure()
        var m = FontLock.held {
            let layout = fonts.makeLayout(text, font: font, context: context)
            let metrics = TextGeometry.metrics(of: layout)
            // Shaped now: the painter draws this text from it (`ShapedLayouts`).
            if lendsLayouts {
                fonts.shaped.keep(layout, as: key)
            } else {
                g_object_unref(UnsafeMutableRawPointer(layout))
            }
            return metrics
        }
        if let box = FontTable.lineBox(font) {
            m.ascent = box.ascent
            m.descent = box.descent
        }
        cache[key] = m
        return m
    }

    /// The advance of the line cut with "…" at `maxWidth`, set up as the painter cuts it
    /// (`TextDrawing.runLayout`: the layout's width in whole Pango units, ellipsized at
    /// the end).
    public func truncatedWidth(_ text: String, font: FontSpec, maxWidth: Double) -> Double {
        let whole = measure(text, font: font).width
        guard maxWidth.isFinite, maxWidth >= 0, whole > maxWidth else { return min(whole, max(0, maxWidth)) }
        return FontLock.held {
            let layout = fonts.makeLayout(text, font: font, context: context)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let units = (maxWidth * Double(PANGO_SCALE)).rounded(.down)
            pango_layout_set_width(layout, Int32(clamping: Int(min(units, Double(Int32.max)))))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            // The line fills the set width: its "…" run is padded to it, and a CJK or
            // emoji face's "…" is full width with its dots in the middle. The line is
            // drawn as far as the ink of its last run.
            guard let iter = pango_layout_get_iter(layout) else { return maxWidth }
            defer { pango_layout_iter_free(iter) }
            var end: Int32 = 0
            repeat {
                var ink = PangoRectangle()
                var logical = PangoRectangle()
                pango_layout_iter_get_run_extents(iter, &ink, &logical)
                if logical.width > 0, ink.width > 0 { end = max(end, ink.x + ink.width) }
            } while pango_layout_iter_next_run(iter) != 0
            return min(Double(end) * TextGeometry.unit, maxWidth)
        }
    }
}

/// Reading metrics off a layout, shared by the measurer and the renderer.
public enum TextGeometry {
    /// Points per Pango unit.
    static let unit = 1.0 / Double(PANGO_SCALE)

    /// Width (logical advance), ascent and descent (from the baseline to the logical
    /// rect's top and bottom) of a layout's first line.
    public static func metrics(of layout: OpaquePointer) -> TextMetrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let baseline = Double(pango_layout_get_baseline(layout)) * unit
        let top = Double(logical.y) * unit
        let bottom = Double(logical.y + logical.height) * unit
        return TextMetrics(
            width: Double(logical.width) * unit, ascent: baseline - top, descent: bottom - baseline)
    }
}
