import MockupPlatform
import MockupDisplayList
import MockupGeometry

/// Small shapes drawn in code rather than from icon files: they depend on layout values
/// (the spinner's spokes) or are UIKit chrome with published geometry.
enum Glyphs {
    private static func polar(_ c: Point, _ r: Double, _ a: Double) -> Point {
        Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
    }

    /// A spinner's items kept turning clockwise on a mirrored screen (its fading spokes
    /// show the way it turns; UIActivityIndicatorView is not flipped).
    static func upright(spinner items: [DisplayItem], center: Point, radius: Double, ctx: LayoutContext) -> [DisplayItem] {
        IconDrawing.upright(
            items, frame: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), ctx: ctx)
    }

    /// Twelve spokes fading round (the activity indicator at a given radius).
    static func spinner(center: Point, radius: Double, color: Color) -> [DisplayItem] {
        (0..<12).map { i in
            let a = Double(i) * Double.pi / 6 - Double.pi / 2
            var p = Path()
            p.move(to: polar(center, radius * 0.45, a))
            p.line(to: polar(center, radius, a))
            let alpha = 0.27 + 0.58 * Double(i) / 11
            return .stroke(p, color.withAlpha(alpha * Double(color.alpha) / 255), StrokeStyle(width: radius * 0.22, cap: .round))
        }
    }

    /// iOS back chevron (F7 path, 12×20 box) placed at `origin`.
    static func backChevron(at origin: Point, width: Double, height: Double) -> Path {
        let pts: [(Double, Double)] = [(10, 0), (12, 2), (4, 10), (12, 18), (10, 20), (0, 10)]
        return polygon(pts, box: Size(width: 12, height: 20), into: Rect(origin: origin, size: Size(width: width, height: height)))
    }

    /// Disclosure indicator (F7 path in a 60×120 box) fitted into `r`.
    static func disclosure(in r: Rect) -> Path {
        let pts: [(Double, Double)] = [
            (60, 61.5), (21.75, 99.75), (12, 90), (41.25, 61.5), (12, 33), (21.75, 23.25),
        ]
        // The F7 glyph occupies x 12…60, y 23.25…99.75 of its box: map that extent.
        return polygon(pts.map { ($0.0 - 12, $0.1 - 23.25) }, box: Size(width: 48, height: 76.5), into: r)
    }

    /// Checkmark (F7 polygon, 13×10 box) fitted into `r`.
    static func checkmark(in r: Rect) -> Path {
        let pts: [(Double, Double)] = [(11.6, 0), (4.4, 7.2), (1.4, 4.2), (0, 5.6), (4.4, 10), (13, 1.4)]
        return polygon(pts, box: Size(width: 13, height: 10), into: r)
    }

    /// The info button's "i" (detail button, detail disclosure) centred in a circle of
    /// diameter `d` at `center`: a round dot over a stem with rounded ends.
    static func infoLetter(center c: Point, diameter d: Double, stem: Double) -> [Path] {
        let dotR = stem * 0.62
        let dot = Path.ellipse(in: Rect(x: c.x - dotR, y: c.y - d * 0.235 - dotR, width: 2 * dotR, height: 2 * dotR))
        let top = c.y - d * 0.1
        let bottom = c.y + d * 0.27
        let bar = Path.roundedRect(Rect(x: c.x - stem / 2, y: top, width: stem, height: bottom - top), radius: stem / 4)
        return [dot, bar]
    }

    /// A ring (annulus) of outer diameter `d` and width `w` centred at `c`.
    static func ring(center c: Point, diameter d: Double, width w: Double) -> Path {
        var p = Path.ellipse(in: Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d))
        let i = d - 2 * w
        p.append(.ellipse(in: Rect(x: c.x - i / 2, y: c.y - i / 2, width: i, height: i)))
        p.fillRule = .evenOdd
        return p
    }

    /// The bars of a minus (or, with `plus`, a plus) centred at `c`, as rectangles so
    /// they snap to whole device pixels.
    static func signBars(center c: Point, length l: Double, width w: Double, plus: Bool) -> [Rect] {
        var bars = [Rect(x: c.x - l / 2, y: c.y - w / 2, width: l, height: w)]
        if plus { bars.append(Rect(x: c.x - w / 2, y: c.y - l / 2, width: w, height: l)) }
        return bars
    }

    /// The reorder grip: three horizontal bars spread over a `width` × `height` box
    /// centred at `c` (F7: 18 × 12 with 2 pt bars at 0, 5 and 10).
    static func grip(center c: Point, width: Double, height: Double, bar: Double) -> [Rect] {
        let top = c.y - height / 2
        let pitch = (height - bar) / 2
        return (0..<3).map { Rect(x: c.x - width / 2, y: top + Double($0) * pitch, width: width, height: bar) }
    }

    private static func polygon(_ pts: [(Double, Double)], box: Size, into r: Rect) -> Path {
        var p = Path()
        for (i, q) in pts.enumerated() {
            let pt = Point(x: r.minX + q.0 / box.width * r.width, y: r.minY + q.1 / box.height * r.height)
            if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
        }
        p.close()
        return p
    }
}
