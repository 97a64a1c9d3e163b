/// A position in points (iOS user-space units), origin at the top-left, y growing down.
public struct Point: Sendable, Hashable {
    /// Horizontal position in points, from the left.
    public var x: Double
    /// Vertical position in points, from the top.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}
