import MockupDisplayList
import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the map view on real renders at @2x and @3x: pin heads in their
/// colours at the pin's place, the callout's arrow tip on its pin, the user-location
/// dot and the route in iOS blue; and the generated map's determinism and size.
@Suite struct MapViewProbeTests {
    static let scales: [Double] = [2, 3]

    /// An iPhone 6 with a navigation bar: the map's top-left corner is at (0, 64).
    static let top = 64.0

    static func screen(_ body: String) -> String {
        "screen device: iphone-6\nnavigation-bar title: \"Map\"\n" + body
    }

    // Pin heads: a disc of radius 7 whose centre is 27 pt above the needle's tip.

    @Test(arguments: scales)
    func pinHeadsAreRedGreenAndPurpleAtThePinsPlace(_ s: Double) throws {
        let pins: [(String, Double, Color)] = [
            ("red", 60, Color(rgb: 0xFF3B30)), ("green", 160, Color(rgb: 0x4CD964)), ("purple", 260, Color(rgb: 0xA45BE0)),
        ]
        let body = "map seed: 5 labels: off\n" + pins.map { "  pin \($0.0) at: \(Int($0.1)) 300\n" }.joined()
        let b = try render(try compileText(Self.screen(body)), scale: s)
        for (name, x, color) in pins {
            let head = Point(x: x, y: Self.top + 300 - 27)
            // Below and right of the gloss, inside the rim: the flat head colour.
            #expect(b.color(atPoint: head.x + 2.5, head.y + 2.5, scale: s) == color, "\(name) head @\(s)x")
            #expect(b.color(atPoint: head.x - 2, head.y + 3.5, scale: s) == color, "\(name) head, lower left @\(s)x")
            // Above the head (10 pt over its centre) is the map, not the pin.
            #expect(b.color(atPoint: head.x, head.y - 10, scale: s) != color)
            // The needle, grey, halfway down to the tip.
            #expect(b.color(atPoint: x, Self.top + 300 - 10, scale: s) == Color(rgb: 0x8E8E93), "\(name) needle @\(s)x")
        }
    }

    // The callout's arrow points at the top of the pin view, 34.5 pt above the tip.

    @Test(arguments: scales)
    func theCalloutArrowTipIsOnItsPin(_ s: Double) throws {
        let b = try render(try compileText(Self.screen("""
            map satellite seed: 9
              pin red "Apple Store" "Union Square" at: 180 300
              callout pin: 1
            """)), scale: s)
        let tipY = Self.top + 300 - 34.5
        func light(_ c: Color) -> Bool { c.red > 225 && c.green > 225 && c.blue > 225 }
        let x = Int((180 * s).rounded(.down))
        // Going up the pin's column from the head's top: the first callout pixel is the tip.
        let head = Int(((Self.top + 300 - 27) * s).rounded(.down))
        var firstLight: Int?
        for y in stride(from: head, to: head - Int(30 * s), by: -1) where light(b.color(x: x, y: y)) {
            firstLight = y
            break
        }
        let found = try #require(firstLight, "no callout above the pin @\(s)x")
        #expect(abs(Double(found) / s - tipY) <= 1.5, "arrow tip at \(Double(found) / s) pt, expected \(tipY) @\(s)x")
        // Near the tip the arrow is narrow and centred on the pin: light at the pin's x,
        // the imagery 5 pt to either side.
        let near = tipY - 2
        #expect(light(b.color(atPoint: 180, near, scale: s)))
        #expect(!light(b.color(atPoint: 175, near, scale: s)) && !light(b.color(atPoint: 185, near, scale: s)))
        // 13 pt up the arrow meets the body: light 30 pt either side of the pin.
        let body = tipY - 13 - 10
        #expect(light(b.color(atPoint: 150, body, scale: s)) && light(b.color(atPoint: 210, body, scale: s)))
        // The body is 52 pt tall with a subtitle: the imagery 3 pt above it.
        #expect(!light(b.color(atPoint: 180, tipY - 13 - 52 - 3, scale: s)))
    }

    @Test(arguments: scales)
    func theUserLocationIsABlueDotInAWhiteRing(_ s: Double) throws {
        let b = try render(try compileText(Self.screen("""
            map satellite seed: 3
              user-location at: 120 200 accuracy: 40
            """)), scale: s)
        let c = Point(x: 120, y: Self.top + 200)
        #expect(b.color(atPoint: c.x, c.y, scale: s) == Color(rgb: 0x007AFF), "dot @\(s)x")
        #expect(b.color(atPoint: c.x + 6, c.y, scale: s) == Color(rgb: 0x007AFF))
        #expect(b.color(atPoint: c.x + 9.5, c.y, scale: s) == .white, "ring @\(s)x")
        #expect(b.color(atPoint: c.x, c.y - 9.6, scale: s) == .white)
        // The halo: translucent blue over the imagery, bluer than the imagery beside it.
        let halo = b.color(atPoint: c.x - 25, c.y, scale: s)
        let outside = b.color(atPoint: c.x - 60, c.y, scale: s)
        #expect(Int(halo.blue) - Int(halo.red) > Int(outside.blue) - Int(outside.red))
    }

    @Test(arguments: scales)
    func theUserLocationTakesTheTint(_ s: Double) throws {
        let b = try render(try compileText(Self.screen("""
            stack tint: #FF9500
              map satellite seed: 3
                user-location at: 120 200
            """)), scale: s)
        #expect(b.color(atPoint: 120, Self.top + 200, scale: s) == Color(rgb: 0xFF9500), "dot @\(s)x")
        #expect(b.color(atPoint: 129.5, Self.top + 200, scale: s) == .white)
    }

