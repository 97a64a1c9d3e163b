import CCairo
import CPangoCairo
import MockupDisplayList
import MockupGeometry
import MockupText

/// Draws display items onto one cairo context. Shared by raster and PDF output.
///
/// Snapped geometry is computed in cairo device space (pixels for raster, points for
/// PDF) and drawn with an identity matrix, so group transforms that only translate or
/// scale keep crisp edges. Rotated/skewed groups fall back to unsnapped drawing.
final class Painter {
    static let cairoCap: [LineCap: cairo_line_cap_t] = [
        .butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE,
    ]
    static let cairoJoin: [LineJoin: cairo_line_join_t] = [
        .miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL,
    ]

    let cr: OpaquePointer
    /// Grid pixels per device unit (raster 1, PDF `hairlineScale`).
    let grid: Double
    let fonts: FontSet
    /// The Pango context text is shaped in when the measurer has not shaped it (no
    /// matrix: glyph positions do not depend on the scale; `drawLockedText`).
    let pango: OpaquePointer
    /// Whether a translucent group's surface is clipped to its ink (`clipToInk`).
    var clipsGroupsToInk = true
    /// Cairo surfaces made during this render from the display list's images.
    var images: [ImagePixels: OpaquePointer] = [:]

    init(cr: OpaquePointer, grid: Double, fonts: FontSet) {
        self.cr = cr
        self.grid = grid
        self.fonts = fonts
        pango = fonts.makeContext()
    }

    deinit {
        for s in images.values { cairo_surface_destroy(s) }
        FontLock.held { g_object_unref(UnsafeMutableRawPointer(pango)) }
    }

    /// Draws `items` in order, checking cairo's status after each.
    func draw(_ items: [DisplayItem]) throws {
        for item in items {
            try draw(item)
            try CairoContext.check(cairo_status(cr))
        }
    }

    func draw(_ item: DisplayItem) throws {
        switch item {
        case .rect(let r, let c):
            guard let d = deviceRect(r) else {
                guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return }
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                c.setSource(cr)
                cairo_fill(cr)
                return
            }
            inDeviceSpace {
                cairo_rectangle(cr, d.minX, d.minY, d.width, d.height)
                c.setSource(cr)
                cairo_fill(cr)
            }
        case .roundedRect(let r, let radius, let c):
            fillRounded(r, radius: radius, c)
        case .fill(let p, let c):
            cairo_new_path(cr)
            addPath(cr, p)
            cairo_set_fill_rule(cr, p.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            c.setSource(cr)
            cairo_fill(cr)
        case .stroke(let p, let c, let style):
            let width = style.width
            guard width.isFinite, width > 0 else { return }
            cairo_new_path(cr)
            addPath(cr, p)
            cairo_set_line_width(cr, width)
            cairo_set_line_cap(cr, Self.cairoCap[style.cap] ?? CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, Self.cairoJoin[style.join] ?? CAIRO_LINE_JOIN_MITER)
            c.setSource(cr)
            cairo_stroke(cr)
        case .hairline(let h):
            drawHairline(h)
        case .text(let t):
            drawText(t)
        case .image(let i):
            try drawImage(i)
        case .group(let g):
            try drawGroup(g)
        }
    }

    // MARK: device space

