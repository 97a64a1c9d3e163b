import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// The content views of a resolved screen, depth first.
private func views(_ r: SceneResult) -> [any ContentView] {
    (r.screen?.content ?? []).flatMap(\.allNodes).map(\.view)
}

/// Pickers: wheels, selection, and where bad input is reported.
@Suite struct PickerResolverTests {
    @Test func pickerReadsWheelsSelectedByRowOrByValue() throws {
        let r = resolveScreen("""
            picker distribution: content
              wheel "A" "B" "C" selected: 2 align: left width: 90
              wheel "Red" "Green" selected: "Green"
              wheel 1 2 3.5
            """)
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        let p = try #require(views(r).compactMap { $0 as? Picker }.first)
        #expect(p.wheels.map(\.selected) == [1, 1, 0])
        #expect(p.wheels[2].values == ["1", "2", "3.5"], "numbers are values")
        #expect(p.wheels[0].alignment == .left && p.wheels[0].width == 90 && p.distribution == .content)
    }

    @Test func pickerRowPastItsValuesAndEmptyWheelsAreErrorsAtTheirPlace() {
        let r = resolveScreen("""
            picker
              wheel "A" "B" "C" selected: 4
              wheel
              wheel "A" selected: "B"
            picker
            picker
              wheel "A" selected: 0
              wheel Small "Large"
            """)
        #expect(diagnosticLines(r) == [
            "2:31: row 4 is past the wheel's 3 values [rows are counted from 1; or name the value: selected: \"A\"]",
            "3:3: a wheel needs at least one value [for example: wheel \"A\" \"B\" \"C\"]",
            "4:23: unknown value 'B' [did you mean 'A'?]",
            "5:1: a picker needs at least one wheel [for example:\n  wheel \"A\" \"B\" \"C\" selected: 2]",
            "7:23: rows are counted from 1 [found 0; the first row is selected: 1]",
            "8:9: a wheel's values are quoted texts or numbers [found 'Small'; write it in quotes: \"Small\"]",
        ])
    }
}
