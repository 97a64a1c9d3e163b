import MockupDisplayList
import MockupGeometry
import MockupScene

/// An action sheet. iPhone: from the bottom over the dimmed screen, the title and the
/// choices in one rounded frosted group and Cancel in an opaque one below (iOS 8–9
/// UIAlertController; iOS 7 UIActionSheet: 44 pt rows, 4 pt corners, the destructive
/// choice first). iPad: the choices in a popover from the anchor, without Cancel.
/// Choices that do not fit are cut at the top of the screen with a scroll indicator.
extension ActionSheet: ViewLayout {
    enum Figures {
        /// Rows: 44 on iOS 7 (UI7K 43.5 + a hairline; IBAS 44 + a half-point gap ✓) and on
        /// iOS 8 (132 px @3x on e05, 88 px @2x on e30's Cancel); 57 on iOS 9 in portrait (a
        /// genuine iOS 9.2 capture; F7, SDC), 44 in landscape; 44 in an iPad
        /// popover (e08: 88 px @2x).
        static func rowHeight(_ ios: IOSVersion, landscape: Bool, popover: Bool) -> Double {
            (ios != .ios9 || landscape || popover) ? 44 : 57
        }
        /// Margin at the sides and the bottom, and between the groups: 8 (F7; UI7K's
        /// 304 pt iOS 7 sheet on a 320 pt screen) — ONS, ION and SDC use 10. Chosen: 8,
        /// the figure the two sources closest to UIKit's own sizes agree on (a 304 pt sheet
        /// on a 320 pt iPhone) and ONS's 8 pt gap before Cancel.
        static let margin = 8.0
        /// iOS 7: 8 before Cancel and 8 under it (IBAS, Aug 2013, "mimics the iOS 7
        /// UIActionSheet exactly": Cancel centred 30 above the bottom, the next row 52 above
        /// it); UI7K (a beta-era clone) has 10 and 6. IBAS chosen: written against the
        /// released iOS 7.
        static let cancelGap7 = 8.0
        static let bottom7 = 8.0
        /// Group corners: 4 on iOS 7 (UI7K, IBAS ✓) and iOS 8 (fits of 11–13 px @3x on e05,
        /// 7.8–8.5 px @2x on e30); 13 on iOS 9 (the iOS 9.2 capture; F7, ION, SDC).
        static func radius(_ ios: IOSVersion) -> Double { ios == .ios9 ? 13 : 4 }
        /// Choices 20 pt, Cancel semibold (F7, ONS, ION, SDC ✓); iOS 7: 21 pt, Cancel
        /// bold (IBAS `systemFontOfSize:21`, `boldSystemFontOfSize:21`; UI7K keeps UIKit's
        /// size, light).
        static func buttonSize(_ ios: IOSVersion) -> Double { ios == .ios7 ? 21 : 20 }
        /// Title (semibold) and message 13 pt grey (F7 #8A8A8A, ION #8F8F8F); iOS 7:
        /// UIActionSheet has a title only, 13 pt regular #909090 (IBAS white 0.564; UI7K
        /// #585858) — a message is drawn as a second paragraph of it.
        static let textSize = 13.0
        static func textColor(_ ios: IOSVersion) -> Color { ios == .ios7 ? Color(rgb: 0x909090) : Color(rgb: 0x8F8F8F) }
        /// Header (iOS 8–9), laid out by baselines as the alert's labels are: the first 26
        /// below the top, 26.5 from one label's last baseline to the next one's first, 18 from
        /// the last baseline to the hairline (e05: a one-line title, 44 high, baseline 79 px
        /// @3x; e08: title and message, 70.5 high, baselines 52 and 105 px @2x); 16 at the
        /// sides. iOS 7: the text + 30, at least 44 (IBAS; UI7K: 24.5 + the text).
        static let headerFirstBaseline = 26.0
        static let headerLabelSpacing = 26.5
        static let headerLastBaseline = 18.0
        static let headerSide = 16.0
        static let header7Extra = 30.0
        static let header7Min = 44.0
        /// Group material: white 87 % frosted on iOS 8–9 (e05: #F2F2F2 over the screen dimmed
        /// to #999999; F7's 95 % reads lighter), 95 % on iOS 7 (F7); Cancel opaque white
        /// (F7, ION, SDC; e05 ✓).
        static func fill(_ ios: IOSVersion) -> Color {
            Color(red: 255, green: 255, blue: 255, alpha: ios == .ios7 ? 242 : 222)
        }
        /// Hairlines: #D8D8DD on iOS 8–9 (e05 #D8D8DD, e08 #D7D7DB, over fills of #F2F2F2 and
        /// #F8F8F8: an opaque grey; ION #D1D3D6; F7's black 20 % read #C8C8C8); black 20 % on
        /// iOS 7 (F7).
        static func separator(_ ios: IOSVersion) -> Color {
            ios == .ios7 ? Color(red: 0, green: 0, blue: 0, alpha: 51) : OverlayMaterial.Figures.separator
        }
        /// Dimming: black 40 %, as alerts (SDC7, F7; IBAS 40 % for the iOS 7 sheet ✓;
        /// UI7K's 15 % and SDC's 20 % disagree).
        static let dim = Color(red: 0, green: 0, blue: 0, alpha: 102)
        /// The sheet stops below the status bar: 20 pt (8 more on iOS 8–9, by eye).
        static let topLimit = 28.0
        /// iPad popover width (unconfirmed; the iPhone 5 sheet's 304).
        static let popoverWidth = 304.0
        static let disabled = Color(rgb: 0x8F8F8F)
        static let indicator = Color(red: 0, green: 0, blue: 0, alpha: 94)
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    /// The choices in drawing order (iOS 7 puts the destructive one first) and Cancel.
    func split(_ ios: IOSVersion) -> (choices: [AlertButton], cancel: AlertButton?) {
        var choices = buttons.filter { $0.style != .cancel }
        if ios == .ios7, let i = choices.firstIndex(where: { $0.style == .destructive }) {
            choices.insert(choices.remove(at: i), at: 0)
        }
        return (choices, buttons.first { $0.style == .cancel })
    }

