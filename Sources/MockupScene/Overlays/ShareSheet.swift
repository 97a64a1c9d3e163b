import MockupGeometry
import MockupSyntax

/// `share-sheet`: a UIActivityViewController — a row of coloured app activities
/// (Message, Mail…), a row of grey action activities (Copy, Print…) and Cancel, from the
/// bottom of an iPhone; on iPad a popover from `anchor:`.
public struct ShareSheet: ContentView {
    /// One activity: built in (`activity mail`) or custom (`activity "Open in Safari"
    /// icon: globe`).
    public struct Activity: Sendable, Hashable {
        /// UIActivityCategory: the top (share) row or the bottom (action) row.
        public enum Category: String, Sendable, Hashable { case share, action }

        /// The built-in kind's word (`mail`), or nil for a custom activity.
        public var builtin: String?
        public var title: String
        public var category: Category
        /// A custom activity's template image.
        public var icon: BarIcon?
        /// A custom share activity's tile colour.
        public var color: Color?

        /// An activity (built in when `builtin` names one of `ShareSheet.builtins`, or
        /// `more`: iOS 8's More tile).
        public init(builtin: String?, title: String, category: Category, icon: BarIcon? = nil, color: Color? = nil) {
            self.builtin = builtin
            self.title = title
            self.category = category
            self.icon = icon
            self.color = color
        }
    }

    public var activities: [Activity]
    /// Whether the AirDrop area shows above the rows (`activity airdrop`).
    public var airDrop: Bool
    /// The id of the element an iPad popover points at.
    public var anchor: String?
    /// Which way the iPad popover's arrow points.
    public var arrow: Popover.Arrow = .any

    /// The built-in activities of iOS 7–9 (UIActivityType…): word, title, row.
    static let builtins: [(word: String, title: String, category: Activity.Category)] = [
        ("message", "Message", .share), ("mail", "Mail", .share), ("twitter", "Twitter", .share),
        ("facebook", "Facebook", .share), ("weibo", "Sina Weibo", .share), ("tencent-weibo", "Tencent Weibo", .share),
        ("flickr", "Flickr", .share), ("vimeo", "Vimeo", .share),
        ("copy", "Copy", .action), ("print", "Print", .action), ("reading-list", "Add to Reading List", .action),
        ("bookmark", "Add Bookmark", .action), ("save-image", "Save Image", .action),
        ("assign-to-contact", "Assign to Contact", .action),
    ]

    /// What a share sheet shows when no activity is written: a link's usual set.
    static let defaultWords = ["message", "mail", "twitter", "facebook", "copy", "print", "reading-list"]

