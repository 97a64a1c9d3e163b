import MockupDisplayList
import MockupGeometry
import MockupScene
import MockupSyntax

extension CollectionView {
    /// The collection view's figures (Apple's defaults and the clones named; sources and
    /// choices in docs/METRICS.md, Collection view).
    enum Figures {
        /// UICollectionViewFlowLayout defaults, unchanged since iOS 6 (Apple's
        /// itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset pages).
        static let itemSize = 50.0
        static let minimumLineSpacing = 10.0
        static let minimumInteritemSpacing = 10.0
        static let sectionInset = 0.0
        /// Header height when a section has a header and none is written: the flow
        /// layout's reference size defaults to 0 (no header), so a written header needs a
        /// height; 44 like a bar row (unconfirmed).
        static let headerHeight = 44.0
        /// Footer height: 46, QBImagePickerController's Photos-replica footer (QBIPC,
        /// `QBAssetsCollectionViewController.m`, 2014).
        static let footerHeight = 46.0
        /// Header title 17 pt regular black; the action ("See All") 15 pt in the tint
        /// (App Store of iOS 7–9 by eye, unconfirmed).
        static let headerFontSize = 17.0
        static let headerActionFontSize = 15.0
        /// Least room between the title and the action (unconfirmed).
        static let headerActionGap = 8.0
        /// Footer text: 17 pt system, black, centred (QBIPC `QBAssetsCollectionFooterView.m`).
        static let footerFontSize = 17.0
        /// Captioned items (App Store look): the caption 12 pt (Caption 1) black, up to
        /// two lines, 5 below the image; the subtitle 12 pt grey #8E8E93 on one line
        /// (unconfirmed, by eye).
        static let captionFontSize = 12.0
        static let captionGap = 5.0
        static let captionLines = 2
        /// An app icon's corner radius as a fraction of its side: 0.225 (iOS 7 icon grid,
        /// e.g. 27 px on a 120 px icon; unconfirmed, the real mask is a superellipse).
        static let iconRadiusRatio = 0.225
        /// Check badge of a selected item: 24 pt circle, 4 pt in from the bottom-right
        /// corner, 1 pt white border, white check stroked 1.2 pt through (6, 12), (10, 16),
        /// (18, 8) of the badge; a 40 % white veil over the selected item (QBIPC
        /// `QBAssetsCollectionOverlayView.m`, `QBAssetsCollectionCheckmarkView.m`, an iOS 7
        /// Photos replica, 2014). The badge's body is the tint (the clone's #146FDF is its
        /// own blue; Photos uses the system blue).
        static let badgeSize = 24.0
        static let badgeInset = 4.0
        static let badgeBorder = 1.0
        static let badgeCheckWidth = 1.2
        static let badgeCheck: [(Double, Double)] = [(6, 12), (10, 16), (18, 8)]
        static let selectedVeil = Color.white.withAlpha(0.4)
        /// Editing (selection mode), unselected item: the same circle empty: a 1 pt white
        /// ring over 10 % black (iBooks / Photos pickers of iOS 7–9, by eye, unconfirmed).
        static let emptyBadgeFill = Color.black.withAlpha(0.1)
        /// An item without colour or image: a light grey placeholder (unconfirmed).
        static let placeholder = Color(rgb: 0xE5E5EA)
        /// An SVG image on a coloured item: drawn white in the middle 60 % (like the
        /// Settings tiles' glyphs; unconfirmed).
        static let glyphFraction = 0.6
    }
}

/// A collection takes all the room its container gives it (it scrolls inside, like a
/// table) and emits only the items inside the part of the screen that is wanted.
extension CollectionView: ViewLayout {
    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    func flexes(along axis: Stack.Axis) -> Bool { true }

    var scrollsUnderBars: Bool { true }

