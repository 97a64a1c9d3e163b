import MockupGeometry

/// The iOS 7–9 colours. One table so a figure can be
/// corrected in one place; sources, and choices where they disagree, are in docs/METRICS.md.
public enum Palette {
    public static let blue = Color(rgb: 0x007AFF)
    public static let red = Color(rgb: 0xFF3B30)
    public static let green = Color(rgb: 0x4CD964)
    public static let orange = Color(rgb: 0xFF9500)
    public static let yellow = Color(rgb: 0xFFCC00)
    public static let teal = Color(rgb: 0x5AC8FA)
    public static let pink = Color(rgb: 0xFF2D55)
    public static let gray = Color(rgb: 0x8E8E93)
    public static let purple = Color(rgb: 0x5856D6)

    public static let groupedBackground = Color(rgb: 0xEFEFF4)
    public static let cellBackground = Color.white
    public static let separator = Color(rgb: 0xC8C7CC)
    public static let cellHighlight = Color(rgb: 0xD9D9D9)
    public static let chevron = Color(rgb: 0xC7C7CC)
    public static let groupedHeaderText = Color(rgb: 0x6D6D72)
    public static let groupedFooterText = Color(rgb: 0x6D6D72)
    public static let plainHeaderBackground = Color(rgb: 0xF7F7F7)
    /// Plain section header/footer title: #232323, not black (measured on iOS 7 and 8
    /// captures).
    public static let plainHeaderText = Color(rgb: 0x232323)
    /// Title and value of a disabled row (measured on iOS 7–9 captures); the
    /// chevron keeps `chevron`.
    public static let disabledCellText = Color(rgb: 0x8F8F8F)
    public static let secondaryText = Color(rgb: 0x8E8E93)
    /// A disabled bar button item (text or glyph): grey whatever the tint, #C2C2C2 as
    /// measured on e26 (iOS 7, the disabled "Clear" and "Edit" of a toolbar).
    public static let disabledBarItem = Color(rgb: 0xC2C2C2)
    /// UISwitch: green track when on, light grey ring when off, white knob with a
    /// soft shadow and a faint outline.
    public static let switchOn = Color(rgb: 0x4CD964)
    public static let switchOffRing = Color(rgb: 0xE5E5E5)
    public static let switchKnob = Color.white
    public static let switchKnobShadow = Color(red: 0, green: 0, blue: 0, alpha: 5)
    public static let switchKnobOutline = Color(red: 0, green: 0, blue: 0, alpha: 20)
    /// Editing controls: delete (red minus), insert (green plus), reorder grip, the
    /// ring of an unselected multiple-selection circle.
    public static let deleteControl = Color(rgb: 0xFF3B30)
    public static let insertControl = Color(rgb: 0x4CD964)
    public static let reorderGrip = Color(rgb: 0xC7C7CC)
    public static let selectionRing = Color(rgb: 0xC7C7CC)
    /// Swipe buttons: destructive (Delete) and normal (More) styles.
    public static let swipeDestructive = Color(rgb: 0xFF3B30)
    public static let swipeNormal = Color(rgb: 0xC7C7CC)
    /// Activity indicator spokes, gray style (F7 #6C6C6C, faded round by alpha).
    public static let activityIndicator = Color(rgb: 0x6C6C6C)
    /// Loading label, refresh title and table header/footer view text.
    public static let loadingText = Color(rgb: 0x8E8E93)
    public static let refreshTitle = Color(rgb: 0x8E8E93)
    public static let tableViewText = Color(rgb: 0x6D6D72)
    /// Translucent bar material: 70 % of #F7F7F7 over the content, which is blurred
    /// (`Metrics.barBackdropBlur`) where it runs under the bar — F7's blurred form.
    public static let barBackground = Color(red: 247, green: 247, blue: 247, alpha: 179)
    /// Opaque bars.
    public static let barBackgroundOpaque = Color(rgb: 0xF7F7F8)
    /// Opacity of a `bar-tint` on a translucent bar (the default material's 85 %).
    public static let barTintTranslucency = 0.85
    /// Backgrounds with a relative luminance below this count as dark: white titles and
    /// a light status bar over them. 0.3 makes the iOS blue, red and grey dark, and
    /// green, orange and yellow light, as apps of the time coloured their titles.
    public static let darkLuminanceThreshold = 0.3
    /// Bar shadow/hairline: 30 % black, as UIKit's default shadow image.
    public static let barHairline = Color(red: 0, green: 0, blue: 0, alpha: 77)
    /// The navigation bar's hairline where a (prominent) search bar sits right under it:
    /// the 30 % black shadow over the bar's own colour, not over the search bar's grey:
    /// #B2B2B2 over the default bars, as measured on iOS 7–9 captures, where
    /// 30 % black over the search bar would give the darker #8C8C90; darker over a
    /// dark `bar-tint`.
    public static func barHairlineOverSearchBar(barTint: Color?) -> Color {
        barHairline.composited(over: barTint.map { $0.withAlpha(1) } ?? .white)
    }
    public static let tabUnselected = Color(rgb: 0x929292)
    public static let badge = Color(rgb: 0xFF3B30)
    /// Search bar: prominent background and its bottom border; placeholder and glass.
    public static let searchBarBackground = Color(rgb: 0xC9C9CE)
    public static let searchBarBorder = Color(rgb: 0xB4B4B4)
    public static let searchPlaceholder = Color(rgb: 0x939398)
    /// Minimal style field (and the field in a navigation bar): translucent grey over
    /// whatever is behind.
    public static let searchFieldMinimal = Color(red: 142, green: 142, blue: 147, alpha: 31)
    /// Clear button circle (#8E8E93) and the bookmark / results-list glyphs.
    public static let searchClearButton = Color(rgb: 0x8E8E93)
    public static let searchPromptText = Color.black

    /// Names accepted for colours in mockup files.
    public static let named: [(name: String, color: Color)] = [
        ("blue", blue), ("red", red), ("green", green), ("orange", orange), ("yellow", yellow),
        ("teal", teal), ("pink", pink), ("gray", gray), ("grey", gray), ("purple", purple),
        ("black", .black), ("white", .white), ("clear", .clear),
        ("grouped-background", groupedBackground), ("separator", separator),
    ]

    /// The colour called `name` (case-insensitive; `system-blue` and `blue` both work).
    public static func color(named name: String) -> Color? {
        var n = name.lowercased()
        if n.hasPrefix("system-") { n.removeFirst("system-".count) }
        return named.first { $0.name == n }?.color
    }
}
