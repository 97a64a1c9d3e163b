/// How two images are compared.
public enum ComparisonProfile: String, Sendable, Codable, CaseIterable {
    /// For renders made on this machine: a pixel differs when any premultiplied
    /// channel differs by more than `threshold` (default 1 of 255).
    case strict
    /// For renders made elsewhere: YIQ colour distance (Kotsarenko & Ramos) above
    /// `threshold` (default 0.02), not counting pixels that anti-aliasing explains
    /// (Vyšniauskas), as pixelmatch does.
    case perceptual

    /// The threshold used when none is given.
    public var defaultThreshold: Double {
        switch self {
        case .strict: 1
        case .perceptual: 0.02
        }
    }
}

/// The profile, its threshold, how many differing pixels still pass, and regions to skip.
public struct ComparisonOptions: Sendable, Codable, Hashable {
    public var profile: ComparisonProfile
    /// Strict: largest allowed channel difference (0…255). Perceptual: largest allowed
    /// YIQ distance as a fraction of the largest possible one (0…1). pixelmatch's 0.1
    /// hides a light/dark system colour swap (#007AFF → #0A84FF is 0.036), hence 0.02.
    public var threshold: Double
    /// Differing pixels that still pass. With neither limit given, none may differ;
    /// with both, the smaller applies (as Playwright's `toHaveScreenshot`).
    public var maxDiffPixels: Int?
    /// Differing pixels that still pass, as a fraction of the compared pixels.
    public var maxDiffRatio: Double?
    /// Regions (in pixels of the expected image) that are not compared.
    public var ignore: [PixelRect]

    /// Creates options; `threshold` defaults to the profile's.
    public init(
        profile: ComparisonProfile = .strict, threshold: Double? = nil, maxDiffPixels: Int? = nil,
        maxDiffRatio: Double? = nil, ignore: [PixelRect] = []
    ) {
        self.profile = profile
        self.threshold = threshold ?? profile.defaultThreshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.ignore = ignore
    }

    /// How many pixels may differ out of `compared` and still pass.
    public func allowedDiffPixels(compared: Int) -> Int {
        if maxDiffPixels == nil && maxDiffRatio == nil { return 0 }
        let byCount = maxDiffPixels ?? Int.max
        // Clamped before converting: a ratio from code (not the CLI) may be NaN or huge.
        let byRatio = maxDiffRatio.map { r -> Int in
            let v = (Double(compared) * r).rounded(.down)
            return v.isNaN || v < 0 ? 0 : v >= Double(compared) ? compared : Int(v)
        } ?? Int.max
        return min(byCount, byRatio)
    }

    /// `strict (channel > 1)`, `perceptual (YIQ > 0.02, anti-aliasing excluded)`.
    public var label: String {
        switch profile {
        case .strict: "strict (channel difference > \(ImageComparison.strictThreshold(threshold)))"
        case .perceptual: "perceptual (YIQ distance > \(threshold), anti-aliasing ignored)"
        }
    }
}
