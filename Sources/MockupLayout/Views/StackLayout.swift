import MockupDisplayList
import MockupGeometry
import MockupScene

/// Stacks: children in a row or a column. Each child in the flow gets its own length
/// along the axis (or an equal share with `distribution: equal`); flexible children
/// (spacers, tables down a column, sliders and text fields along a row) share what is
/// left. Across the axis a child fills the stack (`align: fill`) or keeps its own size
/// at the leading edge, centre or trailing edge. A child with `x:`/`y:` leaves the flow
/// and sits at that position. A flow longer than the stack is reported, never
/// overlapped silently, unless the stack scrolls.
extension Stack: ViewLayout {
    func size(in available: Size, ctx outer: LayoutContext) -> Size {
        let inner = Size(
            width: max(0, available.width - padding.left - padding.right),
            height: max(0, available.height - padding.top - padding.bottom))
        let flow = subviews.filter { !$0.placement.isFixed }
        var ctx = tinted(outer)
        ctx.stackAxis = axis
        let plan = placer.plan(flow, in: inner, ctx: ctx)
        var main = plan.lengths.reduce(0, +) + spacing * Double(max(0, flow.count - 1))
        if let refresh { main += TableStatusLayout.refreshHeight(refresh) }
        let cross = plan.sizes.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
        // A scrolling stack is a scroll view: it takes the room it is given; so does a
        // row of equal shares.
        let grows = scroll != nil || flow.contains { $0.flexes(along: axis) }
            || (distribution == .equal && axis == .horizontal)
        let crossGrows = flow.contains { !($0.view is Spacer) && $0.flexes(along: axis.other) }
        let w = axis == .vertical ? (crossGrows ? inner.width : cross) : (grows ? inner.width : main)
        let h = axis == .vertical ? (grows ? inner.height : main) : cross
        return Size(width: w + padding.left + padding.right, height: h + padding.top + padding.bottom)
    }

    func flexes(along a: Stack.Axis) -> Bool {
        // A stack takes leftover room along an axis when a child in its flow does (a
        // spacer only counts along the stack's own axis).
        (a == axis && (scroll != nil || (distribution == .equal && axis == .horizontal)))
            || subviews.contains { !$0.placement.isFixed && (a == axis || !($0.view is Spacer)) && $0.flexes(along: a) }
    }

    /// A row gives way when a child in it does (a label that wraps or truncates).
    func compresses(along a: Stack.Axis) -> Bool {
        subviews.contains { !$0.placement.isFixed && $0.compresses(along: a) }
    }

    private var placer: StackPlacer {
        StackPlacer(axis: axis, spacing: spacing, alignment: alignment, distribution: distribution)
    }

    var scrollsUnderBars: Bool { scroll != nil || subviews.contains { $0.layout.scrollsUnderBars } }

    func items(in frame: Rect, ctx outer: LayoutContext) -> [DisplayItem] {
        let ctx = tinted(outer)
        var out: [DisplayItem] = []
        // A refresh control pushes the content down by its height.
        let pulled = refresh.map(TableStatusLayout.refreshHeight) ?? 0
        let shift = (scroll ?? 0) - pulled
        let box = frame.inset(by: padding)
        let scrolled = axis == .vertical
            ? Rect(x: box.minX, y: box.minY - shift, width: box.width, height: box.height)
            : Rect(x: box.minX - shift, y: box.minY, width: box.width, height: box.height)
        // Children at `x:`/`y:` scroll with the content, as in a UIScrollView.
        let container = Rect(
            x: frame.minX - (axis == .horizontal ? shift : 0), y: frame.minY - (axis == .vertical ? shift : 0),
            width: frame.width, height: frame.height)
        let placed = placer.place(subviews, in: scrolled, container: container, ctx: ctx)
        if scroll == nil, placed.overflow > 0.5, let node = ctx.currentNode {
            ctx.report?.warning(
                "this \(axis == .vertical ? "stack" : "horizontal stack") is \(formatPoints(placed.overflow)) too \(axis == .vertical ? "tall" : "wide") for its \(formatPoints(axis == .vertical ? box.height : box.width))",
                at: node.range,
                notes: ["its children would overlap the edge; remove some, make them smaller, or give the stack a 'scroll:' offset"])
        }
        var content: [DisplayItem] = []
        if let refresh {
            content += TableStatusLayout(ctx: ctx).refresh(refresh, top: scrolled.minY - pulled)
        }
        for (child, rect) in placed.frames { content += child.items(in: rect, ctx: ctx.entering(child)) }
        if scroll != nil {
            out.append(.group(Group(clip: scrollClip(frame, ctx), items: content)))
        } else {
            out += content
        }
        return out
    }

    private func tinted(_ ctx: LayoutContext) -> LayoutContext {
        var c = ctx
        if let tint { c.tintOverride = tint }
        return c
    }
}

extension Stack.Axis {
    /// The other axis.
    var other: Stack.Axis { self == .vertical ? .horizontal : .vertical }
}

/// Places a flow of children in a box along an axis; shared by stacks and the content area.
struct StackPlacer {
    var axis: Stack.Axis = .vertical
    var spacing = 0.0
    var alignment: Stack.Alignment = .fill
    var distribution: Stack.Distribution = .natural

