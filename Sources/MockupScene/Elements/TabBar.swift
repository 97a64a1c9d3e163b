import MockupGeometry

/// The tab bar at the bottom of the screen.
public struct TabBar: Sendable, Hashable {
    public var items: [TabBarItem]
    /// Colour of the selected item; `nil`: the screen tint.
    public var tint: Color?
    public var barTint: Color?
    public var translucent: Bool = true

    /// Creates a tab bar.
    public init(items: [TabBarItem] = []) {
        self.items = items
    }
}

/// One tab: an icon over a short label, optionally badged.
public struct TabBarItem: Sendable, Hashable {
    public var title: String
    /// Built-in icon name under `tab/` (its `.fill` variant is used when selected).
    public var icon: String?
    public var selected: Bool
    public var badge: String?

    /// Creates a tab item.
    public init(title: String, icon: String? = nil, selected: Bool = false, badge: String? = nil) {
        self.title = title
        self.icon = icon
        self.selected = selected
        self.badge = badge
    }
}
