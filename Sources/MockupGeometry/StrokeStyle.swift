/// How the ends of open stroked sub-paths look.
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    case butt, round, square
}

/// How stroked segments meet.
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    case miter, round, bevel
}

/// Width, caps and joins of a stroke, in points.
public struct StrokeStyle: Sendable, Hashable {
    /// Line width in points.
    public var width: Double
    /// How open ends look.
    public var cap: LineCap
    /// How segments meet.
    public var join: LineJoin

    /// Creates a stroke style (butt caps and miter joins, as SVG's defaults).
    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter) {
        self.width = width
        self.cap = cap
        self.join = join
    }
}
