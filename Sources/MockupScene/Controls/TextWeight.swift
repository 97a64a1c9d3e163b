/// Weights of the system font a mockup may ask for (the display list's `FontWeight`
/// has the same names).
public enum TextWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight = "ultra-light", thin, light, regular, medium, semibold, bold, heavy
}
