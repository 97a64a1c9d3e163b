import MockupDisplayList
import MockupGeometry
import MockupScene

/// The map's annotations and overlays: pins, the user-location dot, routes.
extension MapView {
    // MARK: - Annotations

    /// The pin's head colour.
    static func headColor(_ c: PinColor) -> Color {
        switch c {
        case .red: Figures.red
        case .green: Figures.green
        case .purple: Figures.purple
        }
    }

    /// An iOS 7 pin whose needle's tip is at `tip`: a glossy coloured head on a thin grey
    /// needle, with a small shadow down and to the right.
    static func pin(_ tip: Point, head base: Color) -> [DisplayItem] {
        let c = Point(x: tip.x, y: tip.y - Figures.pinHeadRise)
        let r = Figures.pinHeadRadius
        func disc(_ c: Point, _ rx: Double, _ ry: Double) -> Path {
            .ellipse(in: Rect(x: c.x - rx, y: c.y - ry, width: 2 * rx, height: 2 * ry))
        }
        var needle = Path()
        needle.move(to: tip)
        needle.line(to: Point(x: c.x, y: c.y + r - 1))
        var shadowLine = Path()
        shadowLine.move(to: tip)
        shadowLine.line(to: Point(x: tip.x + 7, y: tip.y - 4))
        let rim = darker(base, Figures.pinRimShade)
        let g = Figures.glossOffset
        return [
            .stroke(shadowLine, Figures.shadow, StrokeStyle(width: 1.5, cap: .round)),
            .fill(disc(Point(x: tip.x + 10, y: tip.y - 6), 4.5, 2.5), Figures.shadow),
            .stroke(needle, Figures.needle, StrokeStyle(width: Figures.needleWidth, cap: .round)),
            .fill(disc(c, r, r), base),
            .stroke(
                disc(c, r - Figures.pinRimWidth / 2, r - Figures.pinRimWidth / 2), rim,
                StrokeStyle(width: Figures.pinRimWidth)),
            .fill(disc(Point(x: c.x + g, y: c.y + g), Figures.glossRadius, Figures.glossRadius), Figures.gloss),
            .fill(disc(Point(x: c.x + g - 0.4, y: c.y + g - 0.4), Figures.spotRadius, Figures.spotRadius), Figures.spot),
        ]
    }

    /// The user-location annotation: halo, white ring with a faint shadow, a dot in the tint (blue).
    static func userLocation(_ c: Point, accuracy: Double, tint: Color) -> [DisplayItem] {
        func circle(_ r: Double) -> Path { .ellipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)) }
        var out: [DisplayItem] = []
        if accuracy > Figures.userRingRadius {
            out.append(.fill(circle(accuracy), tint.withAlpha(Figures.userHaloAlpha)))
            out.append(.stroke(circle(accuracy), tint.withAlpha(Figures.userHaloEdgeAlpha), StrokeStyle(width: 1)))
        }
        out.append(.fill(.ellipse(in: Rect(
            x: c.x - Figures.userRingRadius - 0.5, y: c.y - Figures.userRingRadius, width: 2 * Figures.userRingRadius + 1,
            height: 2 * Figures.userRingRadius + 1.5)), Figures.userRingShadow))
        out.append(.fill(circle(Figures.userRingRadius), .white))
        out.append(.fill(circle(Figures.userDotRadius), tint))
        return out
    }

    /// A route overlay through `points`: a blue line on a darker edge, round joins.
    static func route(_ points: [Point], color: Color?) -> [DisplayItem] {
        guard let first = points.first else { return [] }
        var p = Path()
        p.move(to: first)
        for q in points.dropFirst() { p.line(to: q) }
        let fill = color ?? Figures.route
        let edge = color.map { darker($0, Figures.routeEdgeShade) } ?? Figures.routeEdge
        return [
            .stroke(p, edge, StrokeStyle(width: Figures.routeEdgeWidth, cap: .round, join: .round)),
            .stroke(p, fill, StrokeStyle(width: Figures.routeWidth, cap: .round, join: .round)),
        ]
    }
}

/// `c` with its red, green and blue scaled by `factor` (0…1), alpha kept.
private func darker(_ c: Color, _ factor: Double) -> Color {
    func scale(_ v: UInt8) -> UInt8 { UInt8((Double(v) * factor).rounded(.down)) }
    return Color(red: scale(c.red), green: scale(c.green), blue: scale(c.blue), alpha: c.alpha)
}
