import Foundation
import MockupDisplayList
import MockupGeometry
import MockupScene

/// A map fills the room it is given (as MKMapView does between the bars) and shows
/// through translucent bars next to it. It draws the generated map (`MapTerrain`), then
/// routes, the user's location, pins (lower ones in front) and the selected pin's
/// callout, and the "Legal" link, clipped to its frame.
extension MapView: ViewLayout {
    /// Figures: `reference/ios-metrics.md` §16A (SMC) for the callout; the pin, the
    /// user-location dot, the route and the "Legal" link by eye (unconfirmed), argued in
    /// docs/pending/map-METRICS.md.
    enum Figures {
        // Pin (MKPinAnnotationView): a 32 × 39 view whose needle tip is the coordinate
        // (centerOffset about (8, −15), calloutOffset about (−8, 0): the callout points at
        // the tip's x, at the view's top). Unconfirmed (community offsets, ZSPinAnnotation #3).
        /// From the tip up to the top of the pin view: where the callout's arrow points.
        static let pinTop = 34.5
        /// Head: a disc of radius 7 whose centre is 27 above the tip.
        static let pinHeadRise = 27.0
        static let pinHeadRadius = 7.0
        static let pinRimWidth = 0.75
        static let needleWidth = 2.0
        static let needle = Color(rgb: 0x8E8E93)
        /// Head colours (unconfirmed: MKPinAnnotationColor's RGB values are not
        /// published; red and green as the system palette, purple a violet by eye).
        static let red = Palette.red
        static let green = Palette.green
        static let purple = Color(rgb: 0xA45BE0)
        /// The gloss: a white highlight up and to the left, and a small bright spot.
        static let glossOffset = -2.3
        static let glossRadius = 3.2
        static let gloss = Color(red: 255, green: 255, blue: 255, alpha: 100)
        static let spotRadius = 1.2
        static let spot = Color(red: 255, green: 255, blue: 255, alpha: 210)
        /// Shadow cast down and to the right: a faint ellipse and a line.
        static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 38)

        // User location: white ring, blue dot, translucent halo (by eye).
        static let userRingRadius = 11.0
        static let userDotRadius = 8.0
        static let userDot = Palette.blue
        static let userHalo = Color(red: 0, green: 122, blue: 255, alpha: 31)
        static let userHaloEdge = Color(red: 0, green: 122, blue: 255, alpha: 70)
        static let userRingShadow = Color(red: 0, green: 0, blue: 0, alpha: 40)

        // Route overlay: iOS blue, 5.5 pt on a 1 pt darker edge (by eye).
        static let routeWidth = 5.5
        static let routeEdgeWidth = 7.5
        static let route = Palette.blue
        static let routeEdge = Color(rgb: 0x0062CC)

        // Callout (SMC, iOS 7 style; ios-metrics §16A).
        static let calloutHeight = 44.0
        static let calloutHeightWithSubtitle = 52.0
        static let calloutMinWidth = 61.0
        static let calloutRadius = 8.0
        static let calloutFill = Color(red: 255, green: 255, blue: 255, alpha: 245)  // 96 %
        static let calloutBorder = Color(red: 0, green: 0, blue: 0, alpha: 51)  // 20 %
        static let calloutBorderWidth = 0.5
        /// Shadow radius 6, offset (0, 4), opacity 0.1: six rings of 1/60 each.
        static let calloutShadowRadius = 6
        static let calloutShadowOffset = 4.0
        static let calloutShadowStep = Color(red: 0, green: 0, blue: 0, alpha: 5)
        static let titleSize = 17.0
        static let titleTop = 11.0
        static let titleTopWithSubtitle = 4.0
        static let titleHeight = 21.0
        static let subtitleSize = 12.0
        static let subtitleTop = 28.0
        static let subtitleHeight = 15.0
        static let textMargin = 12.0
        static let arrowWidth = 39.0
        static let arrowHeight = 13.0
        /// The arrow's tip stays at least this far from the callout's ends.
        static let arrowMargin = 27.0
        /// The callout stays this far inside the map.
        static let comfortableMargin = 10.0
        static let accessorySize = 22.0
        /// Maps' directions tile at the callout's left (by eye): as wide as the callout is
        /// tall, in the tint, a white car 22 × 15 over an 11 pt travel time.
        static let carWidth = 22.0
        static let carHeight = 15.0
        static let timeSize = 11.0

