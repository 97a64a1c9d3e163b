import MockupDisplayList
import MockupGeometry

/// The keyboard's drawn key caps, centred on a point, at TIK's icon sizes (docs/METRICS.md,
/// Keyboard: shift 19 × 16, backspace 22 × 16, globe 20 × 20) times `scale`. The shapes
/// follow TIK `Shapes.swift` proportions (an arrow on a 38 × 32 grid, a backspace on
/// 44 × 32); dictation and hide-keyboard are by eye (unconfirmed).
enum KeyGlyphs {
    private static func polygon(_ pts: [(Double, Double)], grid: Size, center c: Point, size: Size) -> Path {
        var p = Path()
        for (i, (x, y)) in pts.enumerated() {
            let pt = Point(x: c.x - size.width / 2 + x / grid.width * size.width, y: c.y - size.height / 2 + y / grid.height * size.height)
            if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
        }
        p.close()
        return p
    }

    /// The shift arrow: filled, or outlined (iOS 9 with shift off).
    /// With `underline` (caps lock) a bar under the arrow (TIK drawShift `withRect`: the
    /// arrow on a 38 × 38 grid, a 18 × 4 bar at y 34).
    static func shift(center c: Point, scale: Double, color: Color, outline: Bool, underline: Bool = false) -> [DisplayItem] {
        let pts: [(Double, Double)] = [(19, 0), (38, 18), (28, 18), (28, 32), (10, 32), (10, 18), (0, 18)]
        if underline {
            let size = Size(width: 19 * scale, height: 19 * scale)
            let grid = Size(width: 38, height: 38)
            let arrow = polygon(pts, grid: grid, center: c, size: size)
            let bar = polygon([(10, 34), (28, 34), (28, 38), (10, 38)], grid: grid, center: c, size: size)
            return [.fill(arrow, color), .fill(bar, color)]
        }
        let path = polygon(pts, grid: Size(width: 38, height: 32), center: c, size: Size(width: 19 * scale, height: 16 * scale))
        return outline ? [.stroke(path, color, StrokeStyle(width: 1.2 * scale, join: .round))] : [.fill(path, color)]
    }

    /// The backspace key: a filled tag with the × cut in the key's colour (iOS 7–8), or
    /// its outline with the × (iOS 9, the pads).
    static func delete(center c: Point, scale: Double, color: Color, outline: Bool, keyColor: Color) -> [DisplayItem] {
        let grid = Size(width: 44, height: 32)
        let size = Size(width: 22 * scale, height: 16 * scale)
        let tag = polygon([(0, 16), (15, 0), (41, 0), (44, 3), (44, 29), (41, 32), (15, 32)], grid: grid, center: c, size: size)
        var cross = Path()
        let a = polygon([(21, 9), (33, 23)], grid: grid, center: c, size: size)
        let b = polygon([(21, 23), (33, 9)], grid: grid, center: c, size: size)
        // Open strokes: drop the closing segments back to each start.
        for line in [a, b] {
            cross.elements += line.elements.filter { if case .close = $0 { return false } else { return true } }
        }
        if outline {
            let w = 1.2 * scale
            return [.stroke(tag, color, StrokeStyle(width: w, join: .round)), .stroke(cross, color, StrokeStyle(width: w, cap: .round))]
        }
        return [.fill(tag, color), .stroke(cross, keyColor, StrokeStyle(width: 1.4 * scale, cap: .round))]
    }

