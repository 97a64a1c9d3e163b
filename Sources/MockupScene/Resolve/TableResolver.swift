import Foundation
import MockupGeometry
import MockupSyntax

/// `table plain|grouped` with `section` children holding `cell`s (cells directly under
/// the table form one section).
enum TableResolver {
    static let attributes = ["style", "separator-inset", "row-height", "scroll"]
    static let sectionAttributes = ["header", "footer"]
    static let cellAttributes = [
        "style", "detail", "value", "accessory", "icon", "icon-color", "image", "height", "color",
    ]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> Table {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let p = Positionals(node, flags: Table.Style.allCases.map(\.rawValue), maxTexts: 0, sink: ctx.sink)
        var table = Table(style: p.first(of: ["plain", "grouped"]).flatMap(Table.Style.init) ?? .plain)
        if let s = r.choice("style", Table.Style.self) { table.style = s }
        if let i = r.number("separator-inset", in: 0...1000) { table.separatorInset = i }
        if let h = r.number("row-height", in: 1...2000) { table.rowHeight = h }
        if let d = r.number("scroll", in: 0...1_000_000) { table.scroll = d }
        var loose: [TableCell] = []
        for child in ctx.children(of: node, allowed: ["section", "cell"]) {
            if child.name == "cell" {
                if let c = resolveCell(child, ctx) { loose.append(c) }
                continue
            }
            if !loose.isEmpty {
                table.sections.append(TableSection(cells: loose))
                loose = []
            }
            let sr = AttributeReader(child, allowed: sectionAttributes, sink: ctx.sink)
            let sp = Positionals(child, flags: [], maxTexts: 0, sink: ctx.sink)
            _ = sp
            var section = TableSection(header: sr.string("header"), footer: sr.string("footer"))
            for cellNode in ctx.children(of: child, allowed: ["cell"]) {
                if let c = resolveCell(cellNode, ctx) { section.cells.append(c) }
            }
            table.sections.append(section)
        }
        if !loose.isEmpty { table.sections.append(TableSection(cells: loose)) }
        return table
    }

    static func resolveCell(_ node: Node, _ ctx: ElementContext) -> TableCell? {
        let r = AttributeReader(node, allowed: cellAttributes, sink: ctx.sink)
        let styles = TableCell.Style.allCases.map(\.rawValue)
        let accessories = TableCell.Accessory.allCases.map(\.rawValue).filter { $0 != "none" }
        let p = Positionals(node, flags: styles + accessories, maxTexts: 2, sink: ctx.sink)
        guard let title = p.texts.first else {
            ctx.sink.error(
                "a cell needs a title", at: node.nameRange,
                notes: ["for example: cell \"Wi-Fi\" detail: \"Home\" accessory: disclosure"])
            return nil
        }
        var cell = TableCell(title: title, detail: p.texts.count > 1 ? p.texts[1] : nil)
        if let s = p.first(of: styles) { cell.style = TableCell.Style(rawValue: s) ?? .default }
        if let a = p.first(of: accessories) { cell.accessory = TableCell.Accessory(rawValue: a) ?? .none }
        if let s = r.choice("style", TableCell.Style.self) { cell.style = s }
        if let a = r.choice("accessory", TableCell.Accessory.self) { cell.accessory = a }
        if let d = r.text("detail") { cell.detail = d }
        if let v = r.text("value") {
            cell.detail = v
            // A right-hand value is what value 1 is for; keep an explicit style.
            if p.first(of: styles) == nil && node.attribute("style") == nil { cell.style = .value1 }
        }
        cell.height = r.number("height", in: 1...2000)
        cell.titleColor = r.color("color")
        let iconColor = r.color("icon-color")
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
            } else if let name = r.string("image") {
                cell.image = resolveImage(name, at: v.range, ctx)
            }
        }
        if cell.style == .value2 && cell.image != nil {
            ctx.sink.warning(
                "value-2 cells show no image", at: node.nameRange,
                notes: ["UIKit ignores the image of a value-2 cell"])
        }
        return cell
    }

    /// A PNG path relative to the project folder; it must exist.
    static func resolveImage(_ name: String, at range: SourceRange, _ ctx: ElementContext) -> CellImage? {
        guard !name.isEmpty else {
            ctx.sink.error("empty image path", at: range)
            return nil
        }
        let path = name.hasPrefix("/") ? name : ctx.options.baseDirectory + "/" + name
        guard ctx.options.fileExists(path) else {
            ctx.sink.error(
                "image file not found: \(name)", at: range,
                notes: ["paths are relative to the folder of the mockup file"])
            return nil
        }
        return .file(name: name, path: path)
    }
}
