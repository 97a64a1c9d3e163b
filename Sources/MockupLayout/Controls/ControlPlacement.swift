import MockupGeometry

/// Where a control draws itself inside a frame larger than its drawing.
enum ControlPlacement {
    /// `size` centred in `frame`, its origin on the device pixel grid of `scale`, as Auto
    /// Layout places views: a 29 pt box centred in a 44 pt row sits at y + 7.5, 15 pixels
    /// at @2x, and at @3x (22.5 pixels) at 23, so that its 1 pt outline fills three whole
    /// pixels instead of spreading over four.
    static func centred(_ size: Size, in frame: Rect, scale: Double) -> Rect {
        Rect(
            x: devicePixel(frame.midX - size.width / 2, scale), y: devicePixel(frame.midY - size.height / 2, scale),
            width: size.width, height: size.height)
    }

    /// `v` on the pixel grid of `scale`, a half pixel rounded up (22.5 → 23, −5.5 → −5):
    /// UIKit's rounding away from zero wherever a screen's coordinates are, and a shift
    /// of the frame by whole points shifts the drawing by as much, whatever the sign.
    static func devicePixel(_ v: Double, _ scale: Double) -> Double { (v * scale + 0.5).rounded(.down) / scale }
}
