import MockupGeometry
import MockupSyntax

/// Resolves the `screen` line: device, orientation, scale, appearance, tint, background.
enum ScreenResolver {
    static let attributes = ["device", "orientation", "scale", "appearance", "tint", "background", "ios", "lang", "direction", "width", "height", "frame", "shadow"]

    static func resolve(_ node: Node?, options: SceneOptions, sink: DiagnosticSink) -> Screen? {
        var device = DeviceCatalog.defaultDevice
        var orientation = Orientation.portrait
        var scale: Double?
        var appearance = Appearance.light
        var tint = Palette.blue
        var background: Color?
        var ios = IOSVersion.default
        var language = Language.default
        var direction: LayoutDirection?
        var canvas: Size?
        var frame: FrameStyle?
        if let node {
            let r = AttributeReader(node, allowed: attributes, sink: sink)
            let p = Positionals(node, flags: Orientation.allCases.map(\.rawValue), maxTexts: 0, sink: sink)
            if let o = p.first(of: Orientation.allCases.map(\.rawValue)) {
                orientation = Orientation(rawValue: o) ?? .portrait
            }
            if let v = node.attribute("device")?.value {
                switch v.kind {
                case .identifier(let s), .string(let s):
                    if let d = DeviceCatalog.device(named: s) {
                        device = d
                    } else {
                        sink.unknown("device", s, at: v.range, candidates: DeviceCatalog.allNames, suggestion: DeviceCatalog.suggestion(for: s))
                    }
                default:
                    sink.error("'device' expects a device name", at: v.range, notes: ["for example iphone-6"])
                }
            }
            if let o = r.choice("orientation", Orientation.self) { orientation = o }
            scale = r.number("scale", in: 0.25...4, units: ["x"])
            if let a = r.choice("appearance", Appearance.self) { appearance = a }
            if let t = r.color("tint") { tint = t }
            background = r.color("background")
            if let v = IOSVersionReader.read(node, sink: sink) { ios = v }
            if let l = LanguageReader.read(node.attribute("lang")?.value, sink: sink) { language = l }
            direction = r.choice("direction", LayoutDirection.self)
            canvas = readCanvas(node, r, sink: sink)
            frame = FrameReader.read(r, sink: sink)
        }
        if let name = options.device {
            guard let d = DeviceCatalog.device(named: name) else { return nil }
            device = d
        }
        if let o = options.orientation { orientation = o }
        if let s = options.scale { scale = s }
        if let v = options.ios { ios = v }
        if options.ios == nil, let value = node?.attribute("ios")?.value {
            IOSVersionReader.checkRan(ios, on: device, at: value.range, sink: sink)
        }
        if direction == .rtl, ios < .ios9, let value = node?.attribute("direction")?.value {
            // Written on purpose, so say why the picture is not mirrored.
            sink.warning(
                "iOS 7 and 8 do not mirror layouts", at: value.range,
                notes: ["the screen is drawn as iOS \(ios.name) drew it, left to right; mirroring starts with ios: 9"])
        }
        var screen = Screen(
            device: device, orientation: orientation, scale: scale, appearance: appearance,
            tint: tint, background: background, ios: ios)
        screen.language = language
        screen.writtenDirection = direction
        screen.canvas = canvas
        screen.frame = frame
        return screen
    }

    /// `width:` and `height:` together: a canvas of that size (a Today widget, a control
    /// for the docs) instead of the device's screen.
    private static func readCanvas(_ node: Node, _ r: AttributeReader, sink: DiagnosticSink) -> Size? {
        let w = r.number("width", in: 1...4096), h = r.number("height", in: 1...4096)
        if let w, let h { return Size(width: w, height: h) }
        if let one = node.attribute(w == nil ? "height" : "width"), (w ?? h) != nil {
            sink.error(
                "a canvas needs both 'width' and 'height'", at: one.nameRange,
                notes: ["for example: screen width: 320 height: 110 (a Today widget)"])
        }
        return nil
    }
}

/// `lang: TAG` on the screen line (or a view): `ja`, `zh-Hant`, `ar`…
enum LanguageReader {
    static func read(_ v: Value?, sink: DiagnosticSink) -> Language? {
        guard let v else { return nil }
        let tag: String
        switch v.kind {
        case .identifier(let s), .string(let s): tag = s
        default:
            sink.error("'lang' expects a language tag", at: v.range, notes: ["found \(describe(v)); for example lang: ja"])
            return nil
        }
        guard let language = Language(tag: tag) else {
            sink.unknown("language", tag, at: v.range, candidates: Language.tags)
            return nil
        }
        return language
    }
}

/// `ios: 7|8|9` on the screen line or a variant.
enum IOSVersionReader {
    /// Warns when `ios` is older than the first release `device` ran: such a screen never
    /// existed (iOS 7 on an iPhone 6), though it can still be drawn.
    static func checkRan(_ ios: IOSVersion, on device: Device, at range: SourceRange, sink: DiagnosticSink) {
        if let last = device.lastIOS, ios.rawValue > last {
            sink.warning(
                "iOS \(ios.name) never ran on the \(device.displayName), whose last release was iOS \(last)",
                at: range, notes: ["the screen is drawn as asked: the @1x design size in the iOS \(ios.name) look"])
            return
        }
        guard ios < device.firstIOS else { return }
        sink.warning(
            "iOS \(ios.name) never ran on the \(device.displayName), which came with iOS \(device.firstIOS.name)",
            at: range, notes: ["the screen is drawn as asked; for a real iOS \(ios.name) screen use a device of its time, e.g. device: iphone-5"])
    }

    static func read(_ node: Node, sink: DiagnosticSink) -> IOSVersion? {
        guard let v = node.attribute("ios")?.value else { return nil }
        if case .number(let n, nil) = v.kind, let version = IOSVersion(number: n) { return version }
        var notes = ["found \(describe(v)); the iOS release the screen is drawn as (default \(IOSVersion.default.name))"]
        if case .string = v.kind { notes.append("write the number without quotes: ios: 7") }
        sink.error("'ios' expects \(IOSVersion.choices)", at: v.range, notes: notes)
        return nil
    }
}
