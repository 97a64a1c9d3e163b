import MockupGeometry
import MockupSyntax

/// `table plain|grouped` with `section` children holding `cell`s (cells directly under
/// the table form one section), and optional `table-header` / `table-footer` views.
enum TableResolver {
    /// The table's own attributes (declared in `Table.family`) and the placement ones.
    static var attributes: [String] { Table.family.allAttributes.map(\.name) }
    static let children = ["section", "cell", "table-header", "table-footer"]
    static let sectionAttributes = ["header", "footer"]
    static let viewAttributes = ["image", "height", "align", "color", "size"]
    static let indexWords = ["alphabet", "sections", "off"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> Table {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let p = Positionals(node, flags: Table.Style.allCases.map(\.rawValue), maxTexts: 0, sink: ctx.sink)
        var table = Table(style: p.first(of: ["plain", "grouped"]).flatMap(Table.Style.init) ?? .plain)
        if let s = r.choice("style", Table.Style.self) { table.style = s }
        if let i = r.number("separator-inset", in: 0...1000) { table.separatorInset = i }
        if let h = r.number("row-height", in: 1...2000) { table.rowHeight = h }
        if let s = r.number("scroll", in: 0...1_000_000) { table.scroll = s }
        let editingMode = editing(node, ctx)
        if let e = editingMode { table.editing = e }
        // Cells warn about editing attributes only when the table surely is not editing
        // (not when its own `editing:` value was wrong and already reported).
        let notEditing = editingMode == .off || (editingMode == nil && node.attribute("editing") == nil)
        if let b = r.bool("reorder") { table.reorder = b }
        if let v = node.attribute("refresh")?.value, let (on, title) = switchOrText(v, key: "refresh", ctx) {
            table.refresh = on ? RefreshControl(title: title) : nil
        }
        if let v = node.attribute("loading")?.value, let (on, text) = switchOrText(v, key: "loading", ctx), on {
            table.loading = text ?? "Loading…"
        }

        var loose: [TableCell] = []
        var headerNode: Node?
        var footerNode: Node?
        for child in ctx.children(of: node, allowed: children) {
            switch child.name {
            case "cell":
                if let c = CellResolver.resolve(child, ctx, tableEditing: !notEditing) { loose.append(c) }
            case "table-header", "table-footer":
                let isHeader = child.name == "table-header"
                if let first = isHeader ? headerNode : footerNode {
                    ctx.sink.error(
                        "a table has at most one '\(child.name)'", at: child.nameRange,
                        notes: ["the first is at line \(first.nameRange.start.line)"])
                    continue
                }
                let view = resolveView(child, ctx)
                if isHeader {
                    headerNode = child
                    table.headerView = view
                } else {
                    footerNode = child
                    table.footerView = view
                }
            default:
                if !loose.isEmpty {
                    table.sections.append(TableSection(cells: loose))
                    loose = []
                }
                table.sections.append(resolveSection(child, editing: !notEditing, ctx))
            }
        }
        if !loose.isEmpty { table.sections.append(TableSection(cells: loose)) }
        if let v = node.attribute("index")?.value { table.index = index(v, sections: table.sections, ctx) }
        return table
    }

    private static func resolveSection(_ node: Node, editing: Bool, _ ctx: ElementContext) -> TableSection {
        let r = AttributeReader(node, allowed: sectionAttributes, sink: ctx.sink)
        _ = Positionals(node, flags: [], maxTexts: 0, sink: ctx.sink)
        var section = TableSection(header: r.text("header"), footer: r.text("footer"))
        section.source = SourceMark(node.nameRange)
        for cellNode in ctx.children(of: node, allowed: ["cell"]) {
            if let c = CellResolver.resolve(cellNode, ctx, tableEditing: editing) { section.cells.append(c) }
        }
        return section
    }

    /// `editing: on|off|delete|select`.
    private static func editing(_ node: Node, _ ctx: ElementContext) -> Table.Editing? {
        guard let v = node.attribute("editing")?.value else { return nil }
        switch v.kind {
        case .identifier(let s):
            switch s.lowercased() {
            case "on", "yes", "true", "delete": return .delete
            case "off", "no", "false": return .off
            case "select": return .select
            default: ctx.sink.unknown("editing mode", s, at: v.range, candidates: ["on", "off", "delete", "select"])
            }
        default:
            ctx.sink.error("'editing' expects on, off, delete or select", at: v.range, notes: ["found \(describe(v))"])
        }
        return nil
    }

    /// `key: on|off` or `key: "Text"` (text implies on).
    static func switchOrText(_ v: Value, key: String, _ ctx: ElementContext) -> (Bool, String?)? {
        switch v.kind {
        case .string(let s): return (true, s)
        case .identifier(let s):
            switch s.lowercased() {
            case "on", "yes", "true": return (true, nil)
            case "off", "no", "false": return (false, nil)
            default:
                ctx.sink.error(
                    "'\(key)' expects on, off or a quoted title", at: v.range,
                    notes: ["found '\(s)'", "text must be quoted: \(key): \"\(s)\""])
            }
        default:
            ctx.sink.error("'\(key)' expects on, off or a quoted title", at: v.range, notes: ["found \(describe(v))"])
        }
        return nil
    }

    /// `index: alphabet` (A–Z and #), `index: sections` (the section headers) or
    /// `index: "A B C"` (space-separated titles; without spaces, one per character).
    private static func index(_ v: Value, sections: [TableSection], _ ctx: ElementContext) -> [String] {
        switch v.kind {
        case .string(let s):
            let titles = s.contains(" ") ? s.split(separator: " ").map(String.init) : s.map(String.init)
            if titles.isEmpty { ctx.sink.error("empty section index", at: v.range, notes: ["for example index: \"ABC\""]) }
            return titles
        case .identifier(let s):
            switch s.lowercased() {
            case "alphabet": return (65...90).map { String(UnicodeScalar(UInt8($0))) } + ["#"]
            case "sections":
                let titles = sections.compactMap(\.header)
                if titles.isEmpty {
                    ctx.sink.warning("'index: sections' needs sections with headers", at: v.range)
                }
                return titles
            case "off", "no", "false": return []
            default: ctx.sink.unknown("index", s, at: v.range, candidates: indexWords)
            }
        default:
            ctx.sink.error(
                "'index' expects alphabet, sections or quoted titles", at: v.range, notes: ["found \(describe(v))"])
        }
        return []
    }

    // MARK: table header and footer views

    private static func resolveView(_ node: Node, _ ctx: ElementContext) -> TableAuxiliaryView {
        let r = AttributeReader(node, allowed: viewAttributes, sink: ctx.sink)
        let p = Positionals(node, flags: TableAuxiliaryView.Alignment.allCases.map(\.rawValue), maxTexts: 1, sink: ctx.sink)
        _ = ctx.children(of: node, allowed: [])
        var view = TableAuxiliaryView(text: p.texts.first)
        if let a = p.first(of: TableAuxiliaryView.Alignment.allCases.map(\.rawValue)) {
            view.alignment = TableAuxiliaryView.Alignment(rawValue: a) ?? .center
        }
        if let a = r.choice("align", TableAuxiliaryView.Alignment.self) { view.alignment = a }
        view.height = r.number("height", in: 1...10_000)
        view.color = r.color("color")
        if let s = r.number("size", in: 6...100) { view.fontSize = s }
        if let v = node.attribute("image")?.value, let name = r.string("image") {
            view.image = ImageResolver.resolve(name, at: v.range, ctx)
        }
        if view.text == nil && node.attribute("image") == nil {
            ctx.sink.error(
                "'\(node.name)' needs a text or an image", at: node.nameRange,
                notes: ["for example: \(node.name) \"Choose a network…\" or \(node.name) image: \"logo.png\""])
        }
        return view
    }
}
