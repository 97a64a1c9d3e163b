/// One lexical token of an element line.
struct Token: Sendable {
    enum Kind: Sendable {
        /// A bare identifier (element name or identifier value).
        case identifier(String)
        /// An identifier directly followed by `:` (the colon is part of the token).
        case key(String)
        /// A string, number or colour.
        case value(ValueKind)
        /// End of line (or start of a trailing comment).
        case end
        /// A lexical error; the lexer returns only `.end` afterwards.
        case error(Diagnostic)
    }

    var kind: Kind
    /// 1-based column of the first scalar.
    var column: Int
    /// Number of scalars covered.
    var length: Int
}
