import Foundation

/// Appends one line per input to `results.tsv` (index, kind, outcome, description) and
/// saves each finding's input under `<out>/<outcome>/<index>-<kind>/`. Unbuffered, so
/// that a crash of the fuzzer itself loses nothing already recorded. Thread-safe.
final class Recorder: @unchecked Sendable {
    let out: String
    private let lock = NSLock()
    private let fd: Int32
    private var saved: [String: Int] = [:]
    private(set) var counts: [String: Int] = [:]
    /// Inputs saved per outcome and kind; more are counted, not saved.
    let maxSaved = 25

    init(out: String) {
        self.out = out
        try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        fd = open(out + "/results.tsv", O_WRONLY | O_CREAT | O_APPEND, 0o644)
    }

    func record(index: Int, kind: String, outcomes: [Outcome], how: String, save: (String) -> Void) {
        lock.lock()
        var line = ""
        var folders: [String] = []
        for o in outcomes {
            line += "\(index)\t\(kind)\t\(o.rawValue)\t\(how.replacingOccurrences(of: "\t", with: " "))\n"
            counts[o.rawValue, default: 0] += 1
            guard o != .ok else { continue }
            let key = o.rawValue + "/" + kind
            if saved[key, default: 0] < maxSaved {
                saved[key, default: 0] += 1
                folders.append(out + "/" + o.rawValue + "/\(index)-\(kind)")
            }
        }
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
        lock.unlock()
        for f in folders {
            try? FileManager.default.createDirectory(atPath: f, withIntermediateDirectories: true)
            save(f)
        }
    }
}
