import MockupDisplayList
import MockupGeometry
import MockupScene

/// One screen to place on a sheet: laid out already, at the sheet's scale.
public struct SheetTile: Sendable {
    /// The screen's display list.
    public var list: DisplayList
    /// Frames of the screen's elements with an `id:`, in the screen's points.
    public var anchors: [String: Rect]
    /// The device body drawn around it, if any.
    public var frame: DeviceFrameDrawing?
    public var caption: String?
    /// Its top-left corner for the `free` arrangement.
    public var position: Point?

    /// Creates a tile.
    public init(list: DisplayList, anchors: [String: Rect] = [:], frame: DeviceFrameDrawing? = nil, caption: String? = nil, position: Point? = nil) {
        self.list = list
        self.anchors = anchors
        self.frame = frame
        self.caption = caption
        self.position = position
    }
}

/// An arrow between tiles: from an element's frame (or the whole screen) on tile
/// `from` to tile `to`.
public struct SheetArrow: Sendable {
    public var from: Int
    /// The element's frame in the screen's points; nil: the screen itself.
    public var element: Rect?
    public var to: Int
    public var label: String?

    /// Creates an arrow.
    public init(from: Int, element: Rect?, to: Int, label: String?) {
        self.from = from
        self.element = element
        self.to = to
        self.label = label
    }
}

/// What a sheet is made of: the display list and where things went (for tests and
/// hand-off).
public struct Sheet: Sendable {
    public var list: DisplayList
    /// Each screen's rectangle on the sheet, points.
    public var screens: [Rect]
    /// Each tile's rectangle (body and caption): what arrows keep out of.
    public var tiles: [Rect]
    /// Each arrow's polyline, from the point on its element's frame to its tip.
    public var routes: [[Point]]
}

/// Places screens on a sheet — in a row, a column, a grid or where written — with
/// captions, device frames and arrows, and draws the sheet. Screens go in as isolated
/// groups on whole points, so each keeps the pixels it has alone at integer scales.
public struct SheetLayout {
    let measurer: any TextMeasuring

    /// Figures of the sheet (by eye: a documentation sheet, not an iOS element).
    enum Figures {
        static let captionFont = FontSpec.system(15, .medium)
        static let captionSpacing = 14.0
        static let captionColor = Color(red: 0x3A, green: 0x3A, blue: 0x3C)
        static let titleFont = FontSpec.system(28, .bold)
        static let titleSpacing = 28.0
        static let titleColor = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
        static let arrowColor = Color(red: 0x00, green: 0x7A, blue: 0xFF)
        static let arrowWidth = 2.5
        static let cornerRadius = 10.0
        static let headLength = 12.0
        static let headHalfWidth = 6.5
        static let startDot = 4.0
        static let hotspotInset = -3.0
        static let hotspotRadius = 6.0
        static let labelFont = FontSpec.system(13, .semibold)
        static let labelPadding = 8.0
        /// How far outside a tile an arrow's port lies.
        static let port = 20.0
        /// How far from a screen's corner an arrow may enter it.
        static let entryInset = 28.0
    }

    /// Most display items the screens of one sheet may draw together: four screens at
    /// the one-screen budget, so that 64 crowded screens cannot take gigabytes.
    public static let itemBudget = 4 * LayoutCache.itemBudget

