import MockupPlatform
import MockupDisplayList
import MockupGeometry
import MockupScene

/// The stylised map a `map` draws instead of tiles: land, water (a coast, a river or a
/// lake), parks on whole blocks, a street grid turned by a small angle, two avenues and
/// a curving expressway, and their names. Everything comes from the seed and the map's
/// size through one pseudo-random sequence, so the same seed and size give the same
/// display list at every scale. The map is generated `overscan` points beyond its top
/// and bottom edges, so what shows through a translucent bar next to it is the same
/// map, continued.
struct MapTerrain {
    /// Map size in points.
    let size: Size
    let look: MapView.Look
    /// Grid angle (radians) and street pitch along each grid axis.
    let angle: Double
    let pitchU: Double
    let pitchV: Double
    let phaseU: Double
    let phaseV: Double
    /// Shapes in map coordinates (origin: the map's top-left corner).
    private(set) var water: [Path] = []
    private(set) var waterLabel: (text: String, at: Point, angle: Double)?
    private(set) var parks: [(path: Path, centre: Point, width: Double, name: String)] = []
    private(set) var minorStreets = Path()
    private(set) var avenues = Path()
    private(set) var expressway = Path()
    /// Satellite blocks: a colour (an index into `Figures.satellitePatches`) and four corners.
    private(set) var satellitePatches: [(color: Int, corners: [Point])] = []
    private(set) var roadLabels: [(text: String, at: Point, angle: Double)] = []
    /// The avenues' grid offsets and names.
    private var avenueAcross: (offset: Double, name: String)?
    private var avenueDown: (offset: Double, name: String)?

    /// How far beyond the top and bottom edges the map is generated: more than the
    /// tallest stack of bars next to a map (status, navigation, search bar).
    static let overscan = 160.0

    private static let streetNames = [
        "Market St", "Mission St", "Howard St", "Folsom St", "Harrison St", "Bryant St", "Geary Blvd", "Pine St",
        "Bush St", "Sutter St", "Post St", "Union St", "Valencia St", "Castro St", "Hayes St", "Oak St",
    ]
    private static let avenueNames = ["Van Ness Ave", "Park Ave", "Lincoln Ave", "Grand Ave", "Columbus Ave", "Broadway"]
    private static let parkNames = ["Union Square", "Alamo Square", "Dolores Park", "Jefferson Square", "Civic Center", "Lafayette Park"]
    private static let waterNames = ["Bay", "Harbor", "River", "Lake"]

    init(seed: Int, size: Size, look: MapView.Look) {
        self.size = size
        self.look = look
        var rng = MapRandom(seed: seed)
        angle = rng.range(-11, 11) * .pi / 180
        pitchU = rng.range(52, 70).rounded()
        pitchV = rng.range(40, 52).rounded()
        phaseU = rng.range(0, pitchU)
        phaseV = rng.range(0, pitchV)
        buildStreets(&rng)
        buildParks(&rng)
        buildWater(&rng)
        buildExpressway(&rng)
        placeRoadLabels()
        if look != .standard { buildPatches(&rng) }
    }

    // MARK: - Grid coordinates

    /// The map's centre: the grid turns about it.
    private var centre: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// A point `a` along the grid's first axis and `b` along its second, from the centre.
    private func grid(_ a: Double, _ b: Double) -> Point {
        let c = cos(angle), s = sin(angle)
        return Point(x: centre.x + a * c - b * s, y: centre.y + a * s + b * c)
    }

    /// Half the diagonal of the generated area: grid lines run this far from the centre.
    private var reach: Double {
        let h = size.height + 2 * Self.overscan
        return (size.width * size.width + h * h).squareRoot() / 2 + 10
    }

    /// Grid offsets of street lines within reach along an axis of `pitch`.
    private func lines(pitch: Double, phase: Double) -> [Double] {
        let first = Int(((-reach - phase) / pitch).rounded(.down))
        let last = Int(((reach - phase) / pitch).rounded(.up))
        guard first <= last else { return [] }
        return (first...last).map { Double($0) * pitch + phase }
    }

