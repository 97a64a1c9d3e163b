import MockupDisplayList
import MockupGeometry

/// A rectangle that holds every pixel a run of display items can touch, generously:
/// it sizes the temporary surface of a translucent group (`Painter.drawGroup`), where
/// cairo would otherwise clear and composite a surface as large as the clip — the whole
/// screen for a picker's rows, each of them (45 % of a date picker's raster time).
///
/// Too large only costs time; too small would cut ink off, so every bound errs outward:
/// paths by their control points, strokes by half their width times cairo's miter limit,
/// text by the ink Pango reports for the line the painter draws (`text`, marks stacked
/// as high as they go). Nil leaves the group as it was: items drawn through a clip of
/// their own (images, clipped or blurred groups: cairo composes a path clip with the
/// pixel-aligned one differently, which moved pixels of a scaled image with rounded
/// corners in `InkBoundsTests`), hairlines where the matrix is not a plain scale (their
/// width is one device pixel over the matrix's determinant), a number that is not
/// finite.
enum InkBounds {
    /// cairo's default miter limit: a miter join reaches at most this many half-widths.
    static let miterLimit = 10.0

    /// The bounds of `items` in their own coordinates, or nil when unbounded or empty.
    /// `text` gives a run's ink box (`Painter.inkBounds(of:fonts:context:)`);
    /// `hairlines`: whether the matrix they are drawn through is a plain scale.
    static func of(_ items: [DisplayItem], text: (TextRun) -> Rect?, hairlines: Bool) -> Rect? {
        var all: Rect?
        for item in items {
            guard let r = of(item, text: text, hairlines: hairlines) else { return nil }
            all = all.map { $0.union(r) } ?? r
        }
        return all
    }

    /// One item's bounds, or nil when it has none that can be trusted.
    static func of(_ item: DisplayItem, text: (TextRun) -> Rect?, hairlines: Bool) -> Rect? {
        let r: Rect?
        switch item {
        case .rect(let rect, _), .roundedRect(let rect, _, _):
            r = rect
        case .fill(let path, _):
            r = controlBounds(path)
        case .stroke(let path, _, let style):
            r = controlBounds(path).map { grown($0, by: style.width / 2 * miterLimit + 1) }
        case .hairline(let h):
            guard hairlines else { return nil }
            // One device pixel beside the line: under two points at any scale ≥ 1/2.
            let line =
                h.axis == .horizontal
                ? Rect(x: min(h.from, h.to), y: h.position, width: abs(h.to - h.from), height: 0)
                : Rect(x: h.position, y: min(h.from, h.to), width: 0, height: abs(h.to - h.from))
            r = grown(line, by: 2)
        case .text(let t):
            r = text(t)
        case .image:
            return nil
        case .group(let g):
            guard g.blur == 0, g.clip == nil,
                let inner = of(g.items, text: text, hairlines: hairlines && g.transform.isIdentity)
            else { return nil }
            r = transformed(inner, by: g.transform)
        }
        guard let r, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        return r
    }

    /// The box of a path's points and control points (a Bézier stays inside their hull).
    static func controlBounds(_ path: Path) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .cubic(let a, let b, let c):
                add(a)
                add(b)
                add(c)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The box of `r`'s corners under `t`.
    static func transformed(_ r: Rect, by t: Transform) -> Rect? {
        if t.isIdentity { return r }
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)]
            .map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    static func grown(_ r: Rect, by d: Double) -> Rect {
        Rect(x: r.minX - d, y: r.minY - d, width: r.width + 2 * d, height: r.height + 2 * d)
    }
}
