import MockupSyntax

/// `edit-menu ["Cut" "Copy" "Paste" …] anchor: ID [above|below] [more]`: UIMenuController's
/// dark callout over a text view's selection (or caret, or any element with that id).
public struct EditMenu: ContentView {
    /// Which side of its target the menu sits on (`automatic`: above unless there is no room).
    public enum Side: String, Sendable, Hashable, CaseIterable { case automatic, above, below }

    /// The standard commands, in the order iOS lists them.
    public static let standardItems = ["Cut", "Copy", "Paste", "Select", "Select All", "Delete"]

    public var items: [String]
    public var anchor: String
    public var anchorRange: SourceRange
    public var side: Side
    /// A "▸" at the end: more commands on a next page.
    public var more: Bool

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "edit-menu", aliases: ["menu"],
        summary: "the edit menu (UIMenuController): a dark callout of commands pointing at a text view's selection or caret, or at any element with `id:` ANCHOR",
        flags: ["above", "below", "more"],
        texts: 12, textsDoc: "the commands, left to right (default: Cut, Copy, Paste)",
        attributes: [
            AttributeSpec("anchor", .other("id"), "the `id:` of the text view (its selection or caret) or element the menu points at (required)"),
        ],
        example: "text-view \"Lunch on Friday?\" selection: \"Friday\" id: note\nedit-menu \"Cut\" \"Copy\" \"Paste\" anchor: note",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            guard let (name, range) = AnchorNames.reference(
                r.value("anchor"), on: node, sink: ctx.sink,
                example: "text-view \"…\" selection: \"word\" id: note, then edit-menu anchor: note")
            else { return nil }
            let side = ctx.oneOf(["above", "below"], in: node, what: "side").flatMap(Side.init(rawValue:)) ?? .automatic
            return EditMenu(
                items: p.texts.isEmpty ? ["Cut", "Copy", "Paste"] : p.texts, anchor: name, anchorRange: range,
                side: side, more: p.has("more"))
        })
}

extension EditMenu: AnchoredOverlay {
    public var anchorName: String? { anchor }
    public var anchorNameRange: SourceRange? { anchorRange }
}
