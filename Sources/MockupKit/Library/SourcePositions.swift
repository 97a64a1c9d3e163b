import MockupLint
import MockupScene
import MockupSyntax

/// A diagnostic's place, read flat (the parser keeps it as a range).
extension Diagnostic {
    /// The file as displayed (the path given, or the name given to `compile(text:path:)`).
    public var file: String { range.start.file }
    /// The line, from 1.
    public var line: Int { range.start.line }
    /// The column, from 1, in characters.
    public var column: Int { range.start.column }
}

/// A lint finding's place and text, read as a diagnostic's are.
extension LintFinding {
    /// The file as displayed.
    public var file: String { range.start.file }
    /// The line, from 1.
    public var line: Int { range.start.line }
    /// The column, from 1, in characters.
    public var column: Int { range.start.column }
}
