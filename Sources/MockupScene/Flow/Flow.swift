import MockupGeometry
import MockupSyntax

/// A flow document: several screens on one sheet, with arrows from the elements a
/// person taps to the screens they open.
///
/// ```
/// flow "Sign in" device: iphone-6 layout: row
/// screen id: sign-in caption: "Sign in"
///   navigation-bar title: "Sign In"
///   button "Sign In" id: submit
/// screen id: inbox caption: "Inbox"
///   include "inbox.mockup"
/// arrow from: sign-in.submit to: inbox label: "tap"
/// ```
public struct Flow: Sendable, Hashable {
    /// How the screens are placed on the sheet.
    public enum Arrangement: String, Sendable, Hashable, CaseIterable {
        /// Left to right, tops aligned.
        case row
        /// Top to bottom, left edges aligned.
        case column
        /// Rows of `columns` screens.
        case grid
        /// Where each screen's `x:` and `y:` put it.
        case free
    }

    /// The heading over the sheet, when written.
    public var title: String?
    public var arrangement: Arrangement
    /// Screens per row of a grid (nil: about the square root of the count).
    public var columns: Int?
    /// Space between neighbouring screens (their captions and frames included), points.
    public var gap: Double
    /// The sheet's colour.
    public var background: Color
    /// The sheet's scale (nil: the largest device scale among the screens).
    public var scale: Double?
    /// The frame every screen is drawn in unless it says otherwise (nil: none).
    public var frame: FrameStyle?
    public var screens: [FlowScreen]
    public var arrows: [FlowArrow]
    /// The `flow` line's name.
    public var range: SourceRange

    /// Space between screens when `gap:` is not written: room for an arrow and its label.
    public static let defaultGap = 96.0
    /// The sheet's colour when `background:` is not written (iOS's light system grey 5).
    public static let defaultBackground = Color(red: 0xE5, green: 0xE5, blue: 0xEA)
}

/// One screen of a flow: its name, caption and place, and the document it is
/// resolved from as if it were a file of its own.
public struct FlowScreen: Sendable, Hashable {
    /// The `id:` arrows name it by.
    public var id: String
    public var idRange: SourceRange
    public var caption: String?
    /// Its top-left corner on the sheet, for the `free` arrangement (points).
    public var position: Point?
    /// The frame it is drawn in (nil: none): the flow's unless the screen's line says.
    public var frame: FrameStyle?
    /// Whether the `screen` line in the flow writes `frame:` or `shadow:`: then `frame`
    /// decides (`frame: none` too); else an included screen file's own `frame:` does,
    /// then the flow's.
    public var frameWritten: Bool
    /// The screen as a one-screen document: its `screen` line (the included file's,
    /// or this line with the flow's defaults) and its elements.
    public var document: Document
    /// The `screen` line in the flow.
    public var range: SourceRange
}

/// An arrow from an element (or a whole screen) to a screen.
public struct FlowArrow: Sendable, Hashable {
    /// The screen the arrow starts on.
    public var fromScreen: String
    /// The `id:` of the element it starts at (nil: the screen's edge).
    public var fromElement: String?
    /// Where `from:`'s value is written.
    public var fromRange: SourceRange
    /// The screen it points to.
    public var toScreen: String
    public var toRange: SourceRange
    /// The gesture or action written on it ("tap", "swipe left").
    public var label: String?
    /// The `arrow` line's name.
    public var range: SourceRange
}
