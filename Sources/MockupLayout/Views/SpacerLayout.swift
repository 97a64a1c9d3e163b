import MockupDisplayList
import MockupGeometry
import MockupScene

/// A spacer has length only along its stack's axis: a fixed gap, or (flexible) none of
/// its own and a share of what the stack has left.
extension Spacer: ViewLayout {
    func size(in available: Size, ctx: LayoutContext) -> Size {
        let l = length ?? 0
        return ctx.stackAxis == .vertical ? Size(width: 0, height: l) : Size(width: l, height: 0)
    }

    func flexes(along axis: Stack.Axis) -> Bool { length == nil }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] { [] }
}
