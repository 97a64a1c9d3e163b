import MockupDisplayList
import MockupScene

/// The system font of the release a screen is drawn as.
///
/// Layout code asks for `.system` everywhere; on iOS 7 and 8 that face is Helvetica
/// Neue, on iOS 9 San Francisco. One place decides, so element layouts stay release-blind:
/// text is measured in the release's face (`ReleaseFontMeasurer`) and the finished list
/// names it (`mappingSystemFont`).
enum SystemFont {
    /// The face family `.system` stands for on `ios`.
    static func family(for ios: IOSVersion) -> FontFamily {
        ios < .ios9 ? .neue : .system
    }
}

/// Measures `.system` text in the release's face.
struct ReleaseFontMeasurer: TextMeasuring {
    let base: any TextMeasuring
    let family: FontFamily

    func measure(_ text: String, font: FontSpec) -> TextMetrics {
        base.measure(text, font: font.family == .system ? font.withFamily(family) : font)
    }
}

extension FontSpec {
    /// The same request in another family.
    func withFamily(_ family: FontFamily) -> FontSpec {
        var f = self
        f.family = family
        return f
    }
}

extension DisplayItem {
    /// The item with every `.system` text run set in `family`.
    func mappingSystemFont(to family: FontFamily) -> DisplayItem {
        switch self {
        case .text(var run) where run.font.family == .system:
            run.font = run.font.withFamily(family)
            return .text(run)
        case .group(var g):
            g.items = g.items.map { $0.mappingSystemFont(to: family) }
            return .group(g)
        default:
            return self
        }
    }
}
