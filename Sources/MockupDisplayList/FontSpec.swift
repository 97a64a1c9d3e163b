/// Font weights the system font is used in on iOS 7–9.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight = "ultra-light", thin, light, regular, medium, semibold, bold, heavy

    /// Lighter than regular (ultra-light, thin, light).
    public var isLight: Bool { self == .ultraLight || self == .thin || self == .light }
}

/// Which face family a run uses; the text backend maps each to pinned font files.
public enum FontFamily: String, Sendable, Hashable, CaseIterable {
    /// The system font as layout asks for it: the release's own face once laid out
    /// (San Francisco on iOS 9: Inter/Inter Display + Noto Sans CJK SC here).
    case system
    /// The iOS 7–8 system font, Helvetica Neue (Nimbus Sans + Noto Sans CJK SC here).
    /// Layout writes `.system`; `FontSpec.forRelease` turns it into this on iOS 7 and 8.
    case neue
    /// WebKit's default serif (Times; Nimbus Roman + Noto Serif/Sans CJK here), for web content.
    case serif
}

/// Which regional forms Han characters take: the Noto Sans CJK face (SC, TC, HK, JP, KR).
public enum HanForms: String, Sendable, Hashable, CaseIterable {
    case sc = "SC", tc = "TC", hk = "HK", jp = "JP", kr = "KR"
}

/// A font request: family, size in points and weight.
public struct FontSpec: Sendable, Hashable {
    /// The face family.
    public var family: FontFamily
    /// Point size.
    public var size: Double
    /// The weight.
    public var weight: FontWeight
    /// The Han forms; nil: the screen's (Simplified Chinese unless its `lang:` says otherwise).
    public var han: HanForms? = nil

    /// Creates a font request.
    public init(family: FontFamily = .system, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The serif font (web content) at `size` points.
    public static func serif(_ size: Double, _ weight: FontWeight = .regular) -> FontSpec {
        FontSpec(family: .serif, size: size, weight: weight)
    }

    /// The system font at `size` points.
    public static func system(_ size: Double, _ weight: FontWeight = .regular) -> FontSpec {
        FontSpec(family: .system, size: size, weight: weight)
    }
}