    // MARK: - Streets

    private mutating func buildStreets(_ rng: inout MapRandom) {
        let across = lines(pitch: pitchV, phase: phaseV)  // streets along the first axis
        let down = lines(pitch: pitchU, phase: phaseU)  // streets along the second axis
        for b in across {
            minorStreets.move(to: grid(-reach, b))
            minorStreets.line(to: grid(reach, b))
        }
        for a in down {
            // Some streets end at a cross street (T junctions), as real grids do.
            if rng.unit() < 0.3, let cut = rng.pick(across) {
                let upward = rng.unit() < 0.5
                minorStreets.move(to: grid(a, cut))
                minorStreets.line(to: grid(a, upward ? -reach : reach))
            } else {
                minorStreets.move(to: grid(a, -reach))
                minorStreets.line(to: grid(a, reach))
            }
        }
        // Two avenues: one along each axis, on streets that cross the map itself. Their
        // names are written on them (as Maps does on wide roads), away from the crossing.
        let visibleAcross = across.filter { abs($0) < size.height * 0.35 }
        let visibleDown = down.filter { abs($0) < size.width * 0.3 }
        let b = rng.pick(visibleAcross)
        let a = rng.pick(visibleDown)
        if let b {
            avenues.move(to: grid(-reach, b))
            avenues.line(to: grid(reach, b))
            avenueAcross = (b, Self.streetNames[rng.int(Self.streetNames.count)])
        }
        if let a {
            avenues.move(to: grid(a, -reach))
            avenues.line(to: grid(a, reach))
            avenueDown = (a, Self.avenueNames[rng.int(Self.avenueNames.count)])
        }
    }

    /// Each avenue's name goes on it at one of four places across the map: the one
    /// farthest from the other avenue that is not under water.
    private mutating func placeRoadLabels() {
        let a = avenueDown?.offset, b = avenueAcross?.offset
        if let (b, name) = avenueAcross {
            let spots = [-0.3, -0.1, 0.1, 0.3].map { $0 * size.width }.filter { !inWater(grid($0, b)) }
            if let at = spots.max(by: { abs($0 - (a ?? 1e9)) < abs($1 - (a ?? 1e9)) }) {
                roadLabels.append((name, grid(at, b), angle))
            }
        }
        if let (a, name) = avenueDown {
            let spots = [-0.3, -0.1, 0.1, 0.3].map { $0 * size.height }.filter { !inWater(grid(a, $0)) }
            if let at = spots.max(by: { abs($0 - (b ?? 1e9)) < abs($1 - (b ?? 1e9)) }) {
                roadLabels.append((name, grid(a, at), angle - .pi / 2))
            }
        }
    }

    /// Whether `p` lies in the water (even-odd over each outline's on-curve points:
    /// close enough to choose where a name goes).
    func inWater(_ p: Point) -> Bool {
        water.contains { path in
            var pts: [Point] = []
            for e in path.elements {
                switch e {
                case .move(let q), .line(let q), .cubic(_, _, let q): pts.append(q)
                case .close: break
                }
            }
            var inside = false
            var j = pts.count - 1
            for i in pts.indices {
                let pi = pts[i], pj = pts[j]
                if (pi.y > p.y) != (pj.y > p.y), p.x < (pj.x - pi.x) * (p.y - pi.y) / (pj.y - pi.y) + pi.x {
                    inside.toggle()
                }
                j = i
            }
            return inside
        }
    }

    // MARK: - Parks

