import MockupDisplayList
import MockupGeometry
import MockupScene

/// A system button (iOS 7–9): its frame is at least 44 × 44 (the HIG's hit target)
/// whatever it draws, and its drawing is centred in the frame. Plain buttons draw only
/// their title/icon in the tint; bordered and filled ones a 29 pt box that takes the
/// frame's width or height when it is written (`width:`, `height:`) or stretched by a
/// stack beyond the button's own; round ones the largest circle the frame holds (75 pt
/// by default).
extension Button: ViewLayout {
    /// Figures (sources and choices in docs/METRICS.md, Buttons).
    enum Figures {
        /// UIButton's default title font: system 15 regular (the sources' "borderless tint
        /// text 15 pt", unconfirmed; F7's bordered buttons use 14).
        static let titleSize = 15.0
        /// HIG minimum hit target (docs/LINT.md, L-hit-target): the frame's least size.
        static let hitMinimum = 44.0
        /// F7:forms bordered button: 29 high, radius 5, 1 pt border, 10 pt side padding.
        static let boxHeight = 29.0
        static let boxRadius = 5.0
        static let borderWidth = 1.0
        static let boxPadding = 10.0
        /// Above and below the title's line when a large `size:` makes the box taller
        /// than `boxHeight` (unconfirmed: 15 pt text keeps the 29 pt box).
        static let boxPaddingY = 5.0
        /// Keypad digit circle (unconfirmed: iOS 7–8 phone keypad 75 pt outlined
        /// circles, 1.5 pt stroke; 36 pt light digits, 10 pt letters under them).
        static let roundDiameter = 75.0
        static let roundStroke = 1.5
        static let roundTitleSize = 36.0
        static let roundDetailSize = 10.0
        /// Gap between the digit's and the letters' line boxes (unconfirmed).
        static let roundDetailGap = -2.0
        /// Glyph box of an icon (the bar glyph size) and its gap to a title.
        static let iconSize = Metrics.barIconSize
        /// A round button's glyph box: 1.5 × the bar glyph's, as large as the Phone app's
        /// handset on its 75 pt Call button (by eye, unconfirmed); strokes grow with it.
        static let roundIconSize = 33.0
        static let iconGap = 6.0
        /// Highlighted plain title: the tint at 30 % (F7 bar links "pressed 0.3 alpha").
        static let highlightAlpha = 0.3
        /// Highlighted fill: 20 % black over the fill (unconfirmed).
        static let pressedShade = Color(red: 0, green: 0, blue: 0, alpha: 51)
        /// Highlighted outlined circle: the tint at 20 % inside the ring (unconfirmed).
        static let roundPressedAlpha = 0.2
        /// Selected plain button: the tint behind the title (iOS 7 system button's
        /// selected look), this much around the title, radius 4 (unconfirmed).
        static let selectedInsetX = 6.0
        static let selectedInsetY = 2.0
        static let selectedRadius = 4.0
        /// Disabled: every content control's dimming (`Metrics.disabledControlAlpha`).
        static let disabledAlpha = Metrics.disabledControlAlpha
    }

    private var font: FontSpec {
        let size = size ?? (style == .round ? Figures.roundTitleSize : Figures.titleSize)
        let w = weight ?? (style == .round ? .light : .regular)
        return .system(size, FontWeight(rawValue: w.rawValue) ?? .regular)
    }

    /// The glyph box: larger on a round button.
    private var iconSize: Double { style == .round ? Figures.roundIconSize : Figures.iconSize }

    /// Icon and title side by side.
    private func contentSize(_ ctx: LayoutContext) -> Size {
        var w = 0.0
        var h = 0.0
        if let title {
            let m = ctx.measurer.measure(title.isEmpty ? " " : title, font: font)
            w = title.isEmpty ? 0 : m.width
            h = m.height
        }
        if icon != nil {
            w += iconSize + (title?.isEmpty == false ? Figures.iconGap : 0)
            h = max(h, iconSize)
        }
        return Size(width: w, height: h)
    }

