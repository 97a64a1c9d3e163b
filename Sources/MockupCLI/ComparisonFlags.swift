import MockupGolden

/// `--profile`, `--threshold`, `--max-diff-pixels`, `--max-diff-ratio`, `--ignore`:
/// shared by `diff` and `test`.
enum ComparisonFlags {
    static let valued = ["--profile", "--threshold", "--max-diff-pixels", "--max-diff-ratio"]
    static let repeated = ["--ignore"]

    static let help = """
          --profile strict|perceptual  strict (default): a pixel differs when a channel differs
                                by more than T (default 1 of 255); perceptual: YIQ colour
                                distance above T (default 0.02, 0…1), anti-aliasing ignored
          --threshold T         the profile's threshold
          --max-diff-pixels N   pass with up to N changed pixels (default 0)
          --max-diff-ratio R    pass with up to this fraction of changed pixels (0…1);
                                with both limits the smaller applies
          --ignore x,y,w,h      skip a region (pixels, each value ≤ 1000000, clipped to the
                                image); repeat, or separate with ';'
          Numbers are plain decimal (2, 0.02): no hex, exponent, sign, inf or nan.
          Images: at most 16384 pixels a side, 24 megapixels, 128 MiB files.
        """

    /// Every number is plain decimal (`DecimalNumber`): no hex, exponent, sign, inf or nan.
    static func parse(_ args: Arguments) throws -> ComparisonOptions {
        var profile = ComparisonProfile.strict
        if let p = args["--profile"] {
            guard let v = ComparisonProfile(rawValue: p) else {
                throw UsageError("--profile is strict or perceptual, not '\(p)'")
            }
            profile = v
        }
        var threshold: Double?
        if let t = args["--threshold"] {
            switch profile {
            case .strict:
                guard let v = DecimalNumber.integer(t), (0...255).contains(v) else {
                    throw UsageError("--threshold for the strict profile is a channel difference from 0 to 255, not '\(t)'")
                }
                threshold = Double(v)
            case .perceptual:
                guard let v = DecimalNumber.number(t), v <= 1 else {
                    throw UsageError("--threshold for the perceptual profile is a number from 0 to 1, not '\(t)'")
                }
                threshold = v
            }
        }
        var maxPixels: Int?
        if let n = args["--max-diff-pixels"] {
            guard let v = DecimalNumber.integer(n) else { throw UsageError("--max-diff-pixels takes a whole number ≥ 0 (decimal digits), not '\(n)'") }
            maxPixels = v
        }
        var maxRatio: Double?
        if let r = args["--max-diff-ratio"] {
            guard let v = DecimalNumber.number(r), v <= 1 else {
                throw UsageError("--max-diff-ratio takes a number from 0 to 1, not '\(r)'")
            }
            maxRatio = v
        }
        var ignore: [PixelRect] = []
        for value in args.lists["--ignore"] ?? [] {
            for part in value.split(separator: ";") {
                guard let r = PixelRect(parsing: String(part)) else {
                    throw UsageError(
                        "--ignore takes x,y,width,height in whole pixels (decimal, each at most \(PixelRect.maxCoordinate)), not '\(part)'")
                }
                ignore.append(r)
            }
        }
        return ComparisonOptions(
            profile: profile, threshold: threshold, maxDiffPixels: maxPixels, maxDiffRatio: maxRatio, ignore: ignore)
    }
}
