/// A position in a source file: 1-based line and column (columns count Unicode
/// scalars, so a caret lines up under CJK text in a terminal only approximately).
public struct SourceLocation: Sendable, Hashable, Comparable {
    /// Path of the file as it should be shown to the user.
    public var file: String
    public var line: Int
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A span in one line of a source file: where it starts and how many columns it covers.
public struct SourceRange: Sendable, Hashable {
    public var start: SourceLocation
    /// Number of columns covered (at least 1 for carets).
    public var length: Int

    /// Creates a range.
    public init(start: SourceLocation, length: Int) {
        self.start = start
        self.length = length
    }
}
