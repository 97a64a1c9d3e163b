import MockupDisplayList
import MockupGeometry
import MockupScene

/// The content behind a translucent bar, as the bar shows it: blurred (iOS 7–9 bars are
/// frosted glass), drawn under the bar's 85 % material.
enum Backdrop {
    /// A blurred group of `content` clipped to `rect`, on the screen background (which
    /// also surrounds it, so the blur does not fade at the edges); nothing when the
    /// content has nothing there.
    static func items(_ content: [DisplayItem], under rect: Rect, background: Color) -> [DisplayItem] {
        let hasContent = content.contains { item in
            if case .group(let g) = item { return !g.items.isEmpty }
            return true
        }
        guard hasContent else { return [] }
        let margin = 3 * Metrics.barBackdropBlur
        let around = Rect(
            x: rect.minX - margin, y: rect.minY - margin, width: rect.width + 2 * margin,
            height: rect.height + 2 * margin)
        return [.group(Group(clip: rect, blur: Metrics.barBackdropBlur, items: [.rect(around, background)] + content))]
    }
}
