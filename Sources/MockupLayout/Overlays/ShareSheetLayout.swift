import MockupDisplayList
import MockupGeometry
import MockupScene

/// A share sheet (UIActivityViewController). iPhone, from the bottom over the dimmed
/// screen: a row of app activities (coloured tiles), a row of action activities (grey
/// outlined tiles), each a 60 pt icon over its title, rows that run off the right edge
/// cut (iOS scrolls them sideways), then Cancel. iOS 8–9: white rounded groups on the
/// frosted material, as action sheets; iOS 7: one full-width frosted panel with Cancel
/// as a rounded button. iPad: the rows in a popover from the anchor, 76 pt icons,
/// without Cancel.
extension ShareSheet: ViewLayout {
    enum Figures {
        /// Icons: 60 pt on iPhone, 76 on iPad (Apple's UIActivity docs).
        static func icon(phone: Bool) -> Double { phone ? 60 : 76 }
        /// Icon corners: iOS 7's app-icon rounding, ≈ 22.5 % of the side (unconfirmed).
        static let iconRadiusRatio = 0.225
        /// Row: 16 above the icon, 7 to the title, two 11 pt title lines, 11 below; icons
        /// 15 from the group's edge, 16 apart (unconfirmed: no source gives rows). iOS 8–9
        /// on iPhone (e30, @2x): 20 above the icon (40 px), rows 128 apart (the hairline
        /// 256 px under the group's top), icons 72 apart (144 px) from 8.5 in (17 px), so four
        /// whole icons on a 320 pt iPhone.
        static let rowTop = 16.0
        static let titleGap = 7.0
        static let titleLines = 2
        static let rowBottom = 11.0
        static let firstInset = 15.0
        static let iconGap = 16.0
        static let phoneRowTop8 = 20.0
        static let phoneRowHeight8 = 128.0
        static let phoneFirstInset8 = 8.5
        static let phonePitch8 = 72.0
        /// Titles 11 pt (UI7K, single clone); black on iOS 8–9 (e30 #000000), dark grey
        /// on iOS 7 (unconfirmed).
        static let titleSize = 11.0
        static func titleColor(_ ios: IOSVersion) -> Color { ios == .ios7 ? Color(rgb: 0x333333) : .black }
        /// Action tiles: white with a dark grey glyph (unconfirmed); a grey hairline outline
        /// on iOS 7 only (unconfirmed; e30, iOS 8: the white tile meets the group's fill
        /// directly).
        static let actionOutline = Color(red: 0, green: 0, blue: 0, alpha: 51)
        static func actionTileOutlined(_ ios: IOSVersion) -> Bool { ios == .ios7 }
        static let actionGlyph = Color(rgb: 0x4A4A4A)
        static let actionFill = Color.white
        /// iOS 8–9 groups and Cancel: as action sheets (`ActionSheet.Figures`): 8 margin,
        /// their corners (4 on iOS 8: e30's fits of 7.8–8.5 px @2x) and Cancel row (44 on
        /// iOS 8: e30 88 px @2x), semibold 20 on opaque white.
        static let margin = 8.0
        static let groupFill = Color(red: 255, green: 255, blue: 255, alpha: 217)
        static let separator = Color(red: 0, green: 0, blue: 0, alpha: 51)
        /// iOS 7: one full-width panel of the bars' frosted white (unconfirmed), Cancel a
        /// 44 pt white button 8 pt in with 4 pt corners (UI7K's action sheet).
        static let panelFill7 = Color(red: 248, green: 248, blue: 248, alpha: 235)
        static let cancelRadius7 = 4.0
        /// Dimming: as action sheets (black 40 %).
        static let dim = Color(red: 0, green: 0, blue: 0, alpha: 102)
        /// The AirDrop area's text: iOS 8's wording, 12 pt (unconfirmed), beside the glyph.
        static let airDropText = "AirDrop. Share instantly with people nearby. If they do not appear, ask them to open Control Center and turn on AirDrop."
        static let airDropTextSize = 12.0
        /// iPad popover width (the popover default).
        static let popoverWidth = 320.0
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    /// Row height for the device.
    static func rowHeight(phone: Bool, ctx: LayoutContext) -> Double {
        let F = Figures.self
        if phone && ctx.ios != .ios7 { return F.phoneRowHeight8 }
        let line = ctx.measurer.measure("Ag", font: .system(F.titleSize)).height
        return F.rowTop + F.icon(phone: phone) + F.titleGap + line * Double(F.titleLines) + F.rowBottom
    }

