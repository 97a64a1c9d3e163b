import Glibc  // libm: sin, cos, pow (Foundation is not linked into the executable)
import MockupDisplayList
import MockupGeometry
import MockupScene

/// An iPad popover: a frosted rounded panel beside its anchor with an arrow whose tip
/// touches the anchor's edge, holding a pane (bars and content) of its own.
extension Popover: ViewLayout {
    enum Figures {
        /// Content width: 320 by default, 320…600 (ios-metrics §13, Apple's docs).
        static let defaultWidth = 320.0
        static let widthRange = 320.0...600.0
        /// Corner radius: 13 (§13 F7 and the issue; ONS 8, ION/UI7K 10 disagree).
        static let radius = 13.0
        /// The arrow: 26 wide at its base and 13 deep, a right angle at the tip (F7's
        /// 26 pt square turned 45°, §13; unconfirmed).
        static let arrowWidth = 26.0
        static let arrowDepth = 13.0
        /// The arrow's base stays this far from the panel's corners.
        static let arrowCornerClearance = 13.0
        /// The panel stays 10 pt inside the screen (the issue; UIKit's popover layout margins).
        static let screenMargin = 10.0
        /// Panel material: white 95 % over the blurred content (§13 F7).
        static let fill = Color(red: 255, green: 255, blue: 255, alpha: 242)
        /// A soft shadow round the panel (by eye; unconfirmed).
        static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 38)
        static let shadowBlur = 12.0
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    /// Where the panel goes and which way its arrow points.
    struct Placement {
        var panel: Rect
        var arrow: Arrow
        var tip: Point
    }

    /// The panel's size: the written width (clamped to 320…600) and height, or the
    /// height of its bars and content.
    func panelSize(_ node: ViewNode?, bounds: Rect, ctx: LayoutContext) -> Size {
        let width = min(max(node?.placement.width ?? Figures.defaultWidth, Figures.widthRange.lowerBound), Figures.widthRange.upperBound)
        if let h = node?.placement.height { return Size(width: width, height: h) }
        var inner = ctx.pane(Rect(x: 0, y: 0, width: width, height: bounds.height))
        inner.stackAxis = .vertical
        var height = 0.0
        for e in pane.elements {
            switch e {
            case .navigationBar(let n): height += NavigationBarLayout.height(n, ctx: inner)
            case .searchBar(let s): height += SearchBarLayout.height(s, ctx: inner)
            case .toolbar, .tabBar: height += inner.barHeight
            case .content(let v):
                if let table = v.view as? Table, v.placement.height == nil {
                    height += Self.tableHeight(table, ios: ctx.ios)
                } else {
                    let s = v.size(in: Size(width: width, height: .infinity), ctx: inner)
                    height += s.height.isFinite ? s.height : 0
                }
            case .statusBar, .splitView, .overlay, .keyboard: break
            }
        }
        return Size(width: width, height: max(height, 44))
    }

    /// A table's rows (and a grouped table's section gaps), as UIKit sizes a popover to
    /// its table's content.
    static func tableHeight(_ t: Table, ios: IOSVersion) -> Double {
        let rows = t.sections.reduce(0.0) { sum, s in sum + s.cells.reduce(0.0) { $0 + ($1.height ?? t.rowHeight) } }
        switch t.style {
        case .plain:
            return rows + Double(t.sections.filter { $0.header != nil }.count) * VersionedMetrics.plainHeader(ios).height
        case .grouped:
            let gaps = t.sections.reduce(0.0) { $0 + ($1.header != nil ? Metrics.groupedSectionGapWithHeader : Metrics.groupedSectionGap) }
            return rows + gaps + Metrics.groupedSectionGap
        }
    }

    /// The panel beside `anchor` within `bounds`: the arrow's side as written, or the
    /// first of up (panel below), down, left, right where the panel fits whole; else the
    /// side with the most room, the panel shortened to it.
    func place(_ size: Size, anchor a: Rect, bounds: Rect) -> Placement {
        Self.place(size, anchor: a, bounds: bounds, arrow: arrow)
    }

