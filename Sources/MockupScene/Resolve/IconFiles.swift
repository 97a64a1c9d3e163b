import MockupGeometry
import MockupSyntax

/// Users' own icon files (`button icon: "icons/star.svg"`, `item icon: "icons/a.svg"`):
/// found relative to the file that names them, confined to the project folder like
/// includes, parsed with the built-in icons' reader. A missing or unreadable file is
/// reported at the value naming it; a malformed one at the offending place inside the
/// icon file (its line echoed), with a note naming the mockup line that uses it.
enum IconFiles {
    /// Whether a written icon name is a path to a file rather than a built-in name.
    static func isFileName(_ s: String) -> Bool { s.lowercased().hasSuffix(".svg") }

    /// Reads and parses the icon file `name` named by `value`, or reports why not.
    static func load(_ name: String, at value: Value, _ ctx: ElementContext) -> Icon? {
        guard let (fs, display, real) = ProjectFiles.locate(name, kind: "icon", at: value.range, ctx) else { return nil }
        // Parsed once per screen however often it is used (a big icon 64 times).
        if let known = ctx.sink.iconFiles[real] { return known }
        if ctx.sink.repeatFailure(real, name, at: value.range) { return nil }
        guard let icon = read(fs, display: display, real: real, name, at: value, ctx) else {
            ctx.sink.failedFiles[real] = value.range.start
            return nil
        }
        ctx.sink.iconFiles[real] = icon
        return icon
    }

    private static func read(
        _ fs: any SourceFileSystem, display: String, real: String, _ name: String, at value: Value, _ ctx: ElementContext
    ) -> Icon? {
        func fail(_ message: String, _ notes: [String] = []) -> Icon? {
            ctx.sink.error(message, at: value.range, notes: notes)
            return nil
        }
        let bytes: [UInt8]
        do {
            // Icons are tiny: BoundedFileReader.Kind.icon refuses more than 1 MiB unread.
            bytes = try fs.read(real, kind: .icon)
        } catch {
            return fail(
                (error as? SourceFileError)?.message(about: "icon file '\(name)'")
                    ?? "cannot read icon file '\(name)': \(error)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return fail("icon file '\(name)' is not UTF-8 text", ["icons are SVG files (docs/ICONS.md)"])
        }
        do {
            return try Icon.parse(text, file: display)
        } catch {
            // The icon file's own place, so editors jump to the bad command.
            ctx.sink.addSource(text, path: display)
            let start = SourceLocation(file: display, line: error.line, column: error.column)
            let at = value.range.start
            ctx.sink.error(
                error.message, at: SourceRange(start: start, length: 1),
                notes: [
                    "in the icon file used at \(at.file):\(at.line):\(at.column)",
                    "icon files are a small SVG subset: see docs/ICONS.md",
                ])
            return nil
        }
    }

    /// A tab icon written as a built-in name (`icon: gear`) or a file (`icon: "a.svg"`).
    static func tabIcon(_ v: Value, key: String, _ ctx: ElementContext) -> TabIcon? {
        switch v.kind {
        case .string(let s) where isFileName(s):
            return load(s, at: v, ctx).map { .file(name: s, icon: $0) }
        case .identifier(let s), .string(let s):
            if let name = IconNames.lookup(s, family: "tab") { return .builtin(name) }
            ctx.sink.unknown(
                "icon", s, at: v.range, candidates: IconNames.accepted("tab"),
                extra: ["or your own icon file: \(key): \"icons/\(s).svg\""])
            return nil
        default:
            ctx.sink.error(
                "'\(key)' expects an icon name or an icon file", at: v.range,
                notes: ["for example \(key): gear or \(key): \"icons/star.svg\""])
            return nil
        }
    }
}
