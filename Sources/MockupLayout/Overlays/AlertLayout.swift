import MockupDisplayList
import MockupGeometry
import MockupScene

/// An alert: UIAlertView on iOS 7, UIAlertController on iOS 8–9. A 270 pt frosted panel
/// centred over the screen dimmed black 40 %: title and message, up to two text fields,
/// then the buttons — two side by side (on iOS 8–9 only when their titles fit),
/// otherwise stacked — in 44 pt rows under hairlines. A panel taller than the screen
/// keeps its fields and buttons and cuts its message, with a scroll indicator, as iOS
/// scrolls it.
extension Alert: ViewLayout {
    enum Figures {
        /// Panel width (SDC7, SDC, F7, ION ✓).
        static let width = 270.0
        /// Corner radius: 7 on iOS 7 (SDC7; UI7K 6 disagrees) and iOS 8 (20 px @3x on
        /// e04, 14 px @2x on e07: the clones' 13 is wrong there); 13 on iOS 9 (SDC, F7, ION;
        /// no iOS 9 capture).
        static func radius(_ ios: IOSVersion) -> Double { ios == .ios9 ? 13 : 7 }
        /// Panel material: white 95 % over the blurred, dimmed screen (F7; e04: 249
        /// over the dimmed white's 153 ✓; iOS 7 "white, translucent": e01 shows ~72 %
        /// with a wider blur, not adopted — see docs/METRICS.md).
        static let fill = Color(red: 255, green: 255, blue: 255, alpha: 242)
        /// Dimming: black 40 % (SDC7, F7; SDC's 20 % for iOS 8+ disagrees).
        static let dim = Color(red: 0, green: 0, blue: 0, alpha: 102)
        /// Hairlines between buttons: iOS 7 50 % grey at 50 % (SDC7; over a 72 % panel
        /// like e01's it gives e01's #ADADAF and #B2B3B4 within 7); iOS 8–9 the
        /// controller's lighter separator (`OverlayMaterial.Figures.separator`).
        static func separator(_ ios: IOSVersion) -> Color {
            ios == .ios7 ? Color(red: 128, green: 128, blue: 128, alpha: 128) : OverlayMaterial.Figures.separator
        }
        /// Button rows (F7, SDC, ION ✓) and their text (17; the bold one semibold on
        /// iOS 8–9, bold on iOS 7).
        static let rowHeight = 44.0
        static let buttonSize = 17.0
        /// Disabled button text (SDC7 `sdc_disabledAlertButtonTextColor` 143/143/143).
        static let disabled = Color(rgb: 0x8F8F8F)
        /// Title 17 (bold on iOS 7, semibold on 8–9), message 14 / 13 (SDC7; ION, SDC8).
        static let titleSize = 17.0
        static func messageSize(_ ios: IOSVersion) -> Double { ios == .ios7 ? 14 : 13 }
        /// Side padding of the labels: 15 on iOS 7 (SDC7), 16 on iOS 8–9 (SDC, ION).
        static func side(_ ios: IOSVersion) -> Double { ios == .ios7 ? 15 : 16 }

        // iOS 7 (SDC7, line boxes): 19 above the title, 4 between title and message,
        // 18.5 under the fields, 20 above the fields. Measured on e01 (iOS 7.0): the
        // title's lines 22 apart (44 px @2x; the font's line height is ~20), 24 from the
        // last label's baseline down to the buttons' hairline (SDC7's 18.5 under the line
        // box is ~1.5 short), and the hairline above each 44-pt button row, not in it.
        static let top7 = 19.0
        static let labelGap7 = 4.0
        static let bottom7 = 18.5
        static let fieldsTop7 = 20.0
        static let titleLinePitch7 = 22.0
        static let lastBaselineToButtons7 = 24.0
        static let rowHairline7 = 0.5
        /// iOS 7 fields: one rounded box (radius 5) 15 pt in from the sides, 30 pt for the
        /// first field, 29 + a hairline for the second; text 6 pt in (2 + 4; SDC7).
        static let fieldHeights7 = (first: 30.0, second: 29.0)
        static let fieldRadius7 = 5.0
        static let fieldInset7 = 15.0
        static let fieldText7 = 6.0

