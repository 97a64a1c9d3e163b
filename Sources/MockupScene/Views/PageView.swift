import MockupGeometry
import MockupSyntax

/// `page-view scroll page: 2`: a UIPageViewController, each child one page. The `scroll`
/// style shows the current page (mid-swipe with `offset:`) above a page control on a
/// strip; the `curl` style shows the current page with its bottom-right corner turned.
public struct PageView: ContentView {
    /// UIPageViewControllerTransitionStyle.
    public enum Style: String, Sendable, Hashable, CaseIterable { case scroll, curl }
    /// UIPageViewControllerSpineLocation for the curl style: the left edge (one page),
    /// or the middle (two pages side by side, a book open in landscape).
    public enum Spine: String, Sendable, Hashable, CaseIterable { case min, mid }

    public var style: Style = .scroll
    /// The current page, 1…number of children.
    public var page = 1
    /// Scroll style: how far the pages are dragged towards the next one (points; negative:
    /// towards the previous one).
    public var offset: Double = 0
    public var offsetRange: SourceRange?
    /// Scroll style: UIPageViewControllerOptionInterPageSpacingKey (0 by default).
    public var spacing: Double = 0
    /// Scroll style: the page control on its strip (the data source's `presentationCount`).
    public var dots = true
    /// Scroll style: the strip under the pages; nil: black (the window behind a clear
    /// page view controller).
    public var strip: Color?
    /// Curl style: how far the fold runs along the bottom edge from the corner, in
    /// points; nil: a third of the page's width.
    public var curl: Double?
    /// Curl style: where the spine is.
    public var spine: Spine = .min
    public var subviews: [ViewNode] = []

    /// Creates a page view.
    public init(style: Style = .scroll, subviews: [ViewNode] = []) {
        self.style = style
        self.subviews = subviews
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "page-view", summary: "a page view controller: pages side by side with a page control, or a page curl",
        flags: Style.allCases.map(\.rawValue),
        attributes: [
            AttributeSpec("style", .choice(Style.allCases.map(\.rawValue)), default: "scroll", "transition style (or write it as a word)"),
            AttributeSpec("page", .number(1...1000), default: "1", "the current page (a child), counted from 1"),
            AttributeSpec("offset", .number(-10_000...10_000), default: "0", "scroll style: mid-swipe, points dragged towards the next page"),
            AttributeSpec("spacing", .number(0...1000), default: "0", "scroll style: gap between pages"),
            AttributeSpec("dots", .bool, default: "on", "scroll style: the page control on its strip"),
            AttributeSpec("strip", .color, default: "black", "scroll style: the strip behind the page control"),
            AttributeSpec("curl", .number(0...10_000), default: "a third of the width", "curl style: size of the turned corner along the bottom edge"),
            AttributeSpec("spine", .choice(Spine.allCases.map(\.rawValue)), default: "min", "curl style: the spine at the left edge, or in the `mid`dle (two pages)"),
        ],
        children: .views,
        example: "page-view scroll page: 2\n  image\n  image",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            _ = ctx.positionals(node, family)
            var v = PageView()
            if let s = ctx.oneOf(Style.allCases.map(\.rawValue), in: node, what: "style").flatMap(Style.init) { v.style = s }
            if let s = r.choice("style", Style.self) { v.style = s }
            v.subviews = ctx.subviews(of: node)
            if node.children.isEmpty {
                ctx.sink.error(
                    "a page view needs its pages", at: node.nameRange,
                    notes: ["indent one view per page under it, e.g. a stack or an image"])
            }
            if let n = ControlNumbers.whole(r.number("page"), key: "page", r), let at = r.value("page") {
                let count = node.children.count
                if (1...max(1, count)).contains(n) {
                    v.page = n
                } else {
                    ctx.sink.error(
                        "page \(n) is not one of the \(count) pages", at: at.range,
                        notes: ["pages are the views indented under the page view, counted from 1: write page: 1…\(count)"])
                }
            }
            if let o = r.number("offset") {
                v.offset = o
                v.offsetRange = r.value("offset")?.range
            }
            v.spacing = r.number("spacing") ?? 0
            v.dots = r.bool("dots") ?? true
            v.strip = r.color("strip")
            v.curl = r.number("curl")
            v.spine = r.choice("spine", Spine.self) ?? .min
            if v.style == .curl, v.spine == .mid, let at = r.value("page"), v.page == node.children.count, v.page > 0 {
                ctx.sink.warning(
                    "with the spine in the middle pages show in pairs: page \(v.page) has no page on its right", at: at.range,
                    notes: ["the right side is drawn as blank paper; add a page or show page \(max(1, v.page - 1))"])
            }
            if v.style == .curl {
                for key in ["offset", "spacing", "dots", "strip"] {
                    if let at = r.value(key) {
                        ctx.sink.warning(
                            "'\(key)' is for the scroll style", at: at.range,
                            notes: ["a page-curl page view shows one page with its corner turned: use 'curl:'"])
                    }
                }
            } else {
                for key in ["curl", "spine"] {
                    if let at = r.value(key) {
                        ctx.sink.warning("'\(key)' is for the curl style", at: at.range, notes: ["write 'page-view curl'"])
                    }
                }
            }
            return v
        })
}
