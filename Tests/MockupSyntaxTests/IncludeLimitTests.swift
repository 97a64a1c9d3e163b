import MockupSyntax
import Testing

/// Files that each include the next one ten times multiply: 10 + 100 + 1,000 + …
/// include lines. The include limit stops that early instead of parsing 10^n files.
@Test func multiplyingIncludesStopAtTheIncludeLimit() {
    var files: [String: String] = ["/p/g6.mockup": "# leaf\n"]
    for i in 0..<6 {
        files["/p/g\(i).mockup"] = String(repeating: "include \"g\(i + 1).mockup\"\n", count: 10)
    }
    let r = MockupParser.parseFile(
        path: "/p/g0.mockup", fileSystem: InMemoryFileSystem(files: files, currentDirectory: "/p"))
    let errors = r.diagnostics.filter { $0.message == "too many includes" }
    #expect(errors.count == 1)
    #expect(errors.first?.notes == ["a document expands at most 1000 include lines, counting included files"])
}

/// Thirty includes of a part near the 1 MiB file limit pass every other limit; the
/// bytes read for one document are capped, and the include that goes past the cap is
/// refused before it is parsed.
@Test func includedBytesStopAtTheTotalBudget() {
    let part = String(repeating: "label \"" + String(repeating: "a", count: 990) + "\"\n", count: 900)  // 899,100 bytes
    let files = [
        "/p/main.mockup": "screen\n" + String(repeating: "  include \"part.mockup\"\n", count: 30),
        "/p/part.mockup": part,
    ]
    let r = MockupParser.parseFile(
        path: "/p/main.mockup", fileSystem: InMemoryFileSystem(files: files, currentDirectory: "/p"))
    // 727 bytes of main file, then 899,100 for each part: the third goes past 2 MiB.
    #expect(r.diagnostics.map(header) == [
        "/p/main.mockup:4:11: error: the document's files are too large together (more than 2097152 bytes with this include)"
    ])
    #expect(r.diagnostics.first?.notes == [
        "a document reads at most 2097152 bytes, the main file and every include each time it is included"
    ])
    #expect(r.document.nodes.first?.children.count == 1_800)
}