    /// One row of activities, clipped to `row`.
    func rowItems(_ list: [Activity], in row: Rect, phone: Bool, ctx: LayoutContext) -> [DisplayItem] {
        let F = Figures.self
        let side = F.icon(phone: phone)
        let radius = (side * F.iconRadiusRatio).rounded()
        let iOS8Phone = phone && ctx.ios != .ios7
        let pitch = iOS8Phone ? F.phonePitch8 : side + F.iconGap
        let inset = iOS8Phone ? F.phoneFirstInset8 : F.firstInset
        let top = iOS8Phone ? F.phoneRowTop8 : F.rowTop
        let font = FontSpec.system(F.titleSize)
        let line = ctx.measurer.measure("Ag", font: font)
        var out: [DisplayItem] = []
        for (i, a) in list.enumerated() {
            let tile = Rect(x: row.minX + inset + Double(i) * pitch, y: row.minY + top, width: side, height: side)
            if tile.minX > row.maxX { break }
            out += tileItems(a, tile: tile, radius: radius, ctx: ctx)
            let titleWidth = pitch - 4
            var y = tile.maxY + F.titleGap
            for l in TextWrap.lines(a.title, font: font, width: titleWidth, measurer: ctx.measurer, maxLines: F.titleLines) {
                let m = ctx.measurer.measure(l, font: font)
                out.append(.text(ctx.run(
                    l, metrics: m, font: font, color: F.titleColor(ctx.ios), x: tile.midX - min(m.width, titleWidth) / 2,
                    baseline: y + line.ascent, maxWidth: titleWidth)))
                y += line.height
            }
        }
        return [.group(Group(clip: row, items: out))]
    }

    /// An activity's tile: a built-in app's colours, an action's outlined white tile
    /// with its glyph, a custom activity's template image (white on its colour in the top
    /// row, grey on white in the bottom row).
    func tileItems(_ a: Activity, tile: Rect, radius: Double, ctx: LayoutContext) -> [DisplayItem] {
        let F = Figures.self
        if let word = a.builtin, a.category == .share, word != "more" { return ShareGlyphs.app(word, in: tile, radius: radius, ctx: ctx) }
        var out: [DisplayItem] = []
        let glyphBox = Rect(x: tile.minX + tile.width * 0.2, y: tile.minY + tile.height * 0.2, width: tile.width * 0.6, height: tile.height * 0.6)
        if a.category == .share && a.builtin == nil {
            out.append(.roundedRect(tile, radius: radius, a.color ?? ctx.tint))
            if let icon = a.icon?.icon { out += IconDrawing.items(icon, in: glyphBox, color: .white, ctx: ctx) }
            return out
        }
        out.append(.roundedRect(tile, radius: radius, F.actionFill))
        if F.actionTileOutlined(ctx.ios) {
            out.append(.stroke(
                Path.roundedRect(Rect(x: tile.minX + 0.25, y: tile.minY + 0.25, width: tile.width - 0.5, height: tile.height - 0.5), radius: radius),
                F.actionOutline, StrokeStyle(width: 0.5)))
        }
        if let word = a.builtin {
            out += ShareGlyphs.action(word, in: tile, color: F.actionGlyph, ctx: ctx)
        } else if let icon = a.icon?.icon {
            out += IconDrawing.items(icon, in: glyphBox, color: a.color ?? F.actionGlyph, ctx: ctx)
        }
        return out
    }

    /// What the group holds, top to bottom.
    enum Section {
        case airDrop
        case row([Activity])
    }

    /// The AirDrop area, then the app row and the action row, system activities before
    /// custom ones; on iOS 8–9 each row ends with its "More" tile.
    func sections(_ ctx: LayoutContext) -> [Section] {
        let more = ctx.ios != .ios7
        var out: [Section] = airDrop ? [.airDrop] : []
        for category in [Activity.Category.share, .action] {
            // System activities before custom ones (the HIG's order), each in file order.
            let row = activities.filter { $0.category == category }
            var list = row.filter { $0.builtin != nil } + row.filter { $0.builtin == nil }
            guard !list.isEmpty else { continue }
            if more { list.append(Activity(builtin: "more", title: "More", category: category)) }
            out.append(.row(list))
        }
        return out
    }

    /// The AirDrop area: the AirDrop glyph in a grey ring, and iOS 8's explanation.
    func airDropItems(in row: Rect, phone: Bool, ctx: LayoutContext) -> [DisplayItem] {
        let F = Figures.self
        let side = F.icon(phone: phone)
        let tile = Rect(x: row.minX + F.firstInset, y: row.minY + F.rowTop, width: side, height: side)
        var out: [DisplayItem] = [.stroke(
            Path.ellipse(in: Rect(x: tile.minX + 0.5, y: tile.minY + 0.5, width: side - 1, height: side - 1)), F.actionOutline,
            StrokeStyle(width: 1))]
        out += ShareGlyphs.action("airdrop", in: tile, color: F.actionGlyph, ctx: ctx)
        let font = FontSpec.system(F.airDropTextSize)
        let x = tile.maxX + F.firstInset, width = row.maxX - F.firstInset - x
        let lines = TextWrap.lines(F.airDropText, font: font, width: width, measurer: ctx.measurer, maxLines: 4)
        let m = ctx.measurer.measure("Ag", font: font)
        var y = tile.midY - m.height * Double(lines.count) / 2
        for l in lines {
            out.append(.text(ctx.run(
                l, metrics: ctx.measurer.measure(l, font: font), font: font, color: F.titleColor(ctx.ios), x: x, baseline: y + m.ascent,
                maxWidth: width)))
            y += m.height
        }
        return out
    }

