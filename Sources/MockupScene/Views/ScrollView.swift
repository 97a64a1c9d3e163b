import MockupGeometry
import MockupSyntax

/// `scroll-view scroll: 120`: a UIScrollView. Its children are laid out in a column (or
/// a row: `horizontal`; pages side by side with `paging`) in a
/// content area that may be larger than the view (their own size, or `content-width:`/
/// `content-height:`), scrolled by `scroll-x:`/`scroll-y:`, clipped, with the thin scroll
/// indicators; `paging` pages it horizontally with a page control, `zoom:` scales the
/// content (an image, as `viewForZoomingInScrollView` returns).
public struct ScrollView: ContentView {
    /// Which scroll indicators are drawn.
    public enum Indicators: String, Sendable, Hashable, CaseIterable {
        /// Those of the axes the view is scrolled along (an offset is written), none at
        /// rest: iOS shows them only while scrolling, and a written offset depicts that.
        case auto
        /// Both (where the content is larger than the view).
        case on
        case off
        case vertical
        case horizontal
    }

    /// How the children are laid out in the content: a column, or a row (`horizontal`).
    /// Paging lays them out as pages side by side.
    public var axis: Stack.Axis = .vertical
    /// Content offset, in points of the (zoomed) content.
    public var scrollX: Double = 0
    public var scrollY: Double = 0
    /// Where the offsets were written (layout warns there when they run past the content).
    public var scrollXRange: SourceRange?
    public var scrollYRange: SourceRange?
    /// The content's size before zooming; nil: the children's.
    public var contentWidth: Double?
    public var contentHeight: Double?
    public var indicators: Indicators = .auto
    /// Whether `indicators:` was written (paging hides them only by default).
    public var indicatorsWritten = false
    /// Horizontal paging (`pagingEnabled`) with a page control at the bottom.
    public var paging = false
    /// The page shown (1…), when written: sets the horizontal offset.
    public var page: Int?
    public var pageRange: SourceRange?
    /// `zoomScale`.
    public var zoom: Double = 1
    /// The page control's dots (nil: UIPageControl's white ones).
    public var pageColor: Color?
    public var currentPageColor: Color?
    /// Tint for the controls inside.
    public var tint: Color?
    public var subviews: [ViewNode] = []

    /// Creates a scroll view.
    public init(subviews: [ViewNode] = []) { self.subviews = subviews }

    /// Most zoom scale accepted: UIScrollView's own default range is 1…1; apps set a
    /// maximum such as 2–4 for photos, so 0.1…10 covers every real one.
    public static let zoomRange: ClosedRange<Double> = 0.1...10

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "scroll-view", summary: "a scroll view: content larger than the view, scrolled, with indicators, paging or zoom",
        flags: ["paging"] + Stack.Axis.allCases.map(\.rawValue),
        attributes: [
            AttributeSpec("scroll", .number(0...1_000_000), default: "0", "vertical content offset (as `scroll-y`)"),
            AttributeSpec("scroll-x", .number(0...1_000_000), default: "0", "horizontal content offset"),
            AttributeSpec("scroll-y", .number(0...1_000_000), default: "0", "vertical content offset"),
            AttributeSpec("content-width", .number(1...100_000), default: "the children's", "width of the scrolled content"),
            AttributeSpec("content-height", .number(1...100_000), default: "the children's", "height of the scrolled content"),
            AttributeSpec(
                "indicators", .choice(Indicators.allCases.map(\.rawValue)), default: "auto",
                "scroll indicators: `auto` along the axes scrolled (an offset written), none when paging"),
            AttributeSpec("page", .number(1...1000), default: "1", "with `paging`: the page shown (sets `scroll-x`)"),
            AttributeSpec("zoom", .number(zoomRange), default: "1", "zoom scale of the content (an image)"),
            AttributeSpec("page-color", .color, default: "white at 20 %", "the page control's other dots"),
            AttributeSpec("current-page-color", .color, default: "white", "the page control's current dot"),
            AttributeSpec("tint", .color, default: "inherited", "tint of the controls inside"),
        ],
        children: .views,
        example: "scroll-view scroll: 40 content-height: 1200",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            var s = ScrollView()
            s.paging = p.has("paging")
            if let a = ctx.oneOf(Stack.Axis.allCases.map(\.rawValue), in: node, what: "axis").flatMap(Stack.Axis.init) { s.axis = a }
            if let y = r.number("scroll") {
                s.scrollY = y
                s.scrollYRange = r.value("scroll")?.range
            }
            if let y = r.number("scroll-y") {
                if let first = r.value("scroll"), let v = r.value("scroll-y") {
                    ctx.sink.warning(
                        "'scroll-y' replaces 'scroll'", at: v.range,
                        notes: ["both set the vertical offset (the first at \(first.range.start.line):\(first.range.start.column)); write one"])
                }
                s.scrollY = y
                s.scrollYRange = r.value("scroll-y")?.range
            }
            if let x = r.number("scroll-x") {
                s.scrollX = x
                s.scrollXRange = r.value("scroll-x")?.range
            }
            s.contentWidth = r.number("content-width")
            s.contentHeight = r.number("content-height")
            if let i = r.choice("indicators", Indicators.self) {
                s.indicators = i
                s.indicatorsWritten = true
                if s.paging, i == .on || i == .horizontal, let v = r.value("indicators") {
                    // The guideline of docs/LINT.md, L-scroll-indicator-with-pagecontrol.
                    ctx.sink.warning(
                        "a paging scroll view shows its page with the page control", at: v.range,
                        notes: ["the horizontal indicator tells the same thing twice; iOS hides it when paging (indicators: off or vertical)"])
                }
            }
            if let n = ControlNumbers.whole(r.number("page"), key: "page", r), let v = r.value("page") {
                if !s.paging {
                    ctx.sink.warning(
                        "'page' is for a paging scroll view", at: v.range,
                        notes: ["write 'paging' on the scroll view, or give the offset with 'scroll-x:'"])
                } else if let x = r.value("scroll-x") {
                    ctx.sink.warning(
                        "'page' replaces 'scroll-x'", at: v.range,
                        notes: ["both set the horizontal offset (scroll-x at \(x.range.start.line):\(x.range.start.column)); write one"])
                }
                s.page = n
                s.pageRange = v.range
            }
            s.zoom = r.number("zoom") ?? 1
            s.pageColor = r.color("page-color")
            s.currentPageColor = r.color("current-page-color")
            s.tint = r.color("tint")
            s.subviews = ctx.subviews(of: node)
            return s
        })
}
