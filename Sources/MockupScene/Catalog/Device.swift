import MockupGeometry
import MockupSyntax

/// Phone or tablet: decides bar heights and layout idioms.
public enum DeviceIdiom: String, Sendable, Hashable {
    case phone, pad
}

/// Portrait or landscape.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
}

/// One device of the catalogue.
public struct Device: Sendable, Hashable {
    /// The plain name used in files and on the command line (`iphone-6`).
    public var id: String
    /// Human name for `mockup devices`.
    public var displayName: String
    /// Screen size in points, portrait.
    public var portraitSize: Size
    /// Native scale (1, 2 or 3).
    public var scale: Double
    public var idiom: DeviceIdiom
    /// Pixel size of the physical panel when it differs from the render (6 Plus).
    public var panelPixels: Size?
    /// Other names accepted for this device.
    public var aliases: [String]
    /// A "Plus" phone: regular width in landscape, 20 pt layout margins from iOS 8.
    public var isPlus = false
    /// The first iOS release the devices of this entry ran (the iPhone 6 shipped with
    /// iOS 8, the iPad Pro with iOS 9).
    public var firstIOS = IOSVersion.ios7
    /// The last iOS release the devices of this entry ran, when it is older than iOS 7
    /// (the @1x iPhone 3GS stopped at iOS 6): their screens never had the iOS 7–9 look,
    /// but designers still drew the @1x size.
    public var lastIOS: Int? = nil

    /// The screen size in points for an orientation.
    public func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : portraitSize.transposed
    }

    /// The rendered size in pixels (points × scale) for an orientation.
    public func pixelSize(_ orientation: Orientation) -> Size {
        let s = size(orientation)
        return Size(width: (s.width * scale).rounded(), height: (s.height * scale).rounded())
    }

    /// The physical panel's pixels for an orientation when the render is downsampled to
    /// it (the 6 Plus: 1242×2208 drawn, 1080×1920 shown); nil when the render is what the
    /// screen shows.
    public func panelSize(_ orientation: Orientation) -> Size? {
        panelPixels.map { orientation == .portrait ? $0 : $0.transposed }
    }

    /// `iphone-5-landscape`: the label a device and orientation give file names, as a
    /// `variant` names its goldens.
    public func label(_ orientation: Orientation) -> String { "\(id)-\(orientation.rawValue)" }
}

/// The devices drawn (docs/DESIGN-SIZES.md, Devices).
public enum DeviceCatalog {
    /// Every device, in the order `mockup devices` lists them.
    public static let all: [Device] = [
        Device(
            id: "iphone-3gs", displayName: "iPhone 3G/3GS, iPod touch 1–3 (@1x)",
            portraitSize: Size(width: 320, height: 480), scale: 1, idiom: .phone, panelPixels: nil,
            aliases: ["iphone-3g", "iphone-1x", "ipod-touch-3"], lastIOS: 6),
        Device(
            id: "iphone-4s", displayName: "iPhone 4/4s", portraitSize: Size(width: 320, height: 480),
            scale: 2, idiom: .phone, panelPixels: nil, aliases: ["iphone-4"]),
        Device(
            id: "iphone-5", displayName: "iPhone 5/5s/5c/SE",
            portraitSize: Size(width: 320, height: 568), scale: 2, idiom: .phone, panelPixels: nil,
            aliases: ["iphone-5s", "iphone-5c", "iphone-se", "ipod-touch-5", "ipod-touch-6"]),
        Device(
            id: "iphone-6", displayName: "iPhone 6/6s", portraitSize: Size(width: 375, height: 667),
            scale: 2, idiom: .phone, panelPixels: nil, aliases: ["iphone-6s"], firstIOS: .ios8),
        Device(
            id: "iphone-6-plus", displayName: "iPhone 6 Plus/6s Plus",
            portraitSize: Size(width: 414, height: 736), scale: 3, idiom: .phone,
            panelPixels: Size(width: 1080, height: 1920), aliases: ["iphone-6s-plus"], isPlus: true,
            firstIOS: .ios8),
        Device(
            id: "ipad", displayName: "iPad, iPad 2, iPad mini",
            portraitSize: Size(width: 768, height: 1024), scale: 1, idiom: .pad, panelPixels: nil,
            aliases: ["ipad-2", "ipad-mini"]),
        Device(
            id: "ipad-retina", displayName: "iPad 3/4/Air, iPad mini 2–4",
            portraitSize: Size(width: 768, height: 1024), scale: 2, idiom: .pad, panelPixels: nil,
            aliases: [
                "ipad-air", "ipad-air-2", "ipad-mini-retina", "ipad-3", "ipad-4", "ipad-mini-2", "ipad-mini-3",
                "ipad-mini-4", "ipad-pro-9-7",
            ]),
        Device(
            id: "ipad-pro", displayName: "iPad Pro 12.9″",
            portraitSize: Size(width: 1024, height: 1366), scale: 2, idiom: .pad, panelPixels: nil,
            aliases: ["ipad-pro-12-9"], firstIOS: .ios9),
    ]

