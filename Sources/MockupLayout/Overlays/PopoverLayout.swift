import MockupPlatform
import MockupDisplayList
import MockupGeometry
import MockupScene

/// An iPad popover: a frosted rounded panel beside its anchor with an arrow whose tip
/// touches the anchor's edge, holding a pane (bars and content) of its own.
extension Popover: ViewLayout {
    enum Figures {
        /// Content width: 320 by default, 320…600 (Apple's docs; docs/METRICS.md,
        /// Temporary views).
        static let defaultWidth = 320.0
        static let widthRange = 320.0...600.0
        /// Corner radius: 10 on iOS 8–9 (fits of 20.5 px @2x on e08 and 10.5 px @1x on e10;
        /// ION and UI7K 10 ✓; F7's 13 and ONS's 8 disagree); iOS 7 keeps F7's 13 (no capture).
        static func radius(_ ios: IOSVersion) -> Double { ios == .ios7 ? 13 : 10 }
        /// The arrow: 13 deep with a right angle at the tip (26 wide where its straight
        /// sides meet the panel; e08 26 px deep @2x, e10 13 rows and 2 px wider a row @1x),
        /// on iOS 8–9 its sides curving into the panel's edge on a 10 pt radius (e08: 64 px
        /// @2x wide in the column next to the panel, the straight part 26 pt there); straight
        /// on iOS 7 (no capture).
        static let arrowWidth = 26.0
        static let arrowDepth = 13.0
        static func arrowFillet(_ ios: IOSVersion) -> Double { ios == .ios7 ? 0 : 10 }
        /// The arrow's base stays this far from the panel's corners.
        static let arrowCornerClearance = 13.0
        /// A bar button's popover arrow reaches this far into its bar: the button is the
        /// anchor less 10 pt at the bar's top and bottom (e10, iOS 8 iPad @1x: the tip at
        /// y 54 under a bar ending at 64, the panel at 66).
        static let barItemReach = 10.0
        /// The panel stays 10 pt inside the screen (UIKit's popover layout margins).
        static let screenMargin = 10.0
        /// Panel material: white 95 % over the blurred content (F7).
        static let fill = Color(red: 255, green: 255, blue: 255, alpha: 242)
        /// A soft shadow round the panel on iOS 7 and 9 (by eye; unconfirmed); none on
        /// iOS 8 (e08, e10: the dimmed background keeps its grey up to the panel's edge).
        /// iOS 9, undimmed without a capture, keeps the shadow that sets the panel off.
        static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 38)
        static let shadowBlur = 12.0
        static func hasShadow(_ ios: IOSVersion) -> Bool { ios != .ios8 }
        /// The screen under the popover darkened by black 15 % on iOS 8 (e08, e10: white
        /// root views read #D9D9D9, the system blue #0067D9 and the bar #D2D2D2, all 85 %
        /// of their colours; the apps' storyboards give white views). None on iOS 7 and 9
        /// (the sources say none, unconfirmed): both captures are iOS 8.0 betas and no iOS 9
        /// capture shows a popover, so the dimming is not carried over to iOS 9.
        static func dim(_ ios: IOSVersion) -> Color? { ios == .ios8 ? Color(red: 0, green: 0, blue: 0, alpha: 38) : nil }
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

    /// The panel beside `anchor` within `bounds`: the arrow's side as written, or UIKit's
    /// choice (`bestSide`); the panel shortened to the room on its side and slid along
    /// the anchor's edge to stay on the screen.
    func place(_ size: Size, anchor a: Rect, bounds: Rect, ctx: LayoutContext) -> Placement {
        Self.place(size, anchor: a, bounds: bounds, arrow: arrow, barItem: ctx.barItemAnchors.contains(anchor), ctx: ctx)
    }

