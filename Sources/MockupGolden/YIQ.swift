/// Colour distance in the YIQ space, after Kotsarenko & Ramos, "Measuring perceived
/// color difference using YIQ NTSC transmission color space in mobile applications"
/// (2010), with pixelmatch's weights. Works on premultiplied words: a translucent pixel
/// is composited over a background that alternates per pixel, so alpha-only changes
/// are seen too.
enum YIQ {
    /// The largest possible `delta` (black against white), pixelmatch's 35215.
    static let maxDelta = 35215.0

    /// Squared distance, negative when the second pixel is lighter; 0 when equal.
    /// `index` picks the background for translucent pixels.
    @inline(__always)
    static func delta(_ p: UInt32, _ q: UInt32, index: Int) -> Double {
        let (dr, dg, db) = channelDeltas(p, q, index: index)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let qq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let d = 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
        return y > 0 ? -d : d
    }

    /// Brightness (Y) difference only, as the anti-aliasing detector uses it.
    @inline(__always)
    static func brightnessDelta(_ p: UInt32, _ q: UInt32, index: Int) -> Double {
        let (dr, dg, db) = channelDeltas(p, q, index: index)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Distance on the 0…1 scale of the threshold: √(|delta| / maxDelta).
    static func normalized(_ delta: Double) -> Double { (abs(delta) / maxDelta).squareRoot() }

    @inline(__always)
    private static func channelDeltas(_ p: UInt32, _ q: UInt32, index: Int) -> (Double, Double, Double) {
        var dr = Double((p >> 16) & 0xFF) - Double((q >> 16) & 0xFF)
        var dg = Double((p >> 8) & 0xFF) - Double((q >> 8) & 0xFF)
        var db = Double(p & 0xFF) - Double(q & 0xFF)
        let a1 = p >> 24, a2 = q >> 24
        if a1 != a2 {
            // Premultiplied colour over background b: c + b·(255 − a)/255; the
            // difference of two such is (c1 − c2) − b·(a1 − a2)/255.
            let da = (Double(a1) - Double(a2)) / 255
            let rb = 48.0 + 159.0 * Double(index & 1)
            let gb = 48.0 + 159.0 * Double(Int(Double(index) / 1.618033988749895) & 1)
            let bb = 48.0 + 159.0 * Double(Int(Double(index) / 2.618033988749895) & 1)
            dr -= rb * da
            dg -= gb * da
            db -= bb * da
        }
        return (dr, dg, db)
    }
}
