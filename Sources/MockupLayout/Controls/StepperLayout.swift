import MockupDisplayList
import MockupGeometry
import MockupScene

/// UIStepper (iOS 7–9): 94 × 29, a tint outline with a 1 pt divider at the centre, a
/// "−" in the left half and a "+" in the right; an end at its limit draws its glyph
/// dimmed, a highlighted end is filled with a light tint. Centred in a larger frame.
extension Stepper: ViewLayout {
    /// Figures (docs/METRICS.md, Stepper).
    enum Figures {
        /// AST `standardStepperSize` 94 × 29.
        static let width = 94.0
        static let height = 29.0
        /// UI7K (UI7Stepper.m): radius 4, 1 pt border, 1 pt tint divider.
        static let radius = 4.0
        static let line = 1.0
        /// Glyphs: 15.5 pt across, bars 1.5 pt thick (iOS 7.0 capture e20, iPhone 5 @2x:
        /// both glyphs 31 px across, bars 3 px), drawn as an image is, its origin on the
        /// half-point grid of @2x pixels (e20's bars fill whole pixels).
        static let glyphLength = 15.5
        static let glyphWidth = 1.5
        static let glyphGrid = 0.5
        /// Highlighted end: the tint at 20 % (UI7K "lighter tint"; amount unconfirmed).
        static let highlightAlpha = 0.2
        /// The whole control disabled: every content control's.
        static let disabledAlpha = Metrics.disabledControlAlpha
        /// An end at its limit: its glyph at half strength (e20's minus at the minimum is
        /// #80BDFF, the default tint at 50 % on white).
        static let limitAlpha = 0.5
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { Size(width: Figures.width, height: Figures.height) }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let tint = ctx.tint(self.tint)
        let box = ControlPlacement.centred(Size(width: Figures.width, height: Figures.height), in: frame, scale: ctx.screen.scale)
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
        let l = Figures.glyphLength
        let w = Figures.glyphWidth
        func snap(_ v: Double) -> Double { (v / Figures.glyphGrid).rounded(.down) * Figures.glyphGrid }
        for end in End.allCases {
            let cx = end == .minus ? box.minX + half / 2 : box.midX + half / 2
            let x = snap(cx - l / 2), y = snap(box.midY - l / 2)
            // The bar across the glyph's middle: (15.5 − 1.5) / 2 = 7 in, a whole number of
            // grid steps, so it lands on the grid as the glyph does.
            let bar = (l - w) / 2
            var glyph: [DisplayItem] = [.rect(Rect(x: x, y: y + bar, width: l, height: w), tint)]
            if end == .plus { glyph.append(.rect(Rect(x: x + bar, y: y, width: w, height: l), tint)) }
            out += !disabled && !isEnabled(end) ? [.group(Group(opacity: Figures.limitAlpha, items: glyph))] : glyph
        }
        return disabled ? [.group(Group(opacity: Figures.disabledAlpha, items: out))] : out
    }
}
