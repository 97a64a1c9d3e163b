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
        try Painter(cr: sub, grid: 1, fonts: fonts).draw(g.items)
        try CairoContext.check(cairo_status(sub))
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            BoxBlur.apply(data, width: w, height: h, stride: stride, sigma: sigma)
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

/// Three passes of a box blur in each direction approximate a Gaussian; premultiplied
/// channels blur independently. Edges repeat the outermost pixel.
enum BoxBlur {
    static func apply(_ data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int, sigma: Double) {
        guard w > 0, h > 0 else { return }
        // Three boxes of half-width k have a variance of k(k + 1).
        let k = max(1, Int(((sigma * sigma + 0.25).squareRoot() - 0.5).rounded()))
        let n = max(w, h)
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        defer {
            line.deallocate()
            out.deallocate()
        }
        let base = UnsafeMutableRawPointer(data)
        let pixelsPerRow = stride / 4
        let pixels = base.assumingMemoryBound(to: UInt32.self)
        for _ in 0..<3 {
            for y in 0..<h {
                let row = pixels + y * pixelsPerRow
                line.update(from: row, count: w)
                pass(line, out, count: w, k: k)
                row.update(from: out, count: w)
            }
            for x in 0..<w {
                for y in 0..<h { line[y] = pixels[y * pixelsPerRow + x] }
                pass(line, out, count: h, k: k)
                for y in 0..<h { pixels[y * pixelsPerRow + x] = out[y] }
            }
        }
    }

    /// One box pass over `n` pixels: a running sum per channel.
    private static func pass(_ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count n: Int, k: Int) {
        let size = UInt32(2 * k + 1)
        let half = size / 2
        var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
        for i in -k...k {
            let p = src[min(max(i, 0), n - 1)]
            s0 &+= p & 0xFF
            s1 &+= (p >> 8) & 0xFF
            s2 &+= (p >> 16) & 0xFF
            s3 &+= p >> 24
        }
        for i in 0..<n {
            dst[i] = (s0 &+ half) / size | ((s1 &+ half) / size) << 8 | ((s2 &+ half) / size) << 16
                | ((s3 &+ half) / size) << 24
            let a = src[min(i + k + 1, n - 1)], r = src[max(i - k, 0)]
            s0 = s0 &+ (a & 0xFF) &- (r & 0xFF)
            s1 = s1 &+ ((a >> 8) & 0xFF) &- ((r >> 8) & 0xFF)
            s2 = s2 &+ ((a >> 16) & 0xFF) &- ((r >> 16) & 0xFF)
            s3 = s3 &+ (a >> 24) &- (r >> 24)
        }
    }
}
