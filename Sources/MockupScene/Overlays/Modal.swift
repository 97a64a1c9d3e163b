import MockupSyntax

/// `modal`: a presented view controller with its own bars and content — full screen on
/// iPhone; on iPad a form sheet (540 × 620, centred, dimmed around) or a page sheet
/// (768 pt wide, full height).
public struct Modal: ContentView {
    /// UIModalPresentationStyle.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Form sheet on iPad, full screen on iPhone.
        case automatic
        case fullScreen = "full-screen"
        case formSheet = "form-sheet"
        case pageSheet = "page-sheet"
    }

    public var style: Style
    public var pane: Pane

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "modal", aliases: ["modal-view", "sheet"],
        summary: "a presented view with its own bars and content: full screen on iPhone, a form or page sheet on iPad",
        flags: Style.allCases.map(\.rawValue),
        attributes: [],
        children: .own(["navigation-bar", "search-bar", "toolbar", "tab-bar", "any content view"]),
        example: "modal form-sheet\n  navigation-bar \"New Event\"\n    button cancel left\n    button done\n  label \"Title\"",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            _ = ctx.positionals(node, family)
            let word = ctx.oneOf(Style.allCases.map(\.rawValue), in: node, what: "style")
            let style = word.flatMap(Style.init(rawValue:)) ?? .automatic
            if ctx.element.idiom == .phone, style == .formSheet || style == .pageSheet {
                ctx.sink.warning(
                    "an iPhone shows a \(style.rawValue) full screen", at: node.nameRange,
                    notes: ["form and page sheets are iPad presentations; iOS 7–9 iPhones present every modal full screen"])
            }
            return Modal(style: style, pane: PaneResolver.resolve(node, ctx.element, reader: r.reader))
        })
}
