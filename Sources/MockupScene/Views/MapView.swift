import MockupGeometry
import MockupSyntax

/// `map standard|hybrid|satellite seed: N`: an MKMapView (iOS 7–9). No tiles can be
/// shipped, so layout draws a stylised map generated from `seed` (land, water, parks, a
/// road grid with a few major roads), the same for the same seed and size at every
/// scale. Its children are annotations and overlays, placed in points within the map:
/// `pin red|green|purple "Title" "Subtitle" at: X Y`, `user-location at: X Y`,
/// `route X Y X Y …` and `callout pin: "Title"` (the bubble of a selected pin).
public struct MapView: ContentView {
    /// MKMapType as colour schemes.
    public enum Look: String, Sendable, Hashable, CaseIterable { case standard, hybrid, satellite }

    /// MKPinAnnotationColor: red for destinations, green for starting points, purple
    /// for user-specified points.
    public enum PinColor: String, Sendable, Hashable, CaseIterable { case red, green, purple }

    /// The callout's right accessory view.
    public enum Accessory: String, Sendable, Hashable, CaseIterable {
        /// UIButtonTypeDetailDisclosure (a circled "i" since iOS 7).
        case detail
        /// UIButtonTypeContactAdd (a circled plus).
        case add
        case none
    }

    /// An MKPinAnnotationView: its needle's tip is at `at`.
    public struct Pin: Sendable, Hashable {
        public var color: PinColor
        public var title: String?
        public var subtitle: String?
        public var at: Point
        /// Where `at:` was written (a pin outside the map is reported there).
        public var range: SourceRange
        /// iOS 9's `pinTintColor` (any colour), and where it was written (iOS 7 and 8 have
        /// only the three colours: layout warns there).
        public var tint: Color?
        public var tintRange: SourceRange?

        /// Creates a pin.
        public init(color: PinColor = .red, title: String? = nil, subtitle: String? = nil, at: Point, range: SourceRange) {
            self.color = color
            self.title = title
            self.subtitle = subtitle
            self.at = at
            self.range = range
        }
    }

    /// The blue user-location dot, with its accuracy halo of radius `accuracy`.
    public struct UserLocation: Sendable, Hashable {
        public var at: Point
        public var accuracy: Double
        public var range: SourceRange

        /// Creates a user location.
        public init(at: Point, accuracy: Double, range: SourceRange) {
            self.at = at
            self.accuracy = accuracy
            self.range = range
        }
    }

    /// A route overlay (MKPolyline): a line through `points`.
    public struct Route: Sendable, Hashable {
        public var points: [Point]
        public var color: Color?

        /// Creates a route.
        public init(points: [Point], color: Color? = nil) {
            self.points = points
            self.color = color
        }
    }

    /// The callout bubble of the selected pin (`pins[pin]`); texts default to the pin's.
    public struct Callout: Sendable, Hashable {
        public var pin: Int
        public var title: String?
        public var subtitle: String?
        public var accessory: Accessory = .none
        /// Maps' directions button at the left: a car in a tinted tile, with the travel
        /// time under it when given (`directions: "5 min"`); nil: none.
        public var directions: Directions?
        public var range: SourceRange

        /// The left accessory's travel time ("" for a car alone).
        public struct Directions: Sendable, Hashable {
            public var time: String
            public init(time: String = "") { self.time = time }
        }

        /// Creates a callout for `pins[pin]`.
        public init(
            pin: Int, title: String?, subtitle: String?, accessory: Accessory = .none, directions: Directions? = nil,
            range: SourceRange
        ) {
            self.pin = pin
            self.title = title
            self.subtitle = subtitle
            self.accessory = accessory
            self.directions = directions
            self.range = range
        }
    }

    public var look: Look = .standard
    /// Which generated map: the same seed and size always draw the same map.
    public var seed: Int = 1
    /// Street, park and water names (standard and hybrid; satellite has none).
    public var labels: Bool = true
    /// The "Legal" link at the bottom-left corner.
    public var legal: Bool = true
    public var pins: [Pin] = []
    public var userLocation: UserLocation?
    public var routes: [Route] = []
    public var callout: Callout?