    /// Before a translucent group's `cairo_push_group` on a raster target: clips to the
    /// whole device pixels around what the group can draw (`InkBounds`), so that the
    /// surface cairo clears and composites back is the group's size, not the clip's
    /// (often the whole screen). The clip is pixel-aligned and holds all the ink, so no
    /// pixel changes. Vector targets are left alone: a clip there is bytes in the file.
    func clipToInk(of g: Group) {
        guard clipsGroupsToInk, cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        // Hairlines are one device pixel wide only through a plain scale.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let plainScale = g.transform.isIdentity && m.xy == 0 && m.yx == 0 && abs(m.xx) == abs(m.yy) && abs(m.xx) >= 0.5
        let ctm = Transform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        guard
            let local = InkBounds.of(
                g.items, text: { Self.inkBounds(of: $0, fonts: fonts, context: pango) }, hairlines: plainScale),
            let inParent = InkBounds.transformed(local, by: g.transform),
            let box = InkBounds.transformed(inParent, by: ctm),
            box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite
        else { return }
        // Two pixels more on every side, on whole pixels: an aligned rectangle is a
        // region clip in cairo, which includes or excludes whole pixels and blends
        // nothing at its edge.
        let left = (box.minX - 2).rounded(.down), top = (box.minY - 2).rounded(.down)
        let right = (box.maxX + 2).rounded(.up), bottom = (box.maxY + 2).rounded(.up)
        // Not `inDeviceSpace`: its restore would drop the clip with the matrix.
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, left, top, right - left, bottom - top)
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
    }

    /// Runs `body` with the identity matrix (device units).
    func inDeviceSpace(_ body: () -> Void) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        body()
        cairo_restore(cr)
    }

    /// The current matrix, when it maps axis-aligned rectangles to axis-aligned ones.
    var axisAlignedMatrix: cairo_matrix_t? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return (m.xy == 0 && m.yx == 0) ? m : nil
    }

    func toDevice(_ x: Double, _ y: Double) -> (Double, Double) {
        var dx = x
        var dy = y
        cairo_user_to_device(cr, &dx, &dy)
        return (dx, dy)
    }

    /// `r` in device space with edges snapped to the grid, or nil when the matrix
    /// rotates/skews (or the rect is not finite).
    func deviceRect(_ r: Rect) -> Rect? {
        guard axisAlignedMatrix != nil, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite
        else { return nil }
        let (ax, ay) = toDevice(r.minX, r.minY)
        let (bx, by) = toDevice(r.maxX, r.maxY)
        let x0 = Snapping.edge(min(ax, bx), grid: grid)
        let x1 = Snapping.edge(max(ax, bx), grid: grid)
        let y0 = Snapping.edge(min(ay, by), grid: grid)
        let y1 = Snapping.edge(max(ay, by), grid: grid)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Device units per user unit (geometric mean of the axes), for radii.
    var deviceScale: Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return (abs(m.xx * m.yy - m.xy * m.yx)).squareRoot()
    }

    /// Appends the (snapped where possible) rounded rect outline to the path, in
    /// user space either way.
    func addRoundedOutline(_ r: Rect, radius: Double) {
        let rad = radius.isFinite ? max(radius, 0) : 0
        if let d = deviceRect(r) {
            // Express the snapped device rect back in user space.
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            var x0 = d.minX, y0 = d.minY, x1 = d.maxX, y1 = d.maxY
            cairo_device_to_user(cr, &x0, &y0)
            cairo_device_to_user(cr, &x1, &y1)
            let u = Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
            addPath(cr, Path.roundedRect(u, radius: rad))
        } else {
            addPath(cr, Path.roundedRect(r, radius: rad))
        }
    }

    func fillRounded(_ r: Rect, radius: Double, _ c: Color) {
        cairo_new_path(cr)
        addRoundedOutline(r, radius: radius)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        c.setSource(cr)
        cairo_fill(cr)
    }

    // MARK: hairline

    /// One grid pixel thick, fully covered: the band is whole device pixels.
    func drawHairline(_ h: Hairline) {
        guard h.position.isFinite, h.from.isFinite, h.to.isFinite else { return }
        let horizontal = h.axis == .horizontal
        let a = horizontal ? toDevice(h.from, h.position) : toDevice(h.position, h.from)
        let b = horizontal ? toDevice(h.to, h.position) : toDevice(h.position, h.to)
        guard axisAlignedMatrix != nil else {
            // Rotated group: a user-space line one device pixel wide, unsnapped.
            cairo_new_path(cr)
            if horizontal {
                cairo_move_to(cr, h.from, h.position)
                cairo_line_to(cr, h.to, h.position)
            } else {
                cairo_move_to(cr, h.position, h.from)
                cairo_line_to(cr, h.position, h.to)
            }
            let s = deviceScale
            cairo_set_line_width(cr, s > 0 ? 1 / (grid * s) : 1)
            h.color.setSource(cr)
            cairo_stroke(cr)
            return
        }
        // After the matrix, a horizontal line stays horizontal (no rotation).
        let pos = horizontal ? a.1 : a.0
        let band = Snapping.hairlineBand(pos, side: h.side, grid: grid)
        let s0 = Snapping.edge(min(horizontal ? a.0 : a.1, horizontal ? b.0 : b.1), grid: grid)
        let s1 = Snapping.edge(max(horizontal ? a.0 : a.1, horizontal ? b.0 : b.1), grid: grid)
        guard s1 > s0 else { return }
        inDeviceSpace {
            if horizontal {
                cairo_rectangle(cr, s0, band.start, s1 - s0, band.end - band.start)
            } else {
                cairo_rectangle(cr, band.start, s0, band.end - band.start, s1 - s0)
            }
            h.color.setSource(cr)
            cairo_fill(cr)
        }
    }

    // MARK: group

    func drawGroup(_ g: Group) throws {
        let opacity = g.opacity.isFinite ? min(max(g.opacity, 0), 1) : 1
        guard opacity > 0 else { return }
        let t = g.transform
        let det = t.a * t.d - t.b * t.c
        // A singular or non-finite matrix would put cairo into an error state.
        guard det != 0, det.isFinite, t.tx.isFinite, t.ty.isFinite else { return }
        if g.blur > 0, g.blur.isFinite, let clip = g.clip {
            return try drawBlurred(g, clip: clip, opacity: opacity)
        }
        if g.isolated, try drawIsolated(g, opacity: opacity) { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clip = g.clip {
            cairo_new_path(cr)
            addRoundedOutline(clip, radius: g.clipRadius)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
        if opacity < 1 {
            clipToInk(of: g)
            cairo_push_group(cr)
        }
        if !t.isIdentity {
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &m)
        }
        var failure: Error?
        do { try draw(g.items) } catch { failure = error }
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        if let failure { throw failure }
    }
}
