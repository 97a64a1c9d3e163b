import MockupGeometry
import MockupSyntax

/// Users' own icon files (`button icon: "icons/star.svg"`): found relative to the file
/// that names them, confined to the project folder like includes, parsed with the
/// built-in icons' reader. Every problem is reported at the value that names the file.
enum IconFiles {
    /// Icon files larger than this are refused before parsing (icons are tiny).
    static let maxBytes = 1 << 20

    /// Whether a written icon name is a path to a file rather than a built-in name.
    static func isFileName(_ s: String) -> Bool { s.lowercased().hasSuffix(".svg") }

    /// Reads and parses the icon file `name` named by `value`, or reports why not.
    static func load(_ name: String, at value: Value, _ ctx: ElementContext) -> Icon? {
        func fail(_ message: String, _ notes: [String] = []) -> Icon? {
            ctx.sink.error(message, at: value.range, notes: notes)
            return nil
        }
        guard !name.isEmpty else { return fail("empty icon path") }
        guard !name.hasPrefix("/") else {
            return fail("icon paths must be relative", ["paths start from the folder of the mockup file"])
        }
        guard let fs = ctx.options.fileSystem else {
            return fail(
                "cannot read icon file '\(name)': this text has no folder",
                ["icon files are found relative to the mockup file; compile a file to use them"])
        }
        // Relative to the file the line is written in (an included part finds its own icons).
        let folder = Paths.directory(of: value.range.start.file)
        let display = Paths.normalize(Paths.join(folder, name))
        guard let real = fs.realPath(display) else {
            return fail("icon file not found: \(name)", ["looked for '\(display)'"])
        }
        let rootPath = ctx.options.root ?? ctx.options.baseDirectory
        guard let root = fs.realPath(rootPath), Paths.isInside(real, root) else {
            return fail("icon file escapes the project folder", ["'\(name)' must stay inside '\(rootPath)'"])
        }
        let bytes: [UInt8]
        do {
            bytes = try fs.read(real)
        } catch {
            return fail("cannot read icon file '\(name)'", ["\(error)"])
        }
        guard bytes.count <= maxBytes else {
            return fail("icon file '\(name)' is too large", ["icon files hold at most \(maxBytes) bytes"])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return fail("icon file '\(name)' is not UTF-8 text", ["icons are SVG files (docs/ICONS.md)"])
        }
        do {
            return try Icon.parse(text, file: display)
        } catch {
            // The icon file's own place first, so editors can jump to the bad command.
            return fail(
                "malformed icon file '\(name)'",
                ["\(error.description)", "the icon format is a small SVG subset (docs/ICONS.md)"])
        }
    }
}
