import MockupSyntax
/// How large an image `mockup diff` and `mockup test` decode, checked from the IHDR
/// before any pixel buffer is allocated (docs/REGRESSION.md, "Limits").
///
/// The largest render mockup makes of a device is the iPad Pro 12.9″ (1024×1366 pt)
/// at the largest `--scale`, 4: 4096×5464 = 22.4 megapixels; the limits keep that with
/// a little room and refuse the rest (a 32 KB 1-bit PNG may claim 16384×16384, which
/// would cost gigabytes once decoded, compared and put into panels). At the limit a
/// `diff -o --panels` run holds two decoded images, the per-pixel classes, the diff
/// image and the panels (about three images wide): see `worstCaseBytes`.
public enum DecodeLimits {
    /// Largest width or height (pixels): the renderer's own canvas limit, so every
    /// render within the pixel count can be compared; it also keeps the panels near
    /// three images in area whatever the aspect ratio (a 1×24M strip would make
    /// 99×24M panels; at the limits the panels stay under 3.2 images).
    public static let maxSide = 16384
    /// Largest pixel count: 24 megapixels.
    public static let maxPixels = 24_000_000

    /// Largest PNG file read for a comparison (bytes): 128 MiB, above a 24-megapixel
    /// RGBA image stored without compression (96 MB) and far above any render. The
    /// reader enforces it as `BoundedFileReader.Kind.png`.
    public static let maxFileBytes = BoundedFileReader.Kind.png.limit

    /// A rough upper bound of the bytes a `diff -o --panels` run allocates for images
    /// at the pixel limit: expected and actual (4 bytes a pixel each), classes and
    /// ignore mask (1 each), diff image (4), panels (at most 3.2 images of 4 bytes),
    /// and the encoded output (at most the panels' size again): about 40 bytes a
    /// pixel, 960 MB; a typical run stays well under (docs/REGRESSION.md).
    public static let worstCaseBytes = 40 * maxPixels

    /// The error for a `width × height` image over the limits, or `nil` when it fits.
    static func refusal(width: Int, height: Int) -> String? {
        guard width > maxSide || height > maxSide || width * height > maxPixels else { return nil }
        return "image of \(width)x\(height) pixels is over the comparison limit of \(maxSide) pixels a side"
            + " and \(maxPixels / 1_000_000) megapixels (docs/REGRESSION.md)"
    }
}