        // iOS 8–9 (SDC8, baselines): the first baseline 36 from the top, 24 from one
        // label's last baseline to the next one's first (e04, iOS 8.2: 72 px @3x; SDC8's
        // 18 is short), 24 from the last baseline to the fields or the buttons; 12 under
        // the fields.
        static let firstBaseline8 = 36.0
        /// A glyph above the title (the system's Touch ID prompt; e07, iOS 8.0 on the
        /// iPhone 6 @2x): 30 × 30 pt, its top 18 pt below the panel's, centred; the title's
        /// baseline 72.5 pt from the top (145 px), the message's 21 pt under it (187 px)
        /// and the buttons 22 pt under that (231 px): the panel 407 px tall. iOS 7 and 9:
        /// the labels moved down as much (no capture).
        static let iconTop = 18.0
        static let iconSize = 30.0
        static let iconLabelShift = 36.5
        static let iconLabelSpacing8 = 21.0
        static let iconMessageBottom8 = 22.0
        static let labelSpacing8 = 24.0
        static let messageBottom8 = 24.0
        static let fieldsBottom8 = 12.0
        /// iOS 8–9 fields: 25 high (SDC, SDC8; F7 26), square, a hairline border of
        /// black 30 % (F7; SDC8's rgb 64 looks darker), sharing it when stacked (F7);
        /// 16 pt in from the sides (the labels' padding, unconfirmed); text 4 pt in (SDC8).
        static let fieldHeight8 = 25.0
        static let fieldBorder8 = Color(red: 0, green: 0, blue: 0, alpha: 77)
        static let fieldText8 = 4.0
        static let fieldSize = 13.0
        /// Placeholder grey (unconfirmed).
        static let placeholder = Color(rgb: 0xC7C7CD)
        /// The panel stays 10 pt inside the screen (SDC `margins` 10 top and bottom).
        static let screenMargin = 10.0
        /// Scroll indicator of a cut message (JTS, FLK ✓: 2.5 thick, 2.5 in, black 37 %).
        static let indicatorThickness = 2.5
        static let indicatorInset = 2.5
        static let indicator = Color(red: 0, green: 0, blue: 0, alpha: 94)
        /// UIAlertController (iOS 8–9) puts two buttons side by side only when each title
        /// fits its half of the panel with a margin at both sides; otherwise it stacks them.
        /// e07 ("Enter Passcode", 120 pt of 17-pt text, stacks) bounds the margin above
        /// 7.5 pt; 12 is the action content margin of a later UIKit
        /// (`UIInterfaceActionConcreteVisualStyle_iOS.contentMargin`), unconfirmed for 8–9.
        static let buttonTitleMargin8 = 12.0
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    /// One button as drawn: where it goes, and whether it is the bold one.
    struct Arranged {
        var button: AlertButton
        var bold: Bool
    }

    /// The buttons in drawing order (left to right, or top to bottom) with the bold one,
    /// as UIAlertView (iOS 7, SDC7: Cancel left of two and last of a stack; the right
    /// one of two or the last of a stack bold) or UIAlertController (iOS 8–9: Cancel
    /// left of two and last of a stack, bold unless iOS 9's preferred button is set)
    /// arranges them.
    /// Two buttons that are stacked (`pairSideBySide` false) put Cancel last, as any stack.
    static func arrange(_ buttons: [AlertButton], ios: IOSVersion, pairSideBySide: Bool = true) -> [Arranged] {
        var order = buttons
        if let i = order.firstIndex(where: { $0.style == .cancel }) {
            let cancel = order.remove(at: i)
            if order.count == 1 && pairSideBySide { order.insert(cancel, at: 0) } else { order.append(cancel) }
        }
        switch ios {
        case .ios7:
            return order.enumerated().map { Arranged(button: $0.element, bold: $0.offset == order.count - 1) }
        case .ios8, .ios9:
            let preferred = ios == .ios9 && order.contains(where: \.preferred)
            return order.map { Arranged(button: $0, bold: preferred ? $0.preferred : $0.style == .cancel) }
        }
    }

    /// Whether two buttons sit side by side: always on iOS 7 (UIAlertView, SDC7); on
    /// iOS 8–9 only when both titles fit their halves (UIAlertController).
    static func sideBySide(_ arranged: [Arranged], ios: IOSVersion, measurer: any TextMeasuring) -> Bool {
        guard arranged.count == 2 else { return false }
        if ios == .ios7 { return true }
        let room = Figures.width / 2 - 2 * Figures.buttonTitleMargin8
        return arranged.allSatisfy { a in
            let font = FontSpec.system(Figures.buttonSize, a.bold ? .semibold : .regular)
            return measurer.measure(a.button.title, font: font).width <= room
        }
    }

