/// Why a display list could not be rendered.
public enum RenderError: Error, CustomStringConvertible {
    /// The canvas would exceed the pixel limits (16384 px a side, 100 megapixels).
    case canvasTooLarge(width: Double, height: Double, scale: Double, pixelWidth: Double, pixelHeight: Double)
    /// Size or scale is not a finite positive number.
    case invalidCanvas(String)
    /// cairo reported an error.
    case cairo(String)
    /// A bitmap cannot be encoded (e.g. zero-sized).
    case invalidBitmap(String)

    /// A human-readable message.
    public var description: String {
        switch self {
        case .canvasTooLarge(let w, let h, let s, let pw, let ph):
            return
                "canvas too large: \(w)x\(h) pt at scale \(s) is \(Int(pw))x\(Int(ph)) px (limit \(CanvasLimits.maxSide) px a side, \(CanvasLimits.maxPixels / 1_000_000) megapixels)"
        case .invalidCanvas(let why):
            return "invalid canvas: \(why)"
        case .cairo(let why):
            return "cairo error: \(why)"
        case .invalidBitmap(let why):
            return "invalid bitmap: \(why)"
        }
    }
}
