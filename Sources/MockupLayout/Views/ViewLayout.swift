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
    /// Whether the view can be narrower than its own size along `axis` and still draw
    /// (a label wraps or is cut), so a crowded row offers it less.
    func compresses(along axis: Stack.Axis) -> Bool
}

extension ViewLayout {
    func flexes(along axis: Stack.Axis) -> Bool { false }
    var scrollsUnderBars: Bool { false }
    func compresses(along axis: Stack.Axis) -> Bool { false }
}

/// What one layout of a screen remembers and how much it may draw: measured sizes by
/// node and offered size (a stack asks its children again when it is placed, and every
/// translucent bar lays the content out again), and a budget of display items, so that
/// no input makes a display list without bound.
final class LayoutCache {
    /// Most display items the content of one screen may emit.
    static let itemBudget = 200_000
    /// Most path segments (fills and strokes: icons, SVG images, drawn controls, each
    /// use counted) the content of one screen may emit. The samples stay under 1,300;
    /// at the limit, icons of `Icon.maxSegments` crossing curves render in about a second.
    static let segmentBudget = 16_000

    private struct SizeKey: Hashable {
        var id: Int
        var width: Double
        var height: Double
        var axis: Stack.Axis
    }

    private var sizes: [SizeKey: Size] = [:]
    private var layouts: [Int: any ViewLayout] = [:]
    private(set) var items = 0
    private(set) var segments = 0
    /// Where the budget ran out (reported once as an error).
    private(set) var exhaustedAt: SourceRange?
    /// Whether it was the segment budget that ran out (else the item budget).
    private(set) var segmentsExhausted = false

    func size(_ node: ViewNode, _ offered: Size, _ axis: Stack.Axis, _ measure: () -> Size) -> Size {
        guard let id = node.id else { return measure() }
        let key = SizeKey(id: id, width: offered.width, height: offered.height, axis: axis)
        if let s = sizes[key] { return s }
        let s = measure()
        sizes[key] = s
        return s
    }

    func layout(_ node: ViewNode) -> any ViewLayout {
        guard let id = node.id else { return (node.view as? any ViewLayout) ?? NoLayout() }
        if let l = layouts[id] { return l }
        let l = (node.view as? any ViewLayout) ?? NoLayout()
        layouts[id] = l
        return l
    }

    var exhausted: Bool { exhaustedAt != nil }

    /// Counts `emitted` items of `node`; false once the budget is spent. Segments that
    /// the node's children already counted (`counted`) are not counted again, so a
    /// nested icon costs the same as a top-level one.
    func spend(_ emitted: [DisplayItem], at node: ViewNode, counted: Int = 0) -> Bool {
        items += Self.count(emitted)
        segments += max(0, Self.segments(emitted) - counted)
        if exhaustedAt == nil, items > Self.itemBudget || segments > Self.segmentBudget {
            exhaustedAt = node.range
            segmentsExhausted = items <= Self.itemBudget
        }
        return exhaustedAt == nil
    }

    private static func segments(_ items: [DisplayItem]) -> Int {
        items.reduce(0) { n, item in
            switch item {
            case .fill(let p, _), .stroke(let p, _, _): return n + p.elements.count
            case .group(let g): return n + segments(g.items)
            default: return n
            }
        }
    }

    private static func count(_ items: [DisplayItem]) -> Int {
        items.reduce(0) { n, item in
            if case .group(let g) = item { return n + 1 + count(g.items) }
            return n + 1
        }
    }
}

/// Warnings found while laying out (an over-full stack), with the place in the file.
final class LayoutReport {
    private(set) var diagnostics: [Diagnostic] = []

    func warning(_ message: String, at range: SourceRange, notes: [String] = []) {
        diagnostics.append(.warning(message, at: range, notes: notes))
    }
}

/// A model without a layout draws nothing; the catalogue test fails for it.
struct NoLayout: ViewLayout {
    func size(in available: Size, ctx: LayoutContext) -> Size { Size(width: 0, height: 0) }
    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] { [] }
}

extension ViewNode {
    /// The family's layout.
    var layout: any ViewLayout { (view as? any ViewLayout) ?? NoLayout() }

    private func layout(_ ctx: LayoutContext) -> any ViewLayout { ctx.cache.layout(self) }

    /// Whether the model has a layout (checked by the catalogue test).
    public var hasLayout: Bool { view is any ViewLayout }

    /// The view's size in `available`, with a written `width:`/`height:` winning.
    func size(in available: Size, ctx: LayoutContext) -> Size {
        let offered = Size(width: placement.width ?? available.width, height: placement.height ?? available.height)
        return ctx.cache.size(self, offered, ctx.stackAxis) {
            var s = layout(ctx).size(in: offered, ctx: ctx.entering(self))
            if let w = placement.width { s.width = w }
            if let h = placement.height { s.height = h }
            return s
        }
    }

    /// Whether a crowded row may offer the view less than its own width.
    func compresses(along axis: Stack.Axis) -> Bool {
        let written = axis == .vertical ? placement.height : placement.width
        return written == nil && layout.compresses(along: axis)
    }

    /// Whether the view stretches along `axis` (never when its length there is written).
    func flexes(along axis: Stack.Axis) -> Bool {
        let written = axis == .vertical ? placement.height : placement.width
        return written == nil && layout.flexes(along: axis)
    }

    /// The view's items in `frame`: nothing when the whole frame is outside what is
    /// wanted (the screen, or the rect under a bar) or the item budget is spent.
    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let l = layout(ctx)
        let wanted = ctx.visible ?? Rect(origin: Point(x: 0, y: 0), size: ctx.screen.size)
        if ctx.cache.exhausted || (!l.scrollsUnderBars && !frame.intersects(wanted)) { return [] }
        let before = ctx.cache.segments
        var out = l.items(in: frame, ctx: ctx)
        if let fill = placement.background { out.insert(.rect(frame, fill), at: 0) }
        return ctx.cache.spend(out, at: self, counted: ctx.cache.segments - before) ? out : []
    }
}
