import MockupSyntax

/// `popover anchor: ID` (iPad): a rounded frosted panel with an arrow pointing at the
/// element or bar button carrying `id: ID`, holding bars and content of its own.
public struct Popover: ContentView {
    /// Which way the arrow points (`any`: where there is room, UIKit's order).
    public enum Arrow: String, Sendable, Hashable, CaseIterable {
        case any, up, down, left, right
    }

    public var anchor: String
    /// Where the anchor's name is written (for the "unknown id" error).
    public var anchorRange: SourceRange
    public var arrow: Arrow
    public var pane: Pane

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "popover",
        summary: "an iPad popover: a frosted panel 320 pt wide (`width:` up to 600) pointing at the element with `id:` ANCHOR",
        attributes: [
            AttributeSpec("anchor", .other("id"), "the `id:` of the view or bar button the arrow points at (required)"),
            AttributeSpec("arrow", .choice(Arrow.allCases.map(\.rawValue)), default: "any", "the arrow's direction; `any` is UIKit's choice: into the bar from a bar button, else the side that keeps most of the panel on the screen (landscape tries the sides first)"),
        ],
        children: .own(["navigation-bar", "search-bar", "toolbar", "any content view"]),
        example: "navigation-bar \"Photos\"\n  button action id: share\npopover anchor: share height: 220\n  navigation-bar \"Share\"\n  table plain\n    cell \"Message\"\n    cell \"Mail\"",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            _ = ctx.positionals(node, family)
            guard let (name, range) = AnchorNames.reference(
                r.value("anchor"), on: node, sink: ctx.sink, example: "button action id: share, then popover anchor: share")
            else { return nil }
            if ctx.element.idiom == .phone {
                ctx.sink.warning(
                    "popovers are iPad-only in iOS 7–9", at: node.nameRange,
                    notes: ["an iPhone presents this content full screen (a modal) or as an action sheet; it is drawn as asked"])
            }
            if let w = r.value("width"), case .number(let n, _) = w.kind, n < 320 || n > 600 {
                ctx.sink.warning(
                    "a popover is 320 to 600 pt wide", at: w.range,
                    notes: ["UIKit clamps the content width to 320…600 (320 recommended); it is drawn at \(min(max(n, 320), 600))"])
            }
            let arrow = r.choice("arrow", Arrow.self) ?? .any
            return Popover(anchor: name, anchorRange: range, arrow: arrow, pane: PaneResolver.resolve(node, ctx.element, reader: r.reader))
        })
}