    /// The globe (next keyboard): a circle with a meridian ellipse, the axis and three parallels.
    static func globe(center c: Point, scale: Double, color: Color) -> [DisplayItem] {
        let r = 10 * scale - 0.5
        let style = StrokeStyle(width: 1)
        var lines = Path()
        lines.move(to: Point(x: c.x, y: c.y - r))
        lines.line(to: Point(x: c.x, y: c.y + r))
        for dy in [-0.5, 0.0, 0.5] {
            let y = c.y + dy * r
            let half = (r * r - (dy * r) * (dy * r)).squareRoot()
            lines.move(to: Point(x: c.x - half, y: y))
            lines.line(to: Point(x: c.x + half, y: y))
        }
        return [
            .stroke(.ellipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), color, style),
            .stroke(.ellipse(in: Rect(x: c.x - r * 0.45, y: c.y - r, width: r * 0.9, height: 2 * r)), color, style),
            .stroke(lines, color, style),
        ]
    }

    /// The dictation microphone: a capsule in a cradle on a stand.
    /// `outline`: the capsule stroked, not filled (iOS 7's white dictation key, e11).
    static func mic(center c: Point, scale s: Double, color: Color, outline: Bool = false) -> [DisplayItem] {
        let style = StrokeStyle(width: 1.2 * s, cap: .round)
        let capsule = Path.roundedRect(Rect(x: c.x - 3.5 * s, y: c.y - 10 * s, width: 7 * s, height: 12 * s), radius: 3.5 * s)
        var cradle = Path()
        cradle.move(to: Point(x: c.x - 6 * s, y: c.y - 3 * s))
        cradle.curve(to: Point(x: c.x, y: c.y + 5 * s), control1: Point(x: c.x - 6 * s, y: c.y + 2 * s), control2: Point(x: c.x - 3.5 * s, y: c.y + 5 * s))
        cradle.curve(to: Point(x: c.x + 6 * s, y: c.y - 3 * s), control1: Point(x: c.x + 3.5 * s, y: c.y + 5 * s), control2: Point(x: c.x + 6 * s, y: c.y + 2 * s))
        cradle.move(to: Point(x: c.x, y: c.y + 5 * s))
        cradle.line(to: Point(x: c.x, y: c.y + 9 * s))
        cradle.move(to: Point(x: c.x - 4 * s, y: c.y + 9 * s))
        cradle.line(to: Point(x: c.x + 4 * s, y: c.y + 9 * s))
        return [outline ? .stroke(capsule, color, style) : .fill(capsule, color), .stroke(cradle, color, style)]
    }

    /// The iPad's hide-keyboard key: a small keyboard over a down chevron.
    static func hideKeyboard(center c: Point, scale s: Double, color: Color) -> [DisplayItem] {
        let w = 24 * s, h = 15 * s
        let box = Rect(x: c.x - w / 2, y: c.y - 10 * s, width: w, height: h)
        var out: [DisplayItem] = [.stroke(.roundedRect(box, radius: 2 * s), color, StrokeStyle(width: 1.2 * s))]
        let dot = 1.8 * s
        for row in 0..<3 {
            let count = row == 2 ? 1 : 7
            for i in 0..<count {
                let x = row == 2 ? c.x - 5 * s : box.minX + 2.5 * s + Double(i) * 2.85 * s
                let width = row == 2 ? 10 * s : dot
                out.append(.rect(Rect(x: x, y: box.minY + 2.5 * s + Double(row) * 3.6 * s, width: width, height: dot), color))
            }
        }
        var chevron = Path()
        chevron.move(to: Point(x: c.x - 4 * s, y: c.y + 8 * s))
        chevron.line(to: Point(x: c.x, y: c.y + 11 * s))
        chevron.line(to: Point(x: c.x + 4 * s, y: c.y + 8 * s))
        out.append(.stroke(chevron, color, StrokeStyle(width: 1.2 * s, cap: .round, join: .round)))
        return out
    }

    /// Undo: a hooked arrow turning back to the left (by eye, unconfirmed).
    static func undo(center c: Point, scale s: Double, color: Color, mirrored: Bool = false) -> [DisplayItem] {
        if mirrored {
            let flip = Transform(a: -1, b: 0, c: 0, d: 1, tx: 2 * c.x, ty: 0)
            return undo(center: c, scale: s, color: color).map { item in
                if case .stroke(let p, let col, let st) = item { return .stroke(p.applying(flip), col, st) }
                return item
            }
        }
        var hook = Path()
        hook.move(to: Point(x: c.x - 6 * s, y: c.y - 3 * s))
        hook.line(to: Point(x: c.x + 3 * s, y: c.y - 3 * s))
        hook.curve(to: Point(x: c.x + 3 * s, y: c.y + 7 * s), control1: Point(x: c.x + 9.5 * s, y: c.y - 3 * s), control2: Point(x: c.x + 9.5 * s, y: c.y + 7 * s))
        hook.line(to: Point(x: c.x - 2 * s, y: c.y + 7 * s))
        var head = Path()
        head.move(to: Point(x: c.x - 2.5 * s, y: c.y - 7 * s))
        head.line(to: Point(x: c.x - 6.5 * s, y: c.y - 3 * s))
        head.line(to: Point(x: c.x - 2.5 * s, y: c.y + 1 * s))
        let style = StrokeStyle(width: 1.3 * s, cap: .round, join: .round)
        return [.stroke(hook, color, style), .stroke(head, color, style)]
    }

    /// The emoji keyboard's key: a smiling face.
    static func emoji(center c: Point, scale s: Double, color: Color) -> [DisplayItem] {
        let r = 9 * s
        var smile = Path()
        smile.move(to: Point(x: c.x - 4.5 * s, y: c.y + 2 * s))
        smile.curve(to: Point(x: c.x + 4.5 * s, y: c.y + 2 * s), control1: Point(x: c.x - 3 * s, y: c.y + 6 * s), control2: Point(x: c.x + 3 * s, y: c.y + 6 * s))
        let eye = 1.1 * s
        return [
            .stroke(.ellipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), color, StrokeStyle(width: 1 * s)),
            .fill(.ellipse(in: Rect(x: c.x - 3.2 * s - eye, y: c.y - 3 * s - eye, width: 2 * eye, height: 2.6 * eye)), color),
            .fill(.ellipse(in: Rect(x: c.x + 3.2 * s - eye, y: c.y - 3 * s - eye, width: 2 * eye, height: 2.6 * eye)), color),
            .stroke(smile, color, StrokeStyle(width: 1.1 * s, cap: .round)),
        ]
    }

    /// Cut: open scissors (two rings and crossed blades).
    static func cut(center c: Point, scale s: Double, color: Color) -> [DisplayItem] {
        let style = StrokeStyle(width: 1.1 * s, cap: .round)
        var blades = Path()
        blades.move(to: Point(x: c.x - 5 * s, y: c.y - 9 * s))
        blades.line(to: Point(x: c.x + 2.5 * s, y: c.y + 3 * s))
        blades.move(to: Point(x: c.x + 5 * s, y: c.y - 9 * s))
        blades.line(to: Point(x: c.x - 2.5 * s, y: c.y + 3 * s))
        let ring = 3 * s
        return [
            .stroke(blades, color, style),
            .stroke(.ellipse(in: Rect(x: c.x - 4.5 * s - ring, y: c.y + 5.5 * s - ring, width: 2 * ring, height: 2 * ring)), color, style),
            .stroke(.ellipse(in: Rect(x: c.x + 4.5 * s - ring, y: c.y + 5.5 * s - ring, width: 2 * ring, height: 2 * ring)), color, style),
        ]
    }

    /// Copy: two overlapping sheets.
    static func copy(center c: Point, scale s: Double, color: Color) -> [DisplayItem] {
        let style = StrokeStyle(width: 1.1 * s)
        let back = Rect(x: c.x - 6 * s, y: c.y - 8 * s, width: 9 * s, height: 12 * s)
        let front = Rect(x: c.x - 3 * s, y: c.y - 4 * s, width: 9 * s, height: 12 * s)
        return [
            .stroke(.roundedRect(back, radius: 1.2 * s), color, style),
            .fill(.roundedRect(front, radius: 1.2 * s), KeyboardLayout.Figures.darkKey),
            .stroke(.roundedRect(front, radius: 1.2 * s), color, style),
        ]
    }

    /// Paste: a clipboard.
    static func paste(center c: Point, scale s: Double, color: Color) -> [DisplayItem] {
        let style = StrokeStyle(width: 1.1 * s)
        let board = Rect(x: c.x - 6 * s, y: c.y - 7 * s, width: 12 * s, height: 15 * s)
        let clip = Rect(x: c.x - 3 * s, y: c.y - 9 * s, width: 6 * s, height: 3.5 * s)
        return [.stroke(.roundedRect(board, radius: 1.5 * s), color, style), .fill(.roundedRect(clip, radius: 1 * s), color)]
    }

    /// Cursor back / forward: an arrow pointing left or right.
    static func cursor(center c: Point, scale s: Double, color: Color, back: Bool) -> [DisplayItem] {
        let d: Double = back ? -1 : 1
        var arrow = Path()
        arrow.move(to: Point(x: c.x - d * 7 * s, y: c.y))
        arrow.line(to: Point(x: c.x + d * 7 * s, y: c.y))
        arrow.move(to: Point(x: c.x + d * 2 * s, y: c.y - 5 * s))
        arrow.line(to: Point(x: c.x + d * 7 * s, y: c.y))
        arrow.line(to: Point(x: c.x + d * 2 * s, y: c.y + 5 * s))
        return [.stroke(arrow, color, StrokeStyle(width: 1.3 * s, cap: .round, join: .round))]
    }
}
