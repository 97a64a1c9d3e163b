import MockupDisplayList
import MockupGeometry
import MockupScene

/// The selected pin's callout bubble (SMCalloutView's geometry, docs/METRICS.md, Callout) and
/// Maps' directions tile.
extension MapView {
    // MARK: - Callout

    /// Where the callout of a pin at `tip` goes in `frame`: its body rect and the arrow's
    /// tip (on the pin).
    func calloutGeometry(_ c: Callout, at tip: Point, in frame: Rect, ctx: LayoutContext)
        -> (body: Rect, arrowTip: Point, textWidth: Double)
    {
        let titleFont = FontSpec.system(Figures.titleSize)
        let subtitleFont = FontSpec.system(Figures.subtitleSize)
        let hasSubtitle = c.subtitle != nil
        let height = hasSubtitle ? Figures.calloutHeightWithSubtitle : Figures.calloutHeight
        let textW = max(c.title.map { ctx.width($0, titleFont) } ?? 0, c.subtitle.map { ctx.width($0, subtitleFont) } ?? 0)
        let accessory = c.accessory == .none ? 0 : Self.accessoryMargin(height) + Figures.accessorySize
        let tile = c.directions == nil ? 0 : height
        let margins = Figures.textMargin * 2 + accessory + tile
        let room = frame.width - 2 * Figures.comfortableMargin
        let width = min(max(Figures.calloutMinWidth, (textW + margins).rounded(.up)), max(Figures.calloutMinWidth, room))
        let anchor = Point(x: tip.x, y: tip.y - Figures.pinTop)
        // Centred over the pin, kept inside the map's margins, then moved so the arrow
        // (at least 27 pt from either end) can reach the pin (SMCalloutView's rules).
        var x = (anchor.x - width / 2).rounded()
        x = min(max(x, frame.minX + Figures.comfortableMargin), frame.maxX - Figures.comfortableMargin - width)
        if anchor.x < x + Figures.arrowMargin { x = anchor.x - Figures.arrowMargin }
        if anchor.x > x + width - Figures.arrowMargin { x = anchor.x - width + Figures.arrowMargin }
        let body = Rect(x: x, y: anchor.y - Figures.arrowHeight - height, width: width, height: height)
        return (body, anchor, min(textW, width - margins))
    }

    /// SMCalloutView centres an accessory vertically: its margin from the edge is the same
    /// as from the top.
    static func accessoryMargin(_ height: Double) -> Double { ((height - Figures.accessorySize) / 2).rounded() }

    func calloutItems(_ c: Callout, at tip: Point, in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let (body, anchor, textWidth) = calloutGeometry(c, at: tip, in: frame, ctx: ctx)
        if ctx.report != nil, body.minY < frame.minY + Figures.comfortableMargin {
            ctx.report?.warning(
                "this callout runs \(formatPoints(frame.minY + Figures.comfortableMargin - body.minY)) past the top of the map",
                at: c.range,
                notes: ["MapKit would scroll the map to show it; move the pin down (a callout stays 10 pt inside the map)"])
        }
        var out: [DisplayItem] = []
        // Soft shadow: rings around the body, offset down.
        for i in 1...Figures.calloutShadowRadius {
            let grow = Double(i)
            let r = Rect(
                x: body.minX - grow, y: body.minY - grow + Figures.calloutShadowOffset, width: body.width + 2 * grow,
                height: body.height + 2 * grow)
            out.append(.roundedRect(r, radius: Figures.calloutRadius + grow, Figures.calloutShadowStep))
        }
        let shape = Self.calloutShape(body, arrowTip: anchor)
        out.append(.fill(shape, Figures.calloutFill))
        out.append(.stroke(shape, Figures.calloutBorder, StrokeStyle(width: Figures.calloutBorderWidth)))
        if let d = c.directions {
            out += Self.directionsTile(d, body: body, color: ctx.tint, ctx: ctx)
        }
        let x = body.minX + Figures.textMargin + (c.directions == nil ? 0 : body.height)
        if let title = c.title {
            let top = c.subtitle == nil ? Figures.titleTop : Figures.titleTopWithSubtitle
            out.append(.text(ctx.text(
                title, font: .system(Figures.titleSize), color: .black, x: x,
                midY: body.minY + top + Figures.titleHeight / 2, maxWidth: textWidth)))
        }
        if let subtitle = c.subtitle {
            out.append(.text(ctx.text(
                subtitle, font: .system(Figures.subtitleSize), color: .black, x: x,
                midY: body.minY + Figures.subtitleTop + Figures.subtitleHeight / 2, maxWidth: textWidth)))
        }
        if c.accessory != .none {
            let s = Figures.accessorySize
            let m = Self.accessoryMargin(body.height)
            let box = Rect(x: body.maxX - m - s, y: body.minY + (body.height - s) / 2, width: s, height: s)
            switch c.accessory {
            case .detail: out += IconDrawing.items(named: "bar/info", in: box, color: ctx.tint, ctx: ctx)
            case .add: out += SystemButton.contactAdd(centre: Point(x: box.midX, y: box.midY), color: ctx.tint)
            case .none: break
            }
        }
        return out
    }