    func height(_ section: Section, phone: Bool, ctx: LayoutContext) -> Double {
        switch section {
        case .airDrop: return Figures.rowTop * 2 + Figures.icon(phone: phone)
        case .row: return Self.rowHeight(phone: phone, ctx: ctx)
        }
    }

    /// The sections stacked from `top` in a column at `x`, `width` wide, with hairlines
    /// (from `lineFrom` to `lineTo`) between them.
    func sectionItems(
        _ list: [Section], top: Double, x: Double, width: Double, lines: (Double, Double), phone: Bool, ctx: LayoutContext
    ) -> [DisplayItem] {
        var out: [DisplayItem] = []
        var y = top
        for (i, section) in list.enumerated() {
            let row = Rect(x: x, y: y, width: width, height: height(section, phone: phone, ctx: ctx))
            if i > 0 { out.append(separator(at: row.minY, from: lines.0, to: lines.1)) }
            switch section {
            case .airDrop: out += airDropItems(in: row, phone: phone, ctx: ctx)
            case .row(let activities): out += rowItems(activities, in: row, phone: phone, ctx: ctx)
            }
            y = row.maxY
        }
        return out
    }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let F = Figures.self
        let phone = ctx.isPhone
        let list = sections(ctx)
        let contentH = max(list.reduce(0) { $0 + height($1, phone: phone, ctx: ctx) }, Self.rowHeight(phone: phone, ctx: ctx))
        if !phone {
            let chrome = PopoverChrome.frame(Size(width: F.popoverWidth, height: contentH), anchor: anchor, arrow: arrow, bounds: frame, ctx: ctx)
            let p = chrome.panel
            let inside = sectionItems(list, top: p.minY, x: p.minX, width: p.width, lines: (p.minX + F.firstInset, p.maxX), phone: false, ctx: ctx)
            return chrome.items + [.group(Group(clip: p, clipRadius: Popover.Figures.radius(ctx.ios), items: inside))]
        }
        let landscape = ctx.screen.orientation == .landscape
        let cancelH = ActionSheet.Figures.rowHeight(ctx.ios, landscape: landscape, popover: false)
        let radius = ActionSheet.Figures.radius(ctx.ios)
        let dim = OverlayMaterial.dim(frame, F.dim)
        var out: [DisplayItem] = [dim]
        // Cancel as the action sheet draws it: 20 semibold; iOS 7 21 bold (IBAS).
        let cancelFont = ctx.ios == .ios7 ? FontSpec.system(21, .bold) : FontSpec.system(20, .semibold)
        let width = min(frame.width, frame.height)
        if ctx.ios == .ios7 {
            // One panel across the screen: the sections, then Cancel 8 pt in.
            let height = contentH + cancelH + 2 * F.margin
            let panel = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
            out += OverlayMaterial.panel(panel, radius: 0, fill: F.panelFill7, under: ctx.underlay + [dim])
            let x = (frame.midX - width / 2).rounded()
            out += sectionItems(list, top: panel.minY, x: x, width: width, lines: (frame.minX, frame.maxX), phone: true, ctx: ctx)
            let cancel = Rect(x: x + F.margin, y: panel.maxY - F.margin - cancelH, width: width - 2 * F.margin, height: cancelH)
            out.append(.roundedRect(cancel, radius: F.cancelRadius7, .white))
            out.append(separator(at: cancel.minY - F.margin, from: frame.minX, to: frame.maxX))
            out.append(cancelTitle(in: cancel, font: cancelFont, ctx: ctx))
            return out
        }
        let x = (frame.midX - width / 2).rounded() + F.margin
        let inner = width - 2 * F.margin
        let cancel = Rect(x: x, y: frame.maxY - F.margin - cancelH, width: inner, height: cancelH)
        // Taller than the screen (iPhone landscape with AirDrop): cut at the bottom, as
        // the sheet scrolls.
        let groupH = min(contentH, cancel.minY - 2 * F.margin - frame.minY)
        let group = Rect(x: x, y: cancel.minY - F.margin - groupH, width: inner, height: groupH)
        out += OverlayMaterial.panel(group, radius: radius, fill: F.groupFill, under: ctx.underlay + [dim])
        let inside = sectionItems(list, top: group.minY, x: x, width: inner, lines: (group.minX, group.maxX), phone: true, ctx: ctx)
        out.append(.group(Group(clip: group, clipRadius: radius, items: inside)))
        out.append(.roundedRect(cancel, radius: radius, .white))
        out.append(cancelTitle(in: cancel, font: cancelFont, ctx: ctx))
        return out
    }

    private func separator(at y: Double, from x0: Double, to x1: Double) -> DisplayItem {
        .hairline(Hairline(axis: .horizontal, position: y, from: x0, to: x1, side: .after, color: Figures.separator))
    }

    private func cancelTitle(in r: Rect, font: FontSpec, ctx: LayoutContext) -> DisplayItem {
        let w = ctx.width("Cancel", font)
        return .text(ctx.text("Cancel", font: font, color: ctx.tint, x: r.midX - w / 2, midY: r.midY))
    }
}