    /// The device called `name` (id or alias), case-insensitive.
    public static func device(named name: String) -> Device? {
        let n = name.lowercased()
        return all.first { $0.id == n || $0.aliases.contains(n) }
    }

    /// Every accepted name, for suggestions.
    public static var allNames: [String] { all.flatMap { [$0.id] + $0.aliases } }

    /// The default device when a file names none.
    public static var defaultDevice: Device { all.first { $0.id == "iphone-6" } ?? all[0] }

    /// The device to suggest for a name the catalogue lacks, for "did you mean": a later
    /// model of a family by its screen size in points (the iPhone 7 and 8 have the 6's
    /// 375 × 667, their Plus models the 6 Plus's 414 × 736; later iPads and the smaller
    /// iPad Pros the Retina iPad's 768 × 1024, the closest size drawn), else the closest spelling in the same family
    /// (iPhone, iPad, iPod), else the closest spelling of all.
    public static func suggestion(for name: String) -> String? {
        let n = name.lowercased()
        let parts = n.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == "_" }).map(String.init)
        let large = parts.contains { ["plus", "max"].contains($0) }
        if n.hasPrefix("iphone"), let model = parts.lazy.compactMap({ Int($0.drop { !$0.isNumber }) }).first, model >= 7, model <= 8 {
            return large ? "iphone-6-plus" : "iphone-6"
        }
        if n.hasPrefix("ipad"), !allNames.contains(n) {
            if parts.contains("pro") { return parts.contains("12") || parts.contains("12.9") ? "ipad-pro" : "ipad-retina" }
            if parts.count > 1, parts.dropFirst().allSatisfy({ Int($0) != nil || ["mini", "air"].contains($0) }) { return "ipad-retina" }
        }
        let family = ["iphone", "ipad", "ipod"].first { n.hasPrefix($0) }
        let candidates = family.map { f in allNames.filter { $0.hasPrefix(f) } } ?? allNames
        return Suggestions.closest(to: n, among: candidates) ?? Suggestions.closest(to: n, among: allNames)
    }

    /// The devices `names` lists, comma-separated (ids or aliases, or `all`), in the
    /// catalogue's order for `all` and as written otherwise; the first unknown name
    /// is thrown with a suggestion.
    public static func devices(list names: String) throws -> [Device] {
        if names.lowercased() == "all" { return all }
        var out: [Device] = []
        for part in names.split(separator: ",", omittingEmptySubsequences: false) {
            let n = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            guard let d = device(named: n) else { throw UnknownName(kind: "device", name: n, suggestion: suggestion(for: n)) }
            if !out.contains(d) { out.append(d) }
        }
        return out
    }
}

/// A name that is not in a catalogue, with the closest one that is.
public struct UnknownName: Error, Sendable, CustomStringConvertible {
    public var kind: String
    public var name: String
    public var suggestion: String?

    public init(kind: String, name: String, suggestion: String?) {
        self.kind = kind
        self.name = name
        self.suggestion = suggestion
    }

    public var description: String {
        "unknown \(kind) '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    }
}
