import MockupGeometry
import MockupSyntax

/// Reads the user's own icon files (`icon: "star.svg"`), relative to the folder of the
/// mockup file like images, through the injected `SceneOptions.readFile`.
enum IconFiles {
    /// Whether a written icon value names a file rather than a built-in icon.
    static func isFileName(_ s: String) -> Bool { s.lowercased().hasSuffix(".svg") }

    /// The parsed icon, or nil after reporting why not. A malformed file is reported at
    /// the offending spot inside it (`star.svg:3:14: expected a number after 'C'`), with
    /// a note naming the mockup line that uses it.
    static func load(_ name: String, at range: SourceRange, _ ctx: ElementContext) -> Icon? {
        let base = ctx.options.baseDirectory
        let path = name.hasPrefix("/") ? name : base + "/" + name
        let shown = name.hasPrefix("/") || base == "." ? name : path
        guard let text = ctx.options.readFile(path) else {
            ctx.sink.error(
                "icon file not found: \(name)", at: range,
                notes: ["paths are relative to the folder of the mockup file"])
            return nil
        }
        do {
            return try Icon.parse(text, file: shown)
        } catch {
            ctx.sink.addSource(text, path: shown)
            let start = SourceLocation(file: shown, line: error.line, column: error.column)
            ctx.sink.error(
                error.message, at: SourceRange(start: start, length: 1),
                notes: [
                    "in the icon file used at \(range.start.file):\(range.start.line):\(range.start.column)",
                    "icon files are a small SVG subset: see docs/ICONS.md",
                ])
            return nil
        }
    }

    /// A tab icon written as a built-in name (`icon: gear`) or a file (`icon: "a.svg"`).
    static func tabIcon(_ v: Value, key: String, _ ctx: ElementContext) -> TabIcon? {
        switch v.kind {
        case .string(let s) where isFileName(s):
            return load(s, at: v.range, ctx).map { .file(name: s, icon: $0) }
        case .identifier(let s), .string(let s):
            let names = IconNames.available("tab")
            if names.contains(s) { return .builtin(s) }
            ctx.sink.unknown(
                "icon", s, at: v.range, candidates: names,
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
