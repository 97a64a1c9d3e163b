import MockupDisplayList
import MockupGeometry
import MockupScene

/// A scroll view takes the room it is given (it scrolls inside). Its children are placed
/// by the stacks' `StackPlacer` in a content box at the content's own size, moved by the
/// offset (and scaled by the zoom about the view's origin), clipped to the view — or to
/// the rows of a translucent bar next to it, which then shows them blurred.
extension ScrollView: ViewLayout {
    /// The scroll indicators' figures (docs/METRICS.md, Scroll view).
    enum Figures {
        /// Thickness (JTS `IndicatorWidth = 2.5`; FLK `indicatorThickness = 2.5` ✓).
        static let thickness = 2.5
        /// From the view's right (vertical) or bottom (horizontal) edge (JTS
        /// `IndicatorRightMargin = 2.5`; FLK `indicatorDistanceFromScrollViewFrame = 2.5` ✓).
        static let edgeInset = 2.5
        /// The track's inset at both ends (JTS, inherent inset 2.5).
        static let trackInset = 2.5
        /// Corner radius: fully rounded, half the thickness (FLK 1.25). JTS's 1.875
        /// (0.75 × width) is more than half the thickness, which a capsule cannot have:
        /// drawn, it is clamped to 1.25 too, so both sources give the same shape.
        static let radius = 1.25
        /// Shortest indicator while scrolling (JTS 37; squeezed to 8 only when
        /// rubber-banding, which a mockup offset never is).
        static let minLength = 37.0
        /// Default indicator style: black at 37 % (FLK).
        static let color = Color(red: 0, green: 0, blue: 0, alpha: 94)
        /// Where the vertical track stops above a horizontal indicator shown with it: the
        /// horizontal one's thickness and inset (unconfirmed: UIKit keeps the two apart,
        /// the exact gap is not in the sources).
        static let crossingGap = thickness + edgeInset
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    func flexes(along axis: Stack.Axis) -> Bool { true }

    var scrollsUnderBars: Bool { true }

    /// The children's frames in a content box at the origin, and the content's size
    /// (before zooming), for a view of `view` size.
    func content(_ view: Size, ctx outer: LayoutContext) -> (frames: [(ViewNode, Rect)], size: Size) {
        let ctx = tinted(outer)
        if paging {
            // One page per child, each the view's size, side by side.
            let frames = subviews.enumerated().map { i, child in
                (child, Rect(x: Double(i) * view.width, y: 0, width: view.width, height: view.height))
            }
            return (frames, Size(
                width: contentWidth ?? view.width * Double(max(1, subviews.count)),
                height: contentHeight ?? view.height))
        }
        // Children at their own length along the axis; flexible ones (a placeholder, a
        // table) share what the view leaves, as in a stack the view's size.
        let offer = Size(width: contentWidth ?? view.width, height: contentHeight ?? view.height)
        var inner = ctx
        inner.stackAxis = axis
        let placer = StackPlacer(axis: axis, alignment: .leading)
        let plan = placer.plan(subviews.filter { !$0.placement.isFixed }, in: offer, ctx: inner)
        let along = plan.lengths.reduce(0, +)
        let across = plan.sizes.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
        let natural = axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
        let size = Size(width: contentWidth ?? natural.width, height: contentHeight ?? natural.height)
        let box = Rect(origin: .zero, size: size)
        return (placer.place(subviews, in: box, container: box, ctx: inner).frames, size)
    }

    func items(in frame: Rect, ctx outer: LayoutContext) -> [DisplayItem] {
        let ctx = tinted(outer)
        let (frames, unzoomed) = content(frame.size, ctx: ctx)
        let size = Size(width: unzoomed.width * zoom, height: unzoomed.height * zoom)
        let offset = clampedOffset(content: size, view: frame.size, ctx: ctx)
        // Content point c is drawn at frame.origin − offset + zoom·c. Laid out at
        // origin − offset/zoom and scaled by the zoom about the frame's origin, the
        // children's frames are where they show when the zoom is 1 (what culls them).
        let origin = Point(x: frame.minX - offset.x / zoom, y: frame.minY - offset.y / zoom)
        let clip = scrollClip(frame, ctx)
        var inner = ctx
        if zoom != 1 && (ctx.visible != nil || zoom < 1) {
            // What shows is the clip mapped back through the zoom: the part of the
            // children wanted (they are culled against it, not against the screen or the
            // bar). Zoomed in, on the main pass, that part lies inside the frame, on
            // screen, so the screen culls nothing that shows and the children keep the
            // main pass's view of the world (a table's index and loading state).
            inner.visible = Rect(
                x: frame.minX + (clip.minX - frame.minX) / zoom, y: frame.minY + (clip.minY - frame.minY) / zoom,
                width: clip.width / zoom, height: clip.height / zoom)
        }
        var content: [DisplayItem] = []
        for (child, rect) in frames {
            let placed = Rect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: rect.height)
            content += child.items(in: placed, ctx: inner.entering(child))
        }
        if zoom != 1 {
            let t = Transform(a: zoom, b: 0, c: 0, d: zoom, tx: frame.minX * (1 - zoom), ty: frame.minY * (1 - zoom))
            content = [.group(Group(transform: t, items: content))]
        }
        var out: [DisplayItem] = [.group(Group(clip: clip, items: content))]
        let shown = shownIndicators
        let vertical = shown.vertical && size.height > frame.height + 0.5
        let horizontal = shown.horizontal && size.width > frame.width + 0.5
        if vertical {
            out.append(Self.indicator(
                vertical: true, frame: frame, content: size.height, offset: offset.y, crossing: horizontal))
        }
        if horizontal {
            out.append(Self.indicator(
                vertical: false, frame: frame, content: size.width, offset: offset.x, crossing: vertical))
        }
        if paging {
            let pages = max(1, Int((size.width / max(1, frame.width) - 0.001).rounded(.up)))
            var dots = PageControl(pages: pages, page: min(pages, Int((offset.x / max(1, frame.width)).rounded()) + 1))
            dots.color = pageColor
            dots.currentColor = currentPageColor
            let strip = Rect(x: frame.minX, y: frame.maxY - PageControl.Figures.height, width: frame.width, height: PageControl.Figures.height)
            out += dots.items(in: strip, ctx: ctx)
        }
        return out
    }

