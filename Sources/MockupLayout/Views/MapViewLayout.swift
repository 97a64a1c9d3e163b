import MockupDisplayList
import MockupGeometry
import MockupScene

/// A map fills the room it is given (as MKMapView does between the bars) and shows
/// through translucent bars next to it. It draws the generated map (`MapTerrain`), then
/// routes, the user's location, pins (lower ones in front) and the selected pin's
/// callout, and the "Legal" link, clipped to its frame.
extension MapView: ViewLayout {
    /// Figures: SMCalloutView's for the callout; the pin, the user-location dot, the
    /// route and the "Legal" link by eye (unconfirmed), argued in docs/METRICS.md, Map
    /// view.
    enum Figures {
        // Pin (MKPinAnnotationView): a 32 × 39 view whose needle tip is the coordinate
        // (centerOffset about (8, −15), calloutOffset about (−8, 0): the callout points at
        // the tip's x, at the view's top). Unconfirmed (community offsets: docs/METRICS.md, Map view).
        /// From the tip up to the top of the pin view: where the callout's arrow points.
        static let pinTop = 34.5
        /// Head: a disc of radius 7 whose centre is 27 above the tip.
        static let pinHeadRise = 27.0
        static let pinHeadRadius = 7.0
        static let pinRimWidth = 0.75
        /// The rim: the head colour at 78 %.
        static let pinRimShade = 0.78
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
        /// The dot and its halo take the map's tint (iOS 7 MKMapView tints the user
        /// location with its tintColor; default #007AFF): halo 12 %, its edge 27.5 %.
        static let userHaloAlpha = 0.12
        static let userHaloEdgeAlpha = 0.275
        static let userRingShadow = Color(red: 0, green: 0, blue: 0, alpha: 40)

        // Route overlay: iOS blue, 5.5 pt on a 1 pt darker edge (by eye).
        static let routeWidth = 5.5
        static let routeEdgeWidth = 7.5
        static let route = Palette.blue
        static let routeEdge = Color(rgb: 0x0062CC)
        /// A route's own `color:` gets an edge of that colour at 80 %.
        static let routeEdgeShade = 0.8

        // Callout (SMC, iOS 7 style; docs/METRICS.md, Callout).
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
        if let u = userLocation { out += Self.userLocation(place(u.at), accuracy: u.accuracy, tint: ctx.tint) }
        // Lower pins are in front, as MapKit orders annotation views.
        for pin in pins.sorted(by: { $0.at.y < $1.at.y }) {
            out += Self.pin(place(pin.at), head: pin.tint ?? Self.headColor(pin.color))
        }
        if let callout, callout.pin < pins.count {
            out += calloutItems(callout, at: place(pins[callout.pin].at), in: frame, ctx: ctx)
        }
        // Geography does not mirror: a right-to-left screen moves the map, with its pins
        // and the callout pointing at one, to the mirrored frame unreflected.
        out = IconDrawing.upright(out, frame: frame, ctx: ctx)
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
        for pin in pins where pin.tint != nil && ctx.ios < .ios9 {
            if let range = pin.tintRange {
                ctx.report?.warning(
                    "a pin's tint is iOS 9 (pinTintColor); iOS \(ctx.ios.rawValue) pins are red, green or purple", at: range,
                    notes: ["drawn in the tint anyway; remove 'tint:' or use 'screen ios: 9'"])
            }
        }
        if let u = userLocation, !inside(u.at) {
            ctx.report?.warning(
                "the user location is outside the map (\(sizeText))", at: u.range,
                notes: ["'at:' is in points from the map's top-left corner; the dot would not show"])
        }
    }
}