    /// Creates an empty standard map.
    public init(look: Look = .standard, seed: Int = 1) {
        self.look = look
        self.seed = seed
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "map", aliases: ["map-view"],
        summary: "a map view (standard, hybrid or satellite) drawn from a seed, with pins, the user's location, routes and a callout",
        flags: Look.allCases.map(\.rawValue),
        attributes: [
            AttributeSpec("look", .choice(Look.allCases.map(\.rawValue)), default: "standard", "map type (or write it as a word)"),
            AttributeSpec("seed", .number(0...1_000_000), default: "1", "which generated map: a whole number"),
            AttributeSpec("labels", .bool, default: "on", "street, park and water names (never on satellite)"),
            AttributeSpec("legal", .bool, default: "on", "the \"Legal\" link at the bottom-left"),
        ],
        children: .own(MapResolver.children),
        example: "map seed: 3",
        resolve: { node, ctx in MapResolver.resolve(node, ctx) })
}

/// Reads a `map` node and its annotation children.
enum MapResolver {
    static let children = ["pin", "user-location", "route", "callout"]
    static let pinAttributes = ["at", "tint"]
    static let userLocationAttributes = ["at", "accuracy"]
    static let routeAttributes = ["color"]
    static let calloutAttributes = ["pin", "accessory", "directions"]
    /// The attributes of each child, by its name (for the formatter and the grammar).
    static var childAttributes: [String: [String]] {
        ["pin": pinAttributes, "user-location": userLocationAttributes, "route": routeAttributes, "callout": calloutAttributes]
    }

    static func resolve(_ node: Node, _ ctx: ViewContext) -> MapView? {
        let family = MapView.family
        let r = ctx.attributes(node, family)
        _ = ctx.positionals(node, family)
        var map = MapView()
        // One look: the last word wins, a second one is a warning.
        if let w = ctx.oneOf(MapView.Look.allCases.map(\.rawValue), in: node, what: "look").flatMap(MapView.Look.init) {
            map.look = w
        }
        if let l = r.choice("look", MapView.Look.self) { map.look = l }
        if let s = ControlNumbers.whole(r.number("seed"), key: "seed", r) { map.seed = s }
        if let b = r.bool("labels") { map.labels = b }
        if map.look == .satellite, map.labels, let v = r.value("labels") {
            ctx.sink.warning(
                "a satellite map has no labels", at: v.range,
                notes: ["use 'hybrid' for satellite imagery with roads and names"])
        }
        if map.look == .satellite { map.labels = false }
        if let b = r.bool("legal") { map.legal = b }

        var calloutNodes: [Node] = []
        for child in ctx.element.children(of: node, allowed: children) {
            switch child.name {
            case "pin": if let pin = pin(child, ctx) { map.pins.append(pin) }
            case "user-location":
                if let first = map.userLocation {
                    ctx.sink.error(
                        "a map has one user location", at: child.nameRange,
                        notes: ["the first is at line \(first.range.start.line)"])
                } else {
                    map.userLocation = userLocation(child, ctx)
                }
            case "route": if let route = route(child, ctx) { map.routes.append(route) }
            default: calloutNodes.append(child)
            }
        }
        // Callouts name pins, which may be written after them: read them last.
        for (i, child) in calloutNodes.enumerated() {
            guard let c = callout(child, pins: map.pins, ctx) else { continue }
            if i > 0 || map.callout != nil {
                ctx.sink.error(
                    "a map shows one callout at a time", at: child.nameRange,
                    notes: ["MKMapView selects one annotation; remove this callout or the one at line \(calloutNodes[0].nameRange.start.line)"])
                continue
            }
            map.callout = c
        }
        return map
    }

    // MARK: - Children

