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
