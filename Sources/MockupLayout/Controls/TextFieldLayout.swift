import MockupDisplayList
import MockupGeometry
import MockupScene

/// UITextField (iOS 7–9): 30 pt high, stretching across its stack. Rounded fields are
/// white with a one-pixel light grey border and 5 pt corners; line fields a one-pixel
/// rectangle; borderless ones nothing. Text and placeholder are centred vertically
/// between the left image and the clear button / right button. Unfocused long text is
/// cut with "…"; a focused field shows the end of its text with the caret, as UIKit
/// scrolls the text to keep the caret in view.
extension TextField: ViewLayout {
    /// The field's figures (docs/METRICS.md, Text field).
    enum Figures {
        /// Height of every style (SDC7 alert field 30; Interface Builder's default).
        static let height = 30.0
        /// Corner radius of the rounded style (SDC7 5; UI7K says 4 — unconfirmed, SDC7 chosen).
        static let radius = 5.0
        /// Rounded border: UI7K draws `lightGrayColor` (#AAAAAA) at 1 pt; iOS 7 screenshots
        /// show a lighter one-pixel line — unconfirmed, #C7C7CC chosen (the iOS 7 light grey).
        static let roundedBorder = Color(rgb: 0xC7C7CC)
        /// UITextBorderStyleLine: a dark one-pixel rectangle (unconfirmed colour).
        static let lineBorder = Color(rgb: 0x000000)
        /// Text inset from the left and right edges (UI7K text rect 8 × 4); 0 without a border.
        static let textInset = 8.0
        /// Above and below the text's line when a large `size:` makes the field taller
        /// than `height` (UI7K text rect inset 4).
        static let textPaddingY = 4.0
        /// Placeholder grey (UIKit's placeholder, #C7C7CD; unconfirmed).
        static let placeholder = Color(rgb: 0xC7C7CD)
        /// Left image: glyph size and the gap to the text (unconfirmed).
        static let leftImageSize = 18.0
        static let leftImageGap = 6.0
        static let leftImageColor = Palette.searchClearButton
        /// Right-hand box holding the clear button or the right button (the search bar's).
        static let accessoryBox = Metrics.searchAccessoryBox
        /// The right button's box ends this far inside a bordered field (unconfirmed: keeps
        /// the 22 pt contact-add ring off the border).
        static let rightViewInset = 3.0
        /// Caret: 2 pt wide in the tint, the height of the text's line, 1 pt from the text.
        static let caretWidth = 2.0
        static let caretGap = 1.0
        /// Disabled fields are dimmed as every content control (and as disabled rows).
        static let disabledOpacity = Metrics.disabledControlAlpha
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        Size(width: available.width, height: boxHeight(ctx))
    }

    /// 30 pt, or the text's line and its padding when the font is larger.
    private func boxHeight(_ ctx: LayoutContext) -> Double {
        let line = ctx.measurer.measure(" ", font: .system(size)).height
        return max(Figures.height, line + 2 * Figures.textPaddingY)
    }

    func flexes(along axis: Stack.Axis) -> Bool { axis == .horizontal }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let field = ControlPlacement.centred(Size(width: frame.width, height: boxHeight(ctx)), in: frame, scale: ctx.screen.scale)
        let tint = ctx.tint(tint)
        var out = border(field)
        let inset = style == .none ? 0 : Figures.textInset
        var left = field.minX + inset
        var right = field.maxX - inset

