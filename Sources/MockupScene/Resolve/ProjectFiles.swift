import MockupSyntax

/// Files a mockup refers to (icons, images): found relative to the file the line is
/// written in (so an included part finds its own files), and confined to the project
/// folder like includes. Problems are reported at the value naming the file.
enum ProjectFiles {
    /// The file system, the path to show and the resolved path of `name`, or nil after
    /// reporting why it cannot be used. `kind` names the file in messages ("icon").
    static func locate(
        _ name: String, kind: String, at range: SourceRange, _ ctx: ElementContext
    ) -> (any SourceFileSystem, display: String, real: String)? {
        func fail(_ message: String, _ notes: [String] = []) -> (any SourceFileSystem, display: String, real: String)? {
            ctx.sink.error(message, at: range, notes: notes)
            return nil
        }
        guard !name.isEmpty else { return fail("empty \(kind) path") }
        guard !name.hasPrefix("/") else {
            return fail("\(kind) paths must be relative", ["paths start from the folder of the mockup file"])
        }
        guard let fs = ctx.options.fileSystem else {
            return fail(
                "cannot read \(kind) file '\(name)': this text has no folder",
                ["\(kind) files are found relative to the mockup file; compile a file to use them"])
        }
        let folder = Paths.directory(of: range.start.file)
        let display = Paths.normalize(Paths.join(folder, name))
        guard let real = fs.realPath(display) else {
            return fail("\(kind) file not found: \(name)", ["looked for '\(display)'"])
        }
        let rootPath = ctx.options.root ?? ctx.options.baseDirectory
        guard let root = fs.realPath(rootPath), Paths.isInside(real, root) else {
            return fail("\(kind) file escapes the project folder", ["'\(name)' must stay inside '\(rootPath)'"])
        }
        return (fs, display, real)
    }
}
