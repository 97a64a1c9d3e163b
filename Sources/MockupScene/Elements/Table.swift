import MockupGeometry

/// A table view: plain or grouped sections of cells.
public struct Table: Sendable, Hashable {
    /// Plain (full-width rows) or grouped (sections on a grey background).
    public enum Style: String, Sendable, Hashable, CaseIterable { case plain, grouped }

    public var style: Style
    public var sections: [TableSection]
    /// Left inset of separators when the cell has no image (15 by default).
    public var separatorInset: Double = Metrics.separatorInset
    /// Default height of every row.
    public var rowHeight: Double = Metrics.rowHeight
    /// How far the content is scrolled up from its resting place, in points: that much
    /// of it runs under the navigation bar, blurred through a translucent one.
    public var scroll: Double = 0

    /// Creates a table.
    public init(style: Style, sections: [TableSection] = []) {
        self.style = style
        self.sections = sections
    }
}

/// A section of a table.
public struct TableSection: Sendable, Hashable {
    public var header: String?
    public var footer: String?
    public var cells: [TableCell]

    /// Creates a section.
    public init(header: String? = nil, footer: String? = nil, cells: [TableCell] = []) {
        self.header = header
        self.footer = footer
        self.cells = cells
    }
}

/// A row of a table in one of UIKit's four styles.
public struct TableCell: Sendable, Hashable {
    /// UITableViewCellStyle.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case `default`, subtitle
        case value1 = "value-1"
        case value2 = "value-2"
    }

    /// The control at the right end of the row.
    public enum Accessory: String, Sendable, Hashable, CaseIterable {
        case none, disclosure, checkmark
    }

    public var style: Style
    public var title: String
    /// Subtitle (subtitle style), right value (value 1) or value (value 2).
    public var detail: String?
    public var image: CellImage?
    public var accessory: Accessory
    /// `nil`: the table's row height.
    public var height: Double?
    /// Title colour override (e.g. a destructive action).
    public var titleColor: Color?

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
    /// A PNG file: the name as written and its absolute path.
    case file(name: String, path: String)
}
