import Foundation
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
enum CaseDiscovery {
    static func files(_ inputs: [String]) throws -> (cases: [SourceFile], parts: [String]) {
        var found: [SourceFile] = []
        let fm = FileManager.default
        for input in inputs {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: input, isDirectory: &isDir) else {
                throw RegressionError("no such file or folder: \(input)")
            }
            if !isDir.boolValue {
                guard input.hasSuffix(".mockup") else { throw RegressionError("not a .mockup file: \(input)") }
                let name = (input as NSString).lastPathComponent
                found.append(SourceFile(path: input, stem: String(name.dropLast(".mockup".count))))
                continue
            }
            guard let walker = fm.enumerator(atPath: input) else {
                throw RegressionError("cannot read folder: \(input)")
            }
            var here: [String] = []
            for case let rel as String in walker {
                if (rel as NSString).lastPathComponent.hasPrefix(".") {
                    walker.skipDescendants()
                    continue
                }
                if rel.hasSuffix(".mockup") { here.append(rel) }
            }
            for rel in here.sorted() {
                found.append(SourceFile(path: join(input, rel), stem: String(rel.dropLast(".mockup".count))))
            }
        }
        guard !found.isEmpty else {
            throw RegressionError("no .mockup files in \(inputs.joined(separator: ", "))")
        }
        var included = Set<String>()
        for f in found {
            let parsed = MockupParser.parseFile(path: f.path)
            let me = canonical(f.path)
            for s in parsed.sources.keys where canonical(s) != me { included.insert(canonical(s)) }
        }
        let parts = found.filter { included.contains(canonical($0.path)) }.map(\.path)
        return (found.filter { !included.contains(canonical($0.path)) }, parts)
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