    func items(in frame: Rect, ctx outer: LayoutContext) -> [DisplayItem] {
        var ctx = outer
        if let tint { ctx.tintOverride = tint }
        let geometry = CollectionGeometry(self, size: frame.size, ctx: ctx)
        if let report = ctx.report { warn(geometry, frame: frame, report, node: ctx.currentNode) }
        // Under a translucent bar, what is wanted is the bar's band of this view.
        var clip = frame
        if let v = ctx.visible {
            guard v.minY <= frame.maxY, frame.minY <= v.maxY else { return [] }
            clip = Rect(x: frame.minX, y: v.minY, width: frame.width, height: v.height)
        }
        let origin = direction == .horizontal
            ? Point(x: frame.minX - scroll, y: frame.minY) : Point(x: frame.minX, y: frame.minY - scroll)
        var out: [DisplayItem] = []
        for (s, section) in sections.enumerated() {
            let placed = geometry.sections[s]
            if let header = placed.header, let title = section.header {
                let r = header.offset(origin)
                if r.intersects(clip) { out += headerItems(title, action: section.headerAction, in: r, ctx: ctx) }
            }
            for (i, item) in section.items.enumerated() {
                let r = placed.items[i].offset(origin)
                guard r.intersects(clip) else { continue }
                out += CollectionItemLayout(item: item, radius: placed.flow.radius, editing: editing, ctx: ctx).items(in: r)
            }
            if let footer = placed.footer, let text = section.footer {
                let r = footer.offset(origin)
                if r.intersects(clip) { out += footerItems(text, in: r, ctx: ctx) }
            }
        }
        return [.group(Group(clip: clip, items: out))]
    }

    /// Layout warnings: an item wider than a row, a scroll offset past the content, a
    /// collection left without height in a stack.
    private func warn(_ g: CollectionGeometry, frame: Rect, _ report: LayoutReport, node: ViewNode?) {
        let horizontal = direction == .horizontal
        if let o = g.oversized {
            let (line, side, long) = horizontal ? ("column", "height", "tall") : ("row", "width", "wide")
            report.warning(
                "items are \(formatPoints(o.length)) \(long), \(horizontal ? "taller" : "wider") than the \(formatPoints(o.room)) a \(line) of this collection has",
                at: o.range,
                notes: [
                    "the \(line) is the collection's \(side) of \(formatPoints(horizontal ? frame.height : frame.width)) less its section insets; "
                        + "such an item is drawn alone on its \(line) at the inset and cut at the collection's edge",
                    "UIKit's flow layout logs the same complaint and its result is undefined",
                ])
        }
        let visible = horizontal ? frame.width : frame.height
        let most = max(0, g.contentLength - visible)
        if scroll > most + 0.5, let range = scrollRange {
            report.warning(
                "scroll: \(formatPoints(scroll)) is past the content, which scrolls at most \(formatPoints(most))",
                at: range,
                notes: [
                    "the content is \(formatPoints(g.contentLength)) \(horizontal ? "wide" : "tall") in a \(formatPoints(visible)) collection; "
                        + "drawn as written, with empty space after the last items (as when pulled past the end)"
                ])
        }
        if frame.height < 1, let node, node.placement.height == nil {
            report.warning(
                "this collection has no height left in its stack", at: node.range,
                notes: ["a collection view has no height of its own: give it height: or put it where it can fill the room"])
        }
    }

    private func headerItems(_ title: String, action: String?, in r: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let margin = ctx.cellMargin
        var right = r.maxX - margin
        var out: [DisplayItem] = []
        if let action {
            let font = FontSpec.system(CollectionView.Figures.headerActionFontSize)
            let w = min(ctx.width(action, font), max(0, r.width / 2 - margin))
            right -= w
            out.append(.text(ctx.text(action, font: font, color: ctx.tint, x: right, midY: r.midY, maxWidth: w)))
            right -= CollectionView.Figures.headerActionGap
        }
        let font = FontSpec.system(CollectionView.Figures.headerFontSize)
        out.append(.text(ctx.text(title, font: font, color: .black, x: r.minX + margin, midY: r.midY, maxWidth: right - r.minX - margin)))
        return out
    }

