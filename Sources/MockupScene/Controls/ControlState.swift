/// The states a control is drawn in (UIControlState): written as a bare word on the
/// control's line (`button "Send" disabled`).
public enum ControlState: String, Sendable, Hashable, CaseIterable {
    case normal, highlighted, selected, disabled

    /// The state words a control takes when it draws every state.
    static let words = allCases.map(\.rawValue)

    /// The words of the states a control draws differently (a word that changes
    /// nothing is refused, with a did-you-mean, rather than accepted silently).
    static func words(_ drawn: ControlState...) -> [String] { ([.normal] + drawn).map(\.rawValue) }

    /// The state written among `flags` (the last one wins), normal when none is.
    static func read(_ p: Positionals) -> ControlState {
        p.flags.reversed().lazy.compactMap(ControlState.init(rawValue:)).first ?? .normal
    }
}
