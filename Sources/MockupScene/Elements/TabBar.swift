import MockupGeometry

/// The tab bar at the bottom of the screen.
public struct TabBar: Sendable, Hashable {
    /// Where it was written (not part of its value).
    public var source = SourceMark()
    /// Every item as written; `displayedItems(limit:)` folds the overflow into "More".
    public var items: [TabBarItem]
    /// Colour of the selected item; `nil`: the screen tint.
    public var tint: Color?
    public var barTint: Color?
    public var translucent: Bool = true

    /// Creates a tab bar.
    public init(items: [TabBarItem] = []) {
        self.items = items
    }

    /// The items the bar shows when it has room for `limit`: all of them if they fit,
    /// else the first `limit - 1` and a "More" item, selected when the selected item is
    /// one of those it stands for (UITabBarController's behaviour).
    public func displayedItems(limit: Int) -> [TabBarItem] {
        guard limit >= 2, items.count > limit else { return items }
        var shown = Array(items.prefix(limit - 1))
        let overflowSelected = items.dropFirst(limit - 1).contains { $0.selected }
        shown.append(TabBarItem(system: .more, selected: overflowSelected))
        return shown
    }
}

/// One tab: an icon over a short label, optionally badged.
public struct TabBarItem: Sendable, Hashable {
    /// Where it was written (not part of its value).
    public var source = SourceMark()
    /// Its `id:`: what popovers and a flow's arrows name it by.
    public var anchor: String?
    public var title: String
    /// Drawn grey while unselected (and, without `selectedIcon`, in the tint when selected).
    public var icon: TabIcon?
    /// Drawn in the tint while selected; `nil`: a built-in icon's `.fill` variant, or
    /// the icon itself.
    public var selectedIcon: TabIcon?
    public var selected: Bool
    public var badge: String?
    /// The UIKit system item this tab was made from, if any (its icon and title are fixed).
    public var systemItem: TabBarSystemItem?

    /// Creates a tab item.
    public init(
        title: String, icon: TabIcon? = nil, selected: Bool = false, badge: String? = nil,
        selectedIcon: TabIcon? = nil
    ) {
        self.title = title
        self.icon = icon
        self.selected = selected
        self.badge = badge
        self.selectedIcon = selectedIcon
    }

    /// A system item: its localized English title and its built-in icon.
    public init(system: TabBarSystemItem, selected: Bool = false, badge: String? = nil) {
        self.init(title: system.title, icon: .builtin(system.iconName), selected: selected, badge: badge)
        systemItem = system
    }

    /// The glyph to draw in the item's current state, `nil` when it has none.
    public var displayedIcon: Icon? {
        if selected {
            if let s = selectedIcon { return s.icon(filled: false) }
            return icon?.icon(filled: true)
        }
        return icon?.icon(filled: false)
    }
}

/// Where a tab's glyph comes from.
public enum TabIcon: Sendable, Hashable {
    /// A built-in icon under `tab/` (without the family prefix).
    case builtin(String)
    /// An icon file of the user's: the path as written and the parsed icon.
    case file(name: String, icon: Icon)

    /// The glyph; `filled` picks a built-in icon's `.fill` variant where there is one.
    public func icon(filled: Bool) -> Icon? {
        switch self {
        case .builtin(let name):
            if filled, let f = IconLibrary.icon(named: "tab/\(name).fill") { return f }
            return IconLibrary.icon(named: "tab/\(name)")
        case .file(_, let icon):
            return icon
        }
    }
}

/// UITabBarSystemItem: a fixed icon with its localized (English) title.
public enum TabBarSystemItem: String, Sendable, Hashable, CaseIterable {
    case more, favorites, featured
    case topRated = "top-rated"
    case recents, contacts, history, bookmarks, search, downloads
    case mostRecent = "most-recent"
    case mostViewed = "most-viewed"

    /// The title UIKit shows under the icon (en).
    public var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }

    /// The built-in icon under `tab/`. UIKit draws Featured with the same star as
    /// Favorites and Top Rated (`tab/featured` is the App Store's rosette, for apps that
    /// draw their own "Featured" tab).
    public var iconName: String {
        switch self {
        case .featured: "favorites"
        default: rawValue
        }
    }
}
