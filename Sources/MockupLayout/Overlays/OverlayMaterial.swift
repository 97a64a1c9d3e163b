import MockupDisplayList
import MockupGeometry
import MockupScene

/// What temporary views share: the dimming over the screen and the frosted panel
/// material (iOS 7–9's extra-light blur of what lies under it).
enum OverlayMaterial {
    enum Figures {
        /// Blur of the content under a frosted panel (the bars' σ; unconfirmed for alerts).
        static let blur = Metrics.barBackdropBlur
        /// iOS 8–9 UIAlertController separators (between an alert's buttons, an action
        /// sheet's rows): #D8D8DD, as measured where the panel is 248–253: e04 (iOS 8.2
        /// alert) vertical separator #D6D6DA, e05 (iOS 8.2 action sheet) #D8D8DD, e08 (iOS
        /// 8.0 iPad action sheet) #D7D7DB. They are vibrant (darker where the panel darkens
        /// near its edges: e04's row hairline is #B6B6BA 2 px from the panel's side), which
        /// one colour does not follow.
        static let separator = Color(rgb: 0xD8D8DD)
    }

    /// A dimming layer over `bounds`.
    static func dim(_ bounds: Rect, _ color: Color) -> DisplayItem { .rect(bounds, color) }

    /// A frosted panel: what `under` draws inside `rect` (usually `ctx.underlay` and the
    /// overlay's own dimming), blurred, under `fill`, with rounded corners. An opaque
    /// `fill` skips the blur.
    static func panel(_ rect: Rect, radius: Double, fill: Color, under: [DisplayItem]) -> [DisplayItem] {
        var out: [DisplayItem] = []
        if fill.alpha < 255, !under.isEmpty {
            let margin = 3 * Figures.blur
            let around = Rect(
                x: rect.minX - margin, y: rect.minY - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
            out.append(.group(Group(
                clip: rect, clipRadius: radius, blur: Figures.blur, items: [.rect(around, .white)] + under)))
        }
        out.append(.roundedRect(rect, radius: radius, fill))
        return out
    }
}
