/// Font weights the system font is used in on iOS 7–9.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case light, regular, medium, semibold, bold
}

/// Which face family a run uses; the text backend maps each to pinned font files.
public enum FontFamily: String, Sendable, Hashable {
    /// The system font (San Francisco on iOS 9; Inter/Inter Display + Noto Sans CJK SC here).
    case system
}

/// A font request: family, size in points and weight.
public struct FontSpec: Sendable, Hashable {
    public var family: FontFamily
    public var size: Double
    public var weight: FontWeight

    /// Creates a font request.
    public init(family: FontFamily = .system, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The system font at `size` points.
    public static func system(_ size: Double, _ weight: FontWeight = .regular) -> FontSpec {
        FontSpec(family: .system, size: size, weight: weight)
    }
}
