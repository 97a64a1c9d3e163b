import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// The `map` element: its looks and seed, its annotation children and the bad input
/// it can hold (a callout for a pin that does not exist, an unknown pin colour),
/// each reported at its line and column.
@Suite struct MapViewResolverTests {
    private enum MapError: Error { case noMap }

    private func map(_ body: String) throws -> (MapView, SceneResult) {
        let r = resolveScreen("screen device: iphone-6\n" + body)
        guard let m = r.screen?.content.lazy.compactMap({ $0.view as? MapView }).first else { throw MapError.noMap }
        return (m, r)
    }

    @Test func aMapReadsItsLookSeedAndChildren() throws {
        let (m, r) = try map("""
            map hybrid seed: 42 legal: off
              pin green "Start" "Current Location" at: 40 300
              pin "Apple Store" at: 200.5 120
              user-location at: 100 100 accuracy: 25
              route 40 300 200 300 200 120
              callout pin: "Apple Store" accessory: detail
            """)
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        #expect(m.look == .hybrid && m.seed == 42 && !m.legal && m.labels)
        #expect(m.pins.map(\.color) == [.green, .red])
        #expect(m.pins[0].title == "Start" && m.pins[0].subtitle == "Current Location")
        #expect(m.pins[1].at == Point(x: 200.5, y: 120) && m.pins[1].tint == nil)
        #expect(m.userLocation?.at == Point(x: 100, y: 100) && m.userLocation?.accuracy == 25)
        #expect(m.routes.first?.points == [Point(x: 40, y: 300), Point(x: 200, y: 300), Point(x: 200, y: 120)])
        #expect(m.callout?.pin == 1 && m.callout?.title == "Apple Store" && m.callout?.subtitle == nil)
        #expect(m.callout?.accessory == .detail)
    }

    @Test func aCalloutNamesItsPinByNumberAndMayOverrideItsTexts() throws {
        let (m, r) = try map("""
            map satellite
              callout "Here" "A note" pin: 2
              pin purple at: 10 10
              pin at: 50 50
            """)
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        #expect(m.look == .satellite && !m.labels)
        #expect(m.callout == MapView.Callout(
            pin: 1, title: "Here", subtitle: "A note", accessory: .none, range: m.callout?.range ?? SourceRange(start: SourceLocation(file: "", line: 0, column: 0), length: 1)))
    }

    @Test func aCalloutForAPinThatDoesNotExistIsAnErrorAtItsValue() throws {
        let (m, r) = try map("""
            map
              pin red "Apple Store" at: 20 20
              callout pin: "Apple Stor"
            """)
        #expect(m.callout == nil)
        #expect(diagnosticLines(r) == ["4:16: no pin titled \"Apple Stor\" for this callout [did you mean 'Apple Store'?]"])

        let (_, r2) = try map("""
            map
              pin red "A" at: 20 20
              callout pin: 3
            """)
        #expect(diagnosticLines(r2) == ["4:16: there is no pin 3: the map has 1 pin [pins are numbered from 1 in the order they are written]"])

        let (_, r3) = try map("map\n  callout\n")
        #expect(diagnosticLines(r3).first?.hasPrefix("3:3: a callout needs the pin it belongs to") == true)
    }

    @Test func anUnknownPinColourIsAnErrorWithTheClosestColour() throws {
        let (m, r) = try map("""
            map
              pin gren "Start" at: 20 20
              pin blue at: 30 30
            """)
        #expect(diagnosticLines(r) == [
            "3:7: unknown pin colour 'gren' [did you mean 'green'?]",
            "4:7: unknown pin colour 'blue' [expected one of: red, green, purple]",
        ])
        // The pins are still drawn, in the default red.
        #expect(m.pins.map(\.color) == [.red, .red])
    }

    @Test func aPinNeedsTwoNumbersAfterAt() throws {
        let (m, r) = try map("""
            map
              pin red "A" at: 20
              pin red "B"
              pin red "C" at: "x" 4
            """)
        #expect(m.pins.isEmpty)
        #expect(diagnosticLines(r) == [
            "3:19: 'at' expects two numbers: at: X Y [the y coordinate follows x: at: 20 120]",
            "4:3: 'pin' needs its place in the map [write at: X Y, in points from the map's top-left corner]",
            "5:19: 'at' expects two numbers: at: X Y [found \"x\"]",
        ])
    }

    @Test func aRouteTakesPairsOfNumbers() throws {
        let (m, r) = try map("""
            map
              route 10 20 30
              route 10 20
              route 10 "a"
            """)
        #expect(m.routes.isEmpty)
        #expect(diagnosticLines(r) == [
            "3:15: this x has no y [a route's points are x y pairs, in points within the map]",
            "4:3: a route needs at least two points [write x y pairs after 'route': route 40 500 200 300]",
            "5:12: a route takes x y pairs of numbers, found \"a\" [for example: route 40 500 40 300 200 300]",
        ])
    }

    @Test func aMapHasOneCalloutAndOneUserLocation() throws {
        let (m, r) = try map("""
            map
              pin "A" at: 20 20
              pin "B" at: 40 40
              callout pin: "A"
              callout pin: "B"
              user-location at: 1 1
              user-location at: 2 2
            """)
        #expect(m.callout?.pin == 0 && m.userLocation?.at == Point(x: 1, y: 1))
        #expect(r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" } == [
            "6:3: a map shows one callout at a time",
            "8:3: a map has one user location",
        ])
    }

    @Test func aWholeSeedAndKnownChildrenOnly() throws {
        let (_, r) = try map("""
            map seed: 2.5 labels: on look: satelite
              marker at: 1 1
            """)
        let lines = diagnosticLines(r)
        #expect(lines.contains("2:11: 'seed' expects a whole number [found 2.5]"))
        #expect(lines.contains("2:32: unknown look 'satelite' [did you mean 'satellite'?]"))
        #expect(lines.contains { $0.hasPrefix("3:3: unknown element inside 'map': 'marker'") })
    }

    @Test func aPinMayHaveIOS9sTint() throws {
        let (m, r) = try map("map\n  pin \"A\" at: 20 80 tint: orange\n  pin at: 1 1 tint: 5\n")
        #expect(m.pins[0].tint == Palette.orange && m.pins[0].tintRange?.start.column == 27)
        #expect(diagnosticLines(r).first?.hasPrefix("4:21: 'tint' expects a colour") == true)
    }

    @Test func aCalloutMayShowMapsDirectionsButton() throws {
        let (m, r) = try map("""
            map
              pin "A" at: 20 80
              callout pin: 1 directions: "5 min"
            """)
        #expect(r.diagnostics.isEmpty && m.callout?.directions == MapView.Callout.Directions(time: "5 min"))
        let (on, _) = try map("map\n  pin \"A\" at: 20 80\n  callout pin: 1 directions: on\n")
        #expect(on.callout?.directions == MapView.Callout.Directions(time: ""))
        let (_, bad) = try map("map\n  pin \"A\" at: 20 80\n  callout pin: 1 directions: 5\n")
        #expect(diagnosticLines(bad) == ["4:30: 'directions' expects on, off or a travel time such as \"5 min\" [found 5]"])
    }

    @Test func labelsOnASatelliteMapAreAWarning() throws {
        let (m, r) = try map("map satellite labels: on\n")
        #expect(!m.labels)
        #expect(diagnosticLines(r) == ["2:23: a satellite map has no labels [use 'hybrid' for satellite imagery with roads and names]"])
        #expect(r.diagnostics.first?.severity == .warning)
    }
}
