import MockupSyntax

/// `segmented "Day" "Week" "Month" selected: 2 width: 200` inside a navigation bar
/// (in place of the title) or a toolbar. `selected` counts from 1, or names a segment.
enum SegmentedResolver {
    static let attributes = ["selected", "width"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> SegmentedControl? {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        _ = ctx.children(of: node, allowed: [])
        let p = Positionals(node, flags: [], maxTexts: Int.max, sink: ctx.sink)
        guard !p.texts.isEmpty else {
            ctx.sink.error(
                "a segmented control needs segment titles", at: node.nameRange,
                notes: ["for example: segmented \"Day\" \"Week\" \"Month\" selected: 1"])
            return nil
        }
        var control = SegmentedControl(titles: p.texts)
        control.width = r.number("width", in: 1...10_000)
        if let v = node.attribute("selected")?.value {
            switch v.kind {
            case .number(let n, nil) where n >= 1 && n <= Double(p.texts.count) && n == n.rounded():
                control.selected = Int(n) - 1
            case .string(let s), .identifier(let s):
                if let i = p.texts.firstIndex(of: s) {
                    control.selected = i
                } else {
                    ctx.sink.unknown("segment", s, at: v.range, candidates: p.texts)
                }
            default:
                ctx.sink.error(
                    "'selected' expects a segment's position (1…\(p.texts.count)) or title", at: v.range,
                    notes: ["found \(describe(v))"])
            }
        }
        return control
    }
}
