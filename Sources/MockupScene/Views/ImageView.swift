import MockupGeometry
import MockupSyntax

/// `image "photo.png" fill radius: 8`: a UIImageView showing a PNG or an SVG in one of
/// four content modes, optionally with rounded corners or drawn as a tinted template;
/// `image` alone is a grey placeholder with a picture glyph (wireframes without assets).
public struct ImageView: ContentView {
    /// UIViewContentMode, the four a designer picks for photos and icons.
    public enum ContentMode: String, Sendable, Hashable, CaseIterable {
        /// Aspect fill (`scaleAspectFill`): covers the frame, the overflow clipped.
        case fill
        /// Aspect fit (`scaleAspectFit`): the whole image, letterboxed.
        case fit
        /// The image at its own size, centred, clipped (`center`).
        case center
        /// Stretched to the frame (`scaleToFill`, UIKit's default).
        case scaleToFill = "scale-to-fill"
    }

    /// The file; nil: the placeholder.
    public var source: ImageSource?
    public var mode: ContentMode = .scaleToFill
    /// Corner radius of the clip (`layer.cornerRadius` with `clipsToBounds`).
    public var radius: Double = 0
    /// Draw the image as a template: one colour (`tint:` or the inherited tint) through
    /// the image's alpha. SVGs are always templates.
    public var template = false
    /// The template's colour; nil: the inherited tint.
    public var tint: Color?

    /// Creates an image view (a placeholder without a source).
    public init(source: ImageSource? = nil, mode: ContentMode = .scaleToFill) {
        self.source = source
        self.mode = mode
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "image", summary: "an image view: a PNG or SVG in a content mode, or a grey placeholder",
        flags: ContentMode.allCases.map(\.rawValue) + ["template"], texts: 1,
        textsDoc: "the image file (PNG or SVG, relative to the mockup file); none: a placeholder",
        attributes: [
            AttributeSpec("mode", .choice(ContentMode.allCases.map(\.rawValue)), default: "scale-to-fill", "content mode (or write it as a word)"),
            AttributeSpec("radius", .number(0...10_000), default: "0", "corner radius; the image is clipped to it"),
            AttributeSpec("tint", .color, default: "inherited", "colour of a template image (SVG, or a PNG with `template`)"),
        ],
        example: "image fill width: 120 height: 80",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var v = ImageView()
            if let m = ctx.oneOf(ContentMode.allCases.map(\.rawValue), in: node, what: "content mode").flatMap(ContentMode.init) {
                v.mode = m
            }
            if let m = r.choice("mode", ContentMode.self) { v.mode = m }
            v.radius = r.number("radius") ?? 0
            v.tint = r.color("tint")
            v.template = p.has("template")
            // The file's value: the first quoted text (Positionals reports the others).
            let file = node.arguments.first { if case .string = $0.kind { return true } else { return false } }
            if let file, case .string(let name) = file.kind {
                // A missing or damaged file is reported at its name; the view is then
                // not drawn at all rather than as a placeholder that hides the mistake.
                guard let source = ImageResolver.resolve(name, at: file.range, ctx.element) else { return nil }
                v.source = source
            }
            if v.source == nil, v.template || v.tint != nil, let at = r.value("tint") ?? node.arguments.first(where: {
                if case .identifier(let w) = $0.kind { return w.lowercased() == "template" } else { return false }
            }) {
                ctx.sink.warning(
                    "a placeholder image has no template to tint", at: at.range,
                    notes: ["name an image file: image \"icon.svg\" template"])
            }
            return v
        })
}
