import Foundation
import Testing

/// A generated part of a doc between two markers: with `MOCKUP_UPDATE_DOCS=1` it is
/// rewritten, otherwise it must equal `generated`.
enum GeneratedDocs {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func check(
        _ file: String, between startMarker: String, and endMarker: String, generated: String, rerun: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = root.appendingPathComponent(file).path
        let doc = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(doc.range(of: startMarker), "no start marker in \(file)", sourceLocation: sourceLocation)
        let end = try #require(doc.range(of: endMarker), "no end marker in \(file)", sourceLocation: sourceLocation)
        let current = String(doc[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        let wanted = generated.trimmingCharacters(in: .whitespacesAndNewlines)
        if ProcessInfo.processInfo.environment["MOCKUP_UPDATE_DOCS"] == "1", current != wanted {
            let updated = String(doc[..<start.upperBound]) + "\n\n" + generated + "\n" + String(doc[end.lowerBound...])
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == wanted, "\(file) is stale between its markers: run MOCKUP_UPDATE_DOCS=1 swift test --filter \(rerun)",
                sourceLocation: sourceLocation)
    }
}
