import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// The content views of a resolved screen, depth first.
private func views(_ r: SceneResult) -> [any ContentView] {
    (r.screen?.content ?? []).flatMap(\.allNodes).map(\.view)
}

/// Problems found by the review of the control families: every error of a line in one
/// run, carets on the offending word, states that draw nothing refused.
@Suite struct ControlReviewResolverTests {
    @Test func aDatePickerReportsEveryProblemOfItsLineInOneRun() {
        let r = resolveScreen("date-picker locale: fr-FR date: \"2015-02-30\" hours: 13 minute-interval: 7\n")
        let found = diagnosticLines(r)
        #expect(found.count == 4, "\(found)")
        #expect(found.contains { $0.hasPrefix("1:21: unknown locale 'fr-FR'") })
        #expect(found.contains("1:33: '2015-02-30' does not exist [February 2015 has 28 days]"))
        #expect(found.contains("1:53: 'hours' expects 12 or 24 [found 13]"))
        #expect(found.contains("1:73: 'minute-interval' must divide 60 [found 7; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30]"))
        #expect(views(r).isEmpty)
    }

    @Test func anUnknownSegmentIconIsReportedAtItsWord() throws {
        let r = resolveScreen("segmented icons: \"bookmarks serch\"\n")
        let d = try #require(r.diagnostics.first)
        // The string starts at column 18 (its quote): "bookmarks " is 10 more, then the word.
        #expect(d.range.start.column == 29 && d.range.length == 5, "\(diagnosticLines(r))")
        #expect(d.message.contains("serch"))
        let first = try #require(resolveScreen("segmented icons: \"bookmrks search\"\n").diagnostics.first)
        #expect(first.range.start.column == 19 && first.range.length == 8)
    }

    @Test func aLabelsFractionalLineCountNamesTheValueFound() {
        #expect(diagnosticLines(resolveScreen("label \"A\" lines: 1.5\n")) == ["1:18: 'lines' expects a whole number [found 1.5]"])
    }

    @Test(arguments: [
        ("picker highlighted\n  wheel \"A\"\n", "picker", "highlighted"),
        ("picker selected\n  wheel \"A\"\n", "picker", "selected"),
        ("date-picker highlighted\n", "date-picker", "highlighted"),
        ("text-field selected\n", "text-field", "selected"),
        ("info-button selected\n", "info-button", "selected"),
        ("contact-add-button selected\n", "contact-add-button", "selected"),
    ])
    func aStateTheControlDoesNotDrawIsAnUnknownWord(_ text: String, _ element: String, _ word: String) {
        let m = diagnosticLines(resolveScreen(text))
        #expect(m.first?.contains("unknown word for '\(element)': '\(word)'") == true, "\(m)")
    }

    @Test func theStatesEachControlDrawsAreAccepted() {
        let r = resolveScreen("""
            picker disabled
              wheel "A"
            date-picker disabled
            text-field disabled
            info-button highlighted
            contact-add-button disabled
            """)
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        #expect(views(r).map { "\(type(of: $0))" } == ["Picker", "DatePicker", "TextField", "SystemButton", "SystemButton"])
    }

    @Test func datesAndPageCountsOutsideTheirRangesDoNotTrapTheWheels() {
        var d = DatePicker(mode: .dateAndTime, date: CalendarDate(year: 0, month: 13, day: 40, hour: 25, minute: 61))
        d.minuteInterval = 0
        for mode in DatePicker.Mode.allCases {
            d.mode = mode
            #expect(d.wheels.allSatisfy { $0.values.indices.contains($0.selected) })
        }
        #expect(CalendarDate(year: 2014, month: 13, day: 1).weekday >= 0)
        #expect(CalendarDate(year: 2014, month: -4, day: 1).weekday < 7)
    }
}
