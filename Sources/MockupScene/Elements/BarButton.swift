import MockupGeometry

/// A button in a navigation bar or toolbar: a text, or a glyph drawn in the tint.
public struct BarButton: Sendable, Hashable {
    /// Where it was written (not part of its value).
    public var source = SourceMark()
    /// UIBarButtonSystemItem's items and the Info button, by the
    /// names written in mockup files. Flexible and fixed spaces are toolbar items of
    /// their own (`flexible-space`, `fixed-space`).
    public enum SystemItem: String, Sendable, Hashable, CaseIterable {
        // Drawn as text.
        case done, cancel, edit, save, undo, redo
        // Drawn as glyphs (`Assets/icons/bar/NAME.svg`).
        case add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera
        case trash, play, pause, rewind
        case fastForward = "fast-forward"
        case pageCurl = "page-curl"
        /// UIButtonTypeInfoLight / InfoDark. iOS 7–9 draw both alike, in the tint.
        case info
        case infoLight = "info-light"
        case infoDark = "info-dark"

        /// The English title UIKit shows (for glyph items: what the glyph means).
        public var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            case .add: "Add"
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .pageCurl: "Page Curl"
            case .info, .infoLight, .infoDark: "Info"
            }
        }

        /// Done and Save are semibold.
        public var isProminent: Bool { self == .done || self == .save }

        /// The built-in glyph (`bar/NAME`), or nil for the text items.
        public var iconName: String? {
            switch self {
            case .done, .cancel, .edit, .save, .undo, .redo: nil
            case .info, .infoLight, .infoDark: "bar/info"
            default: "bar/" + rawValue
            }
        }
    }

    /// Which end of the bar.
    public enum Side: String, Sendable, Hashable, CaseIterable { case left, right }

    /// The text shown; for a glyph button, what the glyph means (not drawn).
    public var title: String
    /// Drawn instead of the title when set.
    public var icon: BarIcon?
    /// Semibold text (Done, Save, or `style: done`).
    public var prominent: Bool
    public var side: Side
    public var enabled: Bool
    /// The name popovers point at (`id:`).
    public var anchor: String?

    /// Creates a text button, or a glyph button when `icon` is given.
    public init(
        title: String, icon: BarIcon? = nil, prominent: Bool = false, side: Side = .right,
        enabled: Bool = true
    ) {
        self.title = title
        self.icon = icon
        self.prominent = prominent
        self.side = side
        self.enabled = enabled
    }
}

/// The glyph of a bar button.
public enum BarIcon: Sendable, Hashable {
    /// A built-in icon by its library name (`bar/trash`).
    case builtin(String)
    /// A user's icon file: the path as written and the parsed glyph.
    case file(name: String, icon: Icon)
    /// A small activity indicator as the item's custom view (Safari's and Mail's
    /// "loading" item; a scanner's spinner beside its Stop button).
    case activity(ActivityIndicator.Style)

    /// The glyph to draw, or nil if a built-in name is unknown (or the item is a view).
    public var icon: Icon? {
        switch self {
        case .builtin(let name): IconLibrary.icon(named: name)
        case .file(_, let icon): icon
        case .activity: nil
        }
    }

    /// Whether the item is a glyph (sized and spaced as one), not a view or text.
    public var isGlyph: Bool {
        if case .activity = self { return false }
        return true
    }
}
