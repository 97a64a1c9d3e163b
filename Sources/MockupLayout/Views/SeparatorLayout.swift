import MockupDisplayList
import MockupGeometry
import MockupScene

/// A separator is one device pixel along its stack's axis and as long as the stack is
/// across it: the width offered in a vertical stack; in a horizontal one no height of
/// its own, so that it never makes the row taller (the default `align: fill` stretches
/// it to the row's height; `height:` sets one). The hairline starts `inset` after the
/// leading edge (mirrored with the view on a right-to-left screen).
extension Separator: ViewLayout {
    /// The separator's figures.
    enum Figures {
        /// The table separator grey (`Palette.separator`, docs/METRICS.md "Table view").
        static let color = Palette.separator
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        let pixel = 1 / ctx.screen.scale
        return ctx.stackAxis == .vertical ? Size(width: available.width, height: pixel) : Size(width: pixel, height: 0)
    }

    func flexes(along axis: Stack.Axis) -> Bool { false }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let line = color ?? Figures.color
        // Across a vertical stack it is wider than tall; down a horizontal one, taller.
        if frame.width >= frame.height {
            guard frame.minX + inset < frame.maxX else { return [] }
            return [.hairline(Hairline(axis: .horizontal, position: frame.minY, from: frame.minX + inset, to: frame.maxX, side: .after, color: line))]
        }
        guard frame.minY + inset < frame.maxY else { return [] }
        return [.hairline(Hairline(axis: .vertical, position: frame.minX, from: frame.minY + inset, to: frame.maxY, side: .after, color: line))]
    }
}
