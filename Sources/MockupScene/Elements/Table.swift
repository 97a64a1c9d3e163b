import MockupGeometry

/// A table view: plain or grouped sections of cells, with the states UIKit can show
/// it in (scrolled, editing, refreshing, loading).
public struct Table: Sendable, Hashable {
    /// Plain (full-width rows) or grouped (sections on a grey background).
    public enum Style: String, Sendable, Hashable, CaseIterable { case plain, grouped }

    /// What editing mode shows at the left of every row.
    public enum Editing: String, Sendable, Hashable, CaseIterable {
        /// Not editing.
        case off
        /// Editing with delete (or insert) controls; `on` in files.
        case delete
        /// Multiple selection: an empty circle, filled with a checkmark when selected.
        case select
    }

    public var style: Style
    /// The sections, in order.
    public var sections: [TableSection]
    /// Left inset of every row's separator, images or not, when the file gives one
    /// (`separator-inset:`); `nil`: the release's cell margin (15 on iOS 7, 16 or 20
    /// from iOS 8), past the image on rows with one.
    public var separatorInset: Double?
    /// Default height of every row.
    public var rowHeight: Double = Metrics.rowHeight
    /// Content offset in points: content scrolled up by this much (plain tables keep
    /// the current section's header pinned to the top).
    public var scroll: Double = 0
    /// Section index titles down the right edge; empty: no index.
    public var index: [String] = []
    /// Editing mode: controls at the left of every row.
    public var editing: Editing = .off
    /// Whether rows show the reorder grip while editing (a cell may override it).
    public var reorder: Bool = false
    /// The refresh control, pulled down above the first row.
    public var refresh: RefreshControl?
    /// When set, the table shows a centred spinner and this label instead of rows.
    public var loading: String?
    /// `tableHeaderView` / `tableFooterView`: text or an image above/below the sections.
    public var headerView: TableAuxiliaryView?
    public var footerView: TableAuxiliaryView?

    /// Creates a table.
    public init(style: Style, sections: [TableSection] = []) {
        self.style = style
        self.sections = sections
    }
}

/// UIRefreshControl in its pulled-down, refreshing state.
public struct RefreshControl: Sendable, Hashable {
    /// Optional short title under the spinner.
    public var title: String?

    /// Creates a refresh control.
    public init(title: String? = nil) {
        self.title = title
    }
}

/// A table header or footer view: free text (wrapped) and/or an image, centred or
/// left-aligned.
public struct TableAuxiliaryView: Sendable, Hashable {
    /// Where the image and the text lines sit horizontally.
    public enum Alignment: String, Sendable, Hashable, CaseIterable { case left, center }

    /// Free text, wrapped; `\n` breaks lines.
    public var text: String?
    /// An image above the text.
    public var image: ImageSource?
    /// Fixed height; `nil`: fits the content.
    public var height: Double?
    public var alignment: Alignment = .center
    /// Text colour; `nil`: the grey of section footers.
    public var color: Color?
    /// Text size in points.
    public var fontSize: Double = Metrics.tableViewTextFontSize

    /// Creates a header or footer view.
    public init(text: String? = nil, image: ImageSource? = nil, height: Double? = nil) {
        self.text = text
        self.image = image
        self.height = height
    }
}

/// A section of a table.
public struct TableSection: Sendable, Hashable {
    /// Where it was written (not part of its value).
    public var source = SourceMark()
    /// Header title (uppercased above a grouped section; a grey band in a plain table).
    public var header: String?
    /// Footer text (wrapped under a grouped section; a grey band in a plain table).
    public var footer: String?
    /// The rows, in order.
    public var cells: [TableCell]

    /// Creates a section.
    public init(header: String? = nil, footer: String? = nil, cells: [TableCell] = []) {
        self.header = header
        self.footer = footer
        self.cells = cells
    }
}

