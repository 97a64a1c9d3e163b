import CCairo
import MockupGeometry

/// Owns a `cairo_t*` and its target surface; destroys both on deinit.
///
/// Per-render owner so no C pointer ever lives in a global (Swift 6 concurrency).
final class CairoContext {
    let surface: OpaquePointer
    let cr: OpaquePointer

    /// Wraps `surface` (taking ownership) in a new drawing context.
    init(surface: OpaquePointer) throws {
        self.surface = surface
        cr = cairo_create(surface)
        try check()
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Throws when the context or the surface is in an error state.
    func check() throws {
        try CairoContext.check(cairo_surface_status(surface))
        try CairoContext.check(cairo_status(cr))
    }

    /// Throws `RenderError.cairo` for anything but success.
    static func check(_ status: cairo_status_t) throws {
        if status != CAIRO_STATUS_SUCCESS {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}

extension Color {
    /// Sets this colour (straight alpha, as cairo expects) as the source.
    func setSource(_ cr: OpaquePointer) {
        let c = components
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    }
}

/// Whether every coordinate of `path` is finite (NaN/∞ would poison cairo's path).
func isFinite(_ path: Path) -> Bool {
    path.elements.allSatisfy { e in
        switch e {
        case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
        case .cubic(let a, let b, let c):
            return [a.x, a.y, b.x, b.y, c.x, c.y].allSatisfy(\.isFinite)
        case .close: return true
        }
    }
}

/// Appends a `Path` to cairo's current path; non-finite paths are skipped.
func addPath(_ cr: OpaquePointer, _ path: Path) {
    guard isFinite(path) else { return }
    for e in path.elements {
        switch e {
        case .move(let p): cairo_move_to(cr, p.x, p.y)
        case .line(let p): cairo_line_to(cr, p.x, p.y)
        case .cubic(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
        case .close: cairo_close_path(cr)
        }
    }
}
