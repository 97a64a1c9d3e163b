import MockupDisplayList
import MockupGeometry
import MockupScene

/// The info, detail disclosure and contact add buttons: a 22 × 22 frame (UIKit's own
/// size for these types) holding a thin circle with an "i" or a "+", in the tint
/// (white for the light info button); centred in a larger frame.
extension SystemButton: ViewLayout {
    /// Figures (`reference/ios-metrics.md` §10: 22 × 22; drawing unconfirmed).
    enum Figures {
        static let size = 22.0
        /// The ring: radius 9.5, 1 pt (the `bar/info` glyph's circle, also used for +).
        static let ringRadius = 9.5
        static let ringWidth = 1.0
        /// The plus: arms 10 pt long, 1 pt thick (unconfirmed).
        static let plusLength = 10.0
        static let plusWidth = 1.0
        /// Highlighted: 30 % (as a plain system button); disabled: the bar items' 0.35.
        static let highlightAlpha = 0.3
        static let disabledAlpha = Metrics.disabledItemAlpha
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { Size(width: Figures.size, height: Figures.size) }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let s = Figures.size
        let box = Rect(x: frame.midX - s / 2, y: frame.midY - s / 2, width: s, height: s)
        let color = kind == .info && appearance == .light ? Color.white : (tint ?? ctx.tint)
        var out: [DisplayItem]
        switch kind {
        case .info, .detailDisclosure:
            out = IconDrawing.items(named: "bar/info", in: box, color: color)
        case .contactAdd:
            let r = Figures.ringRadius
            let ring = Rect(x: box.midX - r, y: box.midY - r, width: 2 * r, height: 2 * r)
            let l = Figures.plusLength
            let w = Figures.plusWidth
            out = [
                .stroke(.ellipse(in: ring), color, StrokeStyle(width: Figures.ringWidth)),
                .rect(Rect(x: box.midX - l / 2, y: box.midY - w / 2, width: l, height: w), color),
                .rect(Rect(x: box.midX - w / 2, y: box.midY - l / 2, width: w, height: l), color),
            ]
        }
        switch state {
        case .highlighted: out = [.group(Group(opacity: Figures.highlightAlpha, items: out))]
        case .disabled: out = [.group(Group(opacity: Figures.disabledAlpha, items: out))]
        case .normal, .selected: break
        }
        return out
    }
}