/// A row of a table in one of UIKit's four styles, or a centred action row.
public struct TableCell: Sendable, Hashable {
    /// Where it was written (not part of its value).
    public var source = SourceMark()
    /// Its `id:`: what popovers and a flow's arrows name it by.
    public var anchor: String?
    /// UITableViewCellStyle, plus `action`: a centred, tint-coloured button row.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case `default`, subtitle
        case value1 = "value-1"
        case value2 = "value-2"
        case action
    }

    /// The control at the right end of the row.
    public enum Accessory: Sendable, Hashable {
        case none, disclosure, checkmark
        /// Info circle followed by a chevron.
        case detailDisclosure
        /// Info circle alone.
        case detailButton
        /// A UISwitch, on or off.
        case `switch`(isOn: Bool)
        /// Custom text in the tint colour (an accessory view such as a small button).
        case text(String)

        /// The names of the kinds that are written as words.
        public static let names = ["none", "disclosure", "checkmark", "detail-disclosure", "detail-button", "switch"]
        /// Controls `accessory:` names as a word, each in its default state: the row's
        /// accessory view (written under the cell, a control takes its attributes).
        public static let viewNames = ["stepper", "activity-indicator"]

        /// The accessory a word names (`switch` is off).
        public init?(name: String) {
            switch name {
            case "none": self = .none
            case "disclosure": self = .disclosure
            case "checkmark": self = .checkmark
            case "detail-disclosure": self = .detailDisclosure
            case "detail-button": self = .detailButton
            case "switch": self = .switch(isOn: false)
            default: return nil
            }
        }
    }

    /// The control shown at the left while the table is editing.
    public enum EditingControl: String, Sendable, Hashable, CaseIterable {
        case delete, insert, none
    }

    /// A button revealed by swiping the row to the left (UITableViewRowAction).
    public struct SwipeAction: Sendable, Hashable {
        /// The button's title, white.
        public var title: String
        /// The button's background (red for destructive, #C7C7CC for normal actions).
        public var color: Color

        /// Creates an action (red, like Delete, unless told otherwise).
        public init(title: String, color: Color = Palette.red) {
            self.title = title
            self.color = color
        }
    }

    public var style: Style
    public var title: String
    /// Subtitle (subtitle), right value (value 1) or value (value 2).
    public var detail: String?
    public var image: CellImage?
    public var accessory: Accessory
    /// The views written under the cell (UITableViewCell's `accessoryView`, or the
    /// custom views apps put there): a stepper, a segmented control, a spinner, a
    /// label, a glyph button…, left to right, ending before the accessory (a chevron,
    /// checkmark or info button) or at the right margin.
    public var accessoryViews: [ViewNode] = []
    /// `nil`: the table's row height, or what multi-line text needs.
    public var height: Double?
    /// Title colour override (e.g. a destructive action).
    public var titleColor: Color?
    /// Lines the title may take: 1 (default, truncated), N, or 0 for as many as needed.
    public var lines: Int = 1
    /// Lines the subtitle may take (subtitle style).
    public var detailLines: Int = 1
    /// The title's weight (Contacts' bold surnames); nil: regular.
    public var titleWeight: TextWeight?
    /// The detail's (subtitle's or value's) colour; nil: the style's (grey values, black subtitles).
    public var detailColor: Color?
    /// A red badge before the accessory (Settings' "General ①").
    public var badge: String?
    /// The badge's fill when not red (a stock's green or red change).
    public var badgeColor: Color?
    /// Highlighted/selected: the grey selection background.
    public var selected: Bool = false
    /// Disabled rows draw their content dimmed.
    public var enabled: Bool = true
    /// Editing control; `nil`: the table's (delete, or a selection circle).
    public var editingControl: EditingControl?
    /// Reorder grip while editing; `nil`: the table's setting.
    public var reorder: Bool?
    /// Buttons revealed by a swipe, left to right; non-empty: the row is shown swiped.
    public var swipeActions: [SwipeAction] = []

    /// Creates a cell.
    public init(
        style: Style = .default, title: String, detail: String? = nil, image: CellImage? = nil,
        accessory: Accessory = .none, height: Double? = nil, titleColor: Color? = nil
    ) {
        self.style = style
        self.title = title
        self.detail = detail
        self.image = image
        self.accessory = accessory
        self.height = height
        self.titleColor = titleColor
    }
}

/// The image at the left of a cell.
public enum CellImage: Sendable, Hashable {
    /// A built-in white glyph on a coloured rounded square, as in Settings.
    case tile(icon: String, color: Color)
    /// An image file; a vector one is drawn in `color` (`nil`: the tint), like a
    /// template image.
    case file(ImageSource, color: Color?)
}

/// An image file named in a mockup.
public enum ImageSource: Sendable, Hashable {
    /// A PNG: the name as written, its pixels decoded at resolve time (`nil` when no
    /// decoder was given, as in scene tests) and its size in pixels (`nil` when the
    /// file could not be read).
    case bitmap(name: String, pixels: ImagePixels?, pixelSize: Size?)
    /// An SVG in the icon subset (docs/ICONS.md), parsed.
    case vector(name: String, icon: Icon)

    /// The name as written in the file.
    public var name: String {
        switch self {
        case .bitmap(let name, _, _), .vector(let name, _): return name
        }
    }

    /// Width / height, when known.
    public var aspectRatio: Double? {
        switch self {
        case .bitmap(_, _, let size):
            guard let size, size.width > 0, size.height > 0 else { return nil }
            return size.width / size.height
        case .vector(_, let icon):
            guard icon.viewBox.width > 0, icon.viewBox.height > 0 else { return nil }
            return icon.viewBox.width / icon.viewBox.height
        }
    }
}
