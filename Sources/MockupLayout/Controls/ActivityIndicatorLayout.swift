import MockupPlatform
import MockupDisplayList
import MockupGeometry
import MockupScene

/// UIActivityIndicatorView: twelve round-capped spokes at 30° steps, the one at twelve
/// o'clock darkest and the others fading anticlockwise behind it (a still frame of the
/// clockwise spin), in a 20 pt (gray, white) or 37 pt (large) box; a label after it,
/// set like the table's loading state. Centred in its frame.
extension ActivityIndicator: ViewLayout {
    /// The indicator's figures (docs/METRICS.md, Activity indicator).
    enum Figures {
        /// Box: 20 × 20 gray and white, 37 × 37 WhiteLarge (CHA).
        static let small = Metrics.activityIndicatorSize
        static let large = 37.0
        /// Spoke geometry of the 20 pt box (F7:preloader ✓, ION ios-small): from r 5.5 to
        /// r 8.8, 1.8 wide, round caps. The large box scales it by 37/20 (ION's large
        /// spinner, r 17→29 of 64, has nearly the same inner/outer ratio: 0.59 vs 0.625).
        static let innerRadius = 5.5 / 20
        static let outerRadius = 8.8 / 20
        static let strokeWidth = 1.8 / 20
        /// Spoke opacities from the head anticlockwise (F7: .85 .75 .66 .56 .46 .37, then
        /// six at .27).
        static let opacities = [0.85, 0.75, 0.66, 0.56, 0.46, 0.37, 0.27, 0.27, 0.27, 0.27, 0.27, 0.27]
        /// Gray style's spokes (F7 #6C6C6C); white and large are white.
        static let gray = Palette.activityIndicator
        /// Label: the table loading state's size, gap and grey (white for the white styles,
        /// which sit on dark backgrounds).
        static let labelSize = Metrics.loadingFontSize
        static let labelGap = Metrics.loadingGap
        static let labelGray = Palette.loadingText
    }

    /// The side of the spinner's box.
    var diameter: Double { style == .large ? Figures.large : Figures.small }
    private var ink: Color { color ?? (style == .gray ? Figures.gray : .white) }
    private var labelInk: Color { labelColor ?? (style == .gray ? Figures.labelGray : .white) }
    private var font: FontSpec { .system(Figures.labelSize) }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        let d = diameter
        guard let label else { return Size(width: d, height: d) }
        let m = ctx.measurer.measure(label, font: font)
        return Size(width: min(d + Figures.labelGap + m.width, max(d, available.width)), height: max(d, m.height))
    }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let d = diameter
        var textWidth = 0.0
        if let label { textWidth = min(ctx.width(label, font), max(0, frame.width - d - Figures.labelGap)) }
        let total = label == nil ? d : d + Figures.labelGap + textWidth
        let block = ControlPlacement.centred(Size(width: total, height: d), in: frame, scale: ctx.screen.scale)
        let left = block.minX
        // The spokes' fading shows which way it turns: a mirrored screen keeps that.
        var out = IconDrawing.upright(
            Self.spokes(center: Point(x: left + d / 2, y: block.midY), box: d, color: ink),
            frame: Rect(x: left, y: block.midY - d / 2, width: d, height: d), ctx: ctx)
        if let label {
            out.append(.text(ctx.text(
                label, font: font, color: labelInk, x: left + d + Figures.labelGap, midY: block.midY,
                maxWidth: max(0, frame.width - d - Figures.labelGap))))
        }
        return out
    }

    /// Twelve spokes for a box of side `box` centred on `center`.
    static func spokes(center c: Point, box: Double, color: Color) -> [DisplayItem] {
        let base = Double(color.alpha) / 255
        return Figures.opacities.enumerated().map { i, opacity in
            // Spoke 0 at twelve o'clock, then anticlockwise.
            let a = -Double.pi / 2 - Double(i) * Double.pi / 6
            var p = Path()
            p.move(to: Point(x: c.x + box * Figures.innerRadius * cos(a), y: c.y + box * Figures.innerRadius * sin(a)))
            p.line(to: Point(x: c.x + box * Figures.outerRadius * cos(a), y: c.y + box * Figures.outerRadius * sin(a)))
            return .stroke(p, color.withAlpha(opacity * base), StrokeStyle(width: box * Figures.strokeWidth, cap: .round))
        }
    }
}
