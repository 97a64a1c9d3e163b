import MockupPlatform
import CPangoCairo

/// Where the pinned font files are on this machine, found by their file names.
///
/// Looked for in the folders a program names (`FontSet(fontFolders:)`,
/// `MockupEngine(fontFolders:)`), else in those `MOCKUP_FONT_DIRS` names (separated by
/// colons), each folder itself and not below it; else at the Debian packages' paths
/// (`FontTable.pinnedFiles`), then, for any file not there, wherever the system's
/// fontconfig has indexed a file of that name (Homebrew's fonts, another distribution's
/// folders). Only a file of the pinned name is taken, so another version or a variable
/// face of the same family never stands in; the faces are then checked by `FontSet`.
public struct FontFiles: Sendable, Equatable {
    /// Pinned file name (as `FontTable` names it) → its path on this machine.
    public let paths: [String: String]
    /// The folders the private configuration lists, in order.
    let folders: [String]
    /// The fontconfig cache folders it reads, as `<cachedir>` elements.
    let cacheElements: [String]

    /// The environment variable that names the font folders.
    public static let environmentVariable = "MOCKUP_FONT_DIRS"

    /// Debian's folders, in the order the configuration lists them.
    static let debianFolders = [
        FontTable.interDirectory, FontTable.notoDirectory, FontTable.urwDirectory, FontTable.notoCoreDirectory,
    ]
    /// The cache the Debian font packages' triggers fill.
    static let systemCache = "<cachedir>/var/cache/fontconfig</cachedir>"
    /// The user's own cache (`~/.cache/fontconfig`), where `fc-cache` puts folders the
    /// system does not list.
    static let userCache = "<cachedir prefix=\"xdg\">fontconfig</cachedir>"

    /// The path of the pinned file `name` (its name itself if it was not located).
    public func path(_ name: String) -> String { paths[name] ?? name }

    /// Finds every pinned file, in `folders` if given (else `MOCKUP_FONT_DIRS`'s).
    ///
    /// - Throws: `FontError.missingFile` for the first file found nowhere.
    public static func locate(folders: [String]? = nil) throws(FontError) -> FontFiles {
        let environment = getenv(environmentVariable).map { String(cString: $0) }
        return try locate(folders: folders, environment: environment, pinned: FontTable.pinnedFiles)
    }

    /// As `locate(folders:)`, with the environment's value and the pinned list given
    /// (tests move the Debian folders away to reach fontconfig).
    static func locate(
        folders: [String]?, environment: String?, pinned: [(name: String, debianFolder: String)]
    ) throws(FontError) -> FontFiles {
        let fromEnvironment = environment.map { $0.split(separator: ":").map(String.init) }
        let named = [folders, fromEnvironment].compactMap { $0 }.first { !$0.isEmpty }
        if let named {
            // Absolute and without links, as fontconfig reports the files it opens.
            let resolved = named.compactMap(absolute)
            var paths: [String: String] = [:]
            for (name, _) in pinned {
                guard let folder = resolved.first(where: { access($0 + "/" + name, R_OK) == 0 }) else {
                    throw .missingFile(name, searched: named.joined(separator: ", "))
                }
                paths[name] = folder + "/" + name
            }
            return FontFiles(paths: paths, order: resolved, cacheElements: [systemCache, userCache])
        }
        var paths: [String: String] = [:]
        for (name, folder) in pinned where access(folder + "/" + name, R_OK) == 0 {
            paths[name] = folder + "/" + name
        }
        let order = debianFolders + pinned.map(\.debianFolder)
        let missing = pinned.filter { paths[$0.name] == nil }
        guard !missing.isEmpty else { return FontFiles(paths: paths, order: order, cacheElements: [systemCache]) }
        // Elsewhere than Debian: ask the system's own configuration (tens of
        // milliseconds, which the Debian layout never pays).
        let system = SystemFontconfig.files(named: Set(missing.map(\.name)))
        for (name, folder) in missing {
            guard let path = system.files[name] else {
                throw .missingFile(name, searched: "\(folder) and the folders the system's fontconfig lists")
            }
            paths[name] = path
        }
        let caches = [systemCache] + system.cacheFolders.map { "<cachedir>\(xmlEscaped($0))</cachedir>" }
        return FontFiles(paths: paths, order: order, cacheElements: caches.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
    }

    /// The files at `paths`, their folders listed in `order` first, then any others in
    /// the order of the pinned list.
    private init(paths: [String: String], order: [String], cacheElements: [String]) {
        self.paths = paths
        let parents = FontTable.pinnedFiles.compactMap { paths[$0.name] }.map(Self.folder)
        var folders: [String] = []
        for f in order + parents where parents.contains(f) && !folders.contains(f) { folders.append(f) }
        self.folders = folders
        self.cacheElements = cacheElements
    }

    /// The folder part of a path.
    private static func folder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `folder` made absolute, links resolved; nil when it does not exist.
    private static func absolute(_ folder: String) -> String? {
        guard let resolved = realpath(folder, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The private configuration's font folders and caches, escaped for its XML.
    var configElements: String {
        (folders.map { "<dir>\(Self.xmlEscaped($0))</dir>" } + cacheElements).joined(separator: "\n")
    }

    /// The accept rules: every pinned file by its path, in the pinned order.
    var acceptGlobs: String {
        FontTable.pinnedFiles.map { "<glob>\(Self.xmlEscaped(path($0.name)))</glob>" }.joined()
    }

    static func xmlEscaped(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}

/// The system's own fontconfig configuration, asked only when a pinned file is not at
/// its Debian path.
private enum SystemFontconfig {
    /// The first file fontconfig lists under each of `names`, and its cache folders.
    static func files(named names: Set<String>) -> (files: [String: String], cacheFolders: [String]) {
        guard let config = FcInitLoadConfigAndFonts() else { return ([:], []) }
        defer { FcConfigDestroy(config) }
        var files: [String: String] = [:]
        if let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() {
            defer {
                FcObjectSetDestroy(objects)
                FcPatternDestroy(pattern)
            }
            FcObjectSetAdd(objects, FC_FILE)
            if let list = FcFontList(config, pattern, objects) {
                defer { FcFontSetDestroy(list) }
                for i in 0..<Int(list.pointee.nfont) {
                    var file: UnsafeMutablePointer<FcChar8>? = nil
                    guard let font = list.pointee.fonts[i], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch,
                        let file
                    else { continue }
                    let path = String(cString: file)
                    let name = String(path.split(separator: "/").last ?? "")
                    if names.contains(name) && files[name] == nil { files[name] = path }
                }
            }
        }
        var caches: [String] = []
        if let dirs = FcConfigGetCacheDirs(config) {
            defer { FcStrListDone(dirs) }
            while let dir = FcStrListNext(dirs) { caches.append(String(cString: dir)) }
        }
        return (files, caches)
    }
}
