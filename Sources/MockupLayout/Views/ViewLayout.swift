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
    /// What the content has emitted so far.
    private(set) var spent = Tally()
    /// Where a budget ran out (reported once as an error), and which one.
    private(set) var exhaustedAt: SourceRange?
    private(set) var exhaustedBudget: Budget?

    /// The budgets, in the order they are checked.
    enum Budget { case items, segments, pixels }

    /// Items, path segments and device pixels covered.
    struct Tally {
        var items = 0
        var segments = 0
        var pixels = 0.0

        static func - (a: Tally, b: Tally) -> Tally {
            Tally(items: a.items - b.items, segments: a.segments - b.segments, pixels: a.pixels - b.pixels)
        }
    }

    /// Most device pixels the content of one screen may cover, summed over its items
    /// (each item's bounds within the screen, times the scale squared): about 4 billion
    /// pixel writes, a few seconds of rasterising. 5,000 translucent full-screen fills of
    /// an iPhone 6 at @2x (5 billion) took 3.6 s; the samples cover less than 20 screens.
    static let pixelBudget = 4_000_000_000.0

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

    /// Counts what `node` itself adds to `emitted` (its children, laid out while it was,
    /// counted their own: `children`), against `screen` at `scale`; false once a budget
    /// is spent.
    func spend(_ emitted: [DisplayItem], at node: ViewNode, children: Tally, screen: Rect, scale: Double) -> Bool {
        var all = Tally()
        all.items = emitted.deepCount
        all.segments = Self.segments(emitted)
        all.pixels = Self.area(emitted, within: screen) * scale * scale
        let own = all - children
        spent.items += max(0, own.items)
        spent.segments += max(0, own.segments)
        spent.pixels += max(0, own.pixels)
        if exhaustedAt == nil {
            let over: Budget? =
                spent.items > Self.itemBudget ? .items
                : spent.segments > Self.segmentBudget ? .segments
                : spent.pixels > Self.pixelBudget ? .pixels : nil
            if let over {
                exhaustedAt = node.range
                exhaustedBudget = over
            }
        }
        return exhaustedAt == nil
    }

    /// The area (points²) the items cover within `clip`: each item's bounds, groups by
    /// their clip or their items.
    private static func area(_ items: [DisplayItem], within clip: Rect) -> Double {
        items.reduce(0) { total, item in
            let bounds: Rect?
            switch item {
            case .rect(let r, _), .roundedRect(let r, _, _): bounds = r
            case .fill(let p, _), .stroke(let p, _, _): bounds = p.controlBounds
            case .hairline: bounds = nil
            case .text(let t): bounds = Rect(x: t.origin.x, y: t.origin.y - t.font.size, width: t.width, height: t.font.size * 1.3)
            case .image(let i): bounds = i.rect
            case .group(let g):
                let inner = g.clip.map { c in intersection(c, clip) } ?? clip
                return total + (inner.map { area(g.items, within: $0) } ?? 0)
            }
            guard let b = bounds, let r = intersection(b, clip) else { return total }
            return total + r.width * r.height
        }
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
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
}

/// Warnings found while laying out (an over-full stack), with the place in the file.
final class LayoutReport {
    private(set) var diagnostics: [Diagnostic] = []
    /// Screen frames of the views and bar buttons with an `id:`, for overlays that point
    /// at them (popovers, edit menus).
    private(set) var anchors: [String: Rect] = [:]
    /// The anchors that are bar buttons (a popover from one points into its bar).
    private(set) var barItemAnchors: Set<String> = []

    /// Screen frames of the selection (or caret) in text views with an `id:`: where an
    /// edit menu points.
    private(set) var textTargets: [String: Rect] = [:]

