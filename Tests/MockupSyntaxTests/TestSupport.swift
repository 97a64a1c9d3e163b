import MockupSyntax

/// `file:line:column: severity: message`, the first line of a formatted diagnostic.
func header(_ d: Diagnostic) -> String {
    "\(d.range.start.file):\(d.range.start.line):\(d.range.start.column): \(d.severity.rawValue): \(d.message)"
}

/// Parses `text` as `t.mockup` with no file system.
func parse(_ text: String) -> ParseResult {
    MockupParser.parse(text: text, path: "t.mockup")
}

/// Parses `main.mockup` from an in-memory project in `/p` (paths relative to `/p`).
func parseProject(_ files: [String: [UInt8]], symlinks: [String: String] = [:], limits: Limits = .default)
    -> ParseResult
{
    let fs = InMemoryFileSystem(bytes: files, symlinks: symlinks, currentDirectory: "/p")
    return MockupParser.parseFile(path: "main.mockup", fileSystem: fs, limits: limits)
}

func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
