/// Lexical path helpers ('/'-separated, no file system access).
public enum Paths {
    /// The directory part: `a/b.mockup` → `a`, `b.mockup` → `` (empty), `/b` → `/`.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `dir/rel`, or `rel` alone when `dir` is empty.
    public static func join(_ directory: String, _ relative: String) -> String {
        if directory.isEmpty { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// Removes `.`, empty components and `name/..` pairs; keeps leading `..` of relative paths.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` is `directory` or lies below it (both already normalised).
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        if directory == "/" { return path.hasPrefix("/") }
        return path == directory || path.hasPrefix(directory + "/")
    }
}
