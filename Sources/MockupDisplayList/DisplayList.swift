import MockupGeometry

/// Everything needed to draw one screen: canvas size in points, the default device
/// scale, and the items in painting order.
public struct DisplayList: Sendable, Hashable {
    /// Canvas size in points (already rotated for landscape).
    public var size: Size
    /// The device's native scale; a renderer may be asked for another.
    public var scale: Double
    /// The items in painting order (mockup's own modules draw and inspect them; a
    /// library user reads them through `dump()`).
    package var items: [DisplayItem]

    /// Creates a display list.
    package init(size: Size, scale: Double, items: [DisplayItem] = []) {
        self.size = size
        self.scale = scale
        self.items = items
    }
}
