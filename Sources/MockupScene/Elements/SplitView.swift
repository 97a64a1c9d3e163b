import MockupSyntax

/// UISplitViewController (iPad): a master column of 320 pt beside the detail, each a
/// pane with its own bars and content; the status bar spans both.
public struct SplitView: Sendable, Hashable {
    /// How the master column shows.
    public enum MasterDisplay: String, Sendable, Hashable, CaseIterable {
        /// Side by side in landscape, hidden in portrait (iOS 7–9's default).
        case automatic
        /// Side by side in either orientation (iOS 8 `allVisible`).
        case visible
        /// Only the detail.
        case hidden
        /// Over the detail, with a shadow (portrait, after the master's button is tapped).
        case overlay
    }

    public var master: Pane
    public var detail: Pane
    public var display: MasterDisplay
    /// Width of the master column in points (iOS 8 `maximumPrimaryColumnWidth`: 320).
    public var masterWidth: Double
    /// Where `split-view` is written.
    public var range: SourceRange

    /// Creates a split view.
    public init(master: Pane, detail: Pane, display: MasterDisplay = .automatic, masterWidth: Double = 320, range: SourceRange) {
        self.master = master
        self.detail = detail
        self.display = display
        self.masterWidth = masterWidth
        self.range = range
    }
}
