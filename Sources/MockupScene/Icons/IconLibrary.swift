import MockupGeometry
import Synchronization

/// The built-in icons, embedded in the binary (see scripts/embed-icons.swift).
///
/// Names are paths under Assets/icons without ".svg": `tile/NAME` for white glyphs on a
/// Settings-style coloured square, `tab/NAME` and `tab/NAME.fill` for tab bar icons
/// (the `.fill` variant is shown while the tab is selected).
public enum IconLibrary {
    /// Every built-in icon name, sorted.
    public static var names: [String] { sortedNames }

    /// The named icon, or nil if there is none.
    public static func icon(named name: String) -> Icon? {
        if let cached = parsed.withLock({ $0[name] }) { return cached }
        guard let text = BuiltinIconData.files[name],
            let icon = try? Icon.parse(text, file: "Assets/icons/\(name).svg")
        else { return nil }
        parsed.withLock { $0[name] = icon }
        return icon
    }

    /// The named icon's SVG file text exactly as in Assets/icons, or nil if there is none.
    public static func source(named name: String) -> String? { BuiltinIconData.files[name] }

    /// Other names users write for built-in icons, per family (`tab`, `bar`), mapped to
    /// the library's name without the family prefix: a glyph's function where its file is
    /// named by its look (`world-clock` for the globe), and the words iOS users say for it
    /// (`call`, `facetime`). The one table of icon aliases; docs/ICONS.md lists them.
    public static let aliases: [String: [String: String]] = [
        "tab": [
            "clock": "recents", "world-clock": "globe", "alarm-clock": "alarm",
            "compass": "explore", "cloud": "shared", "icloud": "shared",
            "film": "movies", "tv-shows": "tv", "charts": "top-charts",
            "guitar": "genres", "note": "songs", "microphone": "artists",
        ],
        "bar": [
            "call": "phone", "handset": "phone", "hang-up": "end-call", "end": "end-call",
            "audio": "speaker", "facetime": "video", "video-camera": "video", "dialpad": "keypad",
            "person": "contacts", "location-arrow": "location", "bolt": "flash",
            "flip-camera": "switch-camera", "add-call": "add",
        ],
    ]

    private static let sortedNames = BuiltinIconData.files.keys.sorted()

    // Icons are parsed on first use, one by one: parsing all of them up front was 7 % of
    // a whole Settings render (callgrind) while a screen uses a handful. Files that fail
    // to parse give nil; IconLibraryTests makes sure there are none.
    private static let parsed = Mutex<[String: Icon]>([:])
}
