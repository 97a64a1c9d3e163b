import MockupGeometry
import MockupSyntax

/// `collection`: a UICollectionView with a flow layout. Sections of items fill rows left
/// to right and wrap; each section may have a header and a footer. Like a table, it
/// fills the room its container gives it and scrolls inside (`scroll:`).
public struct CollectionView: ContentView {
    /// UICollectionViewFlowLayout's scroll direction: rows filled left to right and
    /// stacked downwards, or columns filled top to bottom and stacked rightwards.
    public enum Direction: String, Sendable, Hashable, CaseIterable { case vertical, horizontal }

    public var direction: Direction = .vertical
    /// The flow layout's figures; nil fields fall back to the enclosing level (section →
    /// collection → UIKit's defaults, applied by the layout).
    public var flow = CollectionFlow()
    public var sections: [CollectionSection] = []
    /// Content offset: how far the content has scrolled up (left, when horizontal).
    public var scroll: Double = 0
    /// Where `scroll:` was written (a warning when it runs past the content).
    public var scrollRange: SourceRange?
    /// Selection mode (Photos' "Select"): unselected items show an empty circle.
    public var editing = false
    /// Tint of the check badges (UIKit's inherited `tintColor`).
    public var tint: Color?

    /// Creates an empty collection.
    public init(sections: [CollectionSection] = []) { self.sections = sections }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "collection", aliases: ["collection-view"],
        summary: "a collection view: sections of items in a flow layout (photo grids, App Store shelves)",
        flags: Direction.allCases.map(\.rawValue),
        attributes: CollectionFlow.attributes + [
            AttributeSpec(
                "direction", .choice(Direction.allCases.map(\.rawValue)), default: "vertical",
                "scroll direction: `horizontal` fills columns top to bottom, side by side (or write the word)"),
            AttributeSpec("scroll", .number(0...1_000_000), default: "0", "content offset: how far the items have scrolled up (left, when horizontal)"),
            AttributeSpec("editing", .bool, default: "off", "selection mode: an empty circle on every unselected item"),
            AttributeSpec("tint", .color, default: "inherited", "colour of the check badges"),
        ],
        children: .own(CollectionResolver.children),
        example: "collection columns: 4 spacing: 1 line-spacing: 1\n  items 12",
        resolve: { node, ctx in CollectionResolver.resolve(node, ctx) })
}

/// Flow layout figures written on a collection or a section (nil: not written there).
public struct CollectionFlow: Sendable, Hashable {
    public var itemWidth: Double?
    public var itemHeight: Double?
    /// Items per full row (column, when horizontal): the item width (height) is computed from the width left by the
    /// insets and the spacing (what apps did in `sizeForItemAtIndexPath`).
    public var columns: Int?
    /// Minimum gap between items in a row (widened to justify full rows).
    public var spacing: Double?
    public var lineSpacing: Double?
    public var insetTop: Double?
    public var insetLeft: Double?
    public var insetBottom: Double?
    public var insetRight: Double?
    public var headerHeight: Double?
    public var footerHeight: Double?
    /// Corner radius of the items (of the image of a captioned item).
    public var radius: Double?
    /// Where the item size was written (for the "item wider than the view" warning).
    public var sizeRange: SourceRange?

    /// Creates figures with nothing written.
    public init() {}

    /// These figures, with the ones not written here taken from `outer`.
    public func over(_ outer: CollectionFlow) -> CollectionFlow {
        var f = self
        // A section that writes its own width or columns replaces both of the outer ones.
        if itemWidth == nil && columns == nil {
            f.itemWidth = outer.itemWidth
            f.columns = outer.columns
            if sizeRange == nil { f.sizeRange = outer.sizeRange }
        }
        f.itemHeight = itemHeight ?? outer.itemHeight
        f.spacing = spacing ?? outer.spacing
        f.lineSpacing = lineSpacing ?? outer.lineSpacing
        f.insetTop = insetTop ?? outer.insetTop
        f.insetLeft = insetLeft ?? outer.insetLeft
        f.insetBottom = insetBottom ?? outer.insetBottom
        f.insetRight = insetRight ?? outer.insetRight
        f.headerHeight = headerHeight ?? outer.headerHeight
        f.footerHeight = footerHeight ?? outer.footerHeight
        f.radius = radius ?? outer.radius
        return f
    }

    /// The attributes a collection and its sections share.
    static let attributes: [AttributeSpec] = [
        AttributeSpec("item-size", .other("number \\| \"W×H\""), default: "50", "item size: a square side, or \"100×150\""),
        AttributeSpec("item-width", .number(1...10_000), default: "50", "item width"),
        AttributeSpec("item-height", .number(1...10_000), default: "item width", "item height"),
        AttributeSpec("columns", .number(1...100), default: "—", "items per row (per column, when horizontal): their width (height) is computed from the room left"),
        AttributeSpec("spacing", .number(0...1000), default: "10", "minimum gap between items in a row (full rows are justified)"),
        AttributeSpec("line-spacing", .number(0...1000), default: "10", "gap between rows"),
        AttributeSpec("inset", .number(0...1000), default: "0", "section inset, all four sides"),
        AttributeSpec("inset-top", .number(0...1000), default: "inset", "section inset above the first row"),
        AttributeSpec("inset-left", .number(0...1000), default: "inset", "section inset left of the rows"),
        AttributeSpec("inset-bottom", .number(0...1000), default: "inset", "section inset below the last row"),
        AttributeSpec("inset-right", .number(0...1000), default: "inset", "section inset right of the rows"),
        AttributeSpec("header-height", .number(1...1000), default: "44", "height of the section headers (width, when horizontal)"),
        AttributeSpec("footer-height", .number(1...1000), default: "46", "height of the section footers (width, when horizontal)"),
        AttributeSpec("radius", .number(0...1000), default: "0; captioned: an app icon's", "corner radius of the items"),
    ]
}

/// A section: optional header and footer texts, its own flow figures, its items.
public struct CollectionSection: Sendable, Hashable {
    public var header: String?
    /// A link at the header's right end ("See All").
    public var headerAction: String?
    public var footer: String?
    public var flow = CollectionFlow()
    public var items: [CollectionItem] = []

    /// Creates a section.
    public init(header: String? = nil, footer: String? = nil, items: [CollectionItem] = []) {
        self.header = header
        self.footer = footer
        self.items = items
    }
}

/// One item: a coloured tile, an image, or a built-in glyph on a tile; with a caption
/// it becomes the App Store / Photos albums cell (rounded image, caption under it).
public struct CollectionItem: Sendable, Hashable {
    public var color: Color?
    public var image: ImageSource?
    /// A built-in tile glyph (`icon: camera`), drawn white on the item's colour.
    public var icon: String?
    public var caption: String?
    public var subtitle: String?
    public var selected = false
    public var radius: Double?
    /// This item's own size (UIKit's `sizeForItemAtIndexPath`).
    public var width: Double?
    public var height: Double?
    /// The element's place in the file.
    public var range: SourceRange

    /// Creates an item.
    public init(color: Color? = nil, caption: String? = nil, range: SourceRange) {
        self.color = color
        self.caption = caption
        self.range = range
    }

    /// Whether the item draws a caption under its image.
    public var isCaptioned: Bool { caption != nil || subtitle != nil }
}