    private func footerItems(_ text: String, in r: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let font = FontSpec.system(CollectionView.Figures.footerFontSize)
        let room = max(0, r.width - 2 * ctx.cellMargin)
        let w = min(ctx.width(text, font), room)
        return [.text(ctx.text(text, font: font, color: .black, x: r.midX - w / 2, midY: r.midY, maxWidth: room))]
    }
}

extension Rect {
    /// This rect moved by `p`.
    fileprivate func offset(_ p: Point) -> Rect { Rect(x: minX + p.x, y: minY + p.y, width: width, height: height) }
}

/// The flow figures of one section with every default applied.
struct ResolvedFlow {
    /// The item size written (or computed from `columns`); nil sides follow the other.
    var itemWidth: Double?
    var itemHeight: Double?
    var spacing: Double
    var lineSpacing: Double
    var inset: Insets
    var headerHeight: Double
    var footerHeight: Double
    var radius: Double?
    var sizeRange: SourceRange?

    /// `cross`: the collection's extent along its lines (its width when it scrolls
    /// vertically, its height when horizontally).
    init(_ f: CollectionFlow, cross: Double, horizontal: Bool) {
        spacing = f.spacing ?? CollectionView.Figures.minimumInteritemSpacing
        lineSpacing = f.lineSpacing ?? CollectionView.Figures.minimumLineSpacing
        let d = CollectionView.Figures.sectionInset
        inset = Insets(top: f.insetTop ?? d, left: f.insetLeft ?? d, bottom: f.insetBottom ?? d, right: f.insetRight ?? d)
        itemWidth = f.itemWidth
        itemHeight = f.itemHeight
        if let n = f.columns {
            // What apps computed in sizeForItemAtIndexPath: n items and n − 1 gaps fill the line.
            let insets = horizontal ? inset.top + inset.bottom : inset.left + inset.right
            let side = max(1, (cross - insets - spacing * Double(n - 1)) / Double(n))
            if horizontal { itemHeight = side } else { itemWidth = side }
        } else if itemWidth == nil && itemHeight == nil {
            itemWidth = CollectionView.Figures.itemSize
            itemHeight = CollectionView.Figures.itemSize
        }
        headerHeight = f.headerHeight ?? CollectionView.Figures.headerHeight
        footerHeight = f.footerHeight ?? CollectionView.Figures.footerHeight
        radius = f.radius
        sizeRange = f.sizeRange
    }
}

/// Where everything of a collection goes, in content coordinates (from the top-left
/// corner of its content). Lines are rows in a vertical collection and columns in a
/// horizontal one; the layout works in line coordinates (u along a line, v across the
/// lines, in the scroll direction) and turns them into x and y at the end.
struct CollectionGeometry {
    struct Section {
        var flow: ResolvedFlow
        var header: Rect?
        var footer: Rect?
        var items: [Rect]
    }

    let horizontal: Bool
    var sections: [Section] = []
    /// How far the content runs in the scroll direction.
    var contentLength = 0.0
    /// The first item longer than its line: its length, the line's, where it was written.
    var oversized: (length: Double, room: Double, range: SourceRange)?

    init(_ c: CollectionView, size: Size, ctx: LayoutContext) {
        horizontal = c.direction == .horizontal
        let cross = horizontal ? size.height : size.width
        var v = 0.0
        for section in c.sections {
            let flow = ResolvedFlow(section.flow.over(c.flow), cross: cross, horizontal: horizontal)
            var placed = Section(flow: flow, items: [])
            if section.header != nil {
                placed.header = rect(u: 0, v: v, along: cross, across: flow.headerHeight)
                v += flow.headerHeight
            }
            if !section.items.isEmpty {
                v += horizontal ? flow.inset.left : flow.inset.top
                placed.items = lines(section.items, flow: flow, cross: cross, v: &v, ctx: ctx)
                v += horizontal ? flow.inset.right : flow.inset.bottom
            }
            if section.footer != nil {
                placed.footer = rect(u: 0, v: v, along: cross, across: flow.footerHeight)
                v += flow.footerHeight
            }
            sections.append(placed)
        }
        contentLength = v
    }

