import MockupDisplayList

/// The pinned font files and how `FontSpec`s map onto them.
///
/// One small table so the mapping (and what `FontSet` verifies) lives in one place.
public enum FontTable {
    /// Directory of the `fonts-inter` package.
    public static let interDirectory = "/usr/share/fonts/opentype/inter"
    /// Directory of the `fonts-noto-cjk` package.
    public static let notoDirectory = "/usr/share/fonts/opentype/noto"
    /// Family used for Han characters (Simplified Chinese forms).
    public static let cjkFamily = "Noto Sans CJK SC"
    /// Sizes at or above this use the Display optical size (like SF Text → SF Display).
    public static let displayThreshold = 20.0

    /// Weight → (OpenType weight, Inter file style name).
    static let weights: [FontWeight: (css: Int, style: String)] = [
        .light: (300, "Light"), .regular: (400, "Regular"), .medium: (500, "Medium"),
        .semibold: (600, "SemiBold"), .bold: (700, "Bold"),
    ]

    /// The two Inter optical sizes: (family name, file name prefix).
    static let latinFamilies: [(family: String, filePrefix: String)] = [
        ("Inter", "Inter"), ("Inter Display", "InterDisplay"),
    ]

    /// The Latin family for a request: "Inter" below 20 pt, "Inter Display" above.
    public static func latinFamily(for font: FontSpec) -> String {
        font.size < displayThreshold ? "Inter" : "Inter Display"
    }

    /// The Pango family list: Latin family, then the CJK fallback.
    public static func familyList(for font: FontSpec) -> String {
        "\(latinFamily(for: font)), \(cjkFamily)"
    }

    /// OpenType weight (100…900) of a request.
    public static func openTypeWeight(_ weight: FontWeight) -> Int {
        weights[weight]?.css ?? 400
    }

    /// File expected for a Latin family at a weight.
    public static func expectedLatinFile(family: String, weight: FontWeight) -> String? {
        guard let prefix = latinFamilies.first(where: { $0.family == family })?.filePrefix,
            let style = weights[weight]?.style
        else { return nil }
        return "\(interDirectory)/\(prefix)-\(style).otf"
    }

    /// CJK collection expected at a weight: fontconfig picks the nearer of Regular (400)
    /// and Bold (700), so semibold and bold land on Bold.
    public static func expectedCJKFile(weight: FontWeight) -> String {
        openTypeWeight(weight) >= 600
            ? "\(notoDirectory)/NotoSansCJK-Bold.ttc" : "\(notoDirectory)/NotoSansCJK-Regular.ttc"
    }

    /// Every file the private font configuration may contain.
    public static var pinnedFiles: [String] {
        var files: [String] = []
        for fam in latinFamilies {
            for w in FontWeight.allCases {
                if let style = weights[w]?.style {
                    files.append("\(interDirectory)/\(fam.filePrefix)-\(style).otf")
                }
            }
        }
        files.append("\(notoDirectory)/NotoSansCJK-Regular.ttc")
        files.append("\(notoDirectory)/NotoSansCJK-Bold.ttc")
        return files
    }
}
