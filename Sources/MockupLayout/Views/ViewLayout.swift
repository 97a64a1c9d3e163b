import MockupDisplayList
import MockupGeometry
import MockupScene
import MockupSyntax

/// How a content view family is measured and drawn: layout asks a view for its size in
/// the space offered, then draws it in the frame its container chose. Every
/// `ContentView` model conforms in its family's `…Layout.swift` file.
protocol ViewLayout {
    /// The size the view wants within `available` (the space its container offers).
    func size(in available: Size, ctx: LayoutContext) -> Size
    /// Whether the view takes the space its stack leaves along `axis` (spacers, tables
    /// vertically; sliders, text fields horizontally).
    func flexes(along axis: Stack.Axis) -> Bool
    /// The view's items in `frame` (absolute points).
    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem]
    /// Whether the view's content can show outside its frame, under a translucent bar
    /// (tables and scrolling stacks).
    var scrollsUnderBars: Bool { get }
}

extension ViewLayout {
    func flexes(along axis: Stack.Axis) -> Bool { false }
    var scrollsUnderBars: Bool { false }
}

/// Warnings found while laying out (an over-full stack), with the place in the file.
final class LayoutReport {
    private(set) var diagnostics: [Diagnostic] = []

    func warning(_ message: String, at range: SourceRange, notes: [String] = []) {
        diagnostics.append(.warning(message, at: range, notes: notes))
    }
}

/// A model without a layout draws nothing; the catalogue test fails for it.
private struct NoLayout: ViewLayout {
    func size(in available: Size, ctx: LayoutContext) -> Size { Size(width: 0, height: 0) }
    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] { [] }
}

extension ViewNode {
    /// The family's layout.
    var layout: any ViewLayout { (view as? any ViewLayout) ?? NoLayout() }

    /// Whether the model has a layout (checked by the catalogue test).
    public var hasLayout: Bool { view is any ViewLayout }

    /// The view's size in `available`, with a written `width:`/`height:` winning.
    func size(in available: Size, ctx: LayoutContext) -> Size {
        let offered = Size(width: placement.width ?? available.width, height: placement.height ?? available.height)
        var s = layout.size(in: offered, ctx: ctx)
        if let w = placement.width { s.width = w }
        if let h = placement.height { s.height = h }
        return s
    }

    /// Whether the view stretches along `axis` (never when its length there is written).
    func flexes(along axis: Stack.Axis) -> Bool {
        let written = axis == .vertical ? placement.height : placement.width
        return written == nil && layout.flexes(along: axis)
    }

    /// The view's items in `frame`, culled when the whole frame is outside what is wanted.
    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        if let v = ctx.visible, !layout.scrollsUnderBars, !frame.intersects(v) { return [] }
        guard let fill = placement.background else { return layout.items(in: frame, ctx: ctx) }
        return [.rect(frame, fill)] + layout.items(in: frame, ctx: ctx)
    }
}
