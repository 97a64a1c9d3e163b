import MockupDisplayList
import MockupGeometry

/// Right-to-left screens on iOS 9: the finished display list mirrored about the
/// screen's vertical centre line, the way UIKit mirrors a layout.
///
/// Shapes are reflected (a back chevron, a disclosure chevron and a switch's knob point
/// and sit the other way); text runs and images only move, since text reads the same and
/// Pango orders a run's characters itself; groups marked with an `uprightFrame` (icons
/// without a direction, the battery) move as a block, unreflected. Layouts stay written
/// left to right and know nothing of this, except for marking what keeps its orientation.
enum Mirroring {
    /// `items` mirrored about the vertical line `x = width / 2`.
    static func mirrored(_ items: [DisplayItem], width: Double) -> [DisplayItem] {
        items.map { mirrored($0, width: width) }
    }

    /// The reflection `x → width − x`.
    static func reflection(_ width: Double) -> Transform {
        Transform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
    }

    /// `r` reflected: its left edge becomes `width − maxX`.
    static func mirrored(_ r: Rect, width: Double) -> Rect {
        Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    /// One item mirrored about `x = width / 2`, in the coordinates it is written in.
    static func mirrored(_ item: DisplayItem, width w: Double) -> DisplayItem {
        switch item {
        case .rect(let r, let c):
            return .rect(mirrored(r, width: w), c)
        case .roundedRect(let r, let radius, let c):
            return .roundedRect(mirrored(r, width: w), radius: radius, c)
        case .fill(let p, let c):
            // A reflection reverses every subpath's winding alike: the fill rule's
            // result (non-zero or even-odd) is unchanged.
            return .fill(p.applying(reflection(w)), c)
        case .stroke(let p, let c, let style):
            return .stroke(p.applying(reflection(w)), c, style)
        case .hairline(var h):
            switch h.axis {
            case .horizontal:
                (h.from, h.to) = (w - h.to, w - h.from)
            case .vertical:
                // The pixel column after x is, seen in the mirror, the one before it.
                h.position = w - h.position
                h.side = h.side == .after ? .before : .after
            }
            return .hairline(h)
        case .text(var run):
            // Moved, not reflected: the run's box lands on its mirror image.
            run.origin.x = w - (run.origin.x + run.width)
            return .text(run)
        case .image(var image):
            image.rect = mirrored(image.rect, width: w)
            return .image(image)
        case .group(let g):
            return .group(mirrored(g, width: w))
        }
    }

    /// A group mirrored: its clip (in the outer coordinates) reflected and its content
    /// reflected in its own coordinates, so that what it draws is the mirror image of
    /// what it drew; or, with an `uprightFrame`, moved as a block.
    static func mirrored(_ g: Group, width w: Double) -> Group {
        if let frame = g.uprightFrame {
            return translated(g, by: w - 2 * frame.midX)
        }
        var out = g
        out.clip = g.clip.map { mirrored($0, width: w) }
        let t = g.transform
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            // A translation (a pane, a scrolled view) stays as it is; its content is
            // reflected about the line that lands on this one: x ↦ (w − 2·tx) − x.
            out.items = mirrored(g.items, width: w - 2 * t.tx)
        } else {
            // Any other transform is conjugated by the reflection, R·T·R, and the content
            // reflected about the same line.
            let r = reflection(w)
            out.transform = r.concatenating(t).concatenating(r)
            out.items = mirrored(g.items, width: w)
        }
        return out
    }

    /// `items` moved right by `dx`.
    static func translated(_ items: [DisplayItem], by dx: Double) -> [DisplayItem] {
        items.map { translated($0, by: dx) }
    }

    /// One item moved right by `dx`.
    static func translated(_ item: DisplayItem, by dx: Double) -> DisplayItem {
        func moved(_ r: Rect) -> Rect { Rect(x: r.minX + dx, y: r.minY, width: r.width, height: r.height) }
        switch item {
        case .rect(let r, let c): return .rect(moved(r), c)
        case .roundedRect(let r, let radius, let c): return .roundedRect(moved(r), radius: radius, c)
        case .fill(let p, let c): return .fill(p.applying(.translation(dx, 0)), c)
        case .stroke(let p, let c, let s): return .stroke(p.applying(.translation(dx, 0)), c, s)
        case .hairline(var h):
            if h.axis == .horizontal {
                h.from += dx
                h.to += dx
            } else {
                h.position += dx
            }
            return .hairline(h)
        case .text(var run):
            run.origin.x += dx
            return .text(run)
        case .image(var image):
            image.rect = moved(image.rect)
            return .image(image)
        case .group(let g):
            return .group(translated(g, by: dx))
        }
    }

    /// A group moved right by `dx` in its outer coordinates: clip and marker move; the
    /// content moves itself when there is no transform (so dumps stay plain numbers),
    /// else the transform takes the move.
    static func translated(_ g: Group, by dx: Double) -> Group {
        var out = g
        out.clip = g.clip.map { Rect(x: $0.minX + dx, y: $0.minY, width: $0.width, height: $0.height) }
        out.uprightFrame = g.uprightFrame.map { Rect(x: $0.minX + dx, y: $0.minY, width: $0.width, height: $0.height) }
        if g.transform.isIdentity {
            out.items = translated(g.items, by: dx)
        } else {
            out.transform = Transform.translation(dx, 0).concatenating(g.transform)
        }
        return out
    }
}
