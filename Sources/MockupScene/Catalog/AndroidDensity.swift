import MockupSyntax

/// An Android density bucket (docs/DESIGN-SIZES.md, Android densities): 1 dp is `dpi / 160`
/// pixels, so a screen laid out in points (taken as dp) renders at that scale.
public struct AndroidDensity: Sendable, Hashable {
    /// The qualifier: `ldpi`, `mdpi`, … as in `drawable-xxhdpi/`.
    public var name: String
    /// Nominal dots per inch of the bucket.
    public var dpi: Int

    /// Pixels per dp: `dpi / 160` (tvdpi: 213/160 = 1.33125).
    public var scale: Double { Double(dpi) / 160 }

    /// The Android resource folder for drawables of this density.
    public var folder: String { "drawable-\(name)" }

    /// Every bucket, smallest first (tvdpi, a minor bucket, after hdpi where its scale falls).
    public static let all: [AndroidDensity] = [
        AndroidDensity(name: "ldpi", dpi: 120), AndroidDensity(name: "mdpi", dpi: 160),
        AndroidDensity(name: "hdpi", dpi: 240), AndroidDensity(name: "tvdpi", dpi: 213),
        AndroidDensity(name: "xhdpi", dpi: 320), AndroidDensity(name: "xxhdpi", dpi: 480),
        AndroidDensity(name: "xxxhdpi", dpi: 640),
    ].sorted { $0.dpi < $1.dpi }

    /// The bucket called `name` (case-insensitive).
    public static func named(_ name: String) -> AndroidDensity? {
        let n = name.lowercased()
        return all.first { $0.name == n }
    }

    /// The buckets `names` lists, comma-separated, or `all`; an unknown name is thrown
    /// with the closest bucket.
    public static func list(_ names: String) throws -> [AndroidDensity] {
        if names.lowercased() == "all" { return all }
        var out: [AndroidDensity] = []
        for part in names.split(separator: ",", omittingEmptySubsequences: false) {
            let n = String(part)
            guard let d = named(n) else {
                throw UnknownName(kind: "density", name: n, suggestion: Suggestions.closest(to: n.lowercased(), among: all.map(\.name)))
            }
            if !out.contains(d) { out.append(d) }
        }
        return out
    }
}