    /// `place` for any overlay shown as a popover (action and share sheets on iPad). From
    /// a bar button (`barItem`) the arrow points into its bar: up from a bar in the top
    /// half of the screen, down from one in the bottom half (e10; UIKit presents from the
    /// bar button item).
    static func place(_ size: Size, anchor a: Rect, bounds: Rect, arrow: Arrow, barItem: Bool, ctx: LayoutContext) -> Placement {
        let m = Figures.screenMargin, d = Figures.arrowDepth
        let room: [Arrow: Double] = [
            .up: bounds.maxY - m - a.maxY - d, .down: a.minY - d - (bounds.minY + m),
            .left: bounds.maxX - m - a.maxX - d, .right: a.minX - d - (bounds.minX + m),
        ]
        let side: Arrow
        if arrow != .any {
            side = arrow
        } else if barItem {
            side = a.midY < bounds.midY ? .up : .down
        } else {
            side = bestSide(size, anchor: a, bounds: bounds, landscape: ctx.screen.orientation == .landscape)
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
        // On the device pixel grid, as UIKit places it; whole points wide and tall.
        let s = ctx.screen.scale
        let whole = Rect(
            x: ControlPlacement.devicePixel(panel.minX, s), y: ControlPlacement.devicePixel(panel.minY, s),
            width: panel.width.rounded(), height: panel.height.rounded())
        return Placement(panel: whole, arrow: side, tip: tip)
    }

    /// UIKit's side for `UIPopoverArrowDirectionAny` (`_UIPopoverLayoutInfo`): each side's
    /// panel is centred on the anchor, and the one that keeps the most of its area on the
    /// screen past the anchor's middle wins; ties go to the first in the orientation's
    /// order — landscape: left (the panel right of the anchor), right, down, up; portrait:
    /// down (the panel above), left, up, right. The areas are the panel's alone: on e08
    /// (iOS 8, landscape) a sheet that fits above, below and beside its anchor points left.
    static func bestSide(_ size: Size, anchor a: Rect, bounds: Rect, landscape: Bool) -> Arrow {
        let m = Figures.screenMargin, d = Figures.arrowDepth
        let screen = Rect(x: bounds.minX + m, y: bounds.minY + m, width: bounds.width - 2 * m, height: bounds.height - 2 * m)
        let w = size.width, h = size.height
        func area(_ side: Arrow) -> Double {
            let panel: Rect, room: Rect
            switch side {
            case .left:
                panel = Rect(x: a.maxX + d, y: a.midY - h / 2, width: w, height: h)
                room = Rect(x: a.midX, y: screen.minY, width: screen.maxX - a.midX, height: screen.height)
            case .right:
                panel = Rect(x: a.minX - d - w, y: a.midY - h / 2, width: w, height: h)
                room = Rect(x: screen.minX, y: screen.minY, width: a.midX - screen.minX, height: screen.height)
            case .down:
                panel = Rect(x: a.midX - w / 2, y: a.minY - d - h, width: w, height: h)
                room = Rect(x: screen.minX, y: screen.minY, width: screen.width, height: a.minY - screen.minY)
            case .up, .any:
                panel = Rect(x: a.midX - w / 2, y: a.maxY + d, width: w, height: h)
                room = Rect(x: screen.minX, y: a.maxY, width: screen.width, height: screen.maxY - a.maxY)
            }
            let iw = min(panel.maxX, room.maxX) - max(panel.minX, room.minX)
            let ih = min(panel.maxY, room.maxY) - max(panel.minY, room.minY)
            return iw > 0 && ih > 0 ? (iw * ih).rounded() : 0
        }
        let order: [Arrow] = landscape ? [.left, .right, .down, .up] : [.down, .left, .up, .right]
        var best = order[0], bestArea = area(order[0])
        for side in order.dropFirst() where area(side) > bestArea {
            best = side
            bestArea = area(side)
        }
        return best
    }

    /// The arrow from the panel's edge to `tip`, its base kept clear of the corners: a
    /// right-angled point whose sides curve into the panel's edge (`arrowFillet`).
    static func arrowPath(_ p: Placement, ios: IOSVersion) -> Path {
        let c = Figures.arrowCornerClearance + Figures.arrowWidth / 2
        let r = p.panel, depth = Figures.arrowDepth
        // The arrow drawn pointing up from (0, 0), the panel's edge at v = depth, then
        // turned to its side: (u, v) across and along the arrow.
        let map: (Double, Double) -> Point
        switch p.arrow {
        case .up, .any:
            let x = min(max(p.tip.x, r.minX + c), r.maxX - c)
            map = { u, v in Point(x: x + u, y: r.minY - depth + v) }
        case .down:
            let x = min(max(p.tip.x, r.minX + c), r.maxX - c)
            map = { u, v in Point(x: x + u, y: r.maxY + depth - v) }
        case .left:
            let y = min(max(p.tip.y, r.minY + c), r.maxY - c)
            map = { u, v in Point(x: r.minX - depth + v, y: y + u) }
        case .right:
            let y = min(max(p.tip.y, r.minY + c), r.maxY - c)
            map = { u, v in Point(x: r.maxX + depth - v, y: y + u) }
        }
        // A side runs u = k·v; the fillet is the circle tangent to it and to the edge.
        let k = Figures.arrowWidth / 2 / depth, f = max(Figures.arrowFillet(ios), 0.001)
        let n = (1 + k * k).squareRoot()
        let cv = depth - f, cu = k * cv + f * n
        let s = (k * cu + cv) / (1 + k * k)
        let bend = 4.0 / 3.0 * tan(atan2(1, k) / 4) * f
        var path = Path()
        path.move(to: map(-cu, depth))
        path.curve(to: map(-k * s, s), control1: map(-cu + bend, depth), control2: map(-k * s - bend * k / n, s + bend / n))
        path.line(to: map(0, 0))
        path.line(to: map(k * s, s))
        path.curve(to: map(cu, depth), control1: map(k * s + bend * k / n, s + bend / n), control2: map(cu - bend, depth))
        path.close()
        return path
    }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        guard let anchorRect = ctx.anchors[anchor] else { return [] }
        let size = panelSize(ctx.currentNode, bounds: frame, ctx: ctx)
        let p = place(size, anchor: anchorRect, bounds: frame, ctx: ctx)
        let arrowPath = Self.arrowPath(p, ios: ctx.ios)
        var out = PopoverChrome.material(panel: p.panel, arrow: arrowPath, bounds: frame, ctx: ctx)
        // An arrow on top of a navigation bar takes the bar's colour.
        if p.arrow == .up, let bar = pane.elements.lazy.compactMap({ e -> NavigationBar? in
            if case .navigationBar(let n) = e, !n.hidden { return n } else { return nil }
        }).first {
            out.append(.fill(arrowPath, BarMaterial.background(barTint: bar.barTint, translucent: bar.translucent)))
        }
        // For hand-off output: the panel (what it holds records itself).
        ctx.report?.record(
            "popover", .views, id: ctx.currentNode?.placement.anchor, frame: p.panel, origin: ctx.origin,
            range: ctx.currentNode?.range, content: [.roundedRect(p.panel, radius: Figures.radius(ctx.ios), Figures.fill)])
        var inner = ctx.pane(p.panel)
        inner.compactWidth = true
        let laid = PaneLayout(ctx: inner, elements: pane.elements, topInset: 0, background: pane.background ?? .clear)
            .layout()
        out += Modal.placed(laid.items, in: p.panel, radius: Figures.radius(ctx.ios))
        return out
    }
}
