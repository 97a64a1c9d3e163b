import MockupDisplayList
import MockupGeometry
import MockupScene

/// UIPageControl: a row of 7 pt dots 16 pt apart, centred in the control as UIKit
/// centres it; a row wider than the control is clipped at its edges (never squeezed or
/// shrunk). The control takes the width it is given and is 37 high.
extension PageControl: ViewLayout {
    /// The page control's figures (docs/METRICS.md, Page control).
    enum Figures {
        /// Dot diameter (SMPC 7; MDCPC radius 3.5 ✓).
        static let dot = 7.0
        /// Centre to centre: dot 7 + gap 9 (SMPC 9; MDCPC 8.75 ✓).
        static let pitch = 16.0
        /// Control height: AST's "standard height is 37" vs SMPC's minimum 36 vs MDCPC's 48
        /// (later iOS); 37 chosen, the only figure stated as UIKit's own for iOS 7.
        static let height = 37.0
        /// Other pages' dots: white at 20 % (SMPC's iOS 7 style; openradar 15541631).
        static let otherAlpha = 0.2
        /// Most dots drawn: the `pages:` attribute's limit (a model built in code may
        /// hold any number).
        static let maxPages = 1000
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        Size(width: available.width, height: Figures.height)
    }

    func flexes(along axis: Stack.Axis) -> Bool { axis == .horizontal }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        // A model built in code is not range-checked: no dots below 0, at most the
        // resolver's 1000, the current page among them (or none).
        let pages = min(max(self.pages, 0), Figures.maxPages)
        if pages == 0 || (hidesForSinglePage && pages <= 1) { return [] }
        let d = Figures.dot
        let row = Double(pages - 1) * Figures.pitch + d
        let origin = ControlPlacement.centred(Size(width: row, height: d), in: frame, scale: ctx.screen.scale).origin
        let left = origin.x
        let top = origin.y
        let current = currentColor ?? .white
        let other = color ?? Color.white.withAlpha(Figures.otherAlpha)
        let dots: [DisplayItem] = (0..<pages).compactMap { i in
            let x = left + Double(i) * Figures.pitch
            // Dots wholly outside the frame are clipped anyway: leave them out.
            guard x + d > frame.minX && x < frame.maxX else { return nil }
            return .fill(.ellipse(in: Rect(x: x, y: top, width: d, height: d)), i == page - 1 ? current : other)
        }
        return row > frame.width ? [.group(Group(clip: frame, items: dots))] : dots
    }
}