    static func builtin(_ word: String) -> Activity? {
        builtins.first { $0.word == word }.map { Activity(builtin: $0.word, title: $0.title, category: $0.category) }
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "share-sheet", aliases: ["activity-view"],
        summary: "a share sheet (UIActivityViewController): app and action activities and Cancel; on iPad a popover from `anchor:`",
        attributes: [
            AttributeSpec("anchor", .other("id"), "on iPad: the `id:` of the bar button or view the popover points at"),
            OverlayAnchor.arrowSpec,
        ],
        children: .own([
            "activity WORD (airdrop, " + builtins.map(\.word).joined(separator: ", ") + ")",
            "activity \"Title\" icon: NAME-or-FILE [share | action] color: COLOUR",
        ]),
        example: "navigation-bar \"Photo\"\n  button action id: share\nshare-sheet anchor: share\n  activity message\n  activity mail\n  activity copy\n  activity \"Open in Safari\" icon: globe",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            _ = ctx.positionals(node, family)
            var activities: [Activity] = []
            var airDrop = false
            for child in ctx.element.children(of: node, allowed: ["activity"]) {
                if child.arguments.count == 1, case .identifier(let w) = child.arguments[0].kind, w.lowercased() == "airdrop" {
                    _ = AttributeReader(child, allowed: [], sink: ctx.sink)
                    ctx.noChildren(child)
                    airDrop = true
                    continue
                }
                if let a = activity(child, ctx) { activities.append(a) }
            }
            if node.children.isEmpty { activities = defaultWords.compactMap(builtin) }
            let anchor = OverlayAnchor.read(r, node, ctx, what: "a share sheet")
            var sheet = ShareSheet(activities: activities, airDrop: airDrop, anchor: anchor?.name)
            sheet.arrow = OverlayAnchor.arrow(r, ctx)
            return sheet
        })

    /// One `activity` line.
    static func activity(_ node: Node, _ ctx: ViewContext) -> Activity? {
        let r = AttributeReader(node, allowed: ["icon", "color"], sink: ctx.sink)
        ctx.noChildren(node)
        var word: String?
        var title: String?
        var category: Activity.Category?
        for v in node.arguments {
            switch v.kind {
            case .identifier(let s) where s.lowercased() == "share" || s.lowercased() == "action":
                category = s.lowercased() == "share" ? .share : .action
            case .identifier(let s):
                let w = s.lowercased()
                guard builtins.contains(where: { $0.word == w }) else {
                    ctx.sink.unknown("activity", s, at: v.range, candidates: builtins.map(\.word) + ["airdrop", "share", "action"])
                    return nil
                }
                word = w
            case .string(let s): title = s
            default:
                ctx.sink.error(
                    "unexpected \(describe(v)) for 'activity'", at: v.range,
                    notes: ["write a built-in activity (activity mail) or a title (activity \"Open in Safari\" icon: globe)"])
            }
        }
        if let word, var a = builtin(word) {
            if let title { a.title = title }
            if let v = node.attribute("icon")?.value {
                ctx.sink.warning("a built-in activity has its own icon", at: v.range, notes: ["remove 'icon:'; it is ignored"])
            }
            if let category, category != a.category {
                ctx.sink.warning(
                    "'\(word)' is a \(a.category.rawValue) activity", at: node.nameRange,
                    notes: ["iOS puts it in the \(a.category == .share ? "top" : "bottom") row; drawn there"])
            }
            return a
        }
        guard let title else {
            ctx.sink.error(
                "an activity needs a built-in name or a title", at: node.nameRange,
                notes: ["for example activity mail or activity \"Open in Safari\" icon: globe"])
            return nil
        }
        guard let v = node.attribute("icon")?.value else {
            ctx.sink.error(
                "a custom activity needs its template image", at: node.nameRange,
                notes: ["for example icon: globe (a built-in icon) or icon: \"icons/safari.svg\""])
            return nil
        }
        guard let icon = icon(v, ctx) else { return nil }
        return Activity(builtin: nil, title: title, category: category ?? .action, icon: icon, color: r.color("color"))
    }

    /// `icon: NAME` (a built-in bar, tab or tile icon) or `icon: "file.svg"`.
    static func icon(_ v: Value, _ ctx: ViewContext) -> BarIcon? {
        switch v.kind {
        case .identifier(let s), .string(let s):
            if IconFiles.isFileName(s) || s.isEmpty {
                return IconFiles.load(s, at: v, ctx.element).map { .file(name: s, icon: $0) }
            }
            // Exact names first in every family, then aliases (`person` is the tile's).
            let families = ["bar", "tile", "tab"]
            if let f = families.first(where: { IconNames.available($0).contains(s) }) { return .builtin(f + "/" + s) }
            for family in families {
                if let name = IconNames.lookup(s, family: family) { return .builtin(family + "/" + name) }
            }
            let names = Set(IconNames.accepted("bar") + IconNames.accepted("tile") + IconNames.accepted("tab")).sorted()
            ctx.sink.unknown("icon", s, at: v.range, candidates: names)
            return nil
        default:
            ctx.sink.error(
                "'icon' expects an icon name or an .svg file", at: v.range,
                notes: ["for example icon: globe or icon: \"icons/safari.svg\""])
            return nil
        }
    }
}
