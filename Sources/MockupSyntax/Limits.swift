/// Hard limits that keep parsing bounded on any input: every one is checked and
/// reported as an ordinary error, never a trap or a hang.
public struct Limits: Sendable, Hashable {
    /// Largest file read, in bytes (after which the file is rejected unparsed).
    public var maxFileBytes: Int
    /// Longest line, in Unicode scalars.
    public var maxLineLength: Int
    /// Deepest element nesting, counted across includes.
    public var maxNestingDepth: Int
    /// Most elements in one document, counted across includes.
    public var maxNodes: Int
    /// Longest string value after decoding escapes, in Unicode scalars.
    public var maxStringLength: Int
    /// Most files in one chain of includes below the main file.
    public var maxIncludeDepth: Int
    /// Largest magnitude a number may have.
    public var maxNumberMagnitude: Double
    /// Most include lines expanded in one document, counted across all files: a file
    /// included ten times by files included ten times would otherwise multiply.
    public var maxIncludes: Int = 1_000
    /// Most bytes read for one document, the main file and every include counted each
    /// time it is expanded: within every other limit, text volume alone would otherwise
    /// cost minutes (thirty includes of a file near the 1 MiB limit).
    public var maxTotalBytes: Int = 2 << 20

    /// Creates a set of limits (tests use smaller ones).
    public init(
        maxFileBytes: Int, maxLineLength: Int, maxNestingDepth: Int, maxNodes: Int,
        maxStringLength: Int, maxIncludeDepth: Int, maxNumberMagnitude: Double
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxLineLength = maxLineLength
        self.maxNestingDepth = maxNestingDepth
        self.maxNodes = maxNodes
        self.maxStringLength = maxStringLength
        self.maxIncludeDepth = maxIncludeDepth
        self.maxNumberMagnitude = maxNumberMagnitude
    }

    /// The limits of language v1 (see docs/LANGUAGE.md, "Limits").
    public static let `default` = Limits(
        maxFileBytes: 1 << 20,  // 1 MiB
        maxLineLength: 10_000,
        maxNestingDepth: 64,
        maxNodes: 100_000,
        maxStringLength: 10_000,
        maxIncludeDepth: 16,
        maxNumberMagnitude: 1e9)
}