    /// The header's lines and height for a group `width` wide.
    func header(width: Double, ctx: LayoutContext) -> (lines: [(String, FontSpec, Double)], height: Double) {
        if ctx.ios != .ios7 { return baselineHeader(width: width, ctx: ctx) }
        let F = Figures.self
        let textWidth = width - 2 * F.headerSide
        var lines: [(String, FontSpec, Double)] = []
        var y = 0.0
        for (i, (text, weight)) in [(title, FontWeight.regular), (message, .regular)].enumerated() {
            guard let text else { continue }
            let font = FontSpec.system(F.textSize, weight)
            let m = ctx.measurer.measure("Ag", font: font)
            if i > 0 && !lines.isEmpty { y += 2 }
            for l in TextWrap.lines(text, font: font, width: textWidth, measurer: ctx.measurer) {
                lines.append((l, font, y + m.ascent))
                y += m.height
            }
        }
        guard !lines.isEmpty else { return ([], 0) }
        let h = max(F.header7Min, F.header7Extra + y)
        return (lines.map { ($0.0, $0.1, $0.2 + (h - y) / 2) }, h)
    }

    /// iOS 8–9: the title's and the message's lines placed by baselines (see `Figures`).
    private func baselineHeader(width: Double, ctx: LayoutContext) -> (lines: [(String, FontSpec, Double)], height: Double) {
        let F = Figures.self
        var lines: [(String, FontSpec, Double)] = []
        var baseline = F.headerFirstBaseline - F.headerLabelSpacing
        for (text, weight) in [(title, FontWeight.semibold), (message, .regular)] {
            guard let text else { continue }
            let font = FontSpec.system(F.textSize, weight)
            let m = ctx.measurer.measure("Ag", font: font)
            baseline += F.headerLabelSpacing
            for (j, l) in TextWrap.lines(text, font: font, width: width - 2 * F.headerSide, measurer: ctx.measurer).enumerated() {
                if j > 0 { baseline += m.height }
                lines.append((l, font, baseline))
            }
        }
        return lines.isEmpty ? ([], 0) : (lines, baseline + F.headerLastBaseline)
    }

