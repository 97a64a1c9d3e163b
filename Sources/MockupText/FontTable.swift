import MockupDisplayList

/// The pinned font files and how `FontSpec`s map onto them.
///
/// One small table so the mapping (and what `FontSet` verifies) lives in one place.
/// Files are named here without a folder; `FontFiles` finds them on the machine.
public enum FontTable {
    /// Debian's folder of the `fonts-inter` package.
    public static let interDirectory = "/usr/share/fonts/opentype/inter"
    /// Debian's folder of the `fonts-noto-cjk` package.
    public static let notoDirectory = "/usr/share/fonts/opentype/noto"
    /// Debian's folder of the `fonts-urw-base35` package (its OpenType files).
    public static let urwDirectory = "/usr/share/fonts/opentype/urw-base35"
    /// Debian's folder of the `fonts-noto-core` and `fonts-noto-color-emoji` packages.
    public static let notoCoreDirectory = "/usr/share/fonts/truetype/noto"
    /// Family used for Han characters by default (Simplified Chinese forms).
    public static let cjkFamily = "Noto Sans CJK SC"
    /// The Noto Sans CJK family drawing Han characters in `forms` (one collection holds all).
    public static func cjkFamily(_ forms: HanForms?) -> String { "Noto Sans CJK " + (forms ?? .sc).rawValue }
    /// The language text in `forms` is shaped as (nil: the context's zh-Hans).
    public static func shapingLanguage(_ forms: HanForms?) -> String? {
        switch forms {
        case nil, .sc?: return nil
        case .tc?: return "zh-hant"
        case .hk?: return "zh-hk"
        case .jp?: return "ja"
        case .kr?: return "ko"
        }
    }
    /// Scripts the Latin faces lack, each from `fonts-noto-core` in Regular and Bold:
    /// (family, file prefix). Greek and Cyrillic are in Inter and Nimbus already.
    static let scriptFamilies: [(family: String, filePrefix: String)] = [
        ("Noto Sans Arabic", "NotoSansArabic"), ("Noto Sans Hebrew", "NotoSansHebrew"),
        ("Noto Sans Thai", "NotoSansThai"), ("Noto Sans Devanagari", "NotoSansDevanagari"),
    ]
    /// Colour emoji (`fonts-noto-color-emoji`), last in every fallback list.
    public static let emojiFamily = "Noto Color Emoji"
    static let emojiFile = "NotoColorEmoji.ttf"
    /// Sizes at or above this use the Display optical size (like SF Text → SF Display).
    public static let displayThreshold = 20.0

    /// Weight → (OpenType weight, Inter file style name).
    /// UIKit's ultra-light is lighter than its thin (UIFontWeightUltraLight −0.8, Thin
    /// −0.6): Inter's Thin (100) and ExtraLight (200) stand in for them; heavy is ExtraBold.
    static let weights: [FontWeight: (css: Int, style: String)] = [
        .ultraLight: (100, "Thin"), .thin: (200, "ExtraLight"), .light: (300, "Light"), .regular: (400, "Regular"),
        .medium: (500, "Medium"), .semibold: (600, "SemiBold"), .bold: (700, "Bold"), .heavy: (800, "ExtraBold"),
    ]

    /// The two Inter optical sizes: (family name, file name prefix).
    static let latinFamilies: [(family: String, filePrefix: String)] = [
        ("Inter", "Inter"), ("Inter Display", "InterDisplay"),
    ]

    /// A URW family packaged in Regular and Bold only: (family name, file name prefix).
    struct TwoWeightFamily {
        var family: String
        var filePrefix: String
        /// Extra stroke, in em, that draws a medium or semibold from the Regular outlines
        /// (and the letter spacing that keeps the thicker glyphs apart).
        var mediumEmbolden: Double
        /// Line box of the face it stands in for, in em: UIKit centres text on the
        /// font's ascender and descender, and the clone's own (0.729 / 0.271) would set
        /// every centred label about 0.14 em higher than iOS did.
        var ascent: Double
        var descent: Double
    }

    /// Helvetica Neue (iOS 7–8) → Nimbus Sans: stems 84/1000 Regular, 140 Bold; Helvetica
    /// Neue Medium's are about 20 thicker than its Regular. Line box: Helvetica Neue's
    /// hhea 952 / 213 (UIFont lineHeight 20.281 at 17 pt with its 28 line gap).
    static let neue = TwoWeightFamily(
        family: "Nimbus Sans", filePrefix: "NimbusSans", mediumEmbolden: 0.02, ascent: 0.952, descent: 0.213)
    /// Times (WebKit's default serif) → Nimbus Roman; Times New Roman's line box
    /// (1825 / 443 of 2048).
    static let serif = TwoWeightFamily(
        family: "Nimbus Roman", filePrefix: "NimbusRoman", mediumEmbolden: 0.02, ascent: 0.891, descent: 0.216)

