/// The language a screen's (or a view's) text is in: it picks the Han glyph forms
/// (Simplified and Traditional Chinese, Japanese and Korean draw some characters
/// differently) and, for Arabic, Hebrew, Persian and Urdu, the right-to-left direction.
public struct Language: Sendable, Hashable {
    /// Which regional forms Han characters take (the Noto Sans CJK face used).
    public enum HanForms: String, Sendable, Hashable, CaseIterable {
        case simplifiedChinese = "SC", traditionalChinese = "TC", hongKong = "HK", japanese = "JP", korean = "KR"
    }

    /// The tag as written (`ja`, `zh-Hant`, `ar`…).
    public var tag: String
    public var hanForms: HanForms
    public var isRightToLeft: Bool

    /// English text with Simplified Chinese Han forms: what every screen drew before
    /// languages could be chosen.
    public static let `default` = Language(tag: "en", hanForms: .simplifiedChinese, isRightToLeft: false)

    /// The tags understood, lower-cased, with what they imply.
    static let known: [String: (HanForms, Bool)] = [
        "en": (.simplifiedChinese, false), "zh": (.simplifiedChinese, false), "zh-hans": (.simplifiedChinese, false),
        "zh-cn": (.simplifiedChinese, false), "zh-sg": (.simplifiedChinese, false),
        "zh-hant": (.traditionalChinese, false), "zh-tw": (.traditionalChinese, false), "zh-hk": (.hongKong, false),
        "zh-mo": (.hongKong, false), "ja": (.japanese, false), "ko": (.korean, false),
        "ar": (.simplifiedChinese, true), "he": (.simplifiedChinese, true), "fa": (.simplifiedChinese, true),
        "ur": (.simplifiedChinese, true), "th": (.simplifiedChinese, false), "hi": (.simplifiedChinese, false),
        "ru": (.simplifiedChinese, false), "uk": (.simplifiedChinese, false), "el": (.simplifiedChinese, false),
        "fr": (.simplifiedChinese, false), "de": (.simplifiedChinese, false), "es": (.simplifiedChinese, false),
        "it": (.simplifiedChinese, false), "pt": (.simplifiedChinese, false), "nl": (.simplifiedChinese, false),
        "sv": (.simplifiedChinese, false), "tr": (.simplifiedChinese, false), "vi": (.simplifiedChinese, false),
    ]

    /// The tags offered in messages, as usually written.
    public static let tags = [
        "en", "zh-Hans", "zh-Hant", "zh-HK", "ja", "ko", "ar", "he", "fa", "ur", "th", "hi", "ru", "uk", "el",
        "fr", "de", "es", "it", "pt", "nl", "sv", "tr", "vi",
    ]

    /// The language for `tag` (case-insensitive, `_` read as `-`), or nil when unknown.
    public init?(tag: String) {
        let key = String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
        guard let (han, rtl) = Self.known[key] else { return nil }
        self.tag = tag
        self.hanForms = han
        self.isRightToLeft = rtl
    }

    init(tag: String, hanForms: HanForms, isRightToLeft: Bool) {
        self.tag = tag
        self.hanForms = hanForms
        self.isRightToLeft = isRightToLeft
    }
}

/// Which way a screen is laid out. iOS 9 mirrors right-to-left screens (back button and
/// chevrons on the other side, tabs reversed); iOS 7 and 8 never do.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case ltr, rtl
}
