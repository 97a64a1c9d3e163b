import MockupDisplayList
import MockupGeometry
import MockupScene

/// UIProgressView in bar style: a 2 pt strip of the tint filled from the left, no
/// track, along the edge of a navigation bar or toolbar.
enum BarProgressLayout {
    /// `progress` (0…1) along the strip `y…y+2` across `width`.
    static func items(progress: Double, y: Double, width: Double, tint: Color) -> [DisplayItem] {
        let p = min(max(progress, 0), 1)
        guard p > 0 else { return [] }
        return [.rect(Rect(x: 0, y: y, width: width * p, height: Metrics.barProgressHeight), tint)]
    }
}
