import MockupScene
import MockupSyntax

/// One guideline rule of `mockup lint`: its id, the guideline it comes from (English,
/// with the section of the iOS 7–9 HIG "UI Elements" chapter), an example that breaks it
/// and one that does not (the docs and the tests both read them), and its check.
public struct LintRule: Sendable {
    /// How a broken rule is reported (`--strict` reports every one as an error).
    public enum Severity: String, Sendable { case warning, note, error }

    /// Where the failing example is reported: line and column in that text.
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int
        public init(_ line: Int, _ column: Int) { self.line = line; self.column = column }
    }

    public let id: String
    public let severity: Severity
    /// The guideline's section ("Tab bar").
    public let section: String
    /// The guideline, quoted in English.
    public let guideline: String
    /// What the check looks for, in one line.
    public let trigger: String
    /// A whole file that breaks the rule, reported at `failingAt`.
    public let failing: String
    public let failingAt: Position
    /// The same file put right.
    public let passing: String
    let check: @Sendable (LintScope) -> [LintHit]

    init(
        _ id: String, _ severity: Severity = .warning, section: String, guideline: String, trigger: String,
        failing: String, at: Position, passing: String, check: @escaping @Sendable (LintScope) -> [LintHit]
    ) {
        self.id = id
        self.severity = severity
        self.section = section
        self.guideline = guideline
        self.trigger = trigger
        self.failing = failing
        self.failingAt = at
        self.passing = passing
        self.check = check
    }
}

/// What a check found: where, what, and the fix when one is clear.
public struct LintHit: Sendable {
    public var range: SourceRange
    public var message: String
    public var fix: String?
    public init(_ range: SourceRange, _ message: String, fix: String? = nil) {
        self.range = range
        self.message = message
        self.fix = fix
    }
}

/// A broken rule, ready to print.
public struct LintFinding: Sendable, Hashable {
    public var ruleID: String
    public var severity: LintRule.Severity
    public var message: String
    public var range: SourceRange
    /// The guideline quoted with its section, then the fix.
    public var notes: [String]

    /// As a compiler-style diagnostic: `message [L-id]` with the notes.
    public var diagnostic: Diagnostic {
        let level: Diagnostic.Severity = switch severity {
        case .note: .note
        case .warning: .warning
        case .error: .error
        }
        return Diagnostic(level, "\(message) [\(ruleID)]", at: range, notes: notes)
    }
}
