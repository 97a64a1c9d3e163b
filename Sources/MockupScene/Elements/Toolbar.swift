import MockupGeometry

/// A toolbar: at the bottom on iPhone (top allowed on iPad), holding bar button items
/// separated by flexible and fixed spaces.
public struct Toolbar: Sendable, Hashable {
    /// Where it was written (not part of its value).
    public var source = SourceMark()
    /// Where the toolbar sits.
    public enum Position: String, Sendable, Hashable, CaseIterable { case bottom, top }

    public var items: [ToolbarItem]
    public var position: Position = .bottom
    /// Colour of the items; `nil`: the screen tint.
    public var tint: Color?
    public var barTint: Color?
    public var translucent: Bool = true
    /// Bar-style progress along the edge facing the content (0…1).
    public var progress: Double?

    /// Creates a toolbar.
    public init(items: [ToolbarItem] = []) {
        self.items = items
    }
}

/// One entry of a toolbar.
public enum ToolbarItem: Sendable, Hashable {
    case button(BarButton)
    /// Takes an equal share of the space left over.
    case flexibleSpace
    /// A gap of a fixed width in points.
    case fixedSpace(Double)
    /// A small status text ("Updated Just Now").
    case label(String)
    /// A segmented control among the items.
    case segmented(SegmentedControl)
}
