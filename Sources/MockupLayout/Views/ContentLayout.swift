import MockupDisplayList
import MockupGeometry
import MockupScene

/// The content area between the top and bottom bars holds the screen's top-level views
/// in a column, as a vertical stack filling it would: a table takes what is left, a
/// view with `x:`/`y:` sits where it says.
struct ContentLayout {
    let ctx: LayoutContext
    let views: [ViewNode]
    let area: Rect

    /// The views' items; with `ctx.visible` set, only what shows there.
    func items() -> [DisplayItem] {
        let placed = StackPlacer().place(views, in: area, container: area, ctx: ctx)
        if placed.overflow > 0.5, let last = views.last(where: { !$0.placement.isFixed }) {
            let room = "\(formatPoints(placed.overflow)) too tall for the \(formatPoints(area.height)) between the bars"
            if views.count == 1, last.view is Stack {
                ctx.report?.warning(
                    "this stack is " + room, at: last.range,
                    notes: ["its last views run off the screen; give it a 'scroll:' offset (it becomes a scroll view) or remove some"])
            } else {
                ctx.report?.warning(
                    "the content is " + room, at: last.range,
                    notes: ["views run off the screen from here on; put them in a 'stack' with a 'scroll:' offset, or remove some"])
            }
        }
        return placed.frames.flatMap { node, rect in node.items(in: rect, ctx: ctx.entering(node)) }
    }

    /// Whether the content calls for the grouped background (a grouped table or a form
    /// group anywhere in it).
    static func wantsGroupedBackground(_ views: [ViewNode]) -> Bool {
        views.flatMap(\.allNodes).contains { node in
            if let t = node.view as? Table { return t.style == .grouped }
            return node.view is FormGroup
        }
    }
}
