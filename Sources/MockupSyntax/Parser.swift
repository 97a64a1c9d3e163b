/// The result of parsing a file and its includes.
public struct ParseResult: Sendable {
    /// The nodes, with includes expanded in place (partial when there are errors).
    public var document: Document
    /// All diagnostics, sorted by file, line and column.
    public var diagnostics: [Diagnostic]
    /// Displayed path → file text, for echoing source lines in messages.
    public var sources: [String: String]
    /// Every file an include line looked for (displayed paths), found, missing or
    /// unreadable: what `watch` must look at again, since any of them may appear.
    public var includes: Set<String> = []

    /// Creates a result.
    public init(document: Document, diagnostics: [Diagnostic], sources: [String: String]) {
        self.document = document
        self.diagnostics = diagnostics
        self.sources = sources
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Entry points of the mockup language parser (see docs/LANGUAGE.md).
public enum MockupParser {
    /// Parses text that has no file of its own. Includes are errors unless a
    /// `fileSystem` is given; they then resolve from the directory of `path`
    /// and must stay inside `root` (default: that directory).
    public static func parse(
        text: String, path: String, root: String? = nil, fileSystem: (any SourceFileSystem)? = nil,
        limits: Limits = .default
    ) -> ParseResult {
        parse(bytes: Array(text.utf8), path: path, root: root, fileSystem: fileSystem, limits: limits)
    }

    /// Parses raw bytes (checked for size and UTF-8) as the file `path`.
    public static func parse(
        bytes: [UInt8], path: String, root: String? = nil, fileSystem: (any SourceFileSystem)? = nil,
        limits: Limits = .default
    ) -> ParseResult {
        let unit = SourceUnit(
            display: path, real: fileSystem?.realPath(path),
            realDirectory: fileSystem?.realPath(directory(of: path)))
        return run(bytes: bytes, unit: unit, root: root, fileSystem: fileSystem, limits: limits)
    }

    /// Parses a file and its includes. `path` is kept as typed for display;
    /// `root` (default: the file's directory) bounds where includes may point.
    public static func parseFile(
        path: String, root: String? = nil, fileSystem: any SourceFileSystem = DiskFileSystem(),
        limits: Limits = .default
    ) -> ParseResult {
        let start = SourceRange(start: SourceLocation(file: path, line: 1, column: 1), length: 1)
        guard let real = fileSystem.realPath(path) else {
            return ParseResult(
                document: Document(nodes: []),
                diagnostics: [.error("cannot find file '\(path)'", at: start, notes: ["check the path"])],
                sources: [:])
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(real)
        } catch {
            return ParseResult(
                document: Document(nodes: []),
                diagnostics: [
                    .error(
                        (error as? SourceFileError)?.message(about: "file '\(path)'")
                            ?? "cannot read file '\(path)': \(error)", at: start)
                ],
                sources: [:])
        }
        let unit = SourceUnit(display: path, real: real, realDirectory: Paths.directory(of: real))
        return run(bytes: bytes, unit: unit, root: root, fileSystem: fileSystem, limits: limits)
    }

    private static func directory(of path: String) -> String {
        let directory = Paths.directory(of: path)
        return directory.isEmpty ? "." : directory
    }

    private static func run(
        bytes: [UInt8], unit: SourceUnit, root: String?, fileSystem: (any SourceFileSystem)?, limits: Limits
    ) -> ParseResult {
        let rootDisplay = root ?? directory(of: unit.display)
        var session = ParseSession(
            fileSystem: fileSystem, rootReal: fileSystem?.realPath(rootDisplay), rootDisplay: rootDisplay,
            limits: limits)
        session.totalBytes = bytes.count
        var nodes: [Node] = []
        if let lines = decode(bytes, file: unit.display, session: &session) {
            var builder = DocumentBuilder(
                unit: unit, chain: [(display: unit.display, key: unit.real ?? unit.display)], baseDepth: 0)
            nodes = builder.build(lines, session: &session)
        }
        // Stable sort; an include read twice reports its errors twice, so drop repeats.
        var seen = Set<Diagnostic>()
        let sorted = session.diagnostics.enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
            .map(\.element)
            .filter { seen.insert($0).inserted }
        var result = ParseResult(document: Document(nodes: nodes), diagnostics: sorted, sources: session.sources)
        result.includes = session.includes
        return result
    }

    /// Checks size and encoding, records the text for display, and splits it into lines.
    static func decode(_ bytes: [UInt8], file: String, session: inout ParseSession) -> [[Unicode.Scalar]]? {
        let start = SourceRange(start: SourceLocation(file: file, line: 1, column: 1), length: 1)
        if bytes.count > session.limits.maxFileBytes {
            session.diagnostics.append(
                .error(
                    "file is too large (more than \(session.limits.maxFileBytes) bytes)", at: start,
                    notes: ["files hold at most \(session.limits.maxFileBytes) bytes"]))
            return nil
        }
        switch SourceText.decode(bytes) {
        case .lines(let lines, let text):
            session.sources[file] = text
            return lines
        case .invalidUTF8(let line, let column, let offset, let lossyText):
            session.sources[file] = lossyText
            session.diagnostics.append(
                .error(
                    "file is not valid UTF-8",
                    at: SourceRange(start: SourceLocation(file: file, line: line, column: column), length: 1),
                    notes: ["the first invalid byte is at offset \(offset); save the file as UTF-8"]))
            return nil
        }
    }
}
