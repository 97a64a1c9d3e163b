/// Where goldens and artifacts live. The golden tree mirrors the input tree:
/// `samples/settings.mockup` → `golden/settings@2x.png` (the default variant at the
/// device's scale), a declared variant → `golden/settings.iphone-5-landscape@2x.png`.
/// Artifacts mirror the golden tree: `artifacts/settings@2x.actual.png` and so on.
public enum GoldenLayout {
    /// The kinds of artifact written for a case that did not pass.
    public enum Artifact: String, Sendable, Codable, CaseIterable {
        case actual, expected, diff, panels
    }

    /// The manifest's file name inside the golden folder.
    public static let manifestName = "manifest.json"

    /// The case name (golden path without `.png`), from the input's path relative to
    /// its folder without `.mockup`, a variant label (device and orientation, or
    /// `nil` for the default) and the scale.
    public static func caseName(stem: String, variantLabel: String?, scale: Double) -> String {
        let label = variantLabel.map { $0.isEmpty ? "" : ".\($0)" } ?? ""
        return "\(stem)\(label)@\(scaleText(scale))x"
    }

    /// `golden/NAME.png`.
    public static func goldenPath(_ name: String, in folder: String) -> String {
        join(folder, name + ".png")
    }

    /// `artifacts/NAME.KIND.png`.
    public static func artifactPath(_ name: String, _ kind: Artifact, in folder: String) -> String {
        join(folder, "\(name).\(kind.rawValue).png")
    }

    /// Whether a file name is one of our artifacts (old ones are removed before a run).
    public static func isArtifact(_ fileName: String) -> Bool {
        Artifact.allCases.contains { fileName.hasSuffix(".\($0.rawValue).png") }
    }

    /// "2", "3", "1.5".
    public static func scaleText(_ s: Double) -> String {
        if s == s.rounded() { return String(Int(s)) }
        var t = PixelComparison.fixed(s, 2)
        while t.hasSuffix("0") { t.removeLast() }
        return t
    }

    /// `a/b`; `b` alone when `a` is empty or `.`.
    public static func join(_ a: String, _ b: String) -> String {
        a.isEmpty || a == "." ? b : (a.hasSuffix("/") ? a + b : a + "/" + b)
    }
}