    /// A rect given in line coordinates.
    private func rect(u: Double, v: Double, along: Double, across: Double) -> Rect {
        horizontal ? Rect(x: v, y: u, width: across, height: along) : Rect(x: u, y: v, width: along, height: across)
    }

    /// An item's size: its own, else the section's; a missing side makes it square, and
    /// a captioned item without a height is its width tall plus a caption line and a
    /// subtitle.
    static func size(_ item: CollectionItem, _ flow: ResolvedFlow, ctx: LayoutContext) -> Size {
        let w = item.width ?? flow.itemWidth
        let h = item.height ?? flow.itemHeight
        switch (w, h) {
        case (let w?, let h?): return Size(width: w, height: h)
        case (nil, let h?): return Size(width: h, height: h)
        default:
            let w = w ?? CollectionView.Figures.itemSize
            guard item.isCaptioned else { return Size(width: w, height: w) }
            return Size(width: w, height: w + CollectionItemLayout.textBlock(item, lines: 1, ctx: ctx))
        }
    }

    /// Lines filled from their start (rows left to right, columns top to bottom): as
    /// many items as fit with the minimum spacing; a full line is justified (the gaps
    /// widened to reach both insets), the last line, when short (another item of its
    /// last one's length would still fit), keeps the minimum spacing from the start, and
    /// a line holding one item alone centres it (UIKit's flow layout; the section's only
    /// line too). Items are centred across their line.
    private mutating func lines(
        _ items: [CollectionItem], flow: ResolvedFlow, cross: Double, v: inout Double, ctx: LayoutContext
    ) -> [Rect] {
        let start = horizontal ? flow.inset.top : flow.inset.left
        let room = cross - start - (horizontal ? flow.inset.bottom : flow.inset.right)
        let sizes = items.map { Self.size($0, flow, ctx: ctx) }
        let along = sizes.map { horizontal ? $0.height : $0.width }
        let across = sizes.map { horizontal ? $0.width : $0.height }
        var lines: [Range<Int>] = []
        var first = 0
        var used = 0.0
        for i in items.indices {
            if along[i] > room + 1e-9, oversized == nil {
                oversized = (along[i], room, items[i].width != nil || items[i].height != nil ? items[i].range : flow.sizeRange ?? items[i].range)
            }
            if i > first && used + flow.spacing + along[i] > room + 1e-9 {
                lines.append(first..<i)
                first = i
                used = along[i]
            } else {
                used += (i > first ? flow.spacing : 0) + along[i]
            }
        }
        if first < items.count { lines.append(first..<items.count) }
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: items.count)
        for (n, line) in lines.enumerated() {
            let depth = line.map { across[$0] }.max() ?? 0
            let total = line.reduce(0) { $0 + along[$1] }
            let last = n == lines.count - 1
            var u = start
            var gap = flow.spacing
            if line.count == 1 {
                // Alone on its line: centred, unless it is the short end of a longer section.
                if !last || lines.count == 1 { u += max(0, (room - total) / 2) }
            } else if !last || total + Double(line.count) * flow.spacing + along[line.upperBound - 1] > room + 1e-9 {
                // A full line (the last one too, when another such item would not fit).
                gap = (room - total) / Double(line.count - 1)
            }
            for i in line {
                frames[i] = rect(u: u, v: v + (depth - across[i]) / 2, along: along[i], across: across[i])
                u += along[i] + gap
            }
            v += depth + (last ? 0 : flow.lineSpacing)
        }
        return frames
    }
}