    private mutating func buildParks(_ rng: inout MapRandom) {
        let count = max(2, min(5, Int(size.width * size.height / 70_000)))
        let inset = Figures.minorCasing / 2
        var taken: Set<[Int]> = []
        let firstName = rng.int(Self.parkNames.count)
        for _ in 0..<count {
            let i = rng.int(max(1, Int(size.width * 0.8 / pitchU))) - Int(size.width * 0.4 / pitchU)
            let j = rng.int(max(1, Int(size.height * 0.8 / pitchV))) - Int(size.height * 0.4 / pitchV)
            let spanU = 1 + rng.int(2), spanV = 1 + rng.int(2)
            let key = [i, j]
            let a0 = Double(i) * pitchU + phaseU + inset, a1 = Double(i + spanU) * pitchU + phaseU - inset
            let b0 = Double(j) * pitchV + phaseV + inset, b1 = Double(j + spanV) * pitchV + phaseV - inset
            // Parks sit between avenues, never across one.
            let crossed = avenueDown.map { (a0...a1).contains($0.offset) } == true
                || avenueAcross.map { (b0...b1).contains($0.offset) } == true
            guard !taken.contains(key), !crossed else { continue }
            taken.insert(key)
            var p = Path()
            p.move(to: grid(a0, b0))
            p.line(to: grid(a1, b0))
            p.line(to: grid(a1, b1))
            p.line(to: grid(a0, b1))
            p.close()
            let name = Self.parkNames[(firstName + parks.count) % Self.parkNames.count]
            parks.append((p, grid((a0 + a1) / 2, (b0 + b1) / 2), a1 - a0, name))
        }
    }

    // MARK: - Water

    private mutating func buildWater(_ rng: inout MapRandom) {
        let w = size.width, h = size.height, o = Self.overscan
        let kind = rng.unit()
        if kind < 0.5 {
            // A coast along one side: the shore wanders about a line 15–30 % in.
            let side = rng.int(4)
            let vertical = side < 2  // water on the left or right
            let span = vertical ? h + 2 * o : w
            let depth = (vertical ? w : h) * rng.range(0.15, 0.3)
            let steps = max(3, Int(span / 90))
            var shore: [Point] = []
            for k in 0...steps {
                let t = Double(k) / Double(steps)
                let d = depth + rng.range(-0.35, 0.35) * depth
                let along = vertical ? -o + t * span : t * span
                switch side {
                case 0: shore.append(Point(x: d, y: along))
                case 1: shore.append(Point(x: w - d, y: along))
                case 2: shore.append(Point(x: along, y: d - 0))
                default: shore.append(Point(x: along, y: h - d))
                }
            }
            // Stretch the ends past the generated area so the shore has no corner in view.
            let far = 400.0
            if vertical {
                shore[0].y -= far
                shore[shore.count - 1].y += far
            } else {
                shore[0].x -= far
                shore[shore.count - 1].x += far
            }
            var p = MapCurves.smooth(through: shore)
            let edge: [Point]
            switch side {
            case 0: edge = [Point(x: -far, y: h + o + far), Point(x: -far, y: -o - far)]
            case 1: edge = [Point(x: w + far, y: h + o + far), Point(x: w + far, y: -o - far)]
            case 2: edge = [Point(x: w + far, y: -o - far), Point(x: -far, y: -o - far)]
            default: edge = [Point(x: w + far, y: h + o + far), Point(x: -far, y: h + o + far)]
            }
            for e in edge { p.line(to: e) }
            p.close()
            water.append(p)
            let mid = shore[shore.count / 2]
            let labelAt: Point
            switch side {
            case 0: labelAt = Point(x: mid.x / 2, y: h / 2)
            case 1: labelAt = Point(x: (w + mid.x) / 2, y: h / 2)
            case 2: labelAt = Point(x: w / 2, y: max(14, mid.y / 2))
            default: labelAt = Point(x: w / 2, y: (h + mid.y) / 2)
            }
            waterLabel = (Self.waterNames[rng.int(2)], labelAt, vertical ? -.pi / 2 : 0)
        } else if kind < 0.8 {
            // A river across the map, 26–44 pt wide, meandering.
            let vertical = rng.unit() < 0.5
            let width = rng.range(26, 44)
            let span = vertical ? h + 2 * o : w
            let steps = max(3, Int(span / 110))
            let base = (vertical ? w : h) * rng.range(0.25, 0.75)
            var centreLine: [Point] = []
            for k in 0...steps {
                let t = Double(k) / Double(steps)
                let along = (vertical ? -o : 0) + t * span
                let off = base + rng.range(-40, 40)
                centreLine.append(vertical ? Point(x: off, y: along) : Point(x: along, y: off))
            }
            let far = 300.0
            if vertical {
                centreLine[0].y -= far
                centreLine[centreLine.count - 1].y += far
            } else {
                centreLine[0].x -= far
                centreLine[centreLine.count - 1].x += far
            }
            let n = vertical ? Point(x: width / 2, y: 0) : Point(x: 0, y: width / 2)
            let left = centreLine.map { Point(x: $0.x - n.x, y: $0.y - n.y) }
            let right = centreLine.reversed().map { Point(x: $0.x + n.x, y: $0.y + n.y) }
            var p = MapCurves.smooth(through: left)
            p.line(to: right[0])
            p.elements += MapCurves.smooth(through: right).elements.dropFirst()
            p.close()
            water.append(p)
            let mid = centreLine[centreLine.count / 2]
            waterLabel = (Self.waterNames[2], vertical ? Point(x: mid.x, y: h * 0.7) : Point(x: w * 0.7, y: mid.y), vertical ? -.pi / 2 : 0)
        } else {
            // A lake: a wobbly closed outline inside the map.
            let r = min(w, h) * rng.range(0.16, 0.26)
            let c = Point(x: rng.range(r, max(r, w - r)), y: rng.range(r, max(r, h - r)))
            var ring: [Point] = []
            let count = 7
            for k in 0..<count {
                let t = Double(k) / Double(count) * 2 * .pi
                let rr = r * rng.range(0.75, 1.2)
                ring.append(Point(x: c.x + cos(t) * rr * 1.25, y: c.y + sin(t) * rr))
            }
            water.append(MapCurves.closed(through: ring))
            waterLabel = (Self.waterNames[3], c, 0)
        }
    }

