import MockupSyntax

/// Where an element was written, carried beside its value for hand-off output (redlines,
/// `mockup spec`) and never part of it: every two marks are equal and hash alike, so
/// a bar or cell resolved from a file still equals the same one built by hand.
public struct SourceMark: Sendable, Hashable {
    /// The element name's range in the file; nil for elements built by hand.
    public var range: SourceRange?

    /// A mark at `range`.
    public init(_ range: SourceRange? = nil) { self.range = range }

    public static func == (a: SourceMark, b: SourceMark) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// A model that carries where it was written.
protocol SourceMarked {
    var source: SourceMark { get set }
}

extension StatusBar: SourceMarked {}
extension NavigationBar: SourceMarked {}
extension TabBar: SourceMarked {}
extension Toolbar: SourceMarked {}
extension SearchBar: SourceMarked {}
