import MockupGeometry

/// Pixel limits checked before any surface is allocated.
public enum CanvasLimits {
    /// Largest width or height in device pixels.
    public static let maxSide = 16384
    /// Largest pixel count.
    public static let maxPixels = 100_000_000

    /// The pixel size of `size` points at `scale`, or a thrown error when it is not
    /// finite, not positive, or over the limits. Compares as `Double` first so huge
    /// values never trap converting to `Int`.
    public static func pixelSize(_ size: Size, scale: Double) throws -> (width: Int, height: Int) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidCanvas("size \(size.width)x\(size.height) pt")
        }
        guard scale.isFinite, scale > 0 else {
            throw RenderError.invalidCanvas("scale \(scale)")
        }
        let pw = max(1, (size.width * scale).rounded())
        let ph = max(1, (size.height * scale).rounded())
        guard pw.isFinite, ph.isFinite, pw <= Double(maxSide), ph <= Double(maxSide),
            pw * ph <= Double(maxPixels)
        else {
            throw RenderError.canvasTooLarge(
                width: size.width, height: size.height, scale: scale, pixelWidth: pw, pixelHeight: ph)
        }
        return (Int(pw), Int(ph))
    }
}
