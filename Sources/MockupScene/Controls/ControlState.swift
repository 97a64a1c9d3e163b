/// The states a control is drawn in (UIControlState): written as a bare word on the
/// control's line (`button "Send" disabled`).
public enum ControlState: String, Sendable, Hashable, CaseIterable {
    case normal, highlighted, selected, disabled

    /// The state words a control takes.
    static let words = allCases.map(\.rawValue)

    /// The state written among `flags` (the last one wins), normal when none is.
    static func read(_ p: Positionals) -> ControlState {
        p.flags.reversed().lazy.compactMap(ControlState.init(rawValue:)).first ?? .normal
    }
}
