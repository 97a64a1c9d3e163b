import MockupSyntax
import Testing

@Test func noncharactersAreErrorsAtTheirPlace() {
    let escaped = MockupParser.parse(text: "navigation-bar title: \"a\\u{FFFF}b\"\n", path: "n.mockup")
    #expect(escaped.diagnostics.map { "\($0.range.start.column): \($0.message)" } == ["25: noncharacter U+FFFF in string"])
    // Swift literals refuse noncharacters: build the raw text from its scalar.
    var text = "navigation-bar title: \"a"
    text.unicodeScalars.append(Unicode.Scalar(0xFDD0)!)
    text += "b\"\n"
    let raw = MockupParser.parse(text: text, path: "n.mockup")
    #expect(raw.diagnostics.map { "\($0.range.start.column): \($0.message)" } == ["25: noncharacter U+FDD0 in string"])
    let fine = MockupParser.parse(text: "navigation-bar title: \"a\\u{1F600}\u{FFFD}b\"\n", path: "n.mockup")
    #expect(fine.diagnostics.isEmpty)
}
