import MockupSyntax

/// `anchor: ID` on an action sheet or a share sheet: the element an iPad popover points
/// at. Checked when the overlay is resolved (overlays are written after what they cover,
/// so every id is known by then).
struct OverlayAnchor: Sendable, Hashable {
    public var name: String
    public var range: SourceRange

    /// The anchor written on `r`'s line (nil when none or after reporting a bad one);
    /// warns on an iPad when there is none.
    static func read(_ r: FamilyAttributes, _ node: Node, _ ctx: ViewContext, what: String) -> OverlayAnchor? {
        guard let v = r.value("anchor") else {
            if ctx.element.idiom == .pad {
                ctx.sink.warning(
                    "an iPad shows \(what) as a popover: it needs an 'anchor'", at: node.nameRange,
                    notes: ["give the bar button or view it comes from an id (button action id: share) and write anchor: share; drawn centred without an arrow"])
            }
            return nil
        }
        guard let (name, range) = AnchorNames.reference(v, on: node, sink: ctx.sink, example: "anchor: share"),
            AnchorNames.known(name, at: range, by: what, sink: ctx.sink)
        else { return nil }
        return OverlayAnchor(name: name, range: range)
    }

    /// The iPad popover's `arrow:` (`any`: UIKit's choice); on an iPhone, where the sheet
    /// slides up from the bottom, a warning.
    static func arrow(_ r: FamilyAttributes, _ ctx: ViewContext) -> Popover.Arrow {
        guard let arrow = r.choice("arrow", Popover.Arrow.self) else { return .any }
        if ctx.element.idiom == .phone, let v = r.value("arrow") {
            ctx.sink.warning(
                "'arrow' has no effect on an iPhone", at: v.range,
                notes: ["the sheet slides up from the bottom; only an iPad shows it as a popover with an arrow"])
        }
        return arrow
    }

    /// The `arrow:` attribute of the sheets an iPad shows as popovers.
    static let arrowSpec = AttributeSpec(
        "arrow", .choice(Popover.Arrow.allCases.map(\.rawValue)), default: "any",
        "on iPad: the popover arrow's direction, as a popover's (`any`: UIKit's choice)")
}

/// `action-sheet "Title" message: "…"`: choices sliding up from the bottom of an iPhone
/// (a rounded group, then Cancel in a group of its own), or an iPad popover from
/// `anchor:` without Cancel.
public struct ActionSheet: ContentView {
    public var title: String?
    public var message: String?
    public var buttons: [AlertButton]
    /// The id of the element an iPad popover points at.
    public var anchor: String?
    /// Which way the iPad popover's arrow points.
    public var arrow: Popover.Arrow = .any
    /// The sheet's line (for the "more choices than fit" warning at layout).
    public var range: SourceRange

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "action-sheet",
        summary: "an action sheet: choices from the bottom of an iPhone with Cancel apart; on iPad a popover from `anchor:`",
        texts: 2, textsDoc: "the title, then (optionally) the message (both optional)",
        attributes: [
            AttributeSpec("message", .text, "grey 13 pt text under the title"),
            AttributeSpec("anchor", .other("id"), "on iPad: the `id:` of the bar button or view the popover points at"),
            OverlayAnchor.arrowSpec,
        ],
        children: .own(["button \"Title\" [cancel | destructive | preferred | disabled]"]),
        example: "navigation-bar \"Photo\"\n  button camera id: photo\naction-sheet anchor: photo\n  button \"Take Photo\"\n  button \"Choose Existing\"\n  button \"Cancel\" cancel",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            let (buttons, _) = AlertChildren.read(node, ctx, fields: false)
            if buttons.isEmpty {
                ctx.sink.warning(
                    "an action sheet without choices", at: node.nameRange,
                    notes: ["add its choices: button \"Take Photo\""])
            }
            for b in buttons where b.preferred {
                ctx.sink.warning(
                    "an action sheet has no preferred choice", at: b.preferredRange ?? b.range,
                    notes: ["UIAlertController.preferredAction is used by alerts only; drawn regular"])
            }
            let anchor = OverlayAnchor.read(r, node, ctx, what: "an action sheet")
            var sheet = ActionSheet(
                title: p.texts.first, message: r.text("message") ?? (p.texts.count > 1 ? p.texts[1] : nil),
                buttons: buttons, anchor: anchor?.name, range: node.nameRange)
            sheet.arrow = OverlayAnchor.arrow(r, ctx)
            return sheet
        })
}