        // "Legal" (by eye).
        static let legalSize = 10.0
        static let legalLeft = 8.0
        static let legalBaselineFromBottom = 7.0
        static let legal = Color(rgb: 0x6D6D72)
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    func flexes(along axis: Stack.Axis) -> Bool { true }

    var scrollsUnderBars: Bool { true }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        // Next to a translucent bar the map continues under it (the bar's rect is wanted).
        var clip = frame
        if let v = ctx.visible, v.minY <= frame.maxY, frame.minY <= v.maxY {
            clip = Rect(x: frame.minX, y: v.minY, width: frame.width, height: v.height)
        }
        if ctx.report != nil { reportOutside(frame, ctx: ctx) }
        let terrain = MapTerrain(seed: seed, size: frame.size, look: look)
        var out = MapTerrainDrawing(terrain: terrain, origin: frame.origin, clip: clip, labels: labels, ctx: ctx).items()
        let o = frame.origin
        func place(_ p: Point) -> Point { Point(x: o.x + p.x, y: o.y + p.y) }
        for route in routes {
            out += Self.route(route.points.map(place), color: route.color)
        }
        if let u = userLocation { out += Self.userLocation(place(u.at), accuracy: u.accuracy) }
        // Lower pins are in front, as MapKit orders annotation views.
        for pin in pins.sorted(by: { $0.at.y < $1.at.y }) {
            out += Self.pin(place(pin.at), color: pin.color)
        }
        if let callout, callout.pin < pins.count {
            out += self.callout(callout, at: place(pins[callout.pin].at), in: frame, ctx: ctx)
        }
        if legal {
            let color = look == .standard ? Figures.legal : .white
            let font = FontSpec.system(Figures.legalSize)
            let m = ctx.measurer.measure("Legal", font: font)
            out.append(.text(ctx.run(
                "Legal", metrics: m, font: font, color: color, x: frame.minX + Figures.legalLeft,
                baseline: frame.maxY - Figures.legalBaselineFromBottom, maxWidth: nil)))
        }
        return [.group(Group(clip: clip, items: out))]
    }

    /// Warns about annotations placed outside the map (at their `at:`).
    private func reportOutside(_ frame: Rect, ctx: LayoutContext) {
        let bounds = Rect(origin: .zero, size: frame.size)
        func inside(_ p: Point) -> Bool { p.x >= bounds.minX && p.x <= bounds.maxX && p.y >= bounds.minY && p.y <= bounds.maxY }
        let sizeText = "\(formatPoints(frame.width)) × \(formatPoints(frame.height))"
        for pin in pins where !inside(pin.at) {
            ctx.report?.warning(
                "this pin is outside the map (\(sizeText))", at: pin.range,
                notes: ["'at:' is in points from the map's top-left corner; the pin would not show"])
        }
        if let u = userLocation, !inside(u.at) {
            ctx.report?.warning(
                "the user location is outside the map (\(sizeText))", at: u.range,
                notes: ["'at:' is in points from the map's top-left corner; the dot would not show"])
        }
    }

    // MARK: - Annotations

    /// The pin's head colour.
    static func headColor(_ c: PinColor) -> Color {
        switch c {
        case .red: Figures.red
        case .green: Figures.green
        case .purple: Figures.purple
        }
    }

    /// An iOS 7 pin whose needle's tip is at `tip`: a glossy coloured head on a thin grey
    /// needle, with a small shadow down and to the right.
    static func pin(_ tip: Point, color: PinColor) -> [DisplayItem] {
        let base = headColor(color)
        let c = Point(x: tip.x, y: tip.y - Figures.pinHeadRise)
        let r = Figures.pinHeadRadius
        func disc(_ c: Point, _ rx: Double, _ ry: Double) -> Path {
            .ellipse(in: Rect(x: c.x - rx, y: c.y - ry, width: 2 * rx, height: 2 * ry))
        }
        var needle = Path()
        needle.move(to: tip)
        needle.line(to: Point(x: c.x, y: c.y + r - 1))
        var shadowLine = Path()
        shadowLine.move(to: tip)
        shadowLine.line(to: Point(x: tip.x + 7, y: tip.y - 4))
        let rim = Color(
            red: UInt8(Double(base.red) * 0.78), green: UInt8(Double(base.green) * 0.78),
            blue: UInt8(Double(base.blue) * 0.78))
        let g = Figures.glossOffset
        return [
            .stroke(shadowLine, Figures.shadow, StrokeStyle(width: 1.5, cap: .round)),
            .fill(disc(Point(x: tip.x + 10, y: tip.y - 6), 4.5, 2.5), Figures.shadow),
            .stroke(needle, Figures.needle, StrokeStyle(width: Figures.needleWidth, cap: .round)),
            .fill(disc(c, r, r), base),
            .stroke(disc(c, r - Figures.pinRimWidth / 2, r - Figures.pinRimWidth / 2), rim, StrokeStyle(width: Figures.pinRimWidth)),
            .fill(disc(Point(x: c.x + g, y: c.y + g), Figures.glossRadius, Figures.glossRadius), Figures.gloss),
            .fill(disc(Point(x: c.x + g - 0.4, y: c.y + g - 0.4), Figures.spotRadius, Figures.spotRadius), Figures.spot),
        ]
    }

    /// The user-location annotation: halo, white ring with a faint shadow, blue dot.
    static func userLocation(_ c: Point, accuracy: Double) -> [DisplayItem] {
        func circle(_ r: Double) -> Path { .ellipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)) }
        var out: [DisplayItem] = []
        if accuracy > Figures.userRingRadius {
            out.append(.fill(circle(accuracy), Figures.userHalo))
            out.append(.stroke(circle(accuracy), Figures.userHaloEdge, StrokeStyle(width: 1)))
        }
        out.append(.fill(.ellipse(in: Rect(
            x: c.x - Figures.userRingRadius - 0.5, y: c.y - Figures.userRingRadius, width: 2 * Figures.userRingRadius + 1,
            height: 2 * Figures.userRingRadius + 1.5)), Figures.userRingShadow))
        out.append(.fill(circle(Figures.userRingRadius), .white))
        out.append(.fill(circle(Figures.userDotRadius), Figures.userDot))
        return out
    }

    /// A route overlay through `points`: a blue line on a darker edge, round joins.
    static func route(_ points: [Point], color: Color?) -> [DisplayItem] {
        guard let first = points.first else { return [] }
        var p = Path()
        p.move(to: first)
        for q in points.dropFirst() { p.line(to: q) }
        let fill = color ?? Figures.route
        let edge = color.map { Color(red: UInt8(Double($0.red) * 0.8), green: UInt8(Double($0.green) * 0.8), blue: UInt8(Double($0.blue) * 0.8), alpha: $0.alpha) } ?? Figures.routeEdge
        return [
            .stroke(p, edge, StrokeStyle(width: Figures.routeEdgeWidth, cap: .round, join: .round)),
            .stroke(p, fill, StrokeStyle(width: Figures.routeWidth, cap: .round, join: .round)),
        ]
    }

    // MARK: - Callout

    /// Where the callout of a pin at `tip` goes in `frame`: its body rect and the arrow's
    /// tip (on the pin).
    func calloutGeometry(_ c: Callout, at tip: Point, in frame: Rect, ctx: LayoutContext) -> (body: Rect, arrowTip: Point, textWidth: Double) {
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

    private func callout(_ c: Callout, at tip: Point, in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
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
            case .detail: out += IconDrawing.items(named: "bar/info", in: box, color: ctx.tint)
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
        let k = r * 0.5522847498
        var tile = Path()
        tile.move(to: Point(x: body.minX + r, y: body.minY))
        tile.line(to: Point(x: body.minX + w, y: body.minY))
        tile.line(to: Point(x: body.minX + w, y: body.maxY))
        tile.line(to: Point(x: body.minX + r, y: body.maxY))
        tile.curve(to: Point(x: body.minX, y: body.maxY - r), control1: Point(x: body.minX + r - k, y: body.maxY), control2: Point(x: body.minX, y: body.maxY - r + k))
        tile.line(to: Point(x: body.minX, y: body.minY + r))
        tile.curve(to: Point(x: body.minX + r, y: body.minY), control1: Point(x: body.minX, y: body.minY + r - k), control2: Point(x: body.minX + r - k, y: body.minY))
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
        let k = r * 0.5522847498
        let half = Figures.arrowWidth / 2
        // Keep the arrow's base on the straight part of the bottom edge.
        let ax = min(max(t.x, b.minX + r + half), b.maxX - r - half)
        var p = Path()
        p.move(to: Point(x: b.minX + r, y: b.minY))
        p.line(to: Point(x: b.maxX - r, y: b.minY))
        p.curve(to: Point(x: b.maxX, y: b.minY + r), control1: Point(x: b.maxX - r + k, y: b.minY), control2: Point(x: b.maxX, y: b.minY + r - k))
        p.line(to: Point(x: b.maxX, y: b.maxY - r))
        p.curve(to: Point(x: b.maxX - r, y: b.maxY), control1: Point(x: b.maxX, y: b.maxY - r + k), control2: Point(x: b.maxX - r + k, y: b.maxY))
        p.line(to: Point(x: ax + half, y: b.maxY))
        p.curve(to: t, control1: Point(x: ax + half * 0.45, y: b.maxY), control2: Point(x: t.x + 2.5, y: t.y - 4))
        p.curve(to: Point(x: ax - half, y: b.maxY), control1: Point(x: t.x - 2.5, y: t.y - 4), control2: Point(x: ax - half * 0.45, y: b.maxY))
        p.line(to: Point(x: b.minX + r, y: b.maxY))
        p.curve(to: Point(x: b.minX, y: b.maxY - r), control1: Point(x: b.minX + r - k, y: b.maxY), control2: Point(x: b.minX, y: b.maxY - r + k))
        p.line(to: Point(x: b.minX, y: b.minY + r))
        p.curve(to: Point(x: b.minX + r, y: b.minY), control1: Point(x: b.minX, y: b.minY + r - k), control2: Point(x: b.minX + r - k, y: b.minY))
        p.close()
        return p
    }
}