    /// Maps' directions button: a tinted tile filling the callout's left end (its left
    /// corners rounded with the callout), a white car, and the travel time under it.
    static func directionsTile(_ d: Callout.Directions, body: Rect, color: Color, ctx: LayoutContext) -> [DisplayItem] {
        let w = body.height
        let r = Figures.calloutRadius
        var tile = Path()
        tile.move(to: Point(x: body.minX + r, y: body.minY))
        tile.line(to: Point(x: body.minX + w, y: body.minY))
        tile.line(to: Point(x: body.minX + w, y: body.maxY))
        tile.line(to: Point(x: body.minX + r, y: body.maxY))
        tile.quarter(to: Point(x: body.minX, y: body.maxY - r), corner: Point(x: body.minX, y: body.maxY))
        tile.line(to: Point(x: body.minX, y: body.minY + r))
        tile.quarter(to: Point(x: body.minX + r, y: body.minY), corner: Point(x: body.minX, y: body.minY))
        tile.close()
        var out: [DisplayItem] = [.fill(tile, color)]
        let timeFont = FontSpec.system(Figures.timeSize, .medium)
        let timeHeight = d.time.isEmpty ? 0 : ctx.measurer.measure(d.time, font: timeFont).height
        let carTop = body.minY + (body.height - Figures.carHeight - timeHeight) / 2
        let cx = body.minX + w / 2
        out += car(Rect(x: cx - Figures.carWidth / 2, y: carTop, width: Figures.carWidth, height: Figures.carHeight), tile: color)
        if !d.time.isEmpty {
            let m = ctx.measurer.measure(d.time, font: timeFont)
            out.append(.text(ctx.run(
                d.time, metrics: m, font: timeFont, color: .white, x: cx - min(m.width, w - 4) / 2,
                baseline: carTop + Figures.carHeight + m.ascent, maxWidth: w - 4)))
        }
        return out
    }

    /// A car seen from the side, in white on the tile: cabin, body and two wheels.
    static func car(_ b: Rect, tile: Color) -> [DisplayItem] {
        func pt(_ x: Double, _ y: Double) -> Point { Point(x: b.minX + x * b.width / 22, y: b.minY + y * b.height / 15) }
        var cabin = Path()
        cabin.move(to: pt(4, 6.5))
        cabin.line(to: pt(6.5, 1.5))
        cabin.line(to: pt(15.5, 1.5))
        cabin.line(to: pt(18, 6.5))
        cabin.close()
        var window = Path()
        window.move(to: pt(6.3, 6.2))
        window.line(to: pt(7.8, 3.1))
        window.line(to: pt(14.2, 3.1))
        window.line(to: pt(15.7, 6.2))
        window.close()
        func wheel(_ x: Double, _ r: Double) -> Path {
            let c = pt(x, 12)
            return .ellipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        }
        let bodyRect = Rect(x: b.minX, y: pt(0, 6).y, width: b.width, height: pt(0, 12).y - pt(0, 6).y)
        return [
            .fill(cabin, .white),
            .fill(window, tile),
            .fill(.roundedRect(bodyRect, radius: 2), .white),
            .fill(wheel(5.5, 3), tile),
            .fill(wheel(16.5, 3), tile),
            .fill(wheel(5.5, 2.2), .white),
            .fill(wheel(16.5, 2.2), .white),
        ]
    }

    /// The bubble: a rounded rect whose bottom edge dips into the arrow, one outline so
    /// the border runs round both. The arrow's sides curve in towards its tip.
    static func calloutShape(_ b: Rect, arrowTip t: Point) -> Path {
        let r = Figures.calloutRadius
        let half = Figures.arrowWidth / 2
        // Keep the arrow's base on the straight part of the bottom edge.
        let ax = min(max(t.x, b.minX + r + half), b.maxX - r - half)
        var p = Path()
        p.move(to: Point(x: b.minX + r, y: b.minY))
        p.line(to: Point(x: b.maxX - r, y: b.minY))
        p.quarter(to: Point(x: b.maxX, y: b.minY + r), corner: Point(x: b.maxX, y: b.minY))
        p.line(to: Point(x: b.maxX, y: b.maxY - r))
        p.quarter(to: Point(x: b.maxX - r, y: b.maxY), corner: Point(x: b.maxX, y: b.maxY))
        // The arrow: flat where it leaves the body, steep near the tip.
        p.line(to: Point(x: ax + half, y: b.maxY))
        p.curve(to: t, control1: Point(x: ax + half * 0.45, y: b.maxY), control2: Point(x: t.x + 2.5, y: t.y - 4))
        p.curve(to: Point(x: ax - half, y: b.maxY), control1: Point(x: t.x - 2.5, y: t.y - 4), control2: Point(x: ax - half * 0.45, y: b.maxY))
        p.line(to: Point(x: b.minX + r, y: b.maxY))
        p.quarter(to: Point(x: b.minX, y: b.maxY - r), corner: Point(x: b.minX, y: b.maxY))
        p.line(to: Point(x: b.minX, y: b.minY + r))
        p.quarter(to: Point(x: b.minX + r, y: b.minY), corner: Point(x: b.minX, y: b.minY))
        p.close()
        return p
    }
}

extension Path {
    /// A quarter circle from the current point to `end` round `corner` (the corner of
    /// the square they span), as a cubic.
    fileprivate mutating func quarter(to end: Point, corner c: Point) {
        let s = currentPoint ?? c
        let k = 0.5522847498
        curve(
            to: end, control1: Point(x: s.x + (c.x - s.x) * k, y: s.y + (c.y - s.y) * k),
            control2: Point(x: end.x + (c.x - end.x) * k, y: end.y + (c.y - end.y) * k))
    }

    /// The end of the last element.
    private var currentPoint: Point? {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .cubic(_, _, let p)?: p
        default: nil
        }
    }
}
