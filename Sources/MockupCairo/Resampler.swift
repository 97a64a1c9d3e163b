import CCairo
import MockupGeometry

/// Resizes a rendered bitmap the way a phone's display pipeline does: the iPhone 6 Plus
/// draws 1242×2208 and its hardware scales that down to the 1080×1920 panel.
public enum Resampler {
    /// `bitmap` scaled to `width` × `height` with cairo's best filter (cairo 1.16: a
    /// Catmull-Rom separable convolution sized to the reduction, so a one-pixel hairline
    /// becomes a slightly fainter line rather than vanishing between samples; `GOOD`
    /// falls back to bilinear sampling for reductions milder than 0.75, as 0.87 is).
    public static func resample(_ bitmap: Bitmap, width: Int, height: Int) throws -> Bitmap {
        guard width > 0, height > 0, bitmap.width > 0, bitmap.height > 0 else {
            throw RenderError.cairo("cannot resample to \(width)×\(height)")
        }
        var source = bitmap.pixels
        var pixels = [UInt32](repeating: 0, count: width * height)
        try source.withUnsafeMutableBytes { src in
            try pixels.withUnsafeMutableBytes { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { throw RenderError.cairo("no pixel buffer") }
                let input: OpaquePointer = cairo_image_surface_create_for_data(
                    s.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(bitmap.width),
                    Int32(bitmap.height), Int32(bitmap.width * 4))
                defer { cairo_surface_destroy(input) }
                let ctx = try CairoContext(surface: cairo_image_surface_create_for_data(
                    d.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                    Int32(width * 4)))
                cairo_scale(ctx.cr, Double(width) / Double(bitmap.width), Double(height) / Double(bitmap.height))
                cairo_set_source_surface(ctx.cr, input, 0, 0)
                let pattern = cairo_get_source(ctx.cr)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_BEST)
                // Edge pixels are averaged with copies of themselves, not with transparency.
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_set_operator(ctx.cr, CAIRO_OPERATOR_SOURCE)
                cairo_paint(ctx.cr)
                cairo_surface_flush(ctx.surface)
                try ctx.check()
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