    // MARK: - Expressway

    private mutating func buildExpressway(_ rng: inout MapRandom) {
        let w = size.width, h = size.height
        // From the left edge to the right one, or from the top to the bottom.
        var pts: [Point] = []
        if rng.unit() < 0.5 {
            let y0 = h * rng.range(0.1, 0.9), y3 = h * rng.range(0.1, 0.9)
            pts = [
                Point(x: -60, y: y0), Point(x: w * 0.35, y: y0 + rng.range(-80, 80)),
                Point(x: w * 0.65, y: y3 + rng.range(-80, 80)), Point(x: w + 60, y: y3),
            ]
        } else {
            let x0 = w * rng.range(0.1, 0.9), x3 = w * rng.range(0.1, 0.9)
            pts = [
                Point(x: x0, y: -Self.overscan - 40), Point(x: x0 + rng.range(-60, 60), y: h * 0.35),
                Point(x: x3 + rng.range(-60, 60), y: h * 0.65), Point(x: x3, y: h + Self.overscan + 40),
            ]
        }
        expressway = MapCurves.smooth(through: pts)
    }

    // MARK: - Satellite imagery

    /// Fields and roofs as a patchwork of dark greens and browns, one path per colour,
    /// on blocks of two by two grid cells (few segments however large the map).
    private mutating func buildPatches(_ rng: inout MapRandom) {
        let colours = Figures.satellitePatches.count
        let half = Figures.minorCasing / 2
        func block(_ u: Double, _ v: Double, _ du: Double, _ dv: Double, inset: Double) -> [Point] {
            [grid(u + inset, v + inset), grid(u + du - inset, v + inset), grid(u + du - inset, v + dv - inset), grid(u + inset, v + dv - inset)]
        }
        func inArea(_ mid: Point, _ margin: Double) -> Bool {
            mid.x > -margin && mid.x < size.width + margin && mid.y > -Self.overscan - margin
                && mid.y < size.height + Self.overscan + margin
        }
        for u in lines(pitch: pitchU * 2, phase: phaseU) {
            for v in lines(pitch: pitchV * 2, phase: phaseV) {
                let k = rng.int(colours)
                guard inArea(grid(u + pitchU, v + pitchV), pitchU + pitchV) else { continue }
                satellitePatches.append((k, block(u, v, pitchU * 2, pitchV * 2, inset: half)))
            }
        }
        // A second, finer layer: single blocks in other shades, so the imagery is not a
        // regular chequer.
        for u in lines(pitch: pitchU, phase: phaseU) {
            for v in lines(pitch: pitchV, phase: phaseV) {
                let k = rng.int(colours * 3)
                let inner = half + rng.range(2, 8)
                guard k < colours, inArea(grid(u + pitchU / 2, v + pitchV / 2), pitchU) else { continue }
                satellitePatches.append((k, block(u, v, pitchU, pitchV, inset: inner)))
            }
        }
    }
}

