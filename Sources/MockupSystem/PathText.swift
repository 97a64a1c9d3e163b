/// The path-string operations `NSString` gave the executable (`(p as NSString).…`), with
/// the same results: runs of slashes count as one and a trailing slash is ignored, so
/// `"a//b/"` has the last component `"b"` and the folder `"a"`. Checked against
/// `NSString` by `PathTextTests`. One difference: corelibs traps on a one-character
/// relative path (`"a"`) where these return `""`.
public enum PathText {
    /// `"/a/b.png"` → `"b.png"`; `"/"` → `"/"`; `""` → `""`.
    public static func lastComponent(_ path: String) -> String {
        let fixed = normalised(path)
        guard fixed.utf16.count > 1 else { return fixed }
        return String(fixed[startOfLastComponent(fixed)...])
    }

    /// `"/a/b.png"` → `"/a"`; `"/a"` → `"/"`; `"a"` → `""`.
    public static func deletingLastComponent(_ path: String) -> String {
        let fixed = normalised(path)
        if fixed == "/" || fixed.isEmpty { return fixed }
        let start = startOfLastComponent(fixed)
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// `"a"` + `"b"` → `"a/b"`; `"a/"` + `"b"` → `"a/b"`; either empty → the other.
    public static func appending(_ path: String, _ component: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// `"a/b.mockup"` → `"a/b"`; `".hidden"` and `"a/.."` keep their dots.
    public static func deletingExtension(_ path: String) -> String {
        let fixed = normalised(path)
        guard fixed.utf16.count > 1, let dot = extensionDot(fixed) else { return fixed }
        return String(fixed[..<dot])
    }

    /// The relative path from folder `from` to `to` (both absolute and normalised):
    /// how messages show a place outside the project without printing the whole
    /// file system path.
    public static func relative(from: String, to: String) -> String {
        let a = from.split(separator: "/")
        let b = to.split(separator: "/")
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        let up = Array(repeating: "..", count: a.count - common)
        let path = (up + b[common...].map(String.init)).joined(separator: "/")
        return path.isEmpty ? "." : path
    }

    /// Slash runs made one slash, a trailing slash dropped ("/" itself stays), exactly
    /// as corelibs Foundation does it: after shortening a run it resumes at the run's
    /// old end index, so a second run just after it may keep two slashes ("///a///b" →
    /// "/a//b"). The same `String.Index` steps give the same quirk.
    static func normalised(_ path: String) -> String {
        if path == "/" { return path }
        var result = path
        var i = result.startIndex
        var end = result.endIndex
        while i < end {
            guard result[i] == "/" else {
                i = result.index(after: i)
                continue
            }
            var after = i
            while after < end && result[after] == "/" { after = result.index(after: after) }
            if after != result.index(after: i) {
                result.replaceSubrange(i..<after, with: "/")
                end = result.endIndex
            }
            i = after
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// Where the text after the last slash starts.
    private static func startOfLastComponent(_ fixed: String) -> String.Index {
        guard let slash = fixed.lastIndex(of: "/") else { return fixed.startIndex }
        return fixed.index(after: slash)
    }

    /// The dot before the extension of the last component, if it has one: not a dot
    /// that starts the component, and not the second dot of `".."`.
    private static func extensionDot(_ fixed: String) -> String.Index? {
        let start = startOfLastComponent(fixed)
        guard let dot = fixed[start...].lastIndex(of: "."), dot != start else { return nil }
        if fixed[start...] == ".." { return nil }
        return dot
    }
}
