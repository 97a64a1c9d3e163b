#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Refuses outputs that would destroy an input or an output written earlier in the
/// same run (two `x.mockup` from different folders rendered into one `out/`).
struct OutputGuard {
    private var inputs: Set<String>
    private var written: [String: String] = [:]

    init(inputs: [String]) {
        self.inputs = Set(inputs.map(Self.canonical))
    }

    /// Why `target` must not be written for `source`, or nil when it may.
    mutating func refusal(_ target: String, for source: String) -> String? {
        let key = Self.canonical(target)
        if inputs.contains(key) {
            return "the output \(target) is an input file; choose another -o"
        }
        if let earlier = written[key] {
            return "\(target) was already written for \(earlier) in this run; render them into different folders"
        }
        written[key] = source
        return nil
    }

    /// Absolute, symlinks resolved where the file exists, `.`/`..` removed.
    static func canonical(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return url.resolvingSymlinksInPath().path
    }
}