    /// Creates a sheet layout measuring text with `measurer`.
    public init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Lays out `tiles` as `flow` arranges them (its screens and arrows are already
    /// read into `tiles` and `arrows`), at `scale`; `margin` nil: room for arrows
    /// around the sheet, 0: the tiles' own size (a single framed screen).
    public func layout(
        _ tiles: [SheetTile], arrows: [SheetArrow], flow: Flow?, scale: Double, background: Color?, margin: Double? = nil
    ) -> Sheet {
        let gap = flow?.gap ?? Flow.defaultGap
        let channel = max(Figures.port, min(gap, 160) / 2)
        let m = margin ?? (channel + 32).rounded(.up)
        // Each tile's size: the body (frame or screen) over its caption.
        let captions = tiles.map { t in t.caption.map { measurer.measure($0, font: Figures.captionFont) } }
        // A frame's body (not its shadow's margin) is what captions sit under and arrows reach.
        let bodies = tiles.map { t in t.frame?.body.size ?? t.list.size }
        let sizes = zip(bodies, captions).map { body, caption -> Size in
            guard let caption else { return body }
            return Size(
                width: max(body.width, caption.width.rounded(.up)),
                height: body.height + Figures.captionSpacing + caption.height.rounded(.up))
        }
        var top = m
        var titleRect: Rect?
        var items: [DisplayItem] = []
        if let title = flow?.title {
            let t = measurer.measure(title, font: Figures.titleFont)
            items.append(.text(TextRun(text: title, font: Figures.titleFont, color: Figures.titleColor,
                origin: Point(x: m, y: (m + t.ascent).rounded()), width: t.width)))
            top = (m + t.height + channel + Figures.titleSpacing).rounded(.up)
            titleRect = Rect(x: m, y: m, width: t.width.rounded(.up), height: t.height.rounded(.up))
        }
        // Without a margin (a framed screen alone) the drawing's shadow margin is the edge.
        let inset = m > 0 ? Point(x: m, y: top) : Point(
            x: tiles.compactMap { $0.frame?.body.minX }.max() ?? 0, y: tiles.compactMap { $0.frame?.body.minY }.max() ?? 0)
        let origins = place(sizes, flow: flow, gap: gap, left: inset.x, top: inset.y, tiles: tiles)
        let tileRects = zip(origins, sizes).map { Rect(origin: $0, size: $1) }
        let bodyRects = zip(tileRects, bodies).map { tile, body in
            Rect(x: tile.minX + ((tile.width - body.width) / 2).rounded(.down), y: tile.minY, width: body.width, height: body.height)
        }
        // Where each frame drawing goes: its body on the tile's body rectangle.
        let drawings = zip(bodyRects, tiles).map { body, t -> Rect? in
            t.frame.map { f in Rect(x: body.minX - f.body.minX, y: body.minY - f.body.minY, width: f.size.width, height: f.size.height) }
        }
        let screenRects = zip(bodyRects, zip(drawings, tiles)).map { body, pair -> Rect in
            let (drawing, t) = pair
            guard let drawing, let f = t.frame else { return Rect(origin: body.origin, size: t.list.size) }
            return Rect(origin: Point(x: drawing.minX + f.screen.minX, y: drawing.minY + f.screen.minY), size: t.list.size)
        }
        let extent = (tileRects + drawings.compactMap { $0 } + (titleRect.map { [$0] } ?? []))
            .reduce(Rect(x: 0, y: 0, width: m, height: top)) { $0.union($1) }
        // Ports lie at most half the narrowest space between two screens out, so that a
        // neighbour's port and clearance never fall on this one's (a free layout's screens
        // may stand closer than the gap; overlapping ones leave none).
        let port = min(Figures.port, (Self.separation(tileRects) ?? gap) / 2)
        let size = m > 0
            ? Size(width: (extent.maxX + m).rounded(.up), height: (extent.maxY + m).rounded(.up))
            : Size(width: extent.maxX.rounded(.up), height: extent.maxY.rounded(.up))
        var under: [DisplayItem] = []
        if let background { under.append(.rect(Rect(origin: .zero, size: size), background)) }
        for (i, t) in tiles.enumerated() {
            if let frame = t.frame, let at = drawings[i] {
                under.append(.group(Group(transform: .translation(at.minX, at.minY), items: frame.items)))
            }
            let s = screenRects[i]
            under.append(.group(Group(clip: s, transform: .translation(s.minX, s.minY), isolated: true, items: t.list.items)))
            if let caption = t.caption, let metrics = captions[i] {
                let x = tileRects[i].minX + ((tileRects[i].width - metrics.width) / 2).rounded()
                let baseline = bodyRects[i].maxY + Figures.captionSpacing + metrics.ascent.rounded()
                under.append(.text(TextRun(text: caption, font: Figures.captionFont, color: Figures.captionColor,
                    origin: Point(x: x, y: baseline), width: metrics.width)))
            }
        }
        var routes: [[Point]] = []
        // Arrows run in lanes: the k-th arrow between the same two screens (either way)
        // that would leave at about the same height (within a label's 24 pt) leaves its
        // element 0, +1, −1, +2, −2 rows of 24 pt from its middle, as far as the element
        // reaches; and the i-th arrow of the sheet runs that many steps (up to 6 pt, as the
        // channel leaves room) beside a channel's middle.
        let step = max(0, min(6, ((channel - port / 2 - 1) / 2).rounded(.down)))
        let lanes: [Double] = [0, 1, -1, 2, -2]
        var pairs: [[Int]: [Double]] = [:]
        var labels: [Rect] = []
        var budget = ArrowRouter.sheetBudget
        let channels = Channels(tiles: tileRects, channel: channel, port: port, size: size, title: titleRect)
        for (i, arrow) in arrows.enumerated() where tiles.indices.contains(arrow.from) && tiles.indices.contains(arrow.to) {
            let pair = [min(arrow.from, arrow.to), max(arrow.from, arrow.to)]
            let natural = arrow.element.map { screenRects[arrow.from].minY + $0.midY } ?? screenRects[arrow.from].midY
            let near = (pairs[pair] ?? []).filter { abs($0 - natural) < 24 }.count
            let row = lanes[near % lanes.count] * 24
            pairs[pair, default: []].append(natural)
            let router = channels.router(lane: lanes[i % lanes.count] * step)
            let route = self.route(
                arrow, tiles: tileRects, bodies: bodyRects, screens: screenRects, router: router, port: port, row: row,
                budget: &budget)
            routes.append(route)
            items += drawing(route, arrow: arrow, screens: screenRects, tiles: tileRects, labels: &labels)
        }
        return Sheet(
            list: DisplayList(size: size, scale: scale, items: under + items), screens: screenRects, tiles: tileRects,
            routes: routes)
    }

    /// The narrowest space between two of `rects` (0 when two overlap); nil for fewer than two.
    static func separation(_ rects: [Rect]) -> Double? {
        var least: Double?
        for i in rects.indices {
            for j in rects.indices where j > i {
                let a = rects[i], b = rects[j]
                let dx = max(0, b.minX - a.maxX, a.minX - b.maxX), dy = max(0, b.minY - a.maxY, a.minY - b.maxY)
                least = min(least ?? .infinity, max(dx, dy))
            }
        }
        return least
    }

    /// Top-left corners of tiles of `sizes` as the flow arranges them, on whole points.
    func place(_ sizes: [Size], flow: Flow?, gap: Double, left: Double, top: Double, tiles: [SheetTile]) -> [Point] {
        let arrangement = flow?.arrangement ?? .row
        switch arrangement {
        case .row:
            var x = left
            return sizes.map { s in
                defer { x += s.width + gap }
                return Point(x: x, y: top)
            }
        case .column:
            var y = top
            return sizes.map { s in
                defer { y += s.height + gap }
                return Point(x: left, y: y)
            }
        case .grid:
            let columns = max(1, flow?.columns ?? Int(Double(sizes.count).squareRoot().rounded(.up)))
            let rows = (sizes.count + columns - 1) / columns
            var widths = [Double](repeating: 0, count: columns), heights = [Double](repeating: 0, count: rows)
            for (i, s) in sizes.enumerated() {
                widths[i % columns] = max(widths[i % columns], s.width)
                heights[i / columns] = max(heights[i / columns], s.height)
            }
            return sizes.enumerated().map { i, s in
                let c = i % columns, r = i / columns
                let x = left + widths[..<c].reduce(0, +) + Double(c) * gap + ((widths[c] - s.width) / 2).rounded(.down)
                let y = top + heights[..<r].reduce(0, +) + Double(r) * gap
                return Point(x: x, y: y)
            }
        case .free:
            let written = tiles.map { $0.position ?? .zero }
            let minX = written.map(\.x).min() ?? 0, minY = written.map(\.y).min() ?? 0
            return written.map { Point(x: left + ($0.x - minX).rounded(), y: top + ($0.y - minY).rounded()) }
        }
    }

    /// The screens kept clear (by half the ports' distance) and the channel lines beside
    /// them, found once for a sheet; each arrow's router moves the lines into its lane.
    struct Channels {
        let obstacles: [Rect]
        /// Each tile's channel lines: left and right x, top and bottom y.
        let lines: [(left: Double, right: Double, top: Double, bottom: Double)]
        let size: Size

        init(tiles: [Rect], channel: Double, port: Double, size: Size, title: Rect?) {
            let clear = port / 2
            obstacles = (tiles + (title.map { [$0] } ?? [])).map {
                Rect(x: $0.minX - clear, y: $0.minY - clear, width: $0.width + 2 * clear, height: $0.height + 2 * clear)
            }
            // A channel runs half-way to the nearest screen on that side, at most `channel` out.
            lines = tiles.map { t in
                var left = 2 * channel, right = left, top = left, bottom = left
                for o in tiles where o != t {
                    if o.maxY > t.minY && o.minY < t.maxY {
                        if o.maxX <= t.minX { left = min(left, t.minX - o.maxX) }
                        if o.minX >= t.maxX { right = min(right, o.minX - t.maxX) }
                    }
                    if o.maxX > t.minX && o.minX < t.maxX {
                        if o.maxY <= t.minY { top = min(top, t.minY - o.maxY) }
                        if o.minY >= t.maxY { bottom = min(bottom, o.minY - t.maxY) }
                    }
                }
                return (t.minX - left / 2, t.maxX + right / 2, t.minY - top / 2, t.maxY + bottom / 2)
            }
            self.size = size
        }

        /// A router whose channel lines lie `lane` points off their middles.
        func router(lane: Double) -> ArrowRouter {
            let xs = lines.flatMap { [$0.left + lane, $0.right + lane] }.map { min(max($0, 1), size.width - 1) }
            let ys = lines.flatMap { [$0.top + lane, $0.bottom + lane] }.map { min(max($0, 1), size.height - 1) }
            return ArrowRouter(obstacles: obstacles, xs: xs, ys: ys)
        }
    }

    /// The polyline of `arrow`: out of its element's side facing the target to a port
    /// `reach` outside its tile, along the channels, into the target's body on the side
    /// facing the source.
    func route(
        _ arrow: SheetArrow, tiles: [Rect], bodies: [Rect], screens: [Rect], router: ArrowRouter, port reach: Double, row: Double,
        budget: inout Int
    ) -> [Point] {
        let screen = screens[arrow.from]
        let source = tiles[arrow.from], target = tiles[arrow.to], body = bodies[arrow.to]
        let element = arrow.element.map { Rect(x: $0.minX + screen.minX, y: $0.minY + screen.minY, width: $0.width, height: $0.height) }
            ?? screen
        let dx = body.midX - element.midX, dy = body.midY - element.midY
        // Out of the screen's nearer side for an element near one, else towards the target.
        let third = screen.width / 3
        let leavesRight: Bool
        if arrow.from == arrow.to || element.midX > screen.maxX - third {
            leavesRight = true
        } else if element.midX < screen.minX + third {
            leavesRight = false
        } else {
            leavesRight = abs(dx) > 1 ? dx > 0 : true
        }
        func clamped(_ v: Double, _ lo: Double, _ hi: Double) -> Double { lo > hi ? (lo + hi) / 2 : min(max(v, lo), hi) }
        let start = Point(x: leavesRight ? element.maxX : element.minX, y: clamped(element.midY + row, element.minY + 4, element.maxY - 4).rounded())
        let out = Point(x: leavesRight ? source.maxX + reach : source.minX - reach, y: start.y)
        // Enter from the side when the target is mostly beside the source, else from the top
        // (below) or its side (above: its bottom is its caption).
        let tip: Point, port: Point, heading: ArrowRouter.Heading
        if arrow.from != arrow.to, abs(dx) >= abs(dy) || dy < 0 {
            let fromLeft = arrow.from == arrow.to ? false : dx > 0
            let y = clamped(start.y, body.minY + Figures.entryInset, body.maxY - Figures.entryInset).rounded()
            tip = Point(x: fromLeft ? body.minX : body.maxX, y: y)
            port = Point(x: fromLeft ? target.minX - reach : target.maxX + reach, y: y)
            heading = fromLeft ? .right : .left
        } else {
            let x = clamped(leavesRight ? body.maxX - 2 * Figures.entryInset : body.minX + 2 * Figures.entryInset,
                body.minX + Figures.entryInset, body.maxX - Figures.entryInset).rounded()
            tip = Point(x: x, y: body.minY)
            port = Point(x: x, y: target.minY - reach)
            heading = .down
        }
        let middle = router.route(from: out, heading: leavesRight ? .right : .left, to: port, arriving: heading, budget: &budget)
            ?? [out, Point(x: port.x, y: out.y), port]
        return ArrowRouter.corners([start] + middle + [tip])
    }

    /// The arrow's items: the element's outline, the line with rounded corners, the
    /// head, and the label on the longest stretch between tiles.
    func drawing(_ route: [Point], arrow: SheetArrow, screens: [Rect], tiles: [Rect], labels: inout [Rect]) -> [DisplayItem] {
        guard route.count >= 2 else { return [] }
        var items: [DisplayItem] = []
        let color = Figures.arrowColor
        if let e = arrow.element {
            let s = screens[arrow.from]
            let r = Rect(x: s.minX + e.minX + Figures.hotspotInset, y: s.minY + e.minY + Figures.hotspotInset,
                width: e.width - 2 * Figures.hotspotInset, height: e.height - 2 * Figures.hotspotInset)
            items.append(.stroke(.roundedRect(r, radius: Figures.hotspotRadius), color, StrokeStyle(width: 2)))
        }
        if arrow.element != nil {
            // A dot where the arrow leaves its element; an arrow from a whole screen starts
            // at its edge and draws nothing on it.
            let start = route[0]
            items.append(.fill(.roundedRect(Rect(x: start.x - Figures.startDot, y: start.y - Figures.startDot,
                width: 2 * Figures.startDot, height: 2 * Figures.startDot), radius: Figures.startDot), color))
        }
        // The line stops at the head's base.
        var line = route
        let tip = route[route.count - 1], before = route[route.count - 2]
        let along = Point(x: (tip.x - before.x).sign(), y: (tip.y - before.y).sign())
        // A short last stretch (screens set close) gets a smaller head, never a hook back.
        let head = min(Figures.headLength, max(4, Self.length((before, tip)) * 0.6))
        let halfWidth = Figures.headHalfWidth * head / Figures.headLength
        line[line.count - 1] = Point(x: tip.x - along.x * head, y: tip.y - along.y * head)
        items.append(.stroke(Self.rounded(line, radius: Figures.cornerRadius), color,
            StrokeStyle(width: Figures.arrowWidth, cap: .butt, join: .round)))
        var arrowhead = Path()
        let base = line[line.count - 1]
        arrowhead.move(to: tip)
        arrowhead.line(to: Point(x: base.x + along.y * halfWidth, y: base.y + along.x * halfWidth))
        arrowhead.line(to: Point(x: base.x - along.y * halfWidth, y: base.y - along.x * halfWidth))
        arrowhead.close()
        items.append(.fill(arrowhead, color))
        if let label = arrow.label, !label.isEmpty {
            items += labelItems(label, on: route, tiles: tiles, labels: &labels)
        }
        return items
    }

    /// A white label on an arrow-coloured pill on a stretch of the route outside every
    /// tile and short of the head: the middle of the longest such stretch unless the pill
    /// would cover a screen or a label already placed (`labels`), then other places along
    /// the stretches, longest first.
    func labelItems(_ label: String, on route: [Point], tiles: [Rect], labels: inout [Rect]) -> [DisplayItem] {
        var segments = zip(route, route.dropFirst()).map { ($0, $1) }
        if let (a, b) = segments.last {
            // The head is not a place for the label: the last segment ends before it.
            let n = Self.length((a, b)), keep = max(0, n - Figures.headLength - 4) / max(n, 1)
            segments[segments.count - 1] = (a, Point(x: a.x + (b.x - a.x) * keep, y: a.y + (b.y - a.y) * keep))
        }
        let outside = segments.flatMap { Self.outside($0, of: tiles) }
        let stretches = (outside.isEmpty ? segments : outside).enumerated()
            .sorted { (Self.length($1.element), $0.offset) < (Self.length($0.element), $1.offset) }.map(\.element)
        guard !stretches.isEmpty else { return [] }
        let t = measurer.measure(label, font: Figures.labelFont)
        let w = (t.width + 2 * Figures.labelPadding).rounded(.up), h = (t.height + 6).rounded(.up)
        func pill(_ s: (Point, Point), at f: Double) -> Rect {
            let centre = Point(x: (s.0.x + (s.1.x - s.0.x) * f).rounded(), y: (s.0.y + (s.1.y - s.0.y) * f).rounded())
            return Rect(x: (centre.x - w / 2).rounded(), y: (centre.y - h / 2).rounded(), width: w, height: h)
        }
        let candidates = stretches.flatMap { s in [0.5, 0.3, 0.7, 0.15, 0.85].map { pill(s, at: $0) } }
        // The first place that covers nothing, else the one that covers least.
        func covered(_ c: Rect) -> Double {
            (tiles + labels).reduce(0) { sum, r in sum + (r.intersection(c).map { $0.width * $0.height } ?? 0) }
        }
        let pill = candidates.first { covered($0) == 0 }
            ?? candidates.enumerated().min { (covered($0.element), $0.offset) < (covered($1.element), $1.offset) }?.element
            ?? pill(stretches[0], at: 0.5)
        labels.append(pill)
        return [
            .roundedRect(pill, radius: h / 2, Figures.arrowColor),
            .text(TextRun(text: label, font: Figures.labelFont, color: .white,
                origin: Point(x: pill.minX + Figures.labelPadding, y: (pill.minY + 3 + t.ascent).rounded()), width: t.width)),
        ]
    }

    static func length(_ s: (Point, Point)) -> Double { abs(s.1.x - s.0.x) + abs(s.1.y - s.0.y) }

    /// The stretches of the axis-aligned segment `s` that lie outside every rectangle.
    static func outside(_ s: (Point, Point), of rects: [Rect]) -> [(Point, Point)] {
        let horizontal = s.0.y == s.1.y
        let across = horizontal ? s.0.y : s.0.x
        var free = [(min(horizontal ? s.0.x : s.0.y, horizontal ? s.1.x : s.1.y), max(horizontal ? s.0.x : s.0.y, horizontal ? s.1.x : s.1.y))]
        for r in rects {
            let (lo, hi, a0, a1) = horizontal ? (r.minX, r.maxX, r.minY, r.maxY) : (r.minY, r.maxY, r.minX, r.maxX)
            guard across > a0, across < a1 else { continue }
            free = free.flatMap { f -> [(Double, Double)] in
                guard hi > f.0, lo < f.1 else { return [f] }
                return [(f.0, lo), (hi, f.1)].filter { $0.1 > $0.0 }
            }
        }
        return free.map { f in
            horizontal ? (Point(x: f.0, y: across), Point(x: f.1, y: across)) : (Point(x: across, y: f.0), Point(x: across, y: f.1))
        }
    }

    /// `points` as a path whose corners are arcs of `radius` (less where segments are short).
    static func rounded(_ points: [Point], radius: Double) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for i in 1..<points.count {
            let p = points[i]
            guard i < points.count - 1 else { path.line(to: p); break }
            let a = points[i - 1], b = points[i + 1]
            let r = min(radius, length((a, p)) / 2, length((p, b)) / 2)
            let into = Point(x: p.x - (p.x - a.x).sign() * r, y: p.y - (p.y - a.y).sign() * r)
            let outOf = Point(x: p.x + (b.x - p.x).sign() * r, y: p.y + (b.y - p.y).sign() * r)
            path.line(to: into)
            // A quarter circle as a cubic (k = 0.5523).
            let k = 0.5523
            path.curve(
                to: outOf, control1: Point(x: into.x + (p.x - into.x) * k, y: into.y + (p.y - into.y) * k),
                control2: Point(x: outOf.x + (p.x - outOf.x) * k, y: outOf.y + (p.y - outOf.y) * k))
        }
        return path
    }
}

private extension Double {
    /// -1, 0 or 1.
    func sign() -> Double { self > 0 ? 1 : (self < 0 ? -1 : 0) }
}
