import MockupSyntax

/// A rendering of the same screen on another device, orientation or scale, declared
/// with `variant device: iphone-5 orientation: landscape scale: 3`.
public struct Variant: Sendable, Hashable {
    public var device: String?
    public var orientation: Orientation?
    public var scale: Double?
    /// The iOS release to draw the screen as.
    public var ios: IOSVersion?

    /// Creates a variant; `nil` fields keep the screen's own value.
    public init(device: String? = nil, orientation: Orientation? = nil, scale: Double? = nil, ios: IOSVersion? = nil) {
        self.device = device
        self.orientation = orientation
        self.scale = scale
        self.ios = ios
    }

    /// The part of the name that comes before the scale: `iphone-5-landscape-ios7`
    /// (empty when only the scale is set).
    public var label: String {
        [device, orientation?.rawValue, ios.map { "ios\($0.name)" }].compactMap { $0 }.joined(separator: "-")
    }

    /// A short stable name for files and reports: `iphone-5-landscape@3x`.
    public var name: String {
        var s = label
        if let scale {
            let text = scale == scale.rounded() ? String(Int(scale)) : String(scale)
            s += "@\(text)x"
        }
        return s.isEmpty ? "default" : s
    }
}

/// `variant device: NAME orientation: portrait|landscape scale: S ios: 7|8|9`
enum VariantResolver {
    static let attributes = ["device", "orientation", "scale", "ios"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> Variant? {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        _ = Positionals(node, flags: [], maxTexts: 0, sink: ctx.sink)
        _ = ctx.children(of: node, allowed: [])
        var v = Variant()
        if let value = node.attribute("device")?.value {
            switch value.kind {
            case .identifier(let s), .string(let s):
                if let d = DeviceCatalog.device(named: s) {
                    v.device = d.id
                } else {
                    ctx.sink.unknown("device", s, at: value.range, candidates: DeviceCatalog.allNames, suggestion: DeviceCatalog.suggestion(for: s))
                    return nil
                }
            default:
                ctx.sink.error("'device' expects a device name", at: value.range)
                return nil
            }
        }
        v.orientation = r.choice("orientation", Orientation.self)
        v.scale = r.number("scale", in: 0.25...4, units: ["x"])
        v.ios = IOSVersionReader.read(node, sink: ctx.sink)
        if node.attributes.isEmpty {
            ctx.sink.error(
                "a variant names at least one of device, orientation, scale, ios", at: node.nameRange,
                notes: ["for example: variant device: iphone-5 orientation: landscape"])
            return nil
        }
        return v
    }
}
