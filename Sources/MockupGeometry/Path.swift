/// A vector outline made of absolute move/line/cubic/close commands, in points.
///
/// Every SVG command (relative, smooth, quadratic, arcs) is normalised to these four
/// on construction, so renderers need only a small `switch`.
public struct Path: Sendable, Hashable {
    /// One drawing command.
    public enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case cubic(Point, Point, Point)
        case close
    }

    /// How overlapping sub-paths decide what is inside.
    public enum FillRule: String, Sendable, Hashable {
        case nonZero = "nonzero"
        case evenOdd = "evenodd"
    }

    /// The elements in drawing order.
    public var elements: [Element]
    /// How overlapping sub-paths fill.
    public var fillRule: FillRule

    /// Creates a path from elements.
    public init(_ elements: [Element] = [], fillRule: FillRule = .nonZero) {
        self.elements = elements
        self.fillRule = fillRule
    }

    /// Starts a sub-path at `p`.
    public mutating func move(to p: Point) { elements.append(.move(p)) }
    /// A straight line to `p`.
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    /// A cubic Bézier curve to `p`.
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1, control2, p))
    }
    /// Closes the current sub-path.
    public mutating func close() { elements.append(.close) }

    /// A rectangle.
    public static func rect(_ r: Rect) -> Path {
        Path([
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
            .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close,
        ])
    }

    /// A rectangle with circular corners of `radius` (clamped to half the short side).
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let rad = min(max(radius, 0), min(r.width, r.height) / 2)
        if rad == 0 { return rect(r) }
        // Cubic approximation of a quarter circle.
        let k = rad * 0.5522847498
        var p = Path()
        p.move(to: Point(x: r.minX + rad, y: r.minY))
        p.line(to: Point(x: r.maxX - rad, y: r.minY))
        p.curve(
            to: Point(x: r.maxX, y: r.minY + rad),
            control1: Point(x: r.maxX - rad + k, y: r.minY),
            control2: Point(x: r.maxX, y: r.minY + rad - k))
        p.line(to: Point(x: r.maxX, y: r.maxY - rad))
        p.curve(
            to: Point(x: r.maxX - rad, y: r.maxY),
            control1: Point(x: r.maxX, y: r.maxY - rad + k),
            control2: Point(x: r.maxX - rad + k, y: r.maxY))
        p.line(to: Point(x: r.minX + rad, y: r.maxY))
        p.curve(
            to: Point(x: r.minX, y: r.maxY - rad),
            control1: Point(x: r.minX + rad - k, y: r.maxY),
            control2: Point(x: r.minX, y: r.maxY - rad + k))
        p.line(to: Point(x: r.minX, y: r.minY + rad))
        p.curve(
            to: Point(x: r.minX + rad, y: r.minY),
            control1: Point(x: r.minX, y: r.minY + rad - k),
            control2: Point(x: r.minX + rad - k, y: r.minY))
        p.close()
        return p
    }

    /// An ellipse inscribed in `r`.
    public static func ellipse(in r: Rect) -> Path {
        let kx = r.width / 2 * 0.5522847498
        let ky = r.height / 2 * 0.5522847498
        var p = Path()
        p.move(to: Point(x: r.midX, y: r.minY))
        p.curve(
            to: Point(x: r.maxX, y: r.midY), control1: Point(x: r.midX + kx, y: r.minY),
            control2: Point(x: r.maxX, y: r.midY - ky))
        p.curve(
            to: Point(x: r.midX, y: r.maxY), control1: Point(x: r.maxX, y: r.midY + ky),
            control2: Point(x: r.midX + kx, y: r.maxY))
        p.curve(
            to: Point(x: r.minX, y: r.midY), control1: Point(x: r.midX - kx, y: r.maxY),
            control2: Point(x: r.minX, y: r.midY + ky))
        p.curve(
            to: Point(x: r.midX, y: r.minY), control1: Point(x: r.minX, y: r.midY - ky),
            control2: Point(x: r.midX - kx, y: r.minY))
        p.close()
        return p
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: Transform) -> Path {
        Path(
            elements.map { e in
                switch e {
                case .move(let p): return .move(t.apply(p))
                case .line(let p): return .line(t.apply(p))
                case .cubic(let a, let b, let c): return .cubic(t.apply(a), t.apply(b), t.apply(c))
                case .close: return .close
                }
            }, fillRule: fillRule)
    }

    /// Appends all elements of `other` (its fill rule is ignored).
    public mutating func append(_ other: Path) { elements += other.elements }

    /// The bounds of the outline itself: lines' end points and each cubic sampled at
    /// 64 steps, tighter than `controlBounds`, whose control points stick out of an arc.
    public var outlineBounds: Rect? {
        var xs: [Double] = []
        var ys: [Double] = []
        var last = Point(x: 0, y: 0)
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                xs.append(p.x)
                ys.append(p.y)
                last = p
            case .cubic(let c1, let c2, let p):
                for i in 1...64 {
                    let t = Double(i) / 64, u = 1 - t
                    xs.append(u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x)
                    ys.append(u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y)
                }
                last = p
            case .close: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding every end and control point (empty paths: `nil`).
    public var controlBounds: Rect? {
        var xs: [Double] = []
        var ys: [Double] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                xs.append(p.x)
                ys.append(p.y)
            case .cubic(let a, let b, let c):
                xs += [a.x, b.x, c.x]
                ys += [a.y, b.y, c.y]
            case .close: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
            return nil
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
