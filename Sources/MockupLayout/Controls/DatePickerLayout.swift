import MockupDisplayList
import MockupGeometry
import MockupScene

/// A date picker is the picker's drum over the wheels its mode and locale give, each
/// as wide as its longest row (UIDatePicker sizes its components by content).
extension DatePicker: ViewLayout {
    func size(in available: Size, ctx: LayoutContext) -> Size {
        Size(width: available.width, height: Picker.height(ctx))
    }

    func flexes(along axis: Stack.Axis) -> Bool { axis == .horizontal }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        Picker.drum(wheels, distribution: .content, disabled: state == .disabled, in: frame, ctx: ctx)
    }
}
