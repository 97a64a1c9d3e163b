import MockupGeometry
import MockupSyntax

/// `cell [style] "Title" ["Detail"] [accessory] [selected] [disabled] [destructive] key: value…`
/// with optional `swipe-action` children and one control written under it as the row's
/// accessory view (`stepper value: 3`), or named by `accessory: stepper`.
enum CellResolver {
    static let attributes = [
        "style", "detail", "value", "accessory", "switch", "badge", "badge-color", "weight", "detail-color", "value-color", "icon", "icon-color", "image", "image-color",
        "height", "color", "lines", "detail-lines", "selected", "highlighted", "enabled", "editing", "reorder", "swipe", "id",
    ]
    static let stateFlags = ["selected", "highlighted", "disabled", "destructive"]
    static let swipeAttributes = ["color", "style"]
    static let swipeStyles = ["destructive", "normal"]
    /// What a cell may hold: swipe actions, and one content view as its accessory.
    static let childNames = ["swipe-action"] + ElementCatalog.allNames

    /// `tableEditing`: whether the table is in editing mode, for warnings about
    /// editing attributes that would show nothing.
    static func resolve(_ node: Node, _ ctx: ElementContext, tableEditing: Bool = true) -> TableCell? {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let styles = TableCell.Style.allCases.map(\.rawValue)
        let accessories = TableCell.Accessory.names.filter { $0 != "none" }
        let p = Positionals(node, flags: styles + accessories + stateFlags, maxTexts: 2, sink: ctx.sink)
        guard let title = p.texts.first else {
            ctx.sink.error(
                "a cell needs a title", at: node.nameRange,
                notes: ["for example: cell \"Wi-Fi\" detail: \"Home\" accessory: disclosure"])
            return nil
        }
        var cell = TableCell(title: title, detail: p.texts.count > 1 ? p.texts[1] : nil)
        cell.source = SourceMark(node.nameRange)
        cell.anchor = AnchorNames.read(r)
        if let s = p.first(of: styles) { cell.style = TableCell.Style(rawValue: s) ?? .default }
        if let a = p.first(of: accessories) { cell.accessory = TableCell.Accessory(name: a) ?? .none }
        if let s = r.choice("style", TableCell.Style.self) { cell.style = s }
        if let a = accessory(node, ctx, views: &cell.accessoryViews) { cell.accessory = a }
        if let v = node.attribute("switch")?.value, let on = r.bool("switch") {
            if node.attribute("accessory") != nil {
                ctx.sink.error(
                    "a cell has one accessory", at: v.range,
                    notes: ["'switch' is an accessory; remove 'accessory' or 'switch'"])
            } else {
                cell.accessory = .switch(isOn: on)
            }
        }
        if let d = r.text("detail") { cell.detail = d }
        if let v = r.text("value") {
            cell.detail = v
            // A right-hand value is what value 1 is for; keep an explicit style.
            if p.first(of: styles) == nil && node.attribute("style") == nil { cell.style = .value1 }
        }
        cell.badge = r.text("badge")
        cell.badgeColor = r.color("badge-color")
        cell.titleWeight = r.choice("weight", TextWeight.self)
        cell.detailColor = r.color("detail-color") ?? r.color("value-color")
        if let v = node.attribute("badge-color")?.value, cell.badge == nil {
            ctx.sink.warning("'badge-color' without 'badge' has no effect", at: v.range)
        }
        cell.height = r.number("height", in: 1...2000)
        cell.lines = lines(r, "lines") ?? 1
        cell.detailLines = lines(r, "detail-lines") ?? 1
        cell.titleColor = r.color("color")
        if p.has("destructive") && cell.titleColor == nil { cell.titleColor = Palette.red }
        // Highlighted (touch down) and selected look the same in a row: the grey background.
        cell.selected = r.bool("selected") ?? r.bool("highlighted") ?? (p.has("selected") || p.has("highlighted"))
        cell.enabled = r.bool("enabled") ?? !p.has("disabled")
        cell.editingControl = r.choice("editing", TableCell.EditingControl.self)
        cell.reorder = r.bool("reorder")
        if !tableEditing {
            for key in ["editing", "reorder"] where key == "editing" ? cell.editingControl != nil : cell.reorder != nil {
                guard let v = node.attribute(key)?.value else { continue }
                ctx.sink.warning(
                    "'\(key)' has no effect while the table is not editing", at: v.range,
                    notes: ["add editing: on to the table"])
            }
        }
        resolveImage(node, r, &cell, ctx)
        resolveSwipe(node, &cell, ctx)
        if cell.style == .value2 && cell.image != nil {
            ctx.sink.warning(
                "value-2 cells show no image", at: node.nameRange,
                notes: ["UIKit ignores the image of a value-2 cell"])
        }
        if cell.style == .action, let v = (node.attribute("detail") ?? node.attribute("value"))?.value {
            ctx.sink.warning("action rows show only their title", at: v.range)
        }
        return cell
    }

    /// `accessory: NAME` or `accessory: "Text"` (a custom text accessory); a control's
    /// name (`stepper`) becomes the row's accessory view, in `views`.
    private static func accessory(_ node: Node, _ ctx: ElementContext, views: inout [ViewNode]) -> TableCell.Accessory? {
        guard let v = node.attribute("accessory")?.value else { return nil }
        switch v.kind {
        case .string(let s): return .text(s)
        case .identifier(let s):
            if let a = TableCell.Accessory(name: s.lowercased()) { return a }
            if let family = ElementCatalog.family(named: s.lowercased()),
                let view = defaultAccessoryView(family)
            {
                views = [ViewNode(family: family.kind, view: view, range: v.range, id: ctx.sink.nextViewID())]
                return TableCell.Accessory.none
            }
            ctx.sink.unknown("accessory", s, at: v.range, candidates: TableCell.Accessory.names + TableCell.Accessory.viewNames)
        default:
            ctx.sink.error(
                "'accessory' expects an accessory name or quoted text", at: v.range,
                notes: ["found \(describe(v))", "expected one of: " + TableCell.Accessory.names.joined(separator: ", ")])
        }
        return nil
    }