    private static func pin(_ node: Node, _ ctx: ViewContext) -> MapView.Pin? {
        var (at, rest) = point(node, ctx)
        let r = AttributeReader(node, allowed: pinAttributes, sink: ctx.sink)
        // A word that is not a pin colour is reported as one, with the closest colour.
        let colours = MapView.PinColor.allCases.map(\.rawValue)
        rest.arguments.removeAll { v in
            guard case .identifier(let w) = v.kind, !colours.contains(w.lowercased()) else { return false }
            ctx.sink.unknown(
                "pin colour", w, at: v.range, candidates: colours,
                extra: ["red: a destination, green: a starting point, purple: a point the user chose"])
            return true
        }
        let p = Positionals(rest, flags: colours, maxTexts: 2, sink: ctx.sink)
        ctx.noChildren(node)
        guard let at else { return nil }
        let color = ctx.oneOf(MapView.PinColor.allCases.map(\.rawValue), in: rest, what: "colour")
            .flatMap(MapView.PinColor.init) ?? .red
        var pin = MapView.Pin(
            color: color, title: p.texts.first, subtitle: p.texts.count > 1 ? p.texts[1] : nil, at: at.point,
            range: at.range)
        pin.tint = r.color("tint")
        pin.tintRange = pin.tint == nil ? nil : node.attribute("tint")?.value.range
        return pin
    }

    private static func userLocation(_ node: Node, _ ctx: ViewContext) -> MapView.UserLocation? {
        let (at, rest) = point(node, ctx)
        let r = AttributeReader(node, allowed: userLocationAttributes, sink: ctx.sink)
        _ = Positionals(rest, flags: [], maxTexts: 0, sink: ctx.sink)
        ctx.noChildren(node)
        let accuracy = r.number("accuracy", in: 0...10_000) ?? 40
        guard let at else { return nil }
        return MapView.UserLocation(at: at.point, accuracy: accuracy, range: at.range)
    }

    private static func route(_ node: Node, _ ctx: ViewContext) -> MapView.Route? {
        let r = AttributeReader(node, allowed: routeAttributes, sink: ctx.sink)
        ctx.noChildren(node)
        var numbers: [(Double, Value)] = []
        for v in node.arguments {
            if case .number(let n, let unit) = v.kind, unit == nil || unit == "pt" {
                guard abs(n) <= 100_000 else {
                    ctx.sink.error("a route's points must lie within ±100000 points", at: v.range)
                    return nil
                }
                numbers.append((n, v))
            } else {
                ctx.sink.error(
                    "a route takes x y pairs of numbers, found \(describe(v))", at: v.range,
                    notes: ["for example: route 40 500 40 300 200 300"])
                return nil
            }
        }
        if numbers.count % 2 == 1, let last = numbers.last {
            ctx.sink.error(
                "this x has no y", at: last.1.range, notes: ["a route's points are x y pairs, in points within the map"])
            return nil
        }
        guard numbers.count >= 4 else {
            ctx.sink.error(
                "a route needs at least two points", at: node.nameRange,
                notes: ["write x y pairs after 'route': route 40 500 200 300"])
            return nil
        }
        let points = stride(from: 0, to: numbers.count, by: 2).map { Point(x: numbers[$0].0, y: numbers[$0 + 1].0) }
        return MapView.Route(points: points, color: r.color("color"))
    }

