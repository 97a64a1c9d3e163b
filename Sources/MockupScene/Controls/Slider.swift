import MockupGeometry
import MockupSyntax

/// `slider value: 0.3`: a UISlider (iOS 7–9), a thin track in the tint left of a white
/// round thumb and light grey right of it, optionally with images at its ends
/// (`min-image: speaker-quiet max-image: speaker-loud`, as the volume slider). The
/// value is in `min…max` (0…1 by default). It takes the width its stack gives it.
public struct Slider: ContentView {
    /// An image at one end of the track.
    public enum EndImage: Sendable, Hashable {
        /// The speaker without waves (the volume slider's minimum).
        case speakerQuiet
        /// The speaker with two waves (the volume slider's maximum).
        case speakerLoud
        /// A built-in tile glyph (`gear`, `sun`…), drawn plain.
        case builtin(String)
        /// A user's SVG file.
        case file(name: String, icon: Icon)
    }

    public var value = 0.5
    public var minimum = 0.0
    public var maximum = 1.0
    public var minImage: EndImage?
    public var maxImage: EndImage?
    /// Track left of the thumb; nil: the inherited tint.
    public var minTint: Color?
    /// Track right of the thumb; nil: the system light grey.
    public var maxTint: Color?
    public var state: ControlState = .normal

    /// Creates a slider at `value` in 0…1.
    public init(value: Double = 0.5) { self.value = value }

    /// Where the value lies in the range, 0…1.
    public var fraction: Double {
        maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0
    }

    /// Words naming the code-drawn speakers.
    static let speakerWords = ["speaker-quiet", "speaker-loud"]

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "slider", summary: "a UISlider: a track in the tint up to a round white thumb",
        flags: ["normal", "highlighted", "disabled"],
        attributes: [
            AttributeSpec("value", .number(-1_000_000...1_000_000), default: "0.5", "the value, within min…max"),
            AttributeSpec("min", .number(-1_000_000...1_000_000), default: "0", "the value at the left end"),
            AttributeSpec("max", .number(-1_000_000...1_000_000), default: "1", "the value at the right end"),
            AttributeSpec("min-image", .other("speaker-quiet \\| speaker-loud \\| tile icon name \\| \"file.svg\""), default: "none", "image left of the track"),
            AttributeSpec("max-image", .other("speaker-quiet \\| speaker-loud \\| tile icon name \\| \"file.svg\""), default: "none", "image right of the track"),
            AttributeSpec("tint", .color, default: "inherited", "track left of the thumb (as `min-tint`)"),
            AttributeSpec("min-tint", .color, default: "the tint", "track left of the thumb"),
            AttributeSpec("max-tint", .color, default: "#B7B8B7", "track right of the thumb"),
        ],
        example: "slider value: 0.3",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var s = Slider()
            s.state = ControlState.read(p)
            let lo = r.number("min")
            let hi = r.number("max")
            s.minimum = lo ?? 0
            s.maximum = hi ?? 1
            var rangeOK = true
            if s.minimum >= s.maximum, let v = r.value("max") ?? r.value("min") {
                ctx.sink.error(
                    "a slider's 'max' must be greater than its 'min'", at: v.range,
                    notes: ["min is \(formatNumber(s.minimum)), max is \(formatNumber(s.maximum))"])
                rangeOK = false
            }
            if let v = r.number("value") {
                if rangeOK && !(s.minimum...s.maximum).contains(v), let written = r.value("value") {
                    ctx.sink.error(
                        "a slider's value must be between its min \(formatNumber(s.minimum)) and max \(formatNumber(s.maximum))",
                        at: written.range, notes: ["found \(formatNumber(v))"])
                } else {
                    s.value = v
                }
            } else if rangeOK {
                // UIKit's default (Interface Builder's) is the middle of the range.
                s.value = (s.minimum + s.maximum) / 2
            }
            s.minImage = r.value("min-image").flatMap { image($0, key: "min-image", ctx) }
            s.maxImage = r.value("max-image").flatMap { image($0, key: "max-image", ctx) }
            s.minTint = r.color("min-tint") ?? r.color("tint")
            s.maxTint = r.color("max-tint")
            return s
        })

    /// An end image as written: a speaker word, a tile glyph name or an SVG file.
    private static func image(_ v: Value, key: String, _ ctx: ViewContext) -> EndImage? {
        switch v.kind {
        case .string(let s) where IconFiles.isFileName(s):
            return IconFiles.load(s, at: v, ctx.element).map { .file(name: s, icon: $0) }
        case .identifier(let s), .string(let s):
            if s == "speaker-quiet" { return .speakerQuiet }
            if s == "speaker-loud" { return .speakerLoud }
            let names = IconNames.available("tile")
            if names.contains(s) { return .builtin(s) }
            ctx.sink.unknown("image", s, at: v.range, candidates: speakerWords + names, extra: ["or an icon file: \(key): \"icon.svg\""])
            return nil
        default:
            ctx.sink.error(
                "'\(key)' expects an image name", at: v.range,
                notes: ["for example \(key): speaker-quiet, or \(key): \"icon.svg\""])
            return nil
        }
    }
}
