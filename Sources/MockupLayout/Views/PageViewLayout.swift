import MockupPlatform
import MockupDisplayList
import MockupGeometry
import MockupScene

/// UIPageViewController. Scroll style: the pages side by side, the current one in view
/// (moved by `offset:` mid-swipe), clipped, above a strip with the page control (what
/// iOS 7–9 shows when the data source gives `presentationCount`). Curl style: the current
/// page with its bottom-right corner folded over: the page beneath in the corner, the
/// fold's shadow on it, the flap (the page's back) shaded across the fold, its shadow on
/// the page, and the spine's shadow at the left edge; with `spine: mid`, two pages side by
/// side with the spine between them, the right page's corner turned.
extension PageView: ViewLayout {
    /// The page view's figures. UIKit draws the curl with OpenGL; its shading is not in
    /// the sources: every curl figure is by eye (unconfirmed).
    enum Figures {
        /// The strip under the pages holds a page control at its standard height
        /// (37, AST; see `PageControl.Figures.height`).
        static let strip = PageControl.Figures.height
        /// The strip's colour when not given: black, the window seen through a page view
        /// controller's clear view (what apps showed unless they set a background;
        /// unconfirmed: no source gives UIKit's own colour).
        static let stripColor = Color.black
        /// Dots on a light strip: black current, #C7C7CC others (the chevron grey), as
        /// apps set them on white (unconfirmed).
        static let darkDot = Color.black
        static let darkOtherDot = Color(rgb: 0xC7C7CC)
        /// The fold runs from `curl` along the bottom edge to `curl × foldSlope` up the
        /// right edge: a corner lifted up and to the left, as a thumb turns it.
        static let foldSlope = 1.5
        /// Default curl: a third of the page's width.
        static let defaultCurl = 1.0 / 3
        /// The flap's shading across the fold, from the fold (0) to its tip (1): shadowed
        /// in the bend, a highlight where it faces the light, paper towards the tip.
        static let flapStops: [(at: Double, color: Color)] = [
            (0, Color(rgb: 0xC9C9C9)), (0.08, Color(rgb: 0xEDEDED)), (0.22, Color(rgb: 0xFCFCFC)),
            (0.6, Color(rgb: 0xF1F1F1)), (1, Color(rgb: 0xE4E4E4)),
        ]
        /// Bands the shading is drawn in.
        static let bands = 16
        /// The shadow the lifted page casts on the page beneath, next to the fold: black
        /// at this alpha at the fold, fading out over this fraction of the corner.
        static let foldShadowAlpha = 0.28
        static let foldShadowReach = 0.45
        /// The flap's soft shadow on the page: layers grown by this much each, at this alpha.
        static let flapShadowLayers = 4
        static let flapShadowGrowth = 1.5
        static let flapShadowAlpha = 0.05
        /// Outline of the flap, for its edge on white paper.
        static let flapEdge = Color(red: 0, green: 0, blue: 0, alpha: 31)
        /// The spine's shadow at the page's left edge: its width and darkest alpha.
        static let spineWidth = 14.0
        static let spineAlpha = 0.14
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    func flexes(along axis: Stack.Axis) -> Bool { true }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        guard !subviews.isEmpty, frame.width > 0, frame.height > 0 else { return [] }
        switch style {
        case .scroll: return scrollItems(in: frame, ctx: ctx)
        case .curl: return curlItems(in: frame, ctx: ctx)
        }
    }

    /// The current page index (0-based), kept among the pages for models built in code.
    private var current: Int { min(max(page, 1), subviews.count) - 1 }

