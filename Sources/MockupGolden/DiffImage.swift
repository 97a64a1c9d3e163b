import MockupGeometry

/// The diff image in pixelmatch's colours: the expected image as a faded grey
/// background, changed pixels red, anti-aliasing pixels yellow; ignored regions are
/// tinted blue so a reader sees what was skipped.
public enum DiffImage {
    /// Opaque red: a pixel that counts as changed.
    public static let changed: UInt32 = 0xFFFF_0000
    /// Opaque yellow: a difference explained by anti-aliasing.
    public static let antialiased: UInt32 = 0xFFFF_FF00
    /// How much of the expected image shows through (pixelmatch's `alpha` 0.1).
    public static let fade = 0.1

    /// The diff of `result` over `expected`; `nil` when the sizes differ.
    public static func make(expected: Bitmap, result: PixelComparison) -> Bitmap? {
        guard result.verdict != .sizeMismatch else { return nil }
        let n = expected.pixels.count
        var out = [UInt32](repeating: 0, count: n)
        let ignoredMask = result.classes == nil
            ? ImageComparison.ignoreMask(result.options.ignore, width: expected.width, height: expected.height) : nil
        expected.pixels.withUnsafeBufferPointer { pe in
            out.withUnsafeMutableBufferPointer { o in
                for i in 0..<n {
                    let cls = result.classes?[i] ?? (ignoredMask?[i] == 1 ? PixelClass.ignored.rawValue : 0)
                    switch cls {
                    case PixelClass.changed.rawValue: o[i] = changed
                    case PixelClass.antialiased.rawValue: o[i] = antialiased
                    case PixelClass.ignored.rawValue: o[i] = tinted(faded(pe[i]))
                    default: o[i] = faded(pe[i])
                    }
                }
            }
        }
        return Bitmap(width: expected.width, height: expected.height, pixels: out)
    }

    /// Grey of the pixel's brightness blended towards white: 255 + fade·(Y − a) on
    /// premultiplied channels, which is pixelmatch's blend of straight Y by fade·alpha.
    @inline(__always)
    static func faded(_ p: UInt32) -> UInt32 {
        let a = Double(p >> 24)
        let y = Double((p >> 16) & 0xFF) * 0.29889531 + Double((p >> 8) & 0xFF) * 0.58662247
            + Double(p & 0xFF) * 0.11448223
        let v = UInt32(max(0, min(255, (255 + fade * (y - a)).rounded())))
        return 0xFF00_0000 | v << 16 | v << 8 | v
    }

    /// A light blue wash over a faded grey pixel.
    static func tinted(_ p: UInt32) -> UInt32 {
        let v = p & 0xFF
        return 0xFF00_0000 | (v * 3 / 4) << 16 | (v * 7 / 8) << 8 | v
    }
}