    /// `place` for any overlay shown as a popover (action and share sheets on iPad).
    static func place(_ size: Size, anchor a: Rect, bounds: Rect, arrow: Arrow) -> Placement {
        let m = Figures.screenMargin, d = Figures.arrowDepth
        let room: [Arrow: Double] = [
            .up: bounds.maxY - m - a.maxY - d, .down: a.minY - d - (bounds.minY + m),
            .left: bounds.maxX - m - a.maxX - d, .right: a.minX - d - (bounds.minX + m),
        ]
        let needs: [Arrow: Double] = [.up: size.height, .down: size.height, .left: size.width, .right: size.width]
        let order: [Arrow] = [.up, .down, .left, .right]
        let side: Arrow
        if arrow != .any {
            side = arrow
        } else if let fits = order.first(where: { (room[$0] ?? 0) >= (needs[$0] ?? 0) }) {
            side = fits
        } else {
            side = (room[.up] ?? 0) >= (room[.down] ?? 0) ? .up : .down
        }
        var w = size.width, h = size.height
        switch side {
        case .up, .down: h = max(44, min(h, room[side] ?? h))
        case .left, .right: w = max(44, min(w, room[side] ?? w))
        case .any: break
        }
        func clampX(_ x: Double) -> Double { min(max(x, bounds.minX + m), bounds.maxX - m - w) }
        func clampY(_ y: Double) -> Double { min(max(y, bounds.minY + m), bounds.maxY - m - h) }
        let panel: Rect, tip: Point
        switch side {
        case .up, .any:
            panel = Rect(x: clampX(a.midX - w / 2), y: a.maxY + d, width: w, height: h)
            tip = Point(x: a.midX, y: a.maxY)
        case .down:
            panel = Rect(x: clampX(a.midX - w / 2), y: a.minY - d - h, width: w, height: h)
            tip = Point(x: a.midX, y: a.minY)
        case .left:
            panel = Rect(x: a.maxX + d, y: clampY(a.midY - h / 2), width: w, height: h)
            tip = Point(x: a.maxX, y: a.midY)
        case .right:
            panel = Rect(x: a.minX - d - w, y: clampY(a.midY - h / 2), width: w, height: h)
            tip = Point(x: a.minX, y: a.midY)
        }
        let whole = Rect(x: panel.minX.rounded(), y: panel.minY.rounded(), width: panel.width.rounded(), height: panel.height.rounded())
        return Placement(panel: whole, arrow: side, tip: tip)
    }

    /// The arrow from the panel's edge to `tip`, its base kept clear of the corners.
    static func arrowPath(_ p: Placement) -> Path {
        let half = Figures.arrowWidth / 2, c = Figures.arrowCornerClearance + half
        let r = p.panel
        var path = Path()
        switch p.arrow {
        case .up, .any:
            let x = min(max(p.tip.x, r.minX + c), r.maxX - c)
            path.move(to: Point(x: x - half, y: r.minY))
            path.line(to: Point(x: x, y: r.minY - Figures.arrowDepth))
            path.line(to: Point(x: x + half, y: r.minY))
        case .down:
            let x = min(max(p.tip.x, r.minX + c), r.maxX - c)
            path.move(to: Point(x: x - half, y: r.maxY))
            path.line(to: Point(x: x, y: r.maxY + Figures.arrowDepth))
            path.line(to: Point(x: x + half, y: r.maxY))
        case .left:
            let y = min(max(p.tip.y, r.minY + c), r.maxY - c)
            path.move(to: Point(x: r.minX, y: y - half))
            path.line(to: Point(x: r.minX - Figures.arrowDepth, y: y))
            path.line(to: Point(x: r.minX, y: y + half))
        case .right:
            let y = min(max(p.tip.y, r.minY + c), r.maxY - c)
            path.move(to: Point(x: r.maxX, y: y - half))
            path.line(to: Point(x: r.maxX + Figures.arrowDepth, y: y))
            path.line(to: Point(x: r.maxX, y: y + half))
        }
        path.close()
        return path
    }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        guard let anchorRect = ctx.anchors[anchor] else { return [] }
        let size = panelSize(ctx.currentNode, bounds: frame, ctx: ctx)
        let p = place(size, anchor: anchorRect, bounds: frame)
        let arrowPath = Self.arrowPath(p)
        var out: [DisplayItem] = []
        let blur = Figures.shadowBlur
        out.append(.group(Group(
            clip: Rect(x: p.panel.minX - 3 * blur, y: p.panel.minY - 3 * blur, width: p.panel.width + 6 * blur, height: p.panel.height + 6 * blur),
            blur: blur, items: [.roundedRect(p.panel, radius: Figures.radius, Figures.shadow), .fill(arrowPath, Figures.shadow)])))
        out += OverlayMaterial.panel(p.panel, radius: Figures.radius, fill: Figures.fill, under: ctx.underlay)
        // The arrow has no blurred backdrop of its own: opaque, so the shadow under it
        // does not show through (the panel's 95 % white hides it the same way).
        out.append(.fill(arrowPath, .white))
        // An arrow on top of a navigation bar takes the bar's colour.
        if p.arrow == .up, let bar = pane.elements.lazy.compactMap({ e -> NavigationBar? in
            if case .navigationBar(let n) = e, !n.hidden { return n } else { return nil }
        }).first {
            out.append(.fill(arrowPath, BarMaterial.background(barTint: bar.barTint, translucent: bar.translucent)))
        }
        // For hand-off output: the panel (what it holds records itself).
        ctx.report?.record(
            "popover", .views, id: ctx.currentNode?.placement.anchor, frame: p.panel, origin: ctx.origin,
            range: ctx.currentNode?.range, content: [.roundedRect(p.panel, radius: Figures.radius, Figures.fill)])
        let laid = PaneLayout(ctx: ctx.pane(p.panel), elements: pane.elements, topInset: 0, background: pane.background ?? .clear)
            .layout()
        out += Modal.placed(laid.items, in: p.panel, radius: Figures.radius)
        return out
    }
}
