import MockupGeometry
import MockupSyntax

/// `segmented "Day" "Week" "Month" selected: 1`: a UISegmentedControl as a content view
/// (the bar one is `SegmentedControl`, which this wraps): equal segments of text or of
/// icons (`icons: "list grid"`), a selected segment filled with the tint, `momentary`
/// (none selected), a greyed `disabled-segment:`, or the whole control `disabled`.
public struct Segmented: ContentView {
    /// Titles and selection, shared with the bar control (`titles` empty with icons).
    public var control: SegmentedControl
    /// One glyph per segment when the control shows icons.
    public var icons: [BarIcon] = []
    /// Index of a greyed segment (0-based).
    public var disabledSegment: Int?
    public var disabled = false
    /// The control's own tint (wins over an inherited one).
    public var tint: Color?

    /// Creates a control.
    public init(_ control: SegmentedControl, icons: [BarIcon] = []) {
        self.control = control
        self.icons = icons
    }

    /// How many segments it has.
    public var count: Int { icons.isEmpty ? control.titles.count : icons.count }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "segmented", summary: "equal segments of text or icons, one selected (filled with the tint)",
        flags: ["momentary", "disabled"], texts: Int.max,
        textsDoc: "the segments' titles",
        attributes: [
            AttributeSpec("selected", .other("segment position 1… or title"), default: "1", "the selected segment"),
            AttributeSpec("icons", .text, default: "none", "space-separated bar icon names or .svg files, one per segment (instead of titles)"),
            AttributeSpec("disabled-segment", .other("segment position 1… or title"), default: "none", "a greyed segment"),
            AttributeSpec("tint", .color, default: "inherited", "the control's tint"),
        ],
        example: "segmented \"Day\" \"Week\" \"Month\" selected: 2",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var icons: [BarIcon] = []
            if let v = r.value("icons") {
                guard let resolved = resolveIcons(v, ctx) else { return nil }
                icons = resolved
                if !p.texts.isEmpty {
                    ctx.sink.error(
                        "a segmented control shows titles or icons, not both", at: v.range,
                        notes: ["remove the titles or 'icons'"])
                    return nil
                }
            }
            let names = icons.isEmpty ? p.texts : icons.indices.map { String($0 + 1) }
            guard !names.isEmpty else {
                ctx.sink.error(
                    "a segmented control needs segments", at: node.nameRange,
                    notes: ["for example: segmented \"Day\" \"Week\" \"Month\" or segmented icons: \"bookmarks search\""])
                return nil
            }
            var s = Segmented(SegmentedControl(titles: p.texts), icons: icons)
            s.control.selected = 0
            if let v = r.value("selected") {
                s.control.selected = segment(v, "selected", names, p.texts, ctx)
            }
            if p.has("momentary") {
                if let v = r.value("selected") {
                    ctx.sink.warning("a momentary control shows no selected segment", at: v.range, notes: ["remove 'selected' or 'momentary'"])
                }
                s.control.selected = nil
            }
            if let v = r.value("disabled-segment") {
                s.disabledSegment = segment(v, "disabled-segment", names, p.texts, ctx)
                if let d = s.disabledSegment, d == s.control.selected {
                    ctx.sink.warning("the selected segment is also disabled", at: v.range)
                }
            }
            s.disabled = p.has("disabled")
            s.tint = r.color("tint")
            return s
        })

    /// A segment written as its position (1…) or title; nil after an error at `v`.
    private static func segment(_ v: Value, _ key: String, _ names: [String], _ titles: [String], _ ctx: ViewContext) -> Int? {
        switch v.kind {
        case .number(let n, nil) where n >= 1 && n <= Double(names.count) && n == n.rounded():
            return Int(n) - 1
        case .string(let s), .identifier(let s):
            if let i = titles.firstIndex(of: s) { return i }
            ctx.sink.unknown("segment", s, at: v.range, candidates: titles)
            return nil
        default:
            ctx.sink.error(
                "'\(key)' expects a segment's position (1…\(names.count)) or title", at: v.range,
                notes: ["found \(describe(v))"])
            return nil
        }
    }

    /// `icons: "list grid"`: each word a bar icon name or an .svg file.
    private static func resolveIcons(_ v: Value, _ ctx: ViewContext) -> [BarIcon]? {
        guard case .string(let s) = v.kind else {
            if case .identifier = v.kind { return BarButtonResolver.resolveIcon(v, ctx.element).map { [$0] } }
            ctx.sink.error("'icons' expects icon names in quotes", at: v.range, notes: ["for example icons: \"bookmarks search\""])
            return nil
        }
        var out: [BarIcon] = []
        // The caret goes on the word: the string's range starts at its opening quote.
        // With escapes in the source the columns are unknown: then the whole string.
        let plain = v.range.length == s.count + 2
        for sub in s.split(separator: " ") {
            let word = String(sub)
            var range = v.range
            if plain {
                range.start.column += 1 + s.distance(from: s.startIndex, to: sub.startIndex)
                range.length = word.count
            }
            let one = Value(.string(word), range: range)
            guard let icon = BarButtonResolver.resolveIcon(one, ctx.element) else { return nil }
            out.append(icon)
        }
        return out
    }
}
