import MockupGeometry

/// iOS 7–9 have one appearance; the attribute exists so files can say so explicitly.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light
}

/// A resolved screen: device, orientation, theme and its elements in file order.
public struct Screen: Sendable, Hashable {
    public var device: Device
    public var orientation: Orientation
    /// Render scale (the device's native one unless overridden).
    public var scale: Double
    public var appearance: Appearance
    /// Tint for interactive elements (`#007AFF` by default).
    public var tint: Color
    /// Background behind everything; `nil` means white, or the grouped grey when the
    /// screen's table is grouped.
    public var background: Color?
    public var elements: [Element]

    /// Creates a screen.
    public init(
        device: Device, orientation: Orientation = .portrait, scale: Double? = nil,
        appearance: Appearance = .light, tint: Color = Palette.blue, background: Color? = nil,
        elements: [Element] = []
    ) {
        self.device = device
        self.orientation = orientation
        self.scale = scale ?? device.scale
        self.appearance = appearance
        self.tint = tint
        self.background = background
        self.elements = elements
    }

    /// Screen size in points for the orientation.
    public var size: Size { device.size(orientation) }
}

/// One element placed on the screen.
public enum Element: Sendable, Hashable {
    case statusBar(StatusBar)
    case navigationBar(NavigationBar)
    case table(Table)
    case tabBar(TabBar)
    case toolbar(Toolbar)
    case searchBar(SearchBar)
}
