/// A segmented control placed in a bar: in a navigation bar's title area or among a
/// toolbar's items.
public struct SegmentedControl: Sendable, Hashable {
    public var titles: [String]
    /// Index of the selected segment (0-based), or nil for none.
    public var selected: Int?
    /// Fixed width in points; nil: the natural width (widest title, equal segments).
    public var width: Double?

    /// Creates a control.
    public init(titles: [String], selected: Int? = nil, width: Double? = nil) {
        self.titles = titles
        self.selected = selected
        self.width = width
    }
}
