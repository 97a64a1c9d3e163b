import MockupGeometry

/// The navigation bar below the status bar.
public struct NavigationBar: Sendable, Hashable {
    /// Where it was written (not part of its value).
    public var source = SourceMark()
    public var title: String?
    /// The back button's title (the previous screen's title, or "Back").
    public var back: String?
    public var buttons: [BarButton] = []
    /// One short line above the title; the bar grows by `Metrics.navigationPromptHeight`.
    public var prompt: String?
    /// Shown in place of the title.
    public var segmented: SegmentedControl?
    /// Colour of the bar background (`bar-tint`); `nil`: the translucent default.
    public var barTint: Color?
    /// Colour of the items (`tint`); `nil`: the screen tint.
    public var tint: Color?
    /// Colour of the title and prompt; `nil`: black, or white on a dark bar.
    public var titleColor: Color?
    public var translucent: Bool = true
    /// A search field in place of the title (`search-bar` child); drawn by
    /// `SearchBarLayout.fieldItems(_:in:tint:ctx:)`.
    public var searchBar: SearchBar?
    /// A hidden bar is not drawn and takes no room.
    public var hidden: Bool = false
    /// Bar-style progress along the bottom edge (0…1), as Safari shows page loads.
    public var progress: Double?

    /// Creates a navigation bar.
    public init(title: String? = nil, back: String? = nil) {
        self.title = title
        self.back = back
    }
}