    /// Which indicators are wanted (before checking that the content is larger).
    var shownIndicators: (vertical: Bool, horizontal: Bool) {
        switch indicators {
        case .auto:
            // Paging scroll views hide them (the page control tells the position).
            if paging { return (false, false) }
            return (scrollYRange != nil, scrollXRange != nil)
        case .on: return (true, true)
        case .off: return (false, false)
        case .vertical: return (true, false)
        case .horizontal: return (false, true)
        }
    }

    /// The offset drawn: the written one (or the page's), kept within the content; an
    /// offset past the content's end is reported at its value and drawn at the end.
    func clampedOffset(content: Size, view: Size, ctx: LayoutContext) -> Point {
        var x = scrollX
        if paging, let page { x = Double(page - 1) * view.width }
        let maxX = max(0, content.width - view.width)
        let maxY = max(0, content.height - view.height)
        if let report = ctx.report, let node = ctx.currentNode {
            if x > maxX + 0.5 {
                if paging, let page, let at = pageRange {
                    let pages = max(1, Int((content.width / max(1, view.width) - 0.001).rounded(.up)))
                    report.warning(
                        "page \(page) is past the content: it holds \(pages) page\(pages == 1 ? "" : "s") of \(formatPoints(view.width))",
                        at: at, notes: ["the last page is drawn; make the content wider or pick page: 1…\(pages)"])
                } else {
                    report.warning(
                        "scroll-x \(formatPoints(x)) is past the content's end: it is \(formatPoints(content.width)) wide in a \(formatPoints(view.width)) view",
                        at: scrollXRange ?? node.range,
                        notes: [maxX > 0
                            ? "drawn at the largest offset, \(formatPoints(maxX)) (the content's right edge at the view's)"
                            : "the content fits across the view, so it does not scroll that way: drawn at offset 0"])
                }
            }
            if scrollY > maxY + 0.5 {
                report.warning(
                    "scroll-y \(formatPoints(scrollY)) is past the content's end: it is \(formatPoints(content.height)) tall in a \(formatPoints(view.height)) view",
                    at: scrollYRange ?? node.range,
                    notes: [maxY > 0
                        ? "drawn at the largest offset, \(formatPoints(maxY)) (the content's bottom at the view's)"
                        : "the content fits down the view, so it does not scroll that way: drawn at offset 0"])
            }
        }
        return Point(x: min(x, maxX), y: min(scrollY, maxY))
    }

    /// One scroll indicator: a capsule 2.5 thick, 2.5 from the edge, as long as the
    /// visible fraction of the track (at least 37), placed by the offset's progress.
    static func indicator(vertical: Bool, frame: Rect, content: Double, offset: Double, crossing: Bool) -> DisplayItem {
        let view = vertical ? frame.height : frame.width
        let start = (vertical ? frame.minY : frame.minX) + Figures.trackInset
        let end = (vertical ? frame.maxY : frame.maxX) - Figures.trackInset - (crossing ? Figures.crossingGap : 0)
        let track = max(0, end - start)
        let length = min(track, max(Figures.minLength, track * view / max(content, 1)))
        let range = max(0, content - view)
        let progress = range > 0 ? min(1, max(0, offset / range)) : 0
        let pos = start + progress * (track - length)
        let rect = vertical
            ? Rect(x: frame.maxX - Figures.edgeInset - Figures.thickness, y: pos, width: Figures.thickness, height: length)
            : Rect(x: pos, y: frame.maxY - Figures.edgeInset - Figures.thickness, width: length, height: Figures.thickness)
        // A path, not a snapped rect: 2.5 pt is 7.5 pixels at @3x and must stay so.
        return .fill(.roundedRect(rect, radius: Figures.radius), Figures.color)
    }

    private func tinted(_ ctx: LayoutContext) -> LayoutContext {
        var c = ctx
        if let tint { c.tintOverride = tint }
        return c
    }
}
