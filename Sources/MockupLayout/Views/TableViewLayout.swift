import MockupDisplayList
import MockupGeometry
import MockupScene

/// A table takes all the room its container gives it (it scrolls inside), and emits
/// only what falls inside the part of the screen that is wanted.
extension Table: ViewLayout {
    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    func flexes(along axis: Stack.Axis) -> Bool { true }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        TableLayout(ctx: ctx, table: self, area: frame, visible: ctx.visible).items()
    }
}
