import MockupSyntax

/// Collects diagnostics while a scene is resolved; a class so that the readers of
/// every element can append to one list.
final class DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []
    /// Files other than the mockup's read while resolving (displayed path → text).
    private(set) var sources: [String: String] = [:]

    private var viewCount = 0

    func addSource(_ text: String, path: String) { sources[path] = text }

    /// The next view number of this screen (`ViewNode.id`).
    func nextViewID() -> Int {
        viewCount += 1
        return viewCount
    }

    func error(_ message: String, at range: SourceRange, notes: [String] = []) {
        diagnostics.append(.error(message, at: range, notes: notes))
    }

    func warning(_ message: String, at range: SourceRange, notes: [String] = []) {
        diagnostics.append(.warning(message, at: range, notes: notes))
    }

    /// An "unknown X" error with a "did you mean" note when a candidate is close,
    /// else the list of valid names; `extra` notes follow.
    func unknown(
        _ what: String, _ name: String, at range: SourceRange, candidates: [String], extra: [String] = []
    ) {
        var notes: [String] = []
        if let s = Suggestions.closest(to: name, among: candidates) {
            notes.append("did you mean '\(s)'?")
        }
        notes.append("expected one of: " + candidates.joined(separator: ", "))
        notes += extra
        error("unknown \(what) '\(name)'", at: range, notes: notes)
    }
}
