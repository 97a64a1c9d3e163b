import MockupGeometry

/// Where a control draws itself inside a frame larger than its drawing.
enum ControlPlacement {
    /// `size` centred in `frame`, its origin rounded to whole points: a 29 pt box centred
    /// in a 44 pt row would otherwise sit at y + 7.5, and its 1 pt outline would spread
    /// over two device pixels at @3x (4.5 pixels from a pixel edge) instead of filling one
    /// point's three.
    static func centred(_ size: Size, in frame: Rect) -> Rect {
        Rect(
            x: wholePoint(frame.midX - size.width / 2), y: wholePoint(frame.midY - size.height / 2),
            width: size.width, height: size.height)
    }

    /// Halves round up (−5.5 → −5, 7.5 → 8), so a shift of the frame by whole points
    /// shifts the drawing by as much, whatever the sign of the origin.
    private static func wholePoint(_ v: Double) -> Double { (v + 0.5).rounded(.down) }
}
