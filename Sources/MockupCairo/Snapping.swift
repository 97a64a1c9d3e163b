import MockupDisplayList

/// Pixel-grid rules shared by raster and PDF output. `k` is grid pixels per device
/// unit: 1 for raster (device units are pixels), `hairlineScale` for PDF (points).
public enum Snapping {
    /// An edge coordinate moved to the nearest pixel boundary.
    public static func edge(_ v: Double, grid k: Double) -> Double { (v * k).rounded() / k }

    /// The one-pixel band `[start, end)` of a hairline at `position` (device units):
    /// `.after` is the pixel starting at round(position·k), `.before` the one ending there.
    public static func hairlineBand(_ position: Double, side: Hairline.Side, grid k: Double)
        -> (start: Double, end: Double)
    {
        let p = (position * k).rounded()
        let first = side == .after ? p : p - 1
        return (first / k, (first + 1) / k)
    }
}
