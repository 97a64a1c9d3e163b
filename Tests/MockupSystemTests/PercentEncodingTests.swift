import Foundation
import MockupSystem
import Testing

/// SARIF URIs and Markdown image paths are escaped and unescaped as Foundation did.
@Test func urlPathIsAddingPercentEncodingForURLPathAllowed() {
    var everyASCII = ""
    for v in 1..<128 { everyASCII.unicodeScalars.append(Unicode.Scalar(UInt8(v))) }
    for s in ["", "/a/b c.mockup", "/tmp/ü é/π.mockup", "a%b#c?d;e[f]", everyASCII, "emoji 🙂"] {
        #expect(PercentEncoding.urlPath(s) == s.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), "\(s)")
    }
}

@Test func decodedIsRemovingPercentEncoding() {
    for s in ["", "a", "a%20b", "%C3%BC", "%c3%bc", "%", "%2", "%zz", "a%FFb", "100%", "%41%42"] {
        #expect(PercentEncoding.decoded(s) == s.removingPercentEncoding, "\(s)")
    }
}