    /// Records the selection or caret `rect` of the text view named `name`.
    func textTarget(_ name: String?, _ rect: Rect, origin: Point) {
        guard let name else { return }
        textTargets[name] = Rect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: rect.width, height: rect.height)
    }

    /// Records where the element named `name` was laid out (`frame` in the pane's
    /// coordinates, `origin` the pane's place on the screen).
    func anchor(_ name: String?, _ frame: Rect, origin: Point) {
        guard let name else { return }
        anchors[name] = Rect(x: frame.minX + origin.x, y: frame.minY + origin.y, width: frame.width, height: frame.height)
    }

    /// `anchor` for a bar button.
    func barItemAnchor(_ name: String?, _ frame: Rect, origin: Point) {
        anchor(name, frame, origin: origin)
        if let name { barItemAnchors.insert(name) }
    }

    /// Every element laid out, in drawing order, when recording (`startRecording`); nil
    /// otherwise, so that an ordinary render records nothing.
    private(set) var elements: [LaidOutElement]?

    /// Starts recording every element laid out.
    func startRecording() { elements = [] }

    /// Records an element at `frame` (in the pane's coordinates, the pane at `origin`),
    /// with what it draws itself (`content`: its texts and colours).
    func record(
        _ kind: String, _ group: LaidOutElement.Group, id: String? = nil, frame: Rect, origin: Point,
        range: SourceRange?, content: [DisplayItem] = []
    ) {
        guard elements != nil else { return }
        let (texts, colors) = LaidOutElement.content(of: content)
        let screenFrame = Rect(x: frame.minX + origin.x, y: frame.minY + origin.y, width: frame.width, height: frame.height)
        var element = LaidOutElement(kind: kind, group: group, id: id, frame: screenFrame, range: range, texts: texts, colors: colors)
        element.marks = LaidOutElement.marks(of: content, in: frame).map {
            Rect(x: $0.minX + origin.x, y: $0.minY + origin.y, width: $0.width, height: $0.height)
        }
        elements?.append(element)
    }

    /// Whether elements are being recorded.
    var isRecording: Bool { elements != nil }

    func warning(_ message: String, at range: SourceRange, notes: [String] = []) {
        diagnostics.append(.warning(message, at: range, notes: notes))
    }
}

/// A model without a layout draws nothing; the catalogue test fails for it.
struct NoLayout: ViewLayout {
    func size(in available: Size, ctx: LayoutContext) -> Size { Size(width: 0, height: 0) }
    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] { [] }
}

/// The screen in points, where layout places temporary views.
private func screenRect(_ ctx: LayoutContext) -> Rect { Rect(origin: Point(x: 0, y: 0), size: ctx.screen.size) }

extension ViewNode {
    /// The family's layout.
    var layout: any ViewLayout { (view as? any ViewLayout) ?? NoLayout() }

    private func layout(_ ctx: LayoutContext) -> any ViewLayout { ctx.cache.layout(self) }

    /// Whether the model has a layout (checked by the catalogue test).
    public var hasLayout: Bool { view is any ViewLayout }

    /// The context inside this view: with `lang:`, text measured in its Han forms.
    private func inside(_ ctx: LayoutContext) -> LayoutContext {
        guard let language = placement.language else { return ctx }
        var c = ctx
        c.measurer = FontEnvironmentMeasurer(base: ctx.measurer, environment: FontEnvironment(language: language))
        return c
    }

    /// The view's size in `available`, with a written `width:`/`height:` winning.
    func size(in available: Size, ctx: LayoutContext) -> Size {
        let ctx = inside(ctx)
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
        let ctx = inside(ctx)
        let l = layout(ctx)
        ctx.report?.anchor(placement.anchor, frame, origin: ctx.origin)
        let wanted = ctx.visible ?? Rect(origin: Point(x: 0, y: 0), size: ctx.screen.size)
        if ctx.cache.exhausted || (!l.scrollsUnderBars && !frame.intersects(wanted)) { return [] }
        let before = ctx.cache.spent
        var out: [DisplayItem]
        if let forced = placement.layoutDirection, ctx.ios >= .ios9, forced != ctx.direction {
            // UIKit 9's semanticContentAttribute: the view keeps (or takes) a direction of
            // its own. Left to right inside a mirrored screen: drawn as is and moved as a
            // block by the screen's pass; right to left inside an unmirrored one: mirrored
            // here, about its own frame.
            var inner = ctx
            inner.directionOverride = forced
            out = l.items(in: frame, ctx: inner)
            out = forced == .ltr
                ? [.group(Group(uprightFrame: frame, items: out))]
                : Mirroring.mirrored(out, width: 2 * frame.midX)
        } else {
            out = l.items(in: frame, ctx: ctx)
        }
        if let language = placement.language {
            let forms = FontEnvironment(language: language)
            out = out.map { $0.mapping(forms) }
        }
        if let fill = placement.background { out.insert(.rect(frame, fill), at: 0) }
        // A temporary view is laid out in the whole screen and places its box itself:
        // that frame says nothing, what it holds is recorded at its own frames.
        let wholeScreenOverlay = OverlayCatalog.contains(family) && frame == screenRect(ctx)
        if let report = ctx.report, report.isRecording, !wholeScreenOverlay {
            // A container's texts belong to the views inside it, recorded on their own.
            let leaf = view.subviews.isEmpty && !(view is Table)
            let own = leaf ? out : placement.background.map { [DisplayItem.rect(frame, $0)] } ?? []
            report.record(
                family.name, view is Table ? .table : .views, id: placement.anchor, frame: frame, origin: ctx.origin,
                range: range, content: own)
        }
        let screen = Rect(origin: Point(x: 0, y: 0), size: ctx.screen.size)
        return ctx.cache.spend(out, at: self, children: ctx.cache.spent - before, screen: screen, scale: ctx.screen.scale)
            ? out : []
    }
}
