/// The iOS release a screen is drawn as. iOS 7, 8 and 9 share the flat look but differ
/// in figures (layout margins from iOS 8, header styles) and in some overlays; the
/// figures that differ are keyed by it in `Metrics`.
public enum IOSVersion: Int, Sendable, Hashable, CaseIterable, Comparable {
    case ios7 = 7, ios8 = 8, ios9 = 9

    /// iOS 9: the latest of the three, and the one whose system font (San Francisco)
    /// the pinned Inter stands in for.
    public static let `default` = IOSVersion.ios9

    /// The version for `7`, `8` or `9` (also `7.1`, `8.4`…: the major release counts).
    public init?(number: Double) {
        guard number.isFinite, number >= 7, number < 10 else { return nil }
        self.init(rawValue: Int(number))
    }

    /// How the version is written: `7`, `8`, `9`.
    public var name: String { String(rawValue) }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.rawValue < b.rawValue }
}