    private func scrollItems(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let stripHeight = dots ? min(Figures.strip, frame.height) : 0
        let area = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - stripHeight)
        let pitch = area.width + spacing
        let shift = drawnOffset(pitch: pitch, ctx: ctx)
        var pages: [DisplayItem] = []
        for (i, child) in subviews.enumerated() {
            let x = area.minX + Double(i - current) * pitch - shift
            // Only the pages in view: the current one and the one the swipe brings in.
            guard x < area.maxX, x + area.width > area.minX else { continue }
            pages += child.items(in: Rect(x: x, y: area.minY, width: area.width, height: area.height), ctx: ctx.entering(child))
        }
        var out: [DisplayItem] = [.group(Group(clip: area, items: pages))]
        if dots {
            let strip = Rect(x: frame.minX, y: area.maxY, width: frame.width, height: stripHeight)
            let color = self.strip ?? Figures.stripColor
            out.append(.rect(strip, color))
            var control = PageControl(pages: subviews.count, page: current + 1)
            if !BarMaterial.isDark(color) {
                control.currentColor = Figures.darkDot
                control.color = Figures.darkOtherDot
            }
            out += control.items(in: strip, ctx: ctx)
        }
        return out
    }

    /// The swipe's offset as drawn: within one page either way; a swipe towards a page
    /// that does not exist is reported and drawn (UIKit rubber-bands, showing what is
    /// behind).
    private func drawnOffset(pitch: Double, ctx: LayoutContext) -> Double {
        let o = min(max(offset, -pitch), pitch)
        if let report = ctx.report, let node = ctx.currentNode {
            if abs(offset) > pitch + 0.5 {
                report.warning(
                    "offset \(formatPoints(offset)) is more than a page: pages are \(formatPoints(pitch)) apart",
                    at: offsetRange ?? node.range,
                    notes: ["drawn at \(formatPoints(o)); to show another page, write its number with 'page:'"])
            } else if (o > 0.5 && current == subviews.count - 1) || (o < -0.5 && current == 0) {
                report.warning(
                    "there is no page \(o > 0 ? "after page \(current + 1)" : "before page 1") to swipe to",
                    at: offsetRange ?? node.range,
                    notes: ["drawn with the background showing beside the page, as UIKit's rubber band shows it"])
            }
        }
        return o
    }

    private func curlItems(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let child = subviews[current]
        // The page beneath is paper like this one: its background, else the screen's.
        let paper = child.placement.background ?? ctx.screen.background ?? .white
        guard spine == .mid else {
            var out: [DisplayItem] = [.group(Group(clip: frame, items: child.items(in: frame, ctx: ctx.entering(child))))]
            out += Self.spine(frame, atLeft: true)
            return out + curledCorner(of: frame, paper: paper)
        }
        // Two pages side by side, the spine between them; the right one's corner turns.
        let half = frame.width / 2
        let left = Rect(x: frame.minX, y: frame.minY, width: half, height: frame.height)
        let right = Rect(x: frame.minX + half, y: frame.minY, width: frame.width - half, height: frame.height)
        var out: [DisplayItem] = [.group(Group(clip: left, items: child.items(in: left, ctx: ctx.entering(child))))]
        if current + 1 < subviews.count {
            let next = subviews[current + 1]
            out.append(.group(Group(clip: right, items: next.items(in: right, ctx: ctx.entering(next)))))
        } else {
            out.append(.rect(right, paper))
        }
        out += Self.spine(left, atLeft: false) + Self.spine(right, atLeft: true)
        return out + curledCorner(of: right, paper: paper)
    }

    /// The bottom-right corner of the page in `frame` turned over: the page beneath in
    /// the corner with the lifted page's shadow, the flap's soft shadow, the flap.
    private func curledCorner(of frame: Rect, paper: Color) -> [DisplayItem] {
        var out: [DisplayItem] = []
        let a = min(frame.width, max(0, curl ?? frame.width * Figures.defaultCurl))
        let b = min(frame.height, a * Figures.foldSlope)
        guard a > 1, b > 1 else { return out }
        let corner = Point(x: frame.maxX, y: frame.maxY)
        let foldA = Point(x: frame.maxX - a, y: frame.maxY)
        let foldB = Point(x: frame.maxX, y: frame.maxY - b)
        let tip = Self.reflect(corner, acrossLineFrom: foldA, to: foldB)
        out.append(.fill(Self.polygon([foldA, corner, foldB]), paper))
        // Layers of one alpha, each reaching less far from the fold: darkest at the fold.
        let n = Figures.bands
        let layer = 1 - pow(1 - Figures.foldShadowAlpha, 1 / Double(n))
        out += Self.bands(from: foldA, foldB, to: corner, until: Figures.foldShadowReach) { _ in Color.black.withAlpha(layer) }
        // The flap's soft shadow: the flap grown from its fold, layer on layer.
        let mid = Point(x: (foldA.x + foldB.x) / 2, y: (foldA.y + foldB.y) / 2)
        for k in stride(from: Figures.flapShadowLayers, through: 1, by: -1) {
            let grow = Double(k) * Figures.flapShadowGrowth
            let scale = 1 + grow / max(1, distance(mid, tip))
            let grown = [foldA, foldB, tip].map { Point(x: mid.x + ($0.x - mid.x) * scale, y: mid.y + ($0.y - mid.y) * scale + grow / 2) }
            out.append(.fill(Self.polygon(grown), Color.black.withAlpha(Figures.flapShadowAlpha)))
        }
        // The flap itself: the back of the page, shaded in bands parallel to the fold.
        out += Self.bands(from: foldA, foldB, to: tip, until: 1) { Self.flapColor(at: $0) }
        var edge = Path()
        edge.move(to: foldA)
        edge.line(to: tip)
        edge.line(to: foldB)
        out.append(.stroke(edge, Figures.flapEdge, StrokeStyle(width: 0.5, cap: .round, join: .round)))
        return out
    }

    /// The shadow of the book's spine: bands fading away from the page's left edge, or
    /// from its right edge (the left page of an open book).
    static func spine(_ frame: Rect, atLeft: Bool) -> [DisplayItem] {
        let n = 7
        let w = min(Figures.spineWidth, frame.width / 4) / Double(n)
        return (0..<n).map { i in
            let alpha = Figures.spineAlpha * (1 - Double(i) / Double(n))
            let x = atLeft ? frame.minX + Double(i) * w : frame.maxX - Double(i + 1) * w
            return .rect(Rect(x: x, y: frame.minY, width: w, height: frame.height), Color.black.withAlpha(alpha))
        }
    }

    /// The triangle `p`–`q`–`apex` cut in bands parallel to `p`–`q`, from the side `p`–`q`
    /// (0) towards `apex` (1) up to `until`, each filled with `color(fraction)`: a linear
    /// gradient drawn with fills. Each band runs on to the side `p`–`q` under the ones drawn
    /// after it (drawn from the far end), so no seam of background shows between bands;
    /// translucent layers therefore add up towards `p`–`q`.
    static func bands(from p: Point, _ q: Point, to apex: Point, until: Double, color: (Double) -> Color) -> [DisplayItem] {
        let n = Figures.bands
        func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        return (0..<n).reversed().map { i in
            let f0 = until * Double(i) / Double(n), f1 = until * Double(i + 1) / Double(n)
            let quad = [p, q, lerp(q, apex, f1), lerp(p, apex, f1)]
            return .fill(polygon(quad), color((f0 + f1) / 2))
        }
    }

    /// The flap's colour at `f` (0 at the fold, 1 at the tip), between the stops.
    static func flapColor(at f: Double) -> Color {
        let stops = Figures.flapStops
        guard let hi = stops.firstIndex(where: { $0.at >= f }), hi > 0 else { return stops[0].color }
        let (a, b) = (stops[hi - 1], stops[hi])
        let t = (f - a.at) / max(0.0001, b.at - a.at)
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green), blue: mix(a.color.blue, b.color.blue))
    }

    static func polygon(_ points: [Point]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for p in points.dropFirst() { path.line(to: p) }
        path.close()
        return path
    }

    /// `p` mirrored across the line through `a` and `b`.
    static func reflect(_ p: Point, acrossLineFrom a: Point, to b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        guard len2 > 0 else { return p }
        let t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2
        let foot = Point(x: a.x + t * dx, y: a.y + t * dy)
        return Point(x: 2 * foot.x - p.x, y: 2 * foot.y - p.y)
    }
}

private func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
