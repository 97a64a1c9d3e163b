/// A device body's finish.
public enum FrameFinish: String, CaseIterable, Sendable, Hashable {
    /// White front glass, light aluminium band.
    case silver
    /// Black front glass, dark band.
    case spaceGray = "space-gray"
    /// White front glass, champagne band.
    case gold

    /// Other spellings accepted for a finish.
    private static let aliases: [String: FrameFinish] = [
        "space-grey": .spaceGray, "gray": .spaceGray, "grey": .spaceGray,
    ]

    /// The finish called `name` ("space-grey" and "grey"/"gray" accepted too), case-insensitive.
    public static func named(_ name: String) -> FrameFinish? {
        let n = name.lowercased()
        return FrameFinish(rawValue: n) ?? aliases[n]
    }

    /// Every accepted spelling, for "did you mean".
    public static var allNames: [String] {
        allCases.map(\.rawValue) + aliases.keys.sorted()
    }
}

/// How a frame is drawn.
public struct FrameStyle: Sendable, Hashable {
    /// The body's finish.
    public var finish: FrameFinish
    /// Whether a soft drop shadow is drawn below the body.
    public var shadow: Bool

    /// Creates a style.
    public init(finish: FrameFinish = .silver, shadow: Bool = false) {
        self.finish = finish
        self.shadow = shadow
    }
}
