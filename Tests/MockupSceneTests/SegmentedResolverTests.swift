import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

private func segmented(_ text: String) throws -> Segmented {
    let r = resolveScreen(text)
    #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
    return try #require(r.screen?.content.first?.view as? Segmented)
}

@Suite struct SegmentedViewResolverTests {
    @Test func theFirstSegmentIsSelectedUnlessToldOtherwise() throws {
        #expect(try segmented("segmented \"Day\" \"Week\"\n").control.selected == 0)
        #expect(try segmented("segmented \"Day\" \"Week\" selected: 2\n").control.selected == 1)
        #expect(try segmented("segmented \"Day\" \"Week\" selected: \"Week\"\n").control.selected == 1)
    }

    @Test func momentaryHasNoSelectedSegment() throws {
        let s = try segmented("segmented \"A\" \"B\" momentary\n")
        #expect(s.control.selected == nil)
    }

    @Test func disabledSegmentAndDisabledControl() throws {
        let s = try segmented("segmented \"A\" \"B\" \"C\" disabled-segment: 3 disabled\n")
        #expect(s.disabledSegment == 2 && s.disabled)
    }

    @Test func iconsAreOnePerSegment() throws {
        let s = try segmented("segmented icons: \"bookmarks search\"\n")
        #expect(s.icons == [.builtin("bar/bookmarks"), .builtin("bar/search")] && s.count == 2)
    }

    @Test func aSelectionPastTheCountIsAnErrorAtTheValue() {
        let r = resolveScreen("segmented \"A\" \"B\" selected: 3\n")
        #expect(diagnosticLines(r) == ["1:29: 'selected' expects a segment's position (1…2) or title [found 3]"])
    }

    @Test func anEmptyControlIsAnErrorAtItsName() {
        let r = resolveScreen("stack\n  segmented\n")
        #expect(diagnosticLines(r).first?.hasPrefix("2:3: a segmented control needs segments") == true)
    }

    @Test func anUnknownDisabledSegmentSuggestsATitle() {
        let r = resolveScreen("segmented \"Mail\" \"Calls\" disabled-segment: \"Cals\"\n")
        #expect(diagnosticLines(r) == ["1:44: unknown segment 'Cals' [did you mean 'Calls'?]"])
    }

    @Test func titlesAndIconsTogetherAreAnError() {
        let r = resolveScreen("segmented \"A\" icons: \"search\"\n")
        #expect(diagnosticLines(r).first?.hasPrefix("1:22: a segmented control shows titles or icons, not both") == true)
    }
}
