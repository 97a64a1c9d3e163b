/// `include "relative/path.mockup"`: resolution, safety checks and expansion.
extension DocumentBuilder {
    /// Parses the file an include line names and returns its top-level nodes
    /// (empty after an error, which is reported at the include line).
    func include(_ line: Node, depth: Int, session: inout ParseSession) -> [Node] {
        guard line.arguments.count == 1, line.attributes.isEmpty, let argument = line.arguments.first,
            case .string(let path) = argument.kind
        else {
            session.diagnostics.append(
                .error(
                    "expected one file path in quotes after 'include'", at: line.nameRange,
                    notes: ["write it as include \"parts/tabbar.mockup\""]))
            return []
        }
        func fail(_ message: String, _ notes: [String]) -> [Node] {
            session.diagnostics.append(.error(message, at: argument.range, notes: notes))
            return []
        }
        guard let fileSystem = session.fileSystem, let directory = unit.realDirectory else {
            return fail(
                "cannot include '\(path)': this text has no folder",
                ["includes are resolved relative to the including file; parse a file to use them"])
        }
        if path.isEmpty {
            return fail("empty include path", ["write a path relative to this file's folder"])
        }
        if path.hasPrefix("/") {
            return fail(
                "include paths must be relative", ["paths start from the folder of '\(unit.display)'"])
        }
        let display = Paths.normalize(Paths.join(Paths.directory(of: unit.display), path))
        let lexical = Paths.normalize(Paths.join(directory, path))
        // A path that leaves the project as written gets the same answer whether or not
        // something is there: the message must not tell which files exist outside.
        if let root = session.rootReal, !Paths.isInside(lexical, root) {
            return fail(
                "include escapes the project folder",
                ["'\(path)' must stay inside '\(session.rootDisplay)'"])
        }
        session.includes.insert(display)
        guard let real = fileSystem.realPath(lexical) else {
            // A link inside the project that leads out: the same answer as for a target
            // that exists, so that no message tells which files exist outside.
            if let root = session.rootReal, let leads = fileSystem.linkDestination(lexical), !Paths.isInside(leads, root) {
                return fail(
                    "include escapes the project folder",
                    ["'\(path)' must stay inside '\(session.rootDisplay)'"])
            }
            return fail("cannot find included file '\(path)'", ["looked for '\(display)'"])
        }
        guard let root = session.rootReal, Paths.isInside(real, root) else {
            return fail(
                "include escapes the project folder",
                ["'\(path)' must stay inside '\(session.rootDisplay)'"])
        }
        if let start = chain.firstIndex(where: { $0.key == real }) {
            let names = chain[start...].map(\.display) + [display]
            return fail(
                "include cycle: " + names.joined(separator: " → "),
                ["a file cannot include itself, directly or through other files"])
        }
        // `chain` holds the main file too, so its count is the new file's include depth.
        if chain.count > session.limits.maxIncludeDepth {
            return fail(
                "includes are nested too deeply",
                ["at most \(session.limits.maxIncludeDepth) levels of include below the main file"])
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(real)
        } catch {
            let reason = (error as? SourceFileError)?.message(about: "included file '\(path)'")
            return fail(reason ?? "cannot read included file '\(path)': \(error)", [])
        }
        session.totalBytes += bytes.count
        if session.totalBytes > session.limits.maxTotalBytes {
            session.aborted = true
            return fail(
                "the document's files are too large together (more than \(session.limits.maxTotalBytes) bytes with this include)",
                ["a document reads at most \(session.limits.maxTotalBytes) bytes, the main file and every include each time it is included"])
        }
        let included = SourceUnit(display: display, real: real, realDirectory: Paths.directory(of: real))
        guard let lines = MockupParser.decode(bytes, file: display, session: &session) else { return [] }
        var builder = DocumentBuilder(
            unit: included, chain: chain + [(display: display, key: real)], baseDepth: depth)
        return builder.build(lines, session: &session)
    }
}
