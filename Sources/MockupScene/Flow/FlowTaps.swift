import MockupSyntax

/// Whether a flow's arrow starts at something a person can tap: not a view that takes
/// no touches (a label, a progress or activity indicator, a separator, a spacer) and
/// not a control written disabled.
public enum FlowTaps {
    /// Views that take no touches.
    static var untouchable: [ElementKind] {
        [Label.family.kind, ProgressView.family.kind, ActivityIndicator.family.kind, Separator.family.kind, Spacer.family.kind]
    }

    /// The warning for `arrow` when its element cannot be tapped, else nil (`document`
    /// and `kinds`: its screen's, as resolved).
    public static func warning(for arrow: FlowArrow, document: Document, kinds: SourceKinds) -> Diagnostic? {
        guard let name = arrow.fromElement, let node = element(named: name, in: document.nodes) else { return nil }
        let reason: String
        if let kind = kinds.kind(at: node.nameRange.start), untouchable.contains(kind) {
            reason = "a \(kind.name) takes no touches"
        } else if disabled(node) {
            reason = "it is disabled"
        } else {
            return nil
        }
        return .warning(
            "the arrow starts at '\(name)', which cannot be tapped: \(reason)", at: arrow.fromRange,
            notes: ["start it at the control a person taps (line \(node.nameRange.start.line) is '\(node.name)'), or at the screen: from: \(arrow.fromScreen)"])
    }

    /// The node written with `id: name`, searched depth first.
    static func element(named name: String, in nodes: [Node]) -> Node? {
        for node in nodes {
            if let v = node.attribute("id")?.value, case .identifier(let s) = v.kind, s == name { return node }
            if let v = node.attribute("id")?.value, case .string(let s) = v.kind, s == name { return node }
            if let found = element(named: name, in: node.children) { return found }
        }
        return nil
    }

    /// Whether `node` is written disabled (`disabled`, `enabled: off`).
    static func disabled(_ node: Node) -> Bool {
        if node.arguments.contains(where: { if case .identifier(let s) = $0.kind { s.lowercased() == "disabled" } else { false } }) {
            return true
        }
        if let v = node.attribute("enabled")?.value, case .identifier(let s) = v.kind {
            return ["off", "no", "false"].contains(s.lowercased())
        }
        return false
    }
}
