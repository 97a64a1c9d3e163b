/// A width and height in points.
public struct Size: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with width and height swapped (portrait ↔ landscape).
    public var transposed: Size { Size(width: height, height: width) }
}
