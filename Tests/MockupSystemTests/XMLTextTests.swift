import MockupSystem
import Testing

/// The one XML escaper: entities for the markup characters, references for the extra
/// ones a caller names, spaces for control characters XML 1.0 refuses.
@Suite struct XMLTextTests {
    static let sample = "a&b<c>d\"e'f#g\th\ni\u{01}j\rk é"

    @Test func svgTextEscapesHashAndFlattensNewlines() {
        #expect(XMLText.escaped(Self.sample, keepingNewlines: false, also: ["#"])
            == "a&amp;b&lt;c&gt;d&quot;e'f&#35;g\th i j k é")
    }

    @Test func reportsEscapeTheApostropheAndKeepNewlines() {
        #expect(XMLText.escaped(Self.sample, keepingNewlines: true, also: ["'"])
            == "a&amp;b&lt;c&gt;d&quot;e&#39;f#g\th\ni j k é")
    }
}
