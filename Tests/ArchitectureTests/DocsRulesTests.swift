import Foundation
import Testing

/// Rules on the docs and the comments that a reviewer would otherwise check by hand.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// docs/PERFORMANCE.md describes the present: current figures, how to reproduce them,
/// and one line per thing tried; a log of past passes would grow without end.
@Test func thePerformancePageStaysWithinTwoHundredFiftyLines() throws {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/PERFORMANCE.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    #expect(lines <= 250, "docs/PERFORMANCE.md has \(lines) lines")
}

/// Sources explain themselves: no tracker numbers ("#27") and no files outside the
/// repository (the reference pack beside it) as the reason for code.
@Test func sourcesCiteNoIssueNumbersAndNoFilesOutsideTheRepository() throws {
    let issue = try Regex(#"(^|[^&\w])#[0-9]{1,4}($|[^0-9A-Fa-f])"#)
    let outside = try Regex(#"ios-metrics\.md|hig-elements\.md|reference/captures|\.\./shared|/work/|DESIGN\.md"#)
    var found: [String] = []
    let sources = packageRoot.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    #expect(files.count > 100, "Sources/ not found or nearly empty: \(files.count) files")
    for file in files.sorted() where [".swift", ".c", ".h"].contains(where: file.hasSuffix) {
        let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Tracker numbers are looked for in comments only (code has CSS colours).
            let trimmed = line.drop { $0.isWhitespace }
            let comment = line.range(of: "//").map { line[$0.upperBound...] }
                ?? line.range(of: "/*").map { line[$0.upperBound...] }
                ?? (trimmed.hasPrefix("*") ? line : nil)
            if comment?.contains(issue) == true || line.contains(outside) {
                found.append("Sources/\(file):\(n + 1): \(trimmed)")
            }
        }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
}
