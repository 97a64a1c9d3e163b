import Foundation
import MockupSystem
import Testing

/// `mockup lint --format json|sarif` and `mockup check --json` must keep their bytes.
@Test func prettyIsJSONSerializationsPrettySortedWithoutEscapingSlashes() throws {
    let objects: [Any] = [
        [String: Any](), [Any](), ["a": 1],
        [
            "b": [1, 2], "a": [String: Any](), "e": [Any](), "s": "x/y\"\\\n\t\r\u{8}\u{c}\u{1}é\u{7f}\u{2028}🙂", "B": true,
            "n": -3, "f": false, "nested": [["k": "v", "K": 1, "a10": 1, "a9": 2, "$schema": "x"]], "notes": ["one", "two"],
        ],
        [
            "ruleId": "L-1", "ruleIndex": 0, "rules": [], "startLine": 1, "startColumn": 2, "endColumn": 3, "column": 1,
            "columnKind": "x", "code": NSNull(),
        ],
    ]
    for o in objects {
        let expected = String(
            decoding: try JSONSerialization.data(withJSONObject: o, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
            as: UTF8.self)
        let mine = try JSONText.pretty(replacingNulls(o))
        #expect(mine == expected)
    }
}

/// NSNull is Foundation's; the writer takes its own null.
private func replacingNulls(_ v: Any) -> Any {
    if v is NSNull { return JSONText.null }
    if let d = v as? [String: Any] { return d.mapValues(replacingNulls) }
    if let a = v as? [Any] { return a.map(replacingNulls) }
    return v
}

@Test func naturalOrderIsLocalizedStandardCompareForNames() {
    let names = ["Screens", "Controls", "controls", "Bars", "bars 2", "bars 10", "Tables", "a9", "a10", "Z", "Overlays", "iPad"]
    for a in names {
        for b in names where a != b {
            #expect(NaturalOrder.precedes(a, b) == (a.localizedStandardCompare(b) == .orderedAscending), "\(a) \(b)")
        }
    }
}

/// The hand-off spec's spelling of backspace and form feed (numeric escapes), beside
/// `JSONSerialization`'s (named ones); everything else the same.
@Suite struct JSONQuotingTests {
    @Test func backspaceAndFormFeedAreNamedOrNumeric() {
        let s = "a\u{08}b\u{0C}c\u{01}\"\\\n"
        #expect(JSONText.quoted(s) == "\"a\\bb\\fc\\u0001\\\"\\\\\\n\"")
        #expect(JSONText.quoted(s, namedBackspaceAndFormFeed: false) == "\"a\\u0008b\\u000cc\\u0001\\\"\\\\\\n\"")
    }
}
