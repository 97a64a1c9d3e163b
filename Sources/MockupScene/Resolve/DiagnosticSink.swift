import MockupGeometry
import MockupSyntax

/// Collects diagnostics while a scene is resolved; a class so that the readers of
/// every element can append to one list.
final class DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []
    /// Files other than the mockup's read while resolving (displayed path → text).
    private(set) var sources: [String: String] = [:]

    private var viewCount = 0
    /// Image and icon files read so far, by resolved path and kind: a file used 64 times
    /// is read, decoded or parsed once (only successes are kept; a bad file is reported
    /// at every use).
    var imageFiles: [String: ImageSource] = [:]
    /// The `id:` names given so far and where (ids are unique in a screen).
    var anchors: [String: SourceRange] = [:]
    var iconFiles: [String: Icon] = [:]
    /// Files that failed, with the place of the first use (where their problem was
    /// reported in full): later uses get a one-line error instead of a second parse.
    var failedFiles: [String: SourceLocation] = [:]

    /// The short error for a later use of a file that failed at `first`, when it did.
    func repeatFailure(_ key: String, _ name: String, at range: SourceRange) -> Bool {
        guard let first = failedFiles[key] else { return false }
        error(
            "cannot use '\(name)'", at: range,
            notes: ["its problem is reported at its first use, \(first.file):\(first.line):\(first.column)"])
        return true
    }

    func addSource(_ text: String, path: String) { sources[path] = text }

    /// The resolved paths of the image and icon files used so far, sorted; image keys
    /// carry the written name before a NUL.
    var filesNamed: [String] {
        let keys = Array(imageFiles.keys) + Array(iconFiles.keys) + Array(failedFiles.keys)
        return Set(keys.map { String($0.split(separator: "\u{0}", omittingEmptySubsequences: false).last ?? "") }).sorted()
    }

    /// The kind of every element dispatched so far (`SceneResult.kinds`).
    private(set) var kinds = SourceKinds()

    /// Records that `node` was read as a `kind`.
    func record(_ node: Node, as kind: ElementKind) { kinds.record(kind, at: node.nameRange.start) }

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
        _ what: String, _ name: String, at range: SourceRange, candidates: [String], extra: [String] = [],
        suggestion: String?? = nil
    ) {
        var notes: [String] = []
        // A catalogue may suggest by meaning (a later iPhone by its screen size).
        if let s = suggestion ?? Suggestions.closest(to: name, among: candidates) {
            notes.append("did you mean '\(s)'?")
        }
        notes.append("expected one of: " + candidates.joined(separator: ", "))
        notes += extra
        error("unknown \(what) '\(name)'", at: range, notes: notes)
    }
}
