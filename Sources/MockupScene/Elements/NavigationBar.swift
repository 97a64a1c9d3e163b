import MockupGeometry

/// The navigation bar below the status bar.
public struct NavigationBar: Sendable, Hashable {
    public var title: String?
    /// The back button's title (the previous screen's title, or "Back").
    public var back: String?
    public var buttons: [BarButton] = []
    /// Colour of the bar background (`bar-tint`); `nil`: the translucent default.
    public var barTint: Color?
    /// Colour of the items (`tint`); `nil`: the screen tint.
    public var tint: Color?
    public var translucent: Bool = true
    /// A search field in place of the title (`search-bar` child); drawn by
    /// `SearchBarLayout.fieldItems(_:in:tint:ctx:)`.
    public var searchBar: SearchBar?

    /// Creates a navigation bar.
    public init(title: String? = nil, back: String? = nil) {
        self.title = title
        self.back = back
    }
}