/// The generated map as display items, moved to the map's place on the screen.
struct MapTerrainDrawing {
    let terrain: MapTerrain
    let origin: Point
    /// What is drawn (screen points): satellite blocks wholly outside it are left out.
    let clip: Rect
    let labels: Bool
    let ctx: LayoutContext

    private typealias F = MapTerrain.Figures

    func items() -> [DisplayItem] {
        let t = terrain
        let h = t.size.height + 2 * MapTerrain.overscan
        let ground = Rect(x: 0, y: -MapTerrain.overscan, width: t.size.width, height: h)
        var out: [DisplayItem] = []
        switch t.look {
        case .standard:
            out.append(.rect(ground, F.land))
            out.append(.stroke(t.minorStreets, F.streetCasing, StrokeStyle(width: F.minorCasing)))
            out.append(.stroke(t.minorStreets, F.street, StrokeStyle(width: F.minorFill)))
            for park in t.parks { out.append(.fill(park.path, F.park)) }
            out.append(.stroke(t.avenues, F.avenueEdge, StrokeStyle(width: F.avenueCasing)))
            out.append(.stroke(t.avenues, F.avenue, StrokeStyle(width: F.avenueFill)))
            for w in t.water { out.append(.fill(w, F.water)) }
            out.append(.stroke(t.expressway, F.expresswayEdge, StrokeStyle(width: F.expresswayCasing)))
            out.append(.stroke(t.expressway, F.expressway, StrokeStyle(width: F.expresswayFill)))
        case .satellite, .hybrid:
            out.append(.rect(ground, F.satelliteGround))
            // One path per colour, of the blocks that show (under a bar: only its strip).
            let local = Rect(x: clip.minX - origin.x, y: clip.minY - origin.y, width: clip.width, height: clip.height)
            var paths = Array(repeating: Path(), count: F.satellitePatches.count)
            for patch in t.satellitePatches where Self.touches(patch.corners, local) {
                paths[patch.color].move(to: patch.corners[0])
                for c in patch.corners.dropFirst() { paths[patch.color].line(to: c) }
                paths[patch.color].close()
            }
            for (i, p) in paths.enumerated() where !p.elements.isEmpty { out.append(.fill(p, F.satellitePatches[i])) }
            for park in t.parks { out.append(.fill(park.path, F.satellitePark)) }
            // Roads as the imagery shows them (hybrid draws its own over them instead).
            if t.look == .satellite {
                out.append(.stroke(t.minorStreets, F.satelliteStreet, StrokeStyle(width: F.satelliteStreetWidth)))
            }
            out.append(.stroke(t.avenues, F.satelliteAvenue, StrokeStyle(width: F.satelliteAvenueWidth)))
            out.append(.stroke(t.expressway, F.satelliteAvenue, StrokeStyle(width: F.satelliteAvenueWidth + 1)))
            for w in t.water { out.append(.fill(w, F.satelliteWater)) }
            if t.look == .hybrid {
                out.append(.stroke(t.minorStreets, F.hybridStreet, StrokeStyle(width: F.hybridStreetWidth)))
                out.append(.stroke(t.avenues, F.hybridAvenue, StrokeStyle(width: F.hybridAvenueWidth)))
                out.append(.stroke(t.expressway, F.hybridExpressway, StrokeStyle(width: F.hybridExpresswayWidth)))
            }
        }
        if labels && t.look != .satellite { out += labelItems() }
        return [.group(Group(transform: .translation(origin.x, origin.y), items: out))]
    }

