import MockupDisplayList
import MockupGeometry
import MockupScene

/// UIStepper (iOS 7–9): 94 × 29, a tint outline with a 1 pt divider at the centre, a
/// "−" in the left half and a "+" in the right; an end at its limit draws its glyph
/// dimmed, a highlighted end is filled with a light tint. Centred in a larger frame.
extension Stepper: ViewLayout {
    /// Figures (`reference/ios-metrics.md` §10 UIStepper).
    enum Figures {
        /// AST `standardStepperSize` 94 × 29.
        static let width = 94.0
        static let height = 29.0
        /// UI7K (UI7Stepper.m): radius 4, 1 pt border, 1 pt tint divider.
        static let radius = 4.0
        static let line = 1.0
        /// Glyphs (unconfirmed): arms 14 pt long, 1 pt thick, as thin as the outline.
        static let glyphLength = 14.0
        static let glyphWidth = 1.0
        /// Highlighted end: the tint at 20 % (UI7K "lighter tint"; amount unconfirmed).
        static let highlightAlpha = 0.2
        /// An end at its limit, and the whole control disabled: every content control's.
        static let disabledAlpha = Metrics.disabledControlAlpha
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { Size(width: Figures.width, height: Figures.height) }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let tint = self.tint ?? ctx.tint
        let box = ControlPlacement.centred(Size(width: Figures.width, height: Figures.height), in: frame)
        let half = box.width / 2
        let h = Figures.line / 2
        var out: [DisplayItem] = []
        if let end = highlighted {
            let r = Rect(x: end == .minus ? box.minX : box.midX, y: box.minY, width: half, height: box.height)
            out.append(.group(Group(clip: box, clipRadius: Figures.radius, items: [.rect(r, tint.withAlpha(Figures.highlightAlpha))])))
        }
        out.append(.stroke(
            .roundedRect(box.inset(by: Insets(top: h, left: h, bottom: h, right: h)), radius: Figures.radius - h), tint,
            StrokeStyle(width: Figures.line)))
        out.append(.rect(Rect(x: box.midX - h, y: box.minY, width: Figures.line, height: box.height), tint))
        for end in End.allCases {
            let cx = end == .minus ? box.minX + half / 2 : box.midX + half / 2
            let l = Figures.glyphLength
            let w = Figures.glyphWidth
            var glyph: [DisplayItem] = [.rect(Rect(x: cx - l / 2, y: box.midY - w / 2, width: l, height: w), tint)]
            if end == .plus { glyph.append(.rect(Rect(x: cx - w / 2, y: box.midY - l / 2, width: w, height: l), tint)) }
            out += !disabled && !isEnabled(end) ? [.group(Group(opacity: Figures.disabledAlpha, items: glyph))] : glyph
        }
        return disabled ? [.group(Group(opacity: Figures.disabledAlpha, items: out))] : out
    }
}
