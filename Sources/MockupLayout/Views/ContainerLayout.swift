import MockupDisplayList
import MockupGeometry
import MockupScene

/// A container fills what it is given; each child region is laid out as a pane at its
/// own size (bars by kind, content between) and moved to its frame, clipped to it.
extension Container: ViewLayout {
    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    func flexes(along axis: Stack.Axis) -> Bool { true }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        children.flatMap { child -> [DisplayItem] in
            let rect = Rect(
                x: frame.minX + child.x, y: frame.minY + child.y,
                width: max(0, child.width ?? frame.width - child.x), height: max(0, child.height ?? frame.height - child.y))
            guard rect.width > 0, rect.height > 0 else { return [] }
            let laid = PaneLayout(ctx: ctx.pane(rect), elements: child.pane.elements, topInset: 0, background: child.pane.background)
                .layout()
            return [.group(Group(clip: rect, transform: .translation(rect.minX, rect.minY), items: laid.items))]
        }
    }
}
