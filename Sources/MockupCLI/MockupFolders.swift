#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform

/// Folders given to `mockup fmt`: every `.mockup` file below them, as `gofmt` takes
/// folders.
enum MockupFolders {
    /// `paths` with each folder replaced by the `.mockup` files below it, sorted; other
    /// paths (files, `-`, paths that do not exist) stay as given, for the command to
    /// read or report. Symbolic links met inside a folder are not followed (a link to a
    /// folder above would loop) and hidden entries (`.git`, `.build`) are skipped.
    static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            var isFolder = false
            guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder
            else { return [path] }
            var found: [String] = []
            collect(path, into: &found, depth: 0)
            return found.sorted()
        }
    }

    /// Deep enough for any project; a bound all the same.
    private static let maxDepth = 64

    private static func collect(_ folder: String, into found: inout [String], depth: Int) {
        guard depth < maxDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var st = stat()
            guard lstat(path, &st) == 0 else { continue }
            switch st.st_mode & S_IFMT {
            case S_IFDIR: collect(path, into: &found, depth: depth + 1)
            case S_IFREG where name.hasSuffix(".mockup"): found.append(path)
            default: continue
            }
        }
    }
}
