/// Weights of the system font a mockup may ask for (the display list's `FontWeight`
/// has the same names).
public enum TextWeight: String, Sendable, Hashable, CaseIterable {
    case light, regular, medium, semibold, bold
}