    @Test(arguments: scales)
    func theRouteIsIOSBlueOnADarkerEdge(_ s: Double) throws {
        let b = try render(try compileText(Self.screen("""
            map seed: 4 labels: off
              route 40 400 300 400 300 100
            """)), scale: s)
        let y = Self.top + 400
        for x in [80.0, 150, 220] {
            #expect(b.color(atPoint: x, y, scale: s) == Color(rgb: 0x007AFF), "route at \(x) @\(s)x")
            #expect(b.color(atPoint: x, y - 2, scale: s) == Color(rgb: 0x007AFF))
            // The edge: 5.5 pt of blue in 7.5 pt of darker blue.
            #expect(b.color(atPoint: x, y - 3.5, scale: s) == Color(rgb: 0x0062CC), "edge at \(x) @\(s)x")
        }
        #expect(b.color(atPoint: 300, Self.top + 250, scale: s) == Color(rgb: 0x007AFF), "the vertical leg")
    }

    // Determinism: the map is a function of its seed and size only.

    @Test func theSameSeedDrawsTheSameMapAndAnotherSeedAnother() throws {
        let a = try compileText(Self.screen("map seed: 11\n"))
        let again = try compileText(Self.screen("map seed: 11\n"))
        let other = try compileText(Self.screen("map seed: 12\n"))
        #expect(a.items == again.items)
        #expect(a.items != other.items)
        // The same at every scale.
        let at3 = try compileText(Self.screen("map seed: 11\n"), options: CompileOptions(scale: 3))
        #expect(a.items == at3.items)
        // Every look of every seed is a different picture.
        let hybrid = try compileText(Self.screen("map hybrid seed: 11\n"))
        #expect(hybrid.items != a.items)
    }

    @Test(arguments: scales)
    func differentSeedsGiveDifferentPixels(_ s: Double) throws {
        let a = try render(try compileText(Self.screen("map seed: 1\n")), scale: s)
        let b = try render(try compileText(Self.screen("map seed: 2\n")), scale: s)
        let again = try render(try compileText(Self.screen("map seed: 1\n")), scale: s)
        #expect(a.pixels == again.pixels)
        #expect(a.pixels != b.pixels)
    }

    /// Path segments a display list draws (fills and strokes, groups included).
    static func segments(_ items: [DisplayItem]) -> Int {
        items.reduce(0) { n, item in
            switch item {
            case .fill(let p, _), .stroke(let p, _, _): return n + p.elements.count
            case .group(let g): return n + segments(g.items)
            default: return n
            }
        }
    }

    @Test(arguments: ["content-map", "content-map-ipad", "content-map-hybrid"])
    func aFullScreenMapStaysWellUnderTheSegmentBudget(_ sample: String) throws {
        let list = try compileSample(sample)
        // Every pass counted (the main one and one per translucent bar).
        #expect(Self.segments(list.items) < 3_000, "\(sample): \(Self.segments(list.items)) segments")
    }

    @Test(arguments: MapView.Look.allCases)
    func everyLookOfManySeedsStaysUnderTheBudgetOnAnIPad(_ look: MapView.Look) throws {
        for seed in 0..<12 {
            // Under a translucent navigation bar and toolbar: three passes.
            let list = try compileText(
                "screen device: ipad-retina\nnavigation-bar title: \"Map\"\nmap \(look.rawValue) seed: \(seed)\ntoolbar\n  button info\n")
            #expect(Self.segments(list.items) < 3_000, "\(look) seed \(seed): \(Self.segments(list.items))")
        }
    }

    // Layout warnings at the annotation's place.

    @Test func aPinOutsideTheMapIsAWarningAtItsPlace() throws {
        guard let engine = sharedEngine else { return }
        let r = engine.compile(text: Self.screen("""
            stack
              map height: 200
                pin red at: 100 250
                user-location at: -5 10
            """), path: "t.mockup")
        let lines = r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(lines == [
            "5:17: this pin is outside the map (375 pt × 200 pt)",
            "6:23: the user location is outside the map (375 pt × 200 pt)",
        ])
        #expect(r.diagnostics.allSatisfy { $0.severity == .warning } && r.displayList != nil)
    }

    @Test(arguments: scales)
    func aPinTintIsIOS9sPinTintColorAndAWarningBefore(_ s: Double) throws {
        let text = Self.screen("map seed: 5 labels: off\n  pin tint: #FF9500 at: 100 300\n")
        let b = try render(try compileText(text), scale: s)
        #expect(b.color(atPoint: 102.5, Self.top + 300 - 27 + 2.5, scale: s) == Color(rgb: 0xFF9500))
        guard let engine = sharedEngine else { return }
        let r7 = engine.compile(text: text, path: "t.mockup", options: CompileOptions(ios: .ios7))
        #expect(r7.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" } == [
            "4:13: a pin's tint is iOS 9 (pinTintColor); iOS 7 pins are red, green or purple"
        ])
        #expect(engine.compile(text: text, path: "t.mockup").diagnostics.isEmpty)
    }

    @Test func aCalloutThatCannotFitAboveItsPinIsAWarning() throws {
        guard let engine = sharedEngine else { return }
        let r = engine.compile(text: Self.screen("""
            map
              pin red "Top" at: 100 40
              callout pin: 1
            """), path: "t.mockup")
        let lines = r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        // 40 − 34.5 − 13 − 44 = −51.5: 61.5 pt past the 10 pt margin.
        #expect(lines == ["5:3: this callout runs 61.5 pt past the top of the map"])
    }
}
