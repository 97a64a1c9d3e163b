import MockupDisplayList
import MockupGeometry
import MockupScene

/// A table takes all the room its container gives it (it scrolls inside), and emits
/// only what falls inside the part of the screen that is wanted. Table layout works
/// from the left edge of a full-width area; a table in a narrower frame is laid out at
/// its own width and moved into place.
extension Table: ViewLayout {
    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    func flexes(along axis: Stack.Axis) -> Bool { true }

    var scrollsUnderBars: Bool { true }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        if frame.minX == 0 && frame.width == ctx.size.width {
            return TableLayout(ctx: ctx, table: self, area: frame, visible: ctx.visible).items()
        }
        var local = ctx
        local.widthOverride = frame.width
        // Moved into place below: what it records is moved with it.
        local.origin = Point(x: ctx.origin.x + frame.minX, y: ctx.origin.y)
        let area = Rect(x: 0, y: frame.minY, width: frame.width, height: frame.height)
        let visible = ctx.visible.map { Rect(x: $0.minX - frame.minX, y: $0.minY, width: $0.width, height: $0.height) }
        let items = TableLayout(ctx: local, table: self, area: area, visible: visible).items()
        return [.group(Group(transform: .translation(frame.minX, 0), items: items))]
    }
}
