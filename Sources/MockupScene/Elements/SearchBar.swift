import MockupGeometry

/// A search bar: a rounded field with a magnifier, placeholder or typed text, optional
/// prompt, Cancel button while active, and a scope bar under it.
public struct SearchBar: Sendable, Hashable {
    /// Where it was written (not part of its value).
    public var source = SourceMark()
    /// Prominent draws its own grey background; minimal blends into what is behind.
    public enum Style: String, Sendable, Hashable, CaseIterable { case prominent, minimal }

    public var style: Style = .prominent
    public var placeholder: String = "Search"
    /// Typed text; `nil` (or empty) shows the placeholder.
    public var text: String?
    /// One short line above the field.
    public var prompt: String?
    /// Active (editing): Cancel button at the right, magnifier and text at the left,
    /// and the scope bar, if any, shown.
    public var active: Bool = false
    /// The bookmark button at the right of the field (shown only while it is empty).
    public var bookmarkButton: Bool = false
    /// The results-list button at the right of the field (shown only while it is empty;
    /// it takes the bookmark button's place).
    public var resultsListButton: Bool = false
    /// Scope titles for the scope bar; empty: no scope bar.
    public var scopes: [String] = []
    public var selectedScope: Int = 0
    /// Whether the scope bar shows; `nil`: while active (UISearchController's way).
    public var showsScopeBar: Bool?
    /// Colour of Cancel and the scope bar; `nil`: the screen tint.
    public var tint: Color?
    /// Background of a prominent bar; `nil`: the iOS grey.
    public var barTint: Color?

    /// A search bar with defaults.
    public init() {}

    /// Whether text has been typed (an empty text counts as none).
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// Whether the scope bar is drawn under the field.
    public var scopeBarShown: Bool { !scopes.isEmpty && (showsScopeBar ?? active) }

    /// What the right end of the field holds: the clear button while there is text,
    /// else the results-list or the bookmark button if asked for.
    public var fieldAccessory: FieldAccessory {
        if hasText { return .clear }
        if resultsListButton { return .resultsList }
        if bookmarkButton { return .bookmark }
        return .none
    }

    /// The button inside the right end of the field.
    public enum FieldAccessory: Sendable, Hashable { case none, clear, bookmark, resultsList }
}
