import MockupScene
import MockupSyntax

/// The rules of flow documents: checked once over the whole flow (its arrows, the
/// screens they name), beside each screen's own rules.
enum FlowRules {
    static let rules: [LintRule] = [arrowFromStatic]

    /// Views that take no touches.
    static let untouchable: [ElementKind] = [
        .label, ProgressView.family.kind, ActivityIndicator.family.kind, Separator.family.kind, Spacer.family.kind,
    ]

    static let arrowFromStatic = LintRule(
        "L-flow-arrow-static", section: "Label",
        guideline: "A label displays static text; it doesn't allow user interaction except, in some cases, to copy the text. A disabled control doesn't respond to touches.",
        trigger: "a flow's arrow that starts at a label, a progress or activity indicator, a separator, a spacer, or a control written `disabled` or `enabled: off`",
        failing: """
            flow
            screen id: home
              label "Compose" id: compose
            screen id: editor
            arrow from: home.compose to: editor
            """, at: .init(5, 13),
        passing: """
            flow
            screen id: home
              button "Compose" id: compose
            screen id: editor
            arrow from: home.compose to: editor
            """
    ) { scope in
        var hits: [LintHit] = []
        let screens = scope.all(.flowScreen)
        let arrows = scope.all(.flowArrow)
        // The entries with an id, by id, in file order: found once, not once per arrow.
        let withID = arrows.isEmpty ? [:] : Dictionary(grouping: scope.entries.compactMap { e in e.node.text("id").map { ($0, e) } }, by: \.0)
        for arrow in arrows {
            guard let from = arrow.node.attribute("from")?.value, let written = from.identifierOrString else { continue }
            let (screenID, elementID) = FlowResolver.reference(written)
            guard let elementID, !elementID.isEmpty,
                let screen = screens.first(where: { $0.node.text("id") == screenID }),
                let element = withID[elementID]?.lazy.map(\.1).first(where: { e in e.ancestors.contains { $0.nameRange == screen.node.nameRange } })
            else { continue }
            let reason: String
            if let kind = element.kind, untouchable.contains(kind) {
                reason = "a \(kind.name) takes no touches"
            } else if element.node.has("disabled") || element.node.bool("enabled") == false {
                reason = "it is disabled"
            } else {
                continue
            }
            hits.append(LintHit(
                from.range, "the arrow starts at '\(elementID)', which cannot be tapped: \(reason)",
                fix: "start it at the control a person taps (line \(element.node.nameRange.start.line) is '\(element.node.name)'), or at the screen: from: \(screenID)"))
        }
        return hits
    }
}

extension Value {
    /// A bare word's or a quoted text's characters.
    var identifierOrString: String? {
        switch kind {
        case .identifier(let s), .string(let s): s
        default: nil
        }
    }
}
