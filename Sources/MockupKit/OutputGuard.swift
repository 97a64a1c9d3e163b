#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Refuses outputs that would destroy an input, a file in a folder the run only reads
/// (the goldens, the shard folders a merge reads), or an output written earlier in the
/// same run (two `x.mockup` from different folders rendered into one `out/`).
package struct OutputGuard {
    private var inputs: Set<String>
    private var folders: [(path: String, what: String)]
    private var written: [String: String] = [:]

    /// A guard for a run that reads `inputs` and everything inside `folders` (each with
    /// the words that name it: "the golden folder").
    package init(inputs: [String], folders: [(path: String, what: String)] = []) {
        self.inputs = Set(inputs.map(Self.canonical))
        self.folders = folders.map { (Self.canonical($0.path), $0.what) }
    }

    /// Why `target` must not be written for `source`, or nil when it may; `option` is
    /// the flag that named it, for the hint.
    package mutating func refusal(_ target: String, for source: String, option: String = "-o") -> String? {
        let key = Self.canonical(target)
        if inputs.contains(key) {
            return "the output \(target) is an input file; choose another \(option)"
        }
        if let folder = folders.first(where: { key.hasPrefix($0.path == "/" ? "/" : $0.path + "/") }) {
            return "the output \(target) is inside \(folder.what); choose another \(option)"
        }
        if let earlier = written[key] {
            let hint = option == "-o" ? "render them into different folders" : "choose another \(option)"
            return "\(target) was already written for \(earlier) in this run; \(hint)"
        }
        written[key] = source
        return nil
    }

    /// Absolute, symlinks resolved where the file exists, `.`/`..` removed.
    package static func canonical(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return url.resolvingSymlinksInPath().path
    }
}
