import MockupDisplayList
import MockupGeometry
import MockupScene

/// Draws an icon as fill/stroke items fitted into a box.
///
/// On a right-to-left screen (iOS 9) the layout is mirrored afterwards (`Mirroring`);
/// an icon then moves to its mirrored place but keeps its orientation, as UIKit draws
/// images unflipped unless they are made to flip, except the few built-in glyphs that
/// show a direction.
enum IconDrawing {
    /// Built-in glyphs that point along the reading direction and so are reflected on a
    /// right-to-left screen, like the back chevron: Apple's "Supporting Right-To-Left
    /// Languages" flips images "that communicate a sense of direction, such as arrows"
    /// and keeps video controls (play, rewind, fast-forward), clocks and the like.
    static let directional: Set<String> = ["bar/reply"]

    /// Whether a bar button's (or button's) glyph is one of the `directional` ones.
    static func isDirectional(_ icon: BarIcon?) -> Bool {
        if case .builtin(let name) = icon { return directional.contains(name) }
        return false
    }

    /// A built-in icon by library name (nothing if there is no such icon).
    static func items(named name: String, in box: Rect, color: Color, ctx: LayoutContext) -> [DisplayItem] {
        guard let icon = IconLibrary.icon(named: name) else { return [] }
        return items(icon, in: box, color: color, ctx: ctx, directional: directional.contains(name))
    }

    /// Any icon (built-in or a user's file), aspect-fitted and centred in `box`; on a
    /// right-to-left screen wrapped in a group that keeps its orientation unless it is
    /// `directional`. Left-to-right screens get the bare items, as they always did.
    static func items(
        _ icon: Icon, in box: Rect, color: Color, ctx: LayoutContext, directional: Bool = false
    ) -> [DisplayItem] {
        let drawn: [DisplayItem] = icon.fitted(into: box).map { shape in
            switch shape.style {
            case .fill: return .fill(shape.path, color)
            case .stroke(let width, let cap, let join):
                return .stroke(shape.path, color, StrokeStyle(width: width, cap: cap, join: join))
            }
        }
        return upright(drawn, frame: box, ctx: ctx, unless: directional)
    }

    /// `items` marked to keep their orientation about `frame` on a right-to-left screen;
    /// unchanged otherwise (or when `directional`).
    static func upright(
        _ items: [DisplayItem], frame: Rect, ctx: LayoutContext, unless directional: Bool = false
    ) -> [DisplayItem] {
        guard ctx.direction == .rtl, !directional, !items.isEmpty else { return items }
        return [.group(Group(uprightFrame: frame, items: items))]
    }
}