    /// What the button draws at its own size.
    private func drawnSize(_ ctx: LayoutContext) -> Size {
        let c = contentSize(ctx)
        switch style {
        case .plain: return c
        case .bordered, .filled:
            // The title's line (not an icon, which the 29 pt box already holds) may grow it.
            let line = title == nil ? 0 : ctx.measurer.measure(" ", font: font).height
            return Size(width: c.width + 2 * Figures.boxPadding, height: max(Figures.boxHeight, line + 2 * Figures.boxPaddingY))
        case .round: return Size(width: Figures.roundDiameter, height: Figures.roundDiameter)
        }
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        let d = drawnSize(ctx)
        return Size(width: max(d.width, Figures.hitMinimum), height: max(d.height, Figures.hitMinimum))
    }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let tint = ctx.tint(self.tint)
        let own = size(in: frame.size, ctx: ctx)
        let drawn = drawnSize(ctx)
        var out: [DisplayItem]
        switch style {
        case .plain:
            out = plainItems(frame, tint: tint, ctx)
        case .bordered, .filled:
            // A written `width:` or a wider frame (a stack stretched it) is the box's
            // width; only a written `height:` changes its height: a taller frame (a row
            // beside a 75 pt round button) does not turn the box into a tall pill.
            // `currentNode` is the node being laid out (the framework enters it).
            let written = ctx.currentNode?.placement
            let w = written?.width != nil || frame.width > own.width ? frame.width : drawn.width
            let h = written?.height != nil ? frame.height : drawn.height
            let box = ControlPlacement.centred(Size(width: w, height: h), in: frame, scale: ctx.screen.scale)
            out = boxItems(box, tint: tint, ctx)
        case .round:
            let d = min(frame.width, frame.height)
            out = roundItems(ControlPlacement.centred(Size(width: d, height: d), in: frame, scale: ctx.screen.scale), tint: tint, ctx)
        }
        if state == .disabled { out = [.group(Group(opacity: Figures.disabledAlpha, items: out))] }
        return out
    }

    private func plainItems(_ frame: Rect, tint: Color, _ ctx: LayoutContext) -> [DisplayItem] {
        let c = contentSize(ctx)
        var out: [DisplayItem] = []
        var color = tint
        if state == .selected {
            let bg = Rect(
                x: frame.midX - c.width / 2 - Figures.selectedInsetX, y: frame.midY - c.height / 2 - Figures.selectedInsetY,
                width: c.width + 2 * Figures.selectedInsetX, height: c.height + 2 * Figures.selectedInsetY)
            out.append(.roundedRect(bg, radius: Figures.selectedRadius, tint))
            color = .white
        } else if let textColor {
            color = textColor
        }
        let content = contentItems(in: frame, color: color, ctx)
        out += state == .highlighted ? [.group(Group(opacity: Figures.highlightAlpha, items: content))] : content
        return out
    }

    private func boxItems(_ box: Rect, tint: Color, _ ctx: LayoutContext) -> [DisplayItem] {
        let radius = min(cornerRadius ?? Figures.boxRadius, box.height / 2, box.width / 2)
        let fill = color ?? tint
        let inverted = style == .filled && state == .selected
        let solid = (style == .filled && !inverted) || (style == .bordered && state == .selected)
        var out: [DisplayItem] = []
        if solid {
            out.append(.fill(.roundedRect(box, radius: radius), style == .filled ? fill : tint))
            if state == .highlighted { out.append(.fill(.roundedRect(box, radius: radius), Figures.pressedShade)) }
            out += contentItems(in: box, color: textColor ?? .white, ctx)
        } else {
            let h = Figures.borderWidth / 2
            let line = inverted ? fill : tint
            if inverted { out.append(.fill(.roundedRect(box, radius: radius), .white)) }
            out.append(.stroke(.roundedRect(box.inset(by: Insets(top: h, left: h, bottom: h, right: h)), radius: max(0, radius - h)), line, StrokeStyle(width: Figures.borderWidth)))
            let content = contentItems(in: box, color: textColor ?? line, ctx)
            out += state == .highlighted ? [.group(Group(opacity: Figures.highlightAlpha, items: content))] : content
        }
        return out
    }

    private func roundItems(_ circle: Rect, tint: Color, _ ctx: LayoutContext) -> [DisplayItem] {
        var out: [DisplayItem] = []
        let filled = color != nil || state == .selected
        let ink: Color
        if filled {
            out.append(.fill(.ellipse(in: circle), state == .selected && color == nil ? tint : (color ?? tint)))
            if state == .highlighted { out.append(.fill(.ellipse(in: circle), Figures.pressedShade)) }
            ink = textColor ?? .white
        } else {
            if state == .highlighted { out.append(.fill(.ellipse(in: circle), tint.withAlpha(Figures.roundPressedAlpha))) }
            let h = Figures.roundStroke / 2
            out.append(.stroke(.ellipse(in: circle.inset(by: Insets(top: h, left: h, bottom: h, right: h))), tint, StrokeStyle(width: Figures.roundStroke)))
            ink = textColor ?? tint
        }
        guard let detail, !detail.isEmpty else { return out + contentItems(in: circle, color: ink, ctx) }
        // Digit and letters as one block centred in the circle.
        let dfont = FontSpec.system(Figures.roundDetailSize)
        let c = contentSize(ctx)
        let dm = ctx.measurer.measure(detail, font: dfont)
        let total = c.height + Figures.roundDetailGap + dm.height
        let top = circle.midY - total / 2
        let digitBox = Rect(x: circle.minX, y: top, width: circle.width, height: c.height)
        out += contentItems(in: digitBox, color: ink, ctx)
        let w = min(dm.width, circle.width)
        out.append(.text(ctx.run(
            detail, metrics: dm, font: dfont, color: ink, x: circle.midX - w / 2,
            baseline: digitBox.maxY + Figures.roundDetailGap + dm.ascent, maxWidth: circle.width)))
        return out
    }

    /// Icon then title, centred in `box`.
    private func contentItems(in box: Rect, color: Color, _ ctx: LayoutContext) -> [DisplayItem] {
        let c = contentSize(ctx)
        var x = box.midX - min(c.width, box.width) / 2
        var out: [DisplayItem] = []
        if let glyph = icon?.icon {
            let r = Rect(x: x, y: box.midY - iconSize / 2, width: iconSize, height: iconSize)
            out += IconDrawing.items(glyph, in: r, color: color, ctx: ctx, directional: IconDrawing.isDirectional(icon))
            x += iconSize + Figures.iconGap
        }
        if let title, !title.isEmpty {
            out.append(.text(ctx.text(title, font: font, color: color, x: x, midY: box.midY, maxWidth: max(0, box.maxX - x))))
        }
        return out
    }
}
