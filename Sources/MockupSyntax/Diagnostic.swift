/// A message about the input, tied to a place in a source file.
public struct Diagnostic: Sendable, Hashable {
    /// How serious the message is.
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    public var range: SourceRange
    /// Extra lines such as "expected …" or "did you mean 'subtitle'?".
    public var notes: [String]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at range: SourceRange, notes: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
    }

    /// Shorthand for an error.
    public static func error(_ message: String, at range: SourceRange, notes: [String] = [])
        -> Diagnostic
    {
        Diagnostic(.error, message, at: range, notes: notes)
    }

    /// Shorthand for a warning.
    public static func warning(_ message: String, at range: SourceRange, notes: [String] = [])
        -> Diagnostic
    {
        Diagnostic(.warning, message, at: range, notes: notes)
    }
}

extension Sequence {
    /// The elements in file order of the place `start` gives each, those at one place in
    /// the order they came (diagnostics and lint findings are reported this way, whatever
    /// order the checks ran in).
    public func inFileOrder(by start: (Element) -> SourceLocation) -> [Element] {
        enumerated().sorted { (start($0.element), $0.offset) < (start($1.element), $1.offset) }.map(\.element)
    }
}
