import Foundation
import MockupSystem
import Testing

/// The trimming and searching that replaced Foundation's give the same strings.
private let samples = [
    "", " ", "\t", "a", " a ", "\ta b\t", "\u{a0}x\u{2003}", " \n a \r\n", "\u{2028}x\u{85}", "\n", " é ", " \u{301}a ",
    "a\u{200b}", "x\u{3000}", "\u{feff}a\u{180e}", "\u{2060}b\u{200a}", "\u{1680}c\u{205f}",
]

@Test func trimmingSpacesIsTrimmingWhitespaces() {
    for s in samples { #expect(s.trimmingSpaces() == s.trimmingCharacters(in: .whitespaces), "\(Array(s.unicodeScalars))") }
}

@Test func trimmingSpacesAndNewlinesIsTrimmingWhitespacesAndNewlines() {
    for s in samples {
        #expect(s.trimmingSpacesAndNewlines() == s.trimmingCharacters(in: .whitespacesAndNewlines), "\(Array(s.unicodeScalars))")
    }
}

@Test func lastRangeIsTheBackwardSearch() {
    for (text, needle) in [("a](b](c", "]("), ("<svg></svg>", "</svg>"), ("aaaa", "aa"), ("x", "y"), ("", "a"), ("ab", "ab")] {
        let mine = text.lastRange(of: needle).map { text.distance(from: text.startIndex, to: $0.lowerBound) }
        let theirs = text.range(of: needle, options: .backwards).map { text.distance(from: text.startIndex, to: $0.lowerBound) }
        #expect(mine == theirs, "\(text) \(needle)")
    }
}
