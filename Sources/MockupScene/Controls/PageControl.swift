import MockupGeometry

/// `page-control pages: 5 page: 2`: a UIPageControl, a centred row of dots with the
/// current page's opaque and the others faint (white by default, for dark
/// backgrounds); pages count from 1. Dots that do not fit are clipped at the edges.
public struct PageControl: ContentView {
    public var pages: Int
    /// The current page, 1…pages.
    public var page: Int
    /// Current dot (UIKit's `currentPageIndicatorTintColor`); nil: white.
    public var currentColor: Color?
    /// Other dots (UIKit's `pageIndicatorTintColor`); nil: white at 20 %.
    public var color: Color?
    /// UIKit's `hidesForSinglePage`.
    public var hidesForSinglePage = false

    /// Creates a page control.
    public init(pages: Int = 3, page: Int = 1) {
        self.pages = pages
        self.page = page
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "page-control", summary: "a UIPageControl: a row of dots, the current one opaque",
        flags: ["hides-for-single-page"],
        attributes: [
            AttributeSpec("pages", .number(1...1000), default: "3", "number of pages (dots)"),
            AttributeSpec("page", .number(1...1000), default: "1", "the current page, counted from 1"),
            AttributeSpec("current-color", .color, default: "white", "the current page's dot"),
            AttributeSpec("color", .color, default: "white at 20 %", "the other dots"),
        ],
        example: "page-control pages: 5 page: 2",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var c = PageControl()
            c.hidesForSinglePage = p.has("hides-for-single-page")
            // The declared range (1…1000) reports 0 and negative counts.
            if let n = ControlNumbers.whole(r.number("pages"), key: "pages", r) { c.pages = n }
            if let n = ControlNumbers.whole(r.number("page"), key: "page", r), let v = r.value("page") {
                if (1...c.pages).contains(n) {
                    c.page = n
                } else {
                    ctx.sink.error(
                        "page \(n) is not one of the \(c.pages) pages", at: v.range,
                        notes: ["pages count from 1: write page: 1…\(c.pages)"])
                }
            }
            c.currentColor = r.color("current-color")
            c.color = r.color("color")
            return c
        })
}
