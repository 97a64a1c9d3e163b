/// The iOS release a screen is drawn as. iOS 7, 8 and 9 share the flat look but differ
/// in some figures (today: the table layout margins of iOS 8); those are keyed by it in
/// `VersionedMetrics`.
public enum IOSVersion: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// iOS 7: 15 pt table margins everywhere.
    case ios7 = 7
    /// iOS 8: layout margins (16 pt on iPhones, 20 on the 6 Plus and iPads).
    case ios8 = 8
    /// iOS 9: iOS 8's figures; San Francisco as the system font.
    case ios9 = 9

    /// iOS 9: the latest of the three, and the one whose system font (San Francisco)
    /// the pinned Inter stands in for.
    public static let `default` = IOSVersion.ios9

    /// The version for the whole number `7`, `8` or `9`.
    public init?(number: Double) {
        guard number.isFinite, number == number.rounded(), number >= 7, number <= 9 else { return nil }
        self.init(rawValue: Int(number))
    }

    /// How the choice reads in messages: "7, 8 or 9".
    public static var choices: String {
        let names = allCases.map(\.name)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// How the version is written: `7`, `8`, `9`.
    public var name: String { String(rawValue) }

    /// Releases order by their number.
    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.rawValue < b.rawValue }
}