    private static func callout(_ node: Node, pins: [MapView.Pin], _ ctx: ViewContext) -> MapView.Callout? {
        let r = AttributeReader(node, allowed: calloutAttributes, sink: ctx.sink)
        let p = Positionals(node, flags: [], maxTexts: 2, sink: ctx.sink)
        ctx.noChildren(node)
        let accessory = r.choice("accessory", MapView.Accessory.self) ?? MapView.Accessory.none
        guard let v = node.attribute("pin")?.value else {
            ctx.sink.error(
                "a callout needs the pin it belongs to", at: node.nameRange,
                notes: ["write pin: \"Title\" (a pin's title) or pin: 1 (the first pin)"])
            return nil
        }
        let index: Int?
        switch v.kind {
        case .number(let n, .none) where n == n.rounded() && n >= 1:
            index = n <= Double(pins.count) ? Int(n) - 1 : nil
            if index == nil {
                ctx.sink.error(
                    "there is no pin \(formatNumber(n)): the map has \(pins.count) pin\(pins.count == 1 ? "" : "s")",
                    at: v.range, notes: ["pins are numbered from 1 in the order they are written"])
                return nil
            }
        case .string(let s), .identifier(let s):
            index = pins.firstIndex { $0.title == s }
            if index == nil {
                let titles = pins.compactMap(\.title)
                var notes: [String] = []
                if let near = Suggestions.closest(to: s, among: titles) { notes.append("did you mean '\(near)'?") }
                notes.append(
                    titles.isEmpty
                        ? "the map has no pin with a title; write pin: 1 for the first pin"
                        : "pins: " + titles.map { "\"\($0)\"" }.joined(separator: ", "))
                ctx.sink.error("no pin titled \"\(s)\" for this callout", at: v.range, notes: notes)
                return nil
            }
        default:
            ctx.sink.error(
                "'pin' expects a pin's title or its number", at: v.range, notes: ["found \(describe(v))"])
            return nil
        }
        guard let index else { return nil }
        let pin = pins[index]
        let title = p.texts.first ?? pin.title
        let subtitle = p.texts.count > 1 ? p.texts[1] : pin.subtitle
        if title == nil && subtitle == nil {
            ctx.sink.error(
                "this callout has no text", at: node.nameRange,
                notes: ["MapKit shows no callout for a pin without a title; give the pin or the callout a title"])
            return nil
        }
        var directions: MapView.Callout.Directions?
        if let d = node.attribute("directions")?.value {
            switch d.kind {
            case .identifier(let w) where ["on", "yes", "true"].contains(w.lowercased()): directions = .init()
            case .identifier(let w) where ["off", "no", "false"].contains(w.lowercased()): directions = nil
            case .string(let t): directions = .init(time: t)
            default:
                ctx.sink.error(
                    "'directions' expects on, off or a travel time such as \"5 min\"", at: d.range,
                    notes: ["found \(describe(d))"])
            }
        }
        return MapView.Callout(
            pin: index, title: title, subtitle: subtitle, accessory: accessory, directions: directions,
            range: node.nameRange)
    }

    /// The point written `at: X Y` (the attribute holds X; Y is the number written right
    /// after it), and the node without that Y among its positional values.
    private static func point(_ node: Node, _ ctx: ViewContext) -> (at: (point: Point, range: SourceRange)?, rest: Node) {
        guard let a = node.attribute("at") else {
            ctx.sink.error(
                "'\(node.name)' needs its place in the map", at: node.nameRange,
                notes: ["write at: X Y, in points from the map's top-left corner"])
            return (nil, node)
        }
        let xv = a.value
        // Y: the first positional value after X on the line.
        let after = node.arguments.enumerated().filter {
            $0.element.range.start.line == xv.range.start.line && $0.element.range.start.column > xv.range.start.column
        }.min { $0.element.range.start.column < $1.element.range.start.column }
        var rest = node
        // A number written after X is Y, whatever X turns out to be: not a positional value.
        if let yv = after, case .number = yv.element.kind { rest.arguments.remove(at: yv.offset) }
        guard case .number(let x, let xu) = xv.kind, xu == nil || xu == "pt" else {
            ctx.sink.error("'at' expects two numbers: at: X Y", at: xv.range, notes: ["found \(describe(xv))"])
            return (nil, rest)
        }
        guard let yv = after, case .number(let y, let yu) = yv.element.kind, yu == nil || yu == "pt" else {
            ctx.sink.error(
                "'at' expects two numbers: at: X Y", at: after?.element.range ?? xv.range,
                notes: ["the y coordinate follows x: at: \(formatNumber(x)) 120"])
            return (nil, rest)
        }
        let range = SourceRange(
            start: xv.range.start,
            length: yv.element.range.start.column + yv.element.range.length - xv.range.start.column)
        guard abs(x) <= 100_000, abs(y) <= 100_000 else {
            ctx.sink.error("'at' must lie within ±100000 points", at: range)
            return (nil, rest)
        }
        return ((Point(x: x, y: y), range), rest)
    }
}
