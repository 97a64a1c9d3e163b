#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform
import MockupSystem
import MockupSyntax

/// A `.mockup` file to test, with its place in the mirrored tree.
struct SourceFile: Sendable {
    /// The path to read.
    var path: String
    /// Path relative to its input folder, without `.mockup`: `settings`, `sub/login`.
    var stem: String
}

/// Finds the files of a run: every `.mockup` under the input folders (or the files
/// given), sorted, minus the parts, i.e. files that another found file includes (such
/// as `samples/parts/app-tab-bar.mockup`): they are tested through their includers.
/// `sources` is every mockup file the cases read, includes outside the inputs too.
enum CaseDiscovery {
    static func files(_ inputs: [String]) throws -> (cases: [SourceFile], parts: [String], sources: [String]) {
        var found: [SourceFile] = []
        let fm = FileManager.default
        for input in inputs {
            var isDir = false
            guard fm.fileExists(atPath: input, isDirectory: &isDir) else {
                throw RegressionError("no such file or folder: \(input)")
            }
            if !isDir {
                guard input.hasSuffix(".mockup") else { throw RegressionError("not a .mockup file: \(input)") }
                let name = PathText.lastComponent(input)
                found.append(SourceFile(path: input, stem: String(name.dropLast(".mockup".count))))
                continue
            }
            guard let here = mockupFiles(under: input) else {
                throw RegressionError("cannot read folder: \(input)")
            }
            for rel in here.sorted() {
                found.append(SourceFile(path: join(input, rel), stem: String(rel.dropLast(".mockup".count))))
            }
        }
        guard !found.isEmpty else {
            throw RegressionError("no .mockup files in \(inputs.joined(separator: ", "))")
        }
        var included = Set<String>()
        var sources = found.map(\.path)
        for f in found {
            let parsed = MockupParser.parseFile(path: f.path)
            let me = canonical(f.path)
            for s in parsed.sources.keys where canonical(s) != me {
                if included.insert(canonical(s)).inserted { sources.append(s) }
            }
        }
        let parts = found.filter { included.contains(canonical($0.path)) }.map(\.path)
        return (found.filter { !included.contains(canonical($0.path)) }, parts, sources)
    }

    /// The `.mockup` entries below `folder`, as paths relative to it, skipping hidden
    /// files and folders and not following links to folders (as the Foundation
    /// enumerator this replaces did); nil if `folder` cannot be read.
    static func mockupFiles(under folder: String) -> [String]? {
        entries(under: folder, hidden: false) { name, _ in name.hasSuffix(".mockup") }
    }

    /// The entries below `folder` that `keep` (name, is a folder) accepts, as paths
    /// relative to it, walking folders but not links to folders; hidden entries only
    /// when `hidden`. Nil if `folder` cannot be read.
    static func entries(under folder: String, hidden: Bool, where keep: (String, Bool) -> Bool) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var found: [String] = []
        for name in names where hidden || !name.hasPrefix(".") {
            var info = stat()
            let isFolder = lstat(join(folder, name), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            if keep(name, isFolder) { found.append(name) }
            if isFolder {
                found += (entries(under: join(folder, name), hidden: hidden, where: keep) ?? []).map { name + "/" + $0 }
            }
        }
        return found
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    static func join(_ a: String, _ b: String) -> String {
        a.hasSuffix("/") ? a + b : a + "/" + b
    }

    /// Whether `name` is selected by `pattern` (glob over the whole name, or substring).
    static func matches(_ name: String, _ pattern: String?) -> Bool {
        guard let pattern, !pattern.isEmpty else { return true }
        if pattern.contains(where: { "*?[".contains($0) }) {
            return fnmatch(pattern, name, 0) == 0
        }
        return name.contains(pattern)
    }
}