    /// Lines of `text` centred in the panel's label width.
    private func lines(_ text: String, _ font: FontSpec, _ width: Double, _ ctx: LayoutContext) -> [String] {
        TextWrap.lines(text, font: font, width: width, measurer: ctx.measurer)
    }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let ios = ctx.ios
        let F = Figures.self
        let ios7 = ios == .ios7
        let labelWidth = F.width - 2 * F.side(ios)
        let titleFont = FontSpec.system(F.titleSize, ios7 ? .bold : .semibold)
        let messageFont = FontSpec.system(F.messageSize(ios))
        // The labels, laid out from the panel's top (y = 0).
        var labels: [(text: String, font: FontSpec, baseline: Double)] = []
        var headerHeight = 0.0
        let blocks = [(title, titleFont), (message, messageFont)].compactMap { t, f in t.map { ($0, f) } }
        // A glyph above the title pushes the labels down and the panel taller.
        let glyph = icon.flatMap { IconLibrary.icon(named: "tile/" + $0) }
        if ios7 {
            var y = F.top7
            var lastBaseline = 0.0
            for (i, (text, font)) in blocks.enumerated() {
                let m = ctx.measurer.measure("Ag", font: font)
                if i > 0 { y += F.labelGap7 }
                // The title's lines at iOS 7's measured pitch; the message's at its font's.
                let pitch = font == titleFont ? F.titleLinePitch7 : m.height
                for (j, line) in lines(text, font, labelWidth, ctx).enumerated() {
                    lastBaseline = y + m.ascent + (j > 0 ? pitch - m.height : 0)
                    labels.append((line, font, lastBaseline))
                    y += j > 0 ? pitch : m.height
                }
            }
            // Fields follow the labels' line boxes; buttons follow the last baseline.
            headerHeight = blocks.isEmpty ? 0 : (fields.isEmpty ? lastBaseline + F.lastBaselineToButtons7 : y)
        } else {
            let spacing = glyph == nil ? F.labelSpacing8 : F.iconLabelSpacing8
            var baseline = F.firstBaseline8 + (glyph == nil ? 0 : F.iconLabelShift) - spacing
            for (text, font) in blocks {
                let m = ctx.measurer.measure("Ag", font: font)
                baseline += spacing
                for (j, line) in lines(text, font, labelWidth, ctx).enumerated() {
                    if j > 0 { baseline += m.height }
                    labels.append((line, font, baseline))
                }
            }
            headerHeight = blocks.isEmpty ? 0 : baseline + (glyph == nil ? F.messageBottom8 : F.iconMessageBottom8)
        }
        if glyph != nil {
            if ios7 {
                labels = labels.map { ($0.text, $0.font, $0.baseline + F.iconLabelShift) }
                headerHeight += blocks.isEmpty ? 0 : F.iconLabelShift
            }
            if blocks.isEmpty { headerHeight = F.iconTop + F.iconSize + F.iconTop }
        }
        // Fields, then the space down to the buttons.
        let fieldBox: Double
        if fields.isEmpty {
            fieldBox = 0
        } else if ios7 {
            fieldBox = F.fieldsTop7 + F.fieldHeights7.first + (fields.count > 1 ? F.fieldHeights7.second + 1 : 0)
        } else {
            fieldBox = F.fieldHeight8 * Double(fields.count)
        }
        let afterContent: Double
        if ios7 {
            afterContent = fields.isEmpty ? 0 : F.bottom7
        } else {
            afterContent = fields.isEmpty ? 0 : F.fieldsBottom8
        }
        if !ios7 && blocks.isEmpty && !fields.isEmpty { headerHeight = F.fieldsBottom8 }
        var arranged = Self.arrange(buttons, ios: ios)
        let sideBySide = Self.sideBySide(arranged, ios: ios, measurer: ctx.measurer)
        if arranged.count == 2 && !sideBySide { arranged = Self.arrange(buttons, ios: ios, pairSideBySide: false) }
        // iOS 7 draws each row's hairline above its 44 pt (none above a lone row of an
        // alert with nothing else in it).
        let rowPitch = F.rowHeight + (ios7 && !(blocks.isEmpty && fields.isEmpty) ? F.rowHairline7 : 0)
        let buttonsHeight = arranged.isEmpty ? 0 : rowPitch * Double(sideBySide ? 1 : arranged.count)
        // Too tall for the screen: the labels' area is cut (iOS scrolls it).
        let maxHeight = frame.height - 2 * F.screenMargin
        let fixed = fieldBox + afterContent + buttonsHeight
        let visibleHeader = max(0, min(headerHeight, maxHeight - fixed))
        let cut = visibleHeader < headerHeight
        // Even without its labels too tall: the buttons are cut too (iOS scrolls them).
        let visibleButtons = fixed > maxHeight ? max(0, maxHeight - fieldBox - afterContent) : buttonsHeight
        if visibleButtons < buttonsHeight, let report = ctx.report, let node = ctx.currentNode {
            report.warning(
                "more buttons than fit on the screen", at: node.range,
                notes: [
                    "iOS scrolls them; drawn with the title and message scrolled away and \(Int(visibleButtons / rowPitch)) of \(arranged.count) buttons whole",
                    "the guidelines: an alert has one or two buttons; offer more choices in an action sheet",
                ])
        }
        let height = visibleHeader + fieldBox + afterContent + visibleButtons
        // Centred as UIKit centres it: on the device pixel grid, a half pixel rounded
        // away from zero — which the painter does with the panel's edges and clip (at
        // @2x the 270 pt panel on a 375 pt screen starts at 52.5 pt, 105 px).
        let panel = Rect(x: frame.midX - F.width / 2, y: frame.midY - height / 2, width: F.width, height: height)
        let dim = OverlayMaterial.dim(frame, F.dim)
        var out: [DisplayItem] = [dim]
        out += OverlayMaterial.panel(panel, radius: F.radius(ios), fill: F.fill, under: ctx.underlay + [dim])
        var inside: [DisplayItem] = []
        // Labels (clipped to their area when cut).
        var labelItems: [DisplayItem] = []
        if let glyph {
            // A tile glyph's ink is about the central 19 of its 29-unit box (docs/ICONS.md):
            // scaled so the ink is the glyph's 30 pt.
            let drawn = F.iconSize * 29 / 19
            let box = Rect(
                x: panel.midX - drawn / 2, y: panel.minY + F.iconTop + F.iconSize / 2 - drawn / 2, width: drawn, height: drawn)
            labelItems += IconDrawing.items(glyph, in: box, color: iconColor ?? Palette.red, ctx: ctx)
        }
        for l in labels {
            let m = ctx.measurer.measure(l.text, font: l.font)
            let x = panel.midX - min(m.width, labelWidth) / 2
            labelItems.append(.text(ctx.run(
                l.text, metrics: m, font: l.font, color: .black, x: x, baseline: panel.minY + l.baseline, maxWidth: labelWidth)))
        }
        if cut {
            let area = Rect(x: panel.minX, y: panel.minY, width: F.width, height: visibleHeader)
            inside.append(.group(Group(clip: area, items: labelItems)))
            // The indicator: the visible fraction of the track, at the top (not scrolled).
            let track = visibleHeader - 2 * F.indicatorInset
            let length = max(37, track * visibleHeader / max(headerHeight, 1))
            if track > 8 {
                inside.append(.roundedRect(
                    Rect(x: area.maxX - F.indicatorInset - F.indicatorThickness, y: area.minY + F.indicatorInset,
                         width: F.indicatorThickness, height: min(length, track)),
                    radius: F.indicatorThickness / 2, F.indicator))
            }
        } else {
            inside += labelItems
        }
        // Fields.
        if !fields.isEmpty {
            let top = panel.minY + visibleHeader + (ios7 ? F.fieldsTop7 : 0)
            inside += fieldItems(top: top, panel: panel, ctx: ctx)
        }
        // Buttons.
        let buttonsTop = panel.maxY - visibleButtons
        for (i, a) in arranged.enumerated() {
            // The row with its hairline (iOS 7: 0.5 pt above the 44-pt button).
            let row: Rect
            if sideBySide {
                let w = F.width / 2
                row = Rect(x: panel.minX + Double(i) * w, y: buttonsTop, width: w, height: rowPitch)
            } else {
                row = Rect(x: panel.minX, y: buttonsTop + Double(i) * rowPitch, width: F.width, height: rowPitch)
            }
            let button = Rect(x: row.minX, y: row.maxY - F.rowHeight, width: row.width, height: F.rowHeight)
            // No hairline above the first row of an alert with nothing else in it.
            if (!sideBySide || i == 0) && (row.minY > panel.minY + 0.5) {
                inside.append(.hairline(Hairline(
                    axis: .horizontal, position: row.minY, from: panel.minX, to: panel.maxX, side: .after, color: F.separator(ios))))
            }
            if sideBySide && i == 1 {
                inside.append(.hairline(Hairline(
                    axis: .vertical, position: row.minX, from: row.minY, to: row.maxY, side: .before, color: F.separator(ios))))
            }
            let font = FontSpec.system(F.buttonSize, a.bold ? (ios7 ? .bold : .semibold) : .regular)
            let color: Color
            if !a.button.enabled {
                color = F.disabled
            } else if a.button.style == .destructive && !ios7 {
                color = Palette.red
            } else {
                color = ctx.tint
            }
            let m = ctx.measurer.measure(a.button.title, font: font)
            let maxW = row.width - 2 * 8
            let w = min(m.width, maxW)
            inside.append(.text(ctx.text(a.button.title, font: font, color: color, x: row.midX - w / 2, midY: button.midY, maxWidth: maxW)))
        }
        out.append(.group(Group(clip: panel, clipRadius: F.radius(ios), items: inside)))
        // For hand-off output: the panel and what is on it (not the screen blurred under it).
        ctx.report?.record(
            "alert", .views, id: ctx.currentNode?.placement.anchor, frame: panel, origin: ctx.origin,
            range: ctx.currentNode?.range, content: [.roundedRect(panel, radius: F.radius(ios), F.fill)] + inside)
        return out
    }