extension MapTerrain {
    /// The figures of the generated map (by eye: see docs/METRICS.md, The generated map).
    enum Figures {
        /// Minor street: white 3.5 pt on a 5 pt grey casing.
        static let minorCasing = 5.0
        static let minorFill = 3.5
        /// Avenue: yellow 7 pt on a 9 pt casing (its name written on it); expressway:
        /// orange 7.5 on 9.5.
        static let avenueCasing = 9.0
        static let avenueFill = 7.0
        static let expresswayCasing = 9.5
        static let expresswayFill = 7.5
        static let roadLabelSize = 8.5
        static let parkLabelSize = 10.0
        static let waterLabelSize = 12.0

        /// Standard palette (iOS 7–9 Apple Maps, by eye; unconfirmed).
        static let land = Color(rgb: 0xF9F5ED)
        static let water = Color(rgb: 0xA5C9F3)
        static let park = Color(rgb: 0xC9E7A4)
        static let streetCasing = Color(rgb: 0xDDD6CA)
        static let street = Color.white
        static let avenueEdge = Color(rgb: 0xE9C25E)
        static let avenue = Color(rgb: 0xFCE08A)
        static let expresswayEdge = Color(rgb: 0xE39B3A)
        static let expressway = Color(rgb: 0xF9BD5C)
        static let roadLabel = Color(rgb: 0x6A5A2C)
        static let parkLabel = Color(rgb: 0x4A7F34)
        static let waterLabel = Color(rgb: 0x4C7EBF)

        /// Satellite imagery: dark greens and browns.
        static let satelliteGround = Color(rgb: 0x3C4530)
        static let satellitePatches = [
            Color(rgb: 0x42502D), Color(rgb: 0x5A583B), Color(rgb: 0x6A5C45), Color(rgb: 0x323F27), Color(rgb: 0x4E4C3B),
            Color(rgb: 0x5F6646),
        ]
        static let satellitePark = Color(rgb: 0x2D3D22)
        static let satelliteWater = Color(rgb: 0x1D2C3B)
        static let satelliteStreet = Color(rgb: 0x66645A)
        static let satelliteStreetWidth = 2.0
        static let satelliteAvenue = Color(rgb: 0x78756A)
        static let satelliteAvenueWidth = 3.5
        /// Hybrid overlays: roads thin and bright on the imagery, names in white.
        static let hybridStreet = Color(red: 255, green: 255, blue: 255, alpha: 110)
        static let hybridStreetWidth = 1.5
        static let hybridAvenue = Color(rgb: 0xF3D36B)
        static let hybridAvenueWidth = 3.0
        static let hybridExpressway = Color(rgb: 0xF0A43C)
        static let hybridExpresswayWidth = 4.5
        static let hybridLabel = Color.white
    }
}
