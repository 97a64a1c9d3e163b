import MockupDisplayList
import MockupGeometry
import MockupScene

/// Draws an icon as fill/stroke items fitted into a box.
enum IconDrawing {
    /// A built-in icon by library name (nothing if there is no such icon).
    static func items(named name: String, in box: Rect, color: Color) -> [DisplayItem] {
        guard let icon = IconLibrary.icon(named: name) else { return [] }
        return items(icon, in: box, color: color)
    }

    /// Any icon (built-in or a user's file), aspect-fitted and centred in `box`.
    static func items(_ icon: Icon, in box: Rect, color: Color) -> [DisplayItem] {
        icon.fitted(into: box).map { shape in
            switch shape.style {
            case .fill: return .fill(shape.path, color)
            case .stroke(let width, let cap, let join):
                return .stroke(shape.path, color, StrokeStyle(width: width, cap: cap, join: join))
            }
        }
    }
}