    /// Lengths along the axis and measured sizes of a flow of children in a box of
    /// `box`: the one measurement both a stack's size and its placement use.
    ///
    /// With `distribution: equal` a row gives each child an equal share of its width and a
    /// column makes each child as tall as the tallest. Otherwise each child gets its own
    /// length; when a row's children need more than its width, the ones that can give
    /// way (labels) are offered shares of what the others leave, in proportion to their
    /// own widths, and measured again (a label then wraps or is cut); the flexible
    /// children share what is left and are measured at their share.
    func plan(_ flow: [ViewNode], in box: Size, ctx: LayoutContext) -> (sizes: [Size], lengths: [Double]) {
        let vertical = axis == .vertical
        let boxMain = vertical ? box.height : box.width
        let gaps = spacing * Double(max(0, flow.count - 1))
        func offer(_ main: Double) -> Size {
            vertical ? Size(width: box.width, height: main) : Size(width: main, height: box.height)
        }
        func length(_ s: Size) -> Double { vertical ? s.height : s.width }
        if distribution == .equal {
            if vertical {
                let sizes = flow.map { $0.size(in: box, ctx: ctx) }
                let tallest = sizes.map(\.height).max() ?? 0
                return (sizes, Array(repeating: tallest, count: flow.count))
            }
            let share = max(0, (boxMain - gaps) / Double(max(1, flow.count)))
            return (flow.map { $0.size(in: offer(share), ctx: ctx) }, Array(repeating: share, count: flow.count))
        }
        var sizes = flow.map { $0.size(in: box, ctx: ctx) }
        let flexible = flow.map { $0.flexes(along: axis) }
        var lengths = zip(sizes, flexible).map { $1 ? 0 : length($0) }
        let fixedTotal = lengths.reduce(0, +)
        if !vertical, fixedTotal + gaps > boxMain {
            let giving = flow.indices.filter { !flexible[$0] && flow[$0].compresses(along: axis) }
            let natural = giving.reduce(0) { $0 + lengths[$1] }
            let others = fixedTotal - natural
            let room = max(0, boxMain - gaps - others)
            if natural > room, natural > 0 {
                for i in giving {
                    let l = lengths[i] * room / natural
                    sizes[i] = flow[i].size(in: offer(l), ctx: ctx)
                    lengths[i] = l
                }
            }
        }
        let count = flexible.filter { $0 }.count
        if count > 0 {
            let share = max(0, (boxMain - gaps - lengths.reduce(0, +)) / Double(count))
            for i in flow.indices where flexible[i] {
                sizes[i] = flow[i].size(in: offer(share), ctx: ctx)
                lengths[i] = share
            }
        }
        return (sizes, lengths)
    }

    /// Frames of `children` (flow ones in `box`; fixed ones from `container`'s origin or
    /// the screen's) and how far the flow runs past the box's end.
    func place(_ children: [ViewNode], in box: Rect, container: Rect, ctx outer: LayoutContext)
        -> (frames: [(ViewNode, Rect)], overflow: Double)
    {
        var ctx = outer
        ctx.stackAxis = axis
        let vertical = axis == .vertical
        let boxCross = vertical ? box.width : box.height
        let flow = children.filter { !$0.placement.isFixed }
        let (sizes, lengths) = plan(flow, in: box.size, ctx: ctx)
        var flowFrames: [Rect] = []
        var pos = vertical ? box.minY : box.minX
        for (i, child) in flow.enumerated() {
            let own = vertical ? sizes[i].width : sizes[i].height
            let written = vertical ? child.placement.width : child.placement.height
            // Across the axis a child fills the stack only with `align: fill`; otherwise it keeps
            // its own size (which a slider or a text field makes the whole width anyway).
            let stretch = written == nil && alignment == .fill
            let cross = stretch ? boxCross : min(own, boxCross)
            let start = vertical ? box.minX : box.minY
            let offset: Double
            switch alignment {
            case .leading, .fill: offset = 0
            case .center: offset = (boxCross - cross) / 2
            case .trailing: offset = boxCross - cross
            }
            flowFrames.append(vertical
                ? Rect(x: start + offset, y: pos, width: cross, height: lengths[i])
                : Rect(x: pos, y: start + offset, width: lengths[i], height: cross))
            pos += lengths[i] + spacing
        }
        let end = pos - (flow.isEmpty ? 0 : spacing)
        let overflow = end - (vertical ? box.maxY : box.maxX)
        // Drawn in file order, fixed children among the others.
        var frames: [(ViewNode, Rect)] = []
        var next = 0
        for child in children {
            if child.placement.isFixed {
                frames.append((child, Self.fixedFrame(child, container: container, ctx: ctx)))
            } else {
                frames.append((child, flowFrames[next]))
                next += 1
            }
        }
        return (frames, max(0, overflow))
    }
}

extension StackPlacer {
    /// Where a child with `x:`/`y:` goes: at that offset from `container`'s origin (or
    /// the screen's), at its own size in the container.
    static func fixedFrame(_ child: ViewNode, container: Rect, ctx: LayoutContext) -> Rect {
        let p = child.placement
        let origin = p.origin == .screen ? Point(x: 0, y: 0) : container.origin
        let s = child.size(in: container.size, ctx: ctx)
        return Rect(x: origin.x + (p.x ?? 0), y: origin.y + (p.y ?? 0), width: s.width, height: s.height)
    }
}

/// The clip of a scrolling view's content in `frame`: the frame, or, when the pass wants
/// the rect under a translucent bar next to it (`ctx.visible`), that bar's rows, so the
/// content scrolled under the bar shows through it, as a table's does. Shared by
/// scrolling stacks, scroll views and page views.
func scrollClip(_ frame: Rect, _ ctx: LayoutContext) -> Rect {
    if let v = ctx.visible, v.minY <= frame.maxY, frame.minY <= v.maxY {
        return Rect(x: frame.minX, y: v.minY, width: frame.width, height: v.height)
    }
    return frame
}

/// Points as a message shows them: "12 pt", "12.5 pt".
func formatPoints(_ v: Double) -> String {
    let r = (v * 10).rounded() / 10
    return (r == r.rounded() ? String(Int(r)) : String(r)) + " pt"
}
