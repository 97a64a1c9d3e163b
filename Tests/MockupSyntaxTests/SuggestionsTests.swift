import MockupSyntax
import Testing

@Suite struct SuggestionsTests {
    let elements = ["screen", "status-bar", "navigation-bar", "tab-bar", "toolbar", "cell", "subtitle", "value-1"]

    @Test func transpositionIsOneEdit() {
        #expect(Suggestions.closest(to: "subtitel", among: elements) == "subtitle")
    }

    @Test func caseInsensitive() {
        #expect(Suggestions.closest(to: "NAVIGATION-BAR", among: elements) == "navigation-bar")
        #expect(Suggestions.closest(to: "Scren", among: elements) == "screen")
    }

    @Test func tooFarGivesNil() {
        #expect(Suggestions.closest(to: "navbar", among: elements) == nil)
        #expect(Suggestions.closest(to: "xyz", among: elements) == nil)
        #expect(Suggestions.closest(to: "cell", among: []) == nil)
    }

    @Test func shortNamesAllowOneEdit() {
        #expect(Suggestions.closest(to: "cel", among: elements) == "cell")
        #expect(Suggestions.closest(to: "ce", among: elements) == nil)
    }

    @Test func tiesGoToFirstCandidate() {
        #expect(Suggestions.closest(to: "cat", among: ["bat", "hat"]) == "bat")
        #expect(Suggestions.closest(to: "cat", among: ["hat", "bat"]) == "hat")
        #expect(Suggestions.closest(to: "cat", among: ["hat", "cat"]) == "cat")
    }
}
