import MockupGeometry
@testable import MockupScene
import MockupSyntax
import Testing

/// The text views of a resolved screen, depth first.
private func textViews(_ r: SceneResult) -> [TextView] {
    (r.screen?.content ?? []).flatMap(\.allNodes).compactMap { $0.view as? TextView }
}

/// Text views: paragraphs, caret, selection and detectors, and where bad input is reported.
@Suite struct TextViewResolverTests {
    @Test func paragraphsOnTheLineAndUnderItAreJoinedByLineBreaks() throws {
        let r = resolveScreen("""
            text-view "One" "Two" headline center color: red scroll: 12
              p "Three"
              p ""
            """)
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        let t = try #require(textViews(r).first)
        #expect(t.text == "One\nTwo\nThree\n")
        #expect(t.style == .headline && t.alignment == .center && t.color == Palette.red && t.scroll == 12)
        #expect(t.caretIndex == nil, "not editing: no caret")
    }

    @Test func caretCountsCharactersAndImpliesEditing() throws {
        let r = resolveScreen("""
            text-view "你好 world" caret: 3
            text-view "abc" caret: end
            text-view "abc" editing
            """)
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        let t = textViews(r)
        #expect(t.count == 3)
        #expect(t.first?.caretIndex == 3 && t.first?.editing == true)
        #expect(t.dropFirst().first?.caretIndex == 3)
        #expect(t.last?.caretIndex == 3, "editing without a caret: at the end")
    }

    @Test func selectionByTextOrByIndices() throws {
        let r = resolveScreen("""
            text-view "The quick brown fox" selection: "brown"
            text-view "The quick brown fox" selection: 4 selection-end: 9 caret: 2
            """)
        #expect(diagnosticLines(r) == ["2:70: a selection hides the caret [UIKit draws either the caret or a selection: remove one]"])
        let t = textViews(r)
        #expect(t.first?.selection == 10..<15)
        #expect(t.last?.selection == 4..<9)
        #expect(t.last?.caretIndex == nil, "a selection hides the caret")
    }

    @Test func theSelectedTextIsFoundWhereItFirstOccurs() {
        func find(_ n: String, _ t: String) -> Int? { TextView.firstOccurrence(of: Array(n), in: Array(t)) }
        #expect(find("aab", "aaaab") == 2)
        #expect(find("abab", "abacababab") == 4)
        #expect(find("x", "abc") == nil && find("", "abc") == nil && find("abcd", "abc") == nil)
        #expect(find("好", "你好") == 1)
        // Linear: a pathological pair answers at once.
        let long = String(repeating: "a", count: 200_000) + "b"
        #expect(find(String(repeating: "a", count: 5_000) + "b", long) == 195_000)
    }

    @Test func caretAndSelectionOutsideTheTextAreErrorsAtTheValue() {
        let r = resolveScreen("""
            text-view "Hello" caret: 6
            text-view "Hello" selection: "world"
            text-view "Hello" selection: 2 selection-end: 9
            text-view "Hello" selection: 3 selection-end: 1
            text-view "Hello" caret: 1.5
            text-view "Hello" selection: 2
            """)
        let m = diagnosticLines(r)
        #expect(m == [
            "1:26: caret 6 is outside the text (5 characters) [indices run from 0 (before the first character) to 5 (after the last)]",
            "2:30: the selection \"world\" is not in the text [select a part of the text, as written]",
            "3:47: selection end 9 is outside the text (5 characters) [indices run from 0 (before the first character) to 5 (after the last)]",
            "4:47: the selection ends before it starts ['selection-end' must be greater than 3]",
            "5:26: 'caret' must be a whole number of characters [found 1.5]",
            "6:30: a numeric 'selection:' needs 'selection-end:' [for example: selection: 2 selection-end: 5]",
        ], "\(m)")
    }

    @Test func detectorsFindLinksPhoneNumbersAddressesAndDates() throws {
        let text = "See www.apple.com/ios, call +1 (408) 996-1010 at 1 Infinite Loop, Cupertino tomorrow at 7pm."
        let r = resolveScreen("text-view \"\(text)\" detect: all")
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        let t = try #require(textViews(r).first)
        let chars = Array(t.text)
        let found = t.links.map { String(chars[$0]) }
        #expect(found == ["www.apple.com/ios", "+1 (408) 996-1010", "1 Infinite Loop, Cupertino", "tomorrow at 7pm"], "\(found)")
        let only = resolveScreen("text-view \"\(text)\" detect: \"links phone-numbers\"")
        let links = try #require(textViews(only).first).links.map { String(chars[$0]) }
        #expect(links == ["www.apple.com/ios", "+1 (408) 996-1010"], "\(links)")
    }

    @Test func detectorsDoNotTakeShortNumbersOrPlainWords() {
        let found = DataDetector.find(Set(DataDetector.Kind.allCases), in: "Room 12 on floor 3, version 2.4, e.g. fine")
        #expect(found.isEmpty, "\(found)")
    }

    @Test func unknownDetectorAndDetectingWhileEditingAreReported() {
        let r = resolveScreen("""
            text-view "a" detect: "links phone-number"
            text-view "www.apple.com" detect: links editing
            """)
        let m = diagnosticLines(r)
        #expect(m == [
            "1:23: unknown data detector 'phone-number' [did you mean 'phone-numbers'?]",
            "2:35: a text view detects data only when it is not editable [UITextView draws no detected links while editing: remove 'editing'/'caret:' or 'detect:']",
        ], "\(m)")
    }
}
