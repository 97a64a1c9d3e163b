/// What each pixel turned out to be, for drawing the diff image.
public enum PixelClass: UInt8, Sendable {
    case same = 0
    /// Differs beyond the threshold and counts.
    case changed = 1
    /// Differs, but anti-aliasing explains it (perceptual only); does not count.
    case antialiased = 2
    /// Inside an `--ignore` region.
    case ignored = 3
}

/// The outcome of comparing an expected image with an actual one.
public struct PixelComparison: Sendable {
    /// How the comparison ended.
    public enum Verdict: String, Sendable, Codable {
        /// Every pixel equal (the fast path).
        case identical
        /// Some pixels differ, but within the threshold and limits.
        case withinLimits = "within-limits"
        /// More pixels differ than the limits allow.
        case different
        /// The images have different sizes; nothing was compared.
        case sizeMismatch = "size-mismatch"
    }

    public var verdict: Verdict
    public var options: ComparisonOptions
    public var expectedSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    /// Pixels that count as changed.
    public var changedPixels: Int = 0
    /// Pixels that differ but were classified as anti-aliasing (perceptual).
    public var antialiasedPixels: Int = 0
    /// Pixels inside ignored regions.
    public var ignoredPixels: Int = 0
    /// Pixels compared (all but the ignored ones).
    public var comparedPixels: Int = 0
    /// Largest premultiplied channel difference among compared pixels (0…255).
    public var maxChannelDelta: Int = 0
    /// Largest YIQ distance among compared pixels, on the threshold's 0…1 scale.
    public var maxPerceptualDelta: Double = 0
    /// Smallest rectangle holding every changed pixel.
    public var changedBounds: PixelRect?
    /// One `PixelClass` per pixel; `nil` when identical or the sizes differ.
    public var classes: [UInt8]?

    /// Whether the comparison passes.
    public var passed: Bool { verdict == .identical || verdict == .withinLimits }

    /// Changed pixels as a fraction of the compared ones.
    public var changedRatio: Double { comparedPixels == 0 ? 0 : Double(changedPixels) / Double(comparedPixels) }

    /// One line for consoles and test failures, e.g.
    /// `1234 px (0.12%) changed, max channel Δ 10, in 40x20 at 16,300`.
    public var summary: String {
        switch verdict {
        case .identical:
            return "identical"
        case .sizeMismatch:
            return "size differs: expected \(expectedSize.width)x\(expectedSize.height), actual \(actualSize.width)x\(actualSize.height)"
        case .withinLimits, .different:
            var s = "\(changedPixels) px (\(Self.percent(changedRatio))) changed, max channel Δ \(maxChannelDelta)"
            if options.profile == .perceptual {
                s += ", max YIQ \(Self.fixed(maxPerceptualDelta, 3))"
                if antialiasedPixels > 0 { s += ", \(antialiasedPixels) px anti-aliasing" }
            }
            if let b = changedBounds { s += ", in \(b)" }
            return s
        }
    }

    /// `0.12%`, `<0.01%` for tiny non-zero ratios.
    public static func percent(_ r: Double) -> String {
        if r > 0 && r < 0.0001 { return "<0.01%" }
        return fixed(r * 100, 2) + "%"
    }

    /// A number with `digits` decimals (no Foundation formatting needed); beyond what an
    /// `Int` holds exactly (and for infinities and NaN), Swift's own form of it.
    static func fixed(_ v: Double, _ digits: Int) -> String {
        var p = 1.0
        for _ in 0..<digits { p *= 10 }
        guard (v * p).magnitude < 9e15 else { return "\(v)" }
        let n = Int((v * p).rounded())
        let whole = n / Int(p), frac = abs(n % Int(p))
        var f = String(frac)
        while f.count < digits { f = "0" + f }
        return digits == 0 ? String(whole) : "\(n < 0 && whole == 0 ? "-" : "")\(whole).\(f)"
    }
}