    static func twoWeight(_ family: FontFamily) -> TwoWeightFamily? {
        switch family {
        case .system: return nil
        case .neue: return neue
        case .serif: return serif
        }
    }

    /// The Latin family for a request: "Inter" below 20 pt, "Inter Display" above, or the
    /// URW face the family stands for.
    public static func latinFamily(for font: FontSpec) -> String {
        // Nimbus Sans has no light faces: Helvetica Neue Light, Thin and UltraLight are
        // drawn with Inter's (a grotesque of the same weight), not as regular.
        if let urw = twoWeight(font.family), !(font.family == .neue && font.weight.isLight) { return urw.family }
        return font.size < displayThreshold ? "Inter" : "Inter Display"
    }

    /// The Pango family list: the Latin family, the script fallbacks, the CJK face of the
    /// run's Han forms, then colour emoji.
    public static func familyList(for font: FontSpec) -> String {
        ([latinFamily(for: font)] + scriptFamilies.map(\.family) + [cjkFamily(font.han), emojiFamily]).joined(separator: ", ")
    }

    /// File name expected for a script fallback family at a weight (Regular, or Bold
    /// from 600).
    public static func expectedScriptFile(family: String, weight: FontWeight) -> String? {
        guard let prefix = scriptFamilies.first(where: { $0.family == family })?.filePrefix else { return nil }
        return "\(prefix)-\(openTypeWeight(weight) >= 600 ? "Bold" : "Regular").ttf"
    }

    /// OpenType weight (100…900) of a request.
    public static func openTypeWeight(_ weight: FontWeight) -> Int {
        weights[weight]?.css ?? 400
    }

    /// The weight asked of fontconfig: for a two-weight family, Bold for bold and
    /// Regular otherwise (light has no face; medium and semibold are emboldened).
    public static func requestWeight(_ font: FontSpec) -> Int {
        guard twoWeight(font.family) != nil, !(font.family == .neue && font.weight.isLight) else { return openTypeWeight(font.weight) }
        return font.weight == .bold || font.weight == .heavy ? 700 : 400
    }

    /// Extra stroke width (in points) drawn around the glyphs of `font`, 0 for real faces.
    public static func embolden(_ font: FontSpec) -> Double {
        guard let urw = twoWeight(font.family) else { return 0 }
        switch font.weight {
        case .medium, .semibold, .heavy: return urw.mediumEmbolden * font.size  // heavy: the Bold face thickened
        default: return 0
        }
    }

    /// The line box (ascent, descent in points) the family stands in for, if it overrides
    /// the clone's own.
    public static func lineBox(_ font: FontSpec) -> (ascent: Double, descent: Double)? {
        guard let urw = twoWeight(font.family) else { return nil }
        return (urw.ascent * font.size, urw.descent * font.size)
    }

    /// File name expected for a Latin family at a weight.
    public static func expectedLatinFile(family: String, weight: FontWeight) -> String? {
        if let urw = [neue, serif].first(where: { $0.family == family }) {
            return "\(urw.filePrefix)-\(weight == .bold ? "Bold" : "Regular").otf"
        }
        guard let prefix = latinFamilies.first(where: { $0.family == family })?.filePrefix,
            let style = weights[weight]?.style
        else { return nil }
        return "\(prefix)-\(style).otf"
    }

    /// CJK collection expected at a weight: fontconfig picks the nearer of Regular (400)
    /// and Bold (700), so semibold and bold land on Bold.
    public static func expectedCJKFile(weight: FontWeight) -> String {
        openTypeWeight(weight) >= 600 ? "NotoSansCJK-Bold.ttc" : "NotoSansCJK-Regular.ttc"
    }

    /// Every file the private font configuration may contain: its name and the folder
    /// Debian's package puts it in.
    public static var pinnedFiles: [(name: String, debianFolder: String)] {
        var files: [(String, String)] = []
        for fam in latinFamilies {
            for w in FontWeight.allCases {
                if let style = weights[w]?.style {
                    files.append(("\(fam.filePrefix)-\(style).otf", interDirectory))
                }
            }
        }
        for urw in [neue, serif] {
            files.append(("\(urw.filePrefix)-Regular.otf", urwDirectory))
            files.append(("\(urw.filePrefix)-Bold.otf", urwDirectory))
        }
        for script in scriptFamilies {
            files.append(("\(script.filePrefix)-Regular.ttf", notoCoreDirectory))
            files.append(("\(script.filePrefix)-Bold.ttf", notoCoreDirectory))
        }
        files.append((emojiFile, notoCoreDirectory))
        files.append(("NotoSansCJK-Regular.ttc", notoDirectory))
        files.append(("NotoSansCJK-Bold.ttc", notoDirectory))
        return files
    }
}
