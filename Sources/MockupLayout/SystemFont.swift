import MockupDisplayList
import MockupScene

/// How the fonts layout asks for resolve on a screen (or inside a view with `lang:`):
/// the release's system face and the language's Han forms.
///
/// Layout code asks for `.system` everywhere; on iOS 7 and 8 that face is Helvetica
/// Neue, on iOS 9 San Francisco. One place decides, so element layouts stay release- and
/// language-blind: text is measured through `FontEnvironmentMeasurer` and the finished
/// list is rewritten with `mapping(_:)`.
struct FontEnvironment: Equatable {
    /// The face `.system` stands for.
    var family: FontFamily = .system
    /// The Han forms given to runs that have none yet (nil: leave them, Simplified Chinese).
    var han: HanForms? = nil

    /// Nothing to change.
    var isIdentity: Bool { family == .system && han == nil }

    /// The screen's: its release's face and its language's Han forms.
    init(screen: Screen) {
        family = screen.ios < .ios9 ? .neue : .system
        han = Self.forms(screen.language.hanForms)
    }

    /// A view's `lang:`: only its Han forms (the face stays the screen's).
    init(language: Language) {
        han = Self.forms(language.hanForms) ?? .sc
    }

    /// Simplified Chinese is what unmarked runs draw, so the screen leaves them unmarked.
    private static func forms(_ f: Language.HanForms) -> HanForms? {
        switch f {
        case .simplifiedChinese: return nil
        case .traditionalChinese: return .tc
        case .hongKong: return .hk
        case .japanese: return .jp
        case .korean: return .kr
        }
    }

    /// `font` as this environment resolves it.
    func apply(_ font: FontSpec) -> FontSpec {
        var f = font
        if f.family == .system { f.family = family }
        if f.han == nil { f.han = han }
        return f
    }
}

/// Measures text as the environment resolves its font.
struct FontEnvironmentMeasurer: TextMeasuring {
    let base: any TextMeasuring
    let environment: FontEnvironment

    func measure(_ text: String, font: FontSpec) -> TextMetrics {
        base.measure(text, font: environment.apply(font))
    }

    func truncatedWidth(_ text: String, font: FontSpec, maxWidth: Double) -> Double {
        base.truncatedWidth(text, font: environment.apply(font), maxWidth: maxWidth)
    }
}

extension DisplayItem {
    /// The item with every text run's font resolved by `environment`.
    func mapping(_ environment: FontEnvironment) -> DisplayItem {
        switch self {
        case .text(var run):
            run.font = environment.apply(run.font)
            return .text(run)
        case .group(var g):
            g.items = g.items.map { $0.mapping(environment) }
            return .group(g)
        default:
            return self
        }
    }
}