    /// The text fields from `top`: iOS 7's rounded box, iOS 8–9's square bordered fields.
    private func fieldItems(top: Double, panel: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let F = Figures.self
        let font = FontSpec.system(F.fieldSize)
        var out: [DisplayItem] = []
        var rows: [Rect] = []
        let box: Rect
        if ctx.ios == .ios7 {
            let h = F.fieldHeights7.first + (fields.count > 1 ? 1 + F.fieldHeights7.second : 0)
            box = Rect(x: panel.minX + F.fieldInset7, y: top, width: F.width - 2 * F.fieldInset7, height: h)
            out.append(.roundedRect(box, radius: F.fieldRadius7, .white))
            out.append(.stroke(Path.roundedRect(Rect(x: box.minX + 0.25, y: box.minY + 0.25, width: box.width - 0.5, height: box.height - 0.5), radius: F.fieldRadius7), F.separator(ctx.ios), StrokeStyle(width: 0.5)))
            rows.append(Rect(x: box.minX, y: box.minY, width: box.width, height: F.fieldHeights7.first))
            if fields.count > 1 {
                out.append(.hairline(Hairline(
                    axis: .horizontal, position: box.minY + F.fieldHeights7.first, from: box.minX, to: box.maxX, side: .after, color: F.separator(ctx.ios))))
                rows.append(Rect(x: box.minX, y: box.minY + F.fieldHeights7.first + 1, width: box.width, height: F.fieldHeights7.second))
            }
        } else {
            let side = F.side(ctx.ios)
            box = Rect(x: panel.minX + side, y: top, width: F.width - 2 * side, height: F.fieldHeight8 * Double(fields.count))
            out.append(.rect(box, .white))
            for i in 0..<fields.count {
                rows.append(Rect(x: box.minX, y: box.minY + Double(i) * F.fieldHeight8, width: box.width, height: F.fieldHeight8))
            }
            for y in [box.minY] + rows.map(\.maxY) {
                out.append(.hairline(Hairline(axis: .horizontal, position: y, from: box.minX, to: box.maxX, side: y == box.minY ? .after : .before, color: F.fieldBorder8)))
            }
            out.append(.hairline(Hairline(axis: .vertical, position: box.minX, from: box.minY, to: box.maxY, side: .after, color: F.fieldBorder8)))
            out.append(.hairline(Hairline(axis: .vertical, position: box.maxX, from: box.minY, to: box.maxY, side: .before, color: F.fieldBorder8)))
        }
        let inset = ctx.ios == .ios7 ? F.fieldText7 : F.fieldText8
        for (field, row) in zip(fields, rows) {
            let x = row.minX + inset, maxW = row.width - 2 * inset
            if let text = field.text, !text.isEmpty {
                let shown = field.secure ? String(repeating: "•", count: text.count) : text
                out.append(.text(ctx.text(shown, font: font, color: .black, x: x, midY: row.midY, maxWidth: maxW)))
            } else if let p = field.placeholder {
                out.append(.text(ctx.text(p, font: font, color: F.placeholder, x: x, midY: row.midY, maxWidth: maxW)))
            }
        }
        return out
    }
}
