/// A button in a navigation bar or toolbar.
public struct BarButton: Sendable, Hashable {
    /// System items drawn as text (`reference/ios-metrics.md` §17).
    public enum SystemItem: String, Sendable, Hashable, CaseIterable {
        case done, cancel, edit, save, undo, redo

        /// The English title UIKit shows.
        public var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            }
        }

        /// Done and Save are semibold.
        public var isProminent: Bool { self == .done || self == .save }
    }

    /// Which end of the bar.
    public enum Side: String, Sendable, Hashable, CaseIterable { case left, right }

    public var title: String
    /// Semibold text (Done, Save, or `style: done`).
    public var prominent: Bool
    public var side: Side
    public var enabled: Bool

    /// Creates a text button.
    public init(title: String, prominent: Bool = false, side: Side = .right, enabled: Bool = true) {
        self.title = title
        self.prominent = prominent
        self.side = side
        self.enabled = enabled
    }
}
