import MockupDisplayList
import MockupGeometry
import MockupScene

/// The info, detail disclosure and contact add buttons: a 22 × 22 frame (UIKit's own
/// size for these types) holding a thin circle with an "i" or a "+", in the tint
/// (white for the light info button); centred in a larger frame.
extension SystemButton: ViewLayout {
    /// Figures (22 × 22; drawing unconfirmed; docs/METRICS.md, Buttons).
    enum Figures {
        static let size = 22.0
        /// The contact-add ring: radius 10.5 (to the line's centre), 1 pt, so its outer
        /// edge meets the 22 pt frame as iOS 7's contactAdd image fills its box
        /// (unconfirmed; the text field's right button draws the same glyph).
        static let ringRadius = 10.5
        static let ringWidth = 1.0
        /// The plus: arms 10 pt long, 1 pt thick (unconfirmed).
        static let plusLength = 10.0
        static let plusWidth = 1.0
        /// Highlighted: 30 % (as a plain system button); disabled: every content control's.
        static let highlightAlpha = 0.3
        static let disabledAlpha = Metrics.disabledControlAlpha
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { Size(width: Figures.size, height: Figures.size) }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let s = Figures.size
        let box = ControlPlacement.centred(Size(width: s, height: s), in: frame, scale: ctx.screen.scale)
        let color = kind == .info && appearance == .light ? Color.white : ctx.tint(tint)
        var out: [DisplayItem]
        switch kind {
        case .info, .detailDisclosure:
            out = IconDrawing.items(named: "bar/info", in: box, color: color, ctx: ctx)
        case .contactAdd:
            out = Self.contactAdd(centre: Point(x: box.midX, y: box.midY), color: color)
        }
        switch state {
        case .highlighted: out = [.group(Group(opacity: Figures.highlightAlpha, items: out))]
        case .disabled: out = [.group(Group(opacity: Figures.disabledAlpha, items: out))]
        case .normal, .selected: break
        }
        return out
    }

    /// UIButtonTypeContactAdd's glyph: a ring with a plus inside, centred on `c`. The
    /// contact-add button and a text field's contact-add right button both draw it.
    static func contactAdd(centre c: Point, color: Color) -> [DisplayItem] {
        let r = Figures.ringRadius
        let ring = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        let l = Figures.plusLength
        let w = Figures.plusWidth
        return [
            .stroke(.ellipse(in: ring), color, StrokeStyle(width: Figures.ringWidth)),
            .rect(Rect(x: c.x - l / 2, y: c.y - w / 2, width: l, height: w), color),
            .rect(Rect(x: c.x - w / 2, y: c.y - l / 2, width: w, height: l), color),
        ]
    }
}
