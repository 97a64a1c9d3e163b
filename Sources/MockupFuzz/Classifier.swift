import Foundation

/// Turns a finished process case into its outcome classes (one run may show several,
/// e.g. a crash that also left a temporary file).
enum Classifier {
    static let location = try! NSRegularExpression(pattern: "(^|\\n)[^\\s:][^:\\n]*:[0-9]+:[0-9]+: error: ")

    static func classify(
        _ c: ProcessCase, _ result: ChildResult, folder: String, scratchRoot: String, memoryCeilingKiB: Int
    ) -> [Outcome] {
        var found: [Outcome] = []
        let err = result.stderr
        if result.timedOut {
            found.append(.hang)
        } else if let s = result.signal {
            let memoryWords = ["alloc", "memory", "Memory"].contains { err.contains($0) }
            found.append(memoryWords || s == SIGKILL ? .memory : .crash)
        } else if let status = result.status {
            switch status {
            case 0:
                if c.invalidInput { found.append(.acceptedInvalid) }
            case 1:
                if c.isRender { found.append(.renderFailed) }
            case 2:
                if !wellFormed(err, c) { found.append(.badMessage) }
            default:
                found.append(.badExit)
            }
        }
        if result.maxRSSKiB > memoryCeilingKiB && !found.contains(.memory) { found.append(.memory) }
        // A crash's backtrace names source files: only messages count.
        if result.signal == nil, err.contains(scratchRoot) || err.range(of: "(^|[\\s'\"(])/(tmp|home|work|root|usr)/", options: .regularExpression) != nil {
            found.append(.machinePath)
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if names.contains(where: { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }) { found.append(.leftover) }
        let failed = result.signal != nil || result.timedOut || result.status == 2 || (c.isRender && result.status != 0)
        if failed && c.outputs.contains(where: { names.contains($0) }) { found.append(.outputAfterFailure) }
        return found.isEmpty ? [.ok] : found
    }

    /// `file:line:col: error:` for a render; the usage form; or, for `diff`, an error
    /// line naming one of its input files.
    static func wellFormed(_ err: String, _ c: ProcessCase) -> Bool {
        // The usage form: the error on one line, then where the options are.
        if err.contains("\n\nusage: mockup") || err.range(of: "^mockup [a-z]+: .+\nsee 'mockup [a-z]+ --help'\n?$", options: .regularExpression) != nil {
            return true
        }
        let ns = err as NSString
        if location.firstMatch(in: err, range: NSRange(location: 0, length: ns.length)) != nil { return true }
        if c.kind == "markdown" || c.kind == "report" {
            // `mockup markdown: error: …`, `doc.md: error: …`, `mockup test: error: s1/report.json: …`.
            return err.split(separator: "\n").contains { line in
                (line.hasPrefix("mockup markdown: error: ") || line.hasPrefix("doc.md: error: ")
                    || line.hasPrefix("mockup test: error: ")) && line.count > 24
            }
        }
        if !c.isRender {
            let inputs = c.arguments.filter { $0.hasSuffix(".png") }
            return err.split(separator: "\n").contains { line in
                line.contains("error:") && inputs.contains { line.contains($0 + ":") }
            }
        }
        return false
    }
}