        if let icon = leftImage?.icon {
            let s = Figures.leftImageSize
            out += IconDrawing.items(icon, in: Rect(x: left, y: field.midY - s / 2, width: s, height: s), color: Figures.leftImageColor, ctx: ctx)
            left += s + Figures.leftImageGap
        }
        // The right button sits at the end; the clear button before it (UIKit puts the
        // clear button left of the right view).
        let box = Figures.accessoryBox
        var end = field.maxX + (style == .none ? box / 2 - Metrics.searchClearDiameter / 2 : 0)
        if let button = rightButton {
            end -= style == .none ? 0 : Figures.rightViewInset
            let r = Rect(x: end - box, y: field.midY - box / 2, width: box, height: box)
            switch button {
            case .bookmark: out += SearchBarLayout.glyph("search/bookmark", centredIn: r, ctx: ctx)
            case .contactAdd: out += SystemButton.contactAdd(centre: Point(x: r.midX, y: r.midY), color: tint)
            }
            end -= box
            right = min(right, end)
        }
        if showsClearButton {
            out += SearchBarLayout.clearButton(centre: Point(x: end - box / 2, y: field.midY))
            end -= box
            right = min(right, end)
        }
        out += content(left: left, right: right, midY: field.midY, tint: tint, ctx: ctx)
        if state == .disabled {
            return [.group(Group(opacity: Figures.disabledOpacity, items: out))]
        }
        return out
    }

    /// The border of the style: straight edges as hairlines (one device pixel at every
    /// scale) and, for the rounded style, quarter arcs of about a pixel at the corners.
    private func border(_ f: Rect) -> [DisplayItem] {
        switch style {
        case .none: return []
        case .line:
            return [.rect(f, .white)] + edges(f, inset: 0, color: Figures.lineBorder)
        case .rounded:
            let r = Figures.radius
            var out: [DisplayItem] = [.roundedRect(f, radius: r, .white)]
            out += edges(f, inset: r, color: Figures.roundedBorder)
            // Corners: a stroke a little under half a point wide, centred where the
            // hairlines' pixels lie at @2x/@3x, so the arcs meet the edges.
            let w = 0.42
            let h = w / 2
            let inner = Rect(x: f.minX + h, y: f.minY + h, width: f.width - w, height: f.height - w)
            var corners = Path.roundedRect(inner, radius: r - h)
            // Only the arcs: clip the rounded outline to the four corner squares.
            corners.fillRule = .nonZero
            for (x, y) in [(f.minX, f.minY), (f.maxX - r, f.minY), (f.minX, f.maxY - r), (f.maxX - r, f.maxY - r)] {
                out.append(.group(Group(
                    clip: Rect(x: x, y: y, width: r, height: r),
                    items: [.stroke(corners, Figures.roundedBorder, StrokeStyle(width: w))])))
            }
            return out
        }
    }

    /// The four straight edges as hairlines inside `f`, `inset` from each corner.
    private func edges(_ f: Rect, inset: Double, color: Color) -> [DisplayItem] {
        [
            .hairline(Hairline(axis: .horizontal, position: f.minY, from: f.minX + inset, to: f.maxX - inset, side: .after, color: color)),
            .hairline(Hairline(axis: .horizontal, position: f.maxY, from: f.minX + inset, to: f.maxX - inset, side: .before, color: color)),
            .hairline(Hairline(axis: .vertical, position: f.minX, from: f.minY + inset, to: f.maxY - inset, side: .after, color: color)),
            .hairline(Hairline(axis: .vertical, position: f.maxX, from: f.minY + inset, to: f.maxY - inset, side: .before, color: color)),
        ]
    }

    /// Placeholder or text between `left` and `right`, and the caret when focused.
    private func content(left: Double, right: Double, midY: Double, tint: Color, ctx: LayoutContext) -> [DisplayItem] {
        let font = FontSpec.system(size)
        let room = max(0, right - left)
        let shown = displayedText
        let lineHeight = ctx.measurer.measure(shown.isEmpty ? (placeholder.isEmpty ? " " : placeholder) : shown, font: font).height
        func caret(at x: Double) -> DisplayItem {
            .rect(Rect(x: x, y: midY - lineHeight / 2, width: Figures.caretWidth, height: lineHeight), tint)
        }
        var out: [DisplayItem] = []
        if shown.isEmpty {
            if !placeholder.isEmpty {
                out.append(.text(ctx.text(placeholder, font: font, color: Figures.placeholder, x: left, midY: midY, maxWidth: room)))
            }
            // The caret sits just before the placeholder's first letter.
            if focused && state != .disabled { out.append(caret(at: left - Figures.caretWidth / 2)) }
            return out
        }
        let w = ctx.width(shown, font)
        guard focused && state != .disabled else {
            out.append(.text(ctx.text(shown, font: font, color: .black, x: left, midY: midY, maxWidth: room)))
            return out
        }
        let after = Figures.caretGap + Figures.caretWidth
        if w + after <= room {
            out.append(.text(ctx.text(shown, font: font, color: .black, x: left, midY: midY)))
            out.append(caret(at: left + w + Figures.caretGap))
            return out
        }
        // Scrolled: the text's end and the caret at the right edge, the start clipped.
        let x = right - after - w
        let clip = Rect(x: left, y: midY - lineHeight, width: room, height: 2 * lineHeight)
        out.append(.group(Group(clip: clip, items: [.text(ctx.text(shown, font: font, color: .black, x: x, midY: midY))])))
        out.append(caret(at: right - Figures.caretWidth))
        return out
    }
}
