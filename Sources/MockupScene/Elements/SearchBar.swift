/// A search bar: a rounded field with a magnifier, placeholder or typed text, optional
/// prompt, Cancel button while active, and a scope bar under it.
public struct SearchBar: Sendable, Hashable {
    /// Prominent draws its own grey background; minimal blends into what is behind.
    public enum Style: String, Sendable, Hashable, CaseIterable { case prominent, minimal }

    public var style: Style = .prominent
    public var placeholder: String = "Search"
    /// Typed text; `nil` shows the placeholder.
    public var text: String?
    /// One short line above the field.
    public var prompt: String?
    /// Active: Cancel button at the right (and the scope bar, if any, shown).
    public var active: Bool = false
    public var bookmarkButton: Bool = false
    public var resultsListButton: Bool = false
    /// Scope titles for the scope bar; empty: no scope bar.
    public var scopes: [String] = []
    public var selectedScope: Int = 0

    /// A search bar with defaults.
    public init() {}
}