    /// One choice's title centred in `row`.
    func choice(_ b: AlertButton, in row: Rect, bold: Bool, ctx: LayoutContext) -> DisplayItem {
        let F = Figures.self
        let font = FontSpec.system(F.buttonSize(ctx.ios), bold ? (ctx.ios == .ios7 ? .bold : .semibold) : .regular)
        let color = !b.enabled ? F.disabled : b.style == .destructive ? Palette.red : ctx.tint
        let maxW = row.width - 2 * F.headerSide
        let w = min(ctx.width(b.title, font), maxW)
        return .text(ctx.text(b.title, font: font, color: color, x: row.midX - w / 2, midY: row.midY, maxWidth: maxW))
    }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let F = Figures.self
        let ios = ctx.ios
        let (choices, cancel) = split(ios)
        let landscape = ctx.screen.orientation == .landscape
        let popover = !ctx.isPhone
        let rowH = F.rowHeight(ios, landscape: landscape, popover: popover)
        if popover {
            let width = F.popoverWidth
            let head = header(width: width, ctx: ctx)
            let wanted = head.height + rowH * Double(choices.count)
            let fit = min(wanted, frame.height - 2 * Popover.Figures.screenMargin - Popover.Figures.arrowDepth - 44)
            let chrome = PopoverChrome.frame(Size(width: width, height: fit), anchor: anchor, arrow: arrow, bounds: frame, ctx: ctx)
            let panel = chrome.panel
            warnIfCut(shown: panel.height, wanted: wanted, rowH: rowH, header: head.height, ctx: ctx)
            var inside = headerItems(head, at: panel.minY, x: panel.minX, width: width, ctx: ctx)
            for (i, b) in choices.enumerated() {
                let row = Rect(x: panel.minX, y: panel.minY + head.height + Double(i) * rowH, width: width, height: rowH)
                if i > 0 || head.height > 0 {
                    inside.append(.hairline(Hairline(axis: .horizontal, position: row.minY, from: row.minX, to: row.maxX, side: .after, color: F.separator(ios))))
                }
                inside.append(choice(b, in: row, bold: false, ctx: ctx))
            }
            return chrome.items + [.group(Group(clip: panel, clipRadius: Popover.Figures.radius(ctx.ios), items: inside))]
        }
        // iPhone: from the bottom, as wide as the screen in portrait.
        let width = min(frame.width, frame.height) - 2 * F.margin
        let x = (frame.midX - width / 2).rounded()
        let radius = F.radius(ios)
        let gap = ios == .ios7 ? F.cancelGap7 : F.margin
        let bottom = ios == .ios7 ? F.bottom7 : F.margin
        let cancelH = cancel == nil ? 0 : rowH + gap
        let head = header(width: width, ctx: ctx)
        let wanted = head.height + rowH * Double(choices.count)
        let statusShown = !(landscape && ctx.isPhone)
        let room = frame.maxY - bottom - cancelH - (frame.minY + (statusShown ? F.topLimit : F.margin))
        let groupH = max(0, min(wanted, room))
        warnIfCut(shown: groupH, wanted: wanted, rowH: rowH, header: head.height, ctx: ctx)
        let dim = OverlayMaterial.dim(frame, F.dim)
        var out: [DisplayItem] = [dim]
        let cancelRect = Rect(x: x, y: frame.maxY - bottom - rowH, width: width, height: rowH)
        let group = Rect(x: x, y: frame.maxY - bottom - cancelH - groupH, width: width, height: groupH)
        if !choices.isEmpty || head.height > 0 {
            out += OverlayMaterial.panel(group, radius: radius, fill: F.fill(ios), under: ctx.underlay + [dim])
            // When cut, the list shows its top (iOS opens the sheet scrolled to the top);
            // the header scrolls with it.
            var inside = headerItems(head, at: group.minY, x: x, width: width, ctx: ctx)
            for (i, b) in choices.enumerated() {
                let row = Rect(x: x, y: group.minY + head.height + Double(i) * rowH, width: width, height: rowH)
                if row.minY > group.maxY { break }
                if i > 0 || head.height > 0 {
                    inside.append(.hairline(Hairline(axis: .horizontal, position: row.minY, from: row.minX, to: row.maxX, side: .after, color: F.separator(ios))))
                }
                inside.append(choice(b, in: row, bold: false, ctx: ctx))
            }
            if wanted > groupH + 0.5, groupH > 20 {
                let track = groupH - 5
                inside.append(.roundedRect(
                    Rect(x: group.maxX - 5, y: group.minY + 2.5, width: 2.5, height: max(37, track * groupH / wanted)),
                    radius: 1.25, F.indicator))
            }
            out.append(.group(Group(clip: group, clipRadius: radius, items: inside)))
        }
        if let cancel {
            out.append(.roundedRect(cancelRect, radius: radius, .white))
            out.append(choice(cancel, in: cancelRect, bold: true, ctx: ctx))
        }
        return out
    }

    private func headerItems(
        _ head: (lines: [(String, FontSpec, Double)], height: Double), at top: Double, x: Double, width: Double, ctx: LayoutContext
    ) -> [DisplayItem] {
        let F = Figures.self
        let color = F.textColor(ctx.ios)
        return head.lines.map { line in
            let m = ctx.measurer.measure(line.0, font: line.1)
            let maxW = width - 2 * F.headerSide
            return .text(ctx.run(
                line.0, metrics: m, font: line.1, color: color, x: x + width / 2 - min(m.width, maxW) / 2,
                baseline: top + line.2, maxWidth: maxW))
        }
    }

    /// "More choices than fit" at the sheet's line, saying how many rows are drawn.
    private func warnIfCut(shown: Double, wanted: Double, rowH: Double, header: Double, ctx: LayoutContext) {
        guard wanted > shown + 0.5, let report = ctx.report else { return }
        let visible = max(0, Int(((shown - header) / rowH).rounded(.down)))
        report.warning(
            "more choices than fit on the screen", at: range,
            notes: [
                "iOS scrolls the list; drawn scrolled to the top: \(visible) of \(buttons.filter { $0.style != .cancel }.count) choices whole, the rest cut, with a scroll indicator",
                "the guidelines: avoid an action sheet that scrolls; offer fewer choices",
            ])
    }
}