    /// Whether the box around `corners` meets `r`.
    static func touches(_ corners: [Point], _ r: Rect) -> Bool {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return false }
        return x1 >= r.minX && x0 <= r.maxX && y1 >= r.minY && y0 <= r.maxY
    }

    /// Road, park and water names, each centred on its point and turned with its road.
    private func labelItems() -> [DisplayItem] {
        let t = terrain
        let hybrid = t.look == .hybrid
        var out: [DisplayItem] = []
        func label(_ text: String, at p: Point, angle: Double, size: Double, weight: FontWeight, color: Color) {
            let font = FontSpec.system(size, weight)
            let m = ctx.measurer.measure(text, font: font)
            let run = ctx.run(
                text, metrics: m, font: font, color: color, x: -m.width / 2, baseline: m.ascent - m.height / 2,
                maxWidth: nil)
            let c = cos(angle), s = sin(angle)
            out.append(.group(Group(transform: Transform(a: c, b: s, c: -s, d: c, tx: p.x, ty: p.y), items: [.text(run)])))
        }
        for road in t.roadLabels {
            label(road.text, at: road.at, angle: road.angle, size: F.roadLabelSize, weight: .medium, color: hybrid ? F.hybridLabel : F.roadLabel)
        }
        for park in t.parks where ctx.width(park.name, .system(F.parkLabelSize, .medium)) < park.width - 6 {
            label(park.name, at: park.centre, angle: t.angle, size: F.parkLabelSize, weight: .medium, color: hybrid ? F.hybridLabel : F.parkLabel)
        }
        if let w = t.waterLabel {
            label(w.text, at: w.at, angle: w.angle, size: F.waterLabelSize, weight: .medium, color: hybrid ? F.hybridLabel : F.waterLabel)
        }
        return out
    }
}
