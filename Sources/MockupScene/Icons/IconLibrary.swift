import MockupGeometry

/// The built-in icons, embedded in the binary (see scripts/embed-icons.swift).
///
/// Names are paths under Assets/icons without ".svg": `tile/NAME` for white glyphs on a
/// Settings-style coloured square, `tab/NAME` and `tab/NAME.fill` for tab bar icons
/// (the `.fill` variant is shown while the tab is selected).
public enum IconLibrary {
    /// Every built-in icon name, sorted.
    public static var names: [String] { sortedNames }

    /// The named icon, or nil if there is none.
    public static func icon(named name: String) -> Icon? { icons[name] }

    /// The named icon's SVG file text exactly as in Assets/icons, or nil if there is none.
    public static func source(named name: String) -> String? { BuiltinIconData.files[name] }

    private static let sortedNames = BuiltinIconData.files.keys.sorted()

    // A static let is initialised once, lazily and thread-safely; parsing all ~75 tiny
    // files at first use costs well under a millisecond per icon. Files that fail to
    // parse are left out here; IconLibraryTests makes sure there are none.
    private static let icons: [String: Icon] = {
        var out: [String: Icon] = [:]
        for (name, text) in BuiltinIconData.files {
            if let icon = try? Icon.parse(text, file: "Assets/icons/\(name).svg") { out[name] = icon }
        }
        return out
    }()
}