    /// The control `accessory: NAME` shows, in its default state.
    private static func defaultAccessoryView(_ family: ElementFamily) -> (any ContentView)? {
        switch family.kind {
        case Stepper.family.kind: return Stepper(value: 0)
        case ActivityIndicator.family.kind: return ActivityIndicator()
        default: return nil
        }
    }

    /// A line count: a whole number 0…100 (0: as many as needed).
    private static func lines(_ r: AttributeReader, _ key: String) -> Int? {
        guard let n = r.number(key, in: 0...100) else { return nil }
        guard n == n.rounded() else {
            if let v = r.node.attribute(key)?.value {
                r.sink.error("'\(key)' expects a whole number", at: v.range, notes: ["0 means as many lines as needed"])
            }
            return nil
        }
        return Int(n)
    }

    private static func resolveImage(_ node: Node, _ r: AttributeReader, _ cell: inout TableCell, _ ctx: ElementContext) {
        let iconColor = r.color("icon-color")
        let imageColor = r.color("image-color")
        if let v = node.attribute("icon")?.value,
            let icon = IconNames.resolve(v, family: "tile", sink: ctx.sink)
        {
            cell.image = .tile(icon: icon, color: iconColor ?? Palette.gray)
        } else if let v = node.attribute("icon-color")?.value, node.attribute("icon") == nil {
            ctx.sink.warning("'icon-color' without 'icon' has no effect", at: v.range)
        }
        if let v = node.attribute("image")?.value {
            if node.attribute("icon") != nil {
                ctx.sink.error("a cell has either 'icon' or 'image', not both", at: v.range)
            } else if let name = r.string("image"), let source = ImageResolver.resolve(name, at: v.range, ctx) {
                cell.image = .file(source, color: imageColor)
                if case .bitmap = source, let c = node.attribute("image-color")?.value {
                    ctx.sink.warning(
                        "'image-color' has no effect on a PNG image", at: c.range,
                        notes: ["SVG images are drawn in this colour"])
                }
            }
        } else if let c = node.attribute("image-color")?.value {
            ctx.sink.warning("'image-color' without 'image' has no effect", at: c.range)
        }
    }

    /// `swipe: on|"Title"` (the rightmost, red button) and `swipe-action "Title"` children
    /// (buttons to its left, in order); content views under the cell are its accessory
    /// views, left to right, before a chevron, checkmark or info button.
    private static func resolveSwipe(_ node: Node, _ cell: inout TableCell, _ ctx: ElementContext) {
        // A switch, a text accessory or a control named by `accessory:` fills the place
        // views go; the system's buttons and marks leave room before them.
        let filled: Bool
        switch cell.accessory {
        case .switch, .text: filled = true
        case .none, .disclosure, .checkmark, .detailButton, .detailDisclosure: filled = !cell.accessoryViews.isEmpty
        }
        let written = node.attribute("switch") ?? node.attribute("accessory")
        for child in ctx.children(of: node, allowed: childNames) where child.name != "swipe-action" {
            if filled {
                let place = written.map { "'\($0.name):' (line \($0.nameRange.start.line))" } ?? "the cell's switch"
                ctx.sink.error(
                    "a cell has one accessory", at: child.nameRange,
                    notes: [place + " fills the accessory's place; views under a cell go before a disclosure, checkmark, detail-button or detail-disclosure"])
                continue
            }
            if let view = ViewResolver.resolve(child, ViewContext(element: ctx)) { cell.accessoryViews.append(view) }
        }
        for child in node.children where child.name == "swipe-action" {
            let r = AttributeReader(child, allowed: swipeAttributes, sink: ctx.sink)
            let p = Positionals(child, flags: swipeStyles, maxTexts: 1, sink: ctx.sink)
            _ = ctx.children(of: child, allowed: [])
            guard let title = p.texts.first else {
                ctx.sink.error(
                    "a swipe action needs a title", at: child.nameRange,
                    notes: ["for example: swipe-action \"More\" style: normal"])
                continue
            }
            var style = p.first(of: swipeStyles)
            if let v = child.attribute("style")?.value {
                switch v.kind {
                case .identifier(let s) where swipeStyles.contains(s.lowercased()): style = s.lowercased()
                case .identifier(let s), .string(let s):
                    ctx.sink.unknown("swipe style", s, at: v.range, candidates: swipeStyles)
                default:
                    ctx.sink.error("'style' expects destructive or normal", at: v.range, notes: ["found \(describe(v))"])
                }
            }
            let base = style == "normal" ? Palette.swipeNormal : Palette.swipeDestructive
            cell.swipeActions.append(TableCell.SwipeAction(title: title, color: r.color("color") ?? base))
        }
        if let v = node.attribute("swipe")?.value, let (on, title) = TableResolver.switchOrText(v, key: "swipe", ctx), on {
            cell.swipeActions.append(TableCell.SwipeAction(title: title ?? "Delete", color: Palette.swipeDestructive))
        }
    }
}

