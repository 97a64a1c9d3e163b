import MockupGeometry

/// One drawing operation, in points, at an absolute position on the canvas.
///
/// The set is small on purpose: a renderer is one `switch` over these cases.
public indirect enum DisplayItem: Sendable, Hashable {
    /// A filled axis-aligned rectangle; the renderer snaps its edges to device pixels.
    case rect(Rect, Color)
    /// A filled rectangle with circular corners; edges snapped like `rect`.
    case roundedRect(Rect, radius: Double, Color)
    /// A filled vector path (not snapped).
    case fill(Path, Color)
    /// A stroked vector path (not snapped).
    case stroke(Path, Color, StrokeStyle)
    /// A line exactly one device pixel thick at every scale.
    case hairline(Hairline)
    /// One line of text.
    case text(TextRun)
    /// A decoded raster image drawn into a rectangle.
    case image(ImageItem)
    /// Items drawn together with a clip, opacity or transform.
    case group(Group)
}

/// A line one device pixel thick.
public struct Hairline: Sendable, Hashable {
    /// Direction of the line.
    public enum Axis: String, Sendable, Hashable { case horizontal, vertical }
    /// On which side of `position` the pixel lies.
    public enum Side: String, Sendable, Hashable {
        /// The pixel row/column that starts at `position` (e.g. a bar's shadow below it).
        case after
        /// The pixel row/column that ends at `position` (e.g. a separator inside a row).
        case before
    }

    /// Horizontal or vertical.
    public var axis: Axis
    /// y for horizontal lines, x for vertical ones, in points.
    public var position: Double
    /// Extent along the line, in points.
    public var from: Double
    /// End of the extent along the line, in points.
    public var to: Double
    /// Which side of `position` the pixel lies on.
    public var side: Side
    /// The colour.
    public var color: Color

    /// Creates a hairline.
    public init(
        axis: Axis, position: Double, from: Double, to: Double, side: Side, color: Color
    ) {
        self.axis = axis
        self.position = position
        self.from = from
        self.to = to
        self.side = side
        self.color = color
    }
}

/// A single line of shaped text.
public struct TextRun: Sendable, Hashable {
    /// The text, one line.
    public var text: String
    /// Family, size and weight.
    public var font: FontSpec
    /// The colour.
    public var color: Color
    /// Left end of the run on the baseline.
    public var origin: Point
    /// Width the run occupies as laid out (the measured advance, or `maxWidth` when
    /// the text had to be truncated).
    public var width: Double
    /// When set, the renderer truncates the tail with "…" to fit this width.
    public var maxWidth: Double?

    /// Creates a text run.
    public init(
        text: String, font: FontSpec, color: Color, origin: Point, width: Double,
        maxWidth: Double? = nil
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.origin = origin
        self.width = width
        self.maxWidth = maxWidth
    }
}

/// A decoded raster image scaled into a rectangle.
public struct ImageItem: Sendable, Hashable {
    /// The path as the user wrote it (relative to the project), shown in dumps so
    /// they do not depend on where the project is checked out.
    public var name: String
    /// The pixels decoded when the scene was resolved: the backend opens no file.
    public var pixels: ImagePixels
    /// Where the image is drawn, in points.
    public var rect: Rect
    /// Corner radius of the clip around the image (0: none).
    public var cornerRadius: Double

    /// Creates an image item.
    public init(name: String, pixels: ImagePixels, rect: Rect, cornerRadius: Double = 0) {
        self.name = name
        self.pixels = pixels
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}

/// Items drawn as a unit.
public struct Group: Sendable, Hashable {
    /// Clip rectangle (with optional corner radius) in points.
    public var clip: Rect?
    /// Corner radius of the clip (0: square corners).
    public var clipRadius: Double
    /// Opacity 0…1 applied to the group as a whole.
    public var opacity: Double
    /// Transform applied to the items (identity: none).
    public var transform: Transform
    /// Gaussian-like blur radius in points (0: none): the items are rasterised, blurred
    /// and drawn inside the clip, as content seen through a translucent bar. Needs a clip.
    public var blur: Double
    /// Set on content that a right-to-left screen moves without reflecting it (icons
    /// that show no direction, the battery): iOS 9 mirrors the layout, not the images in
    /// it. The mirroring pass moves the group as a block so that this frame (in the
    /// same coordinates as `clip`) lands on its mirror image. Renderers ignore it.
    public var uprightFrame: Rect?
    /// Set on a screen placed on a sheet (a flow, a device frame): a raster target draws
    /// the items on a canvas of their own, the clip's size, and copies it in at the
    /// clip's pixel origin, so the screen's pixels are those it has rendered alone
    /// (anti-aliasing, image sampling and blurs are not all translation-invariant).
    /// Needs a clip on whole pixels and a transform that moves its origin there; vector
    /// targets draw it as any group.
    public var isolated: Bool
    /// The items, in painting order, in the group's coordinates.
    public var items: [DisplayItem]

    /// Creates a group.
    public init(
        clip: Rect? = nil, clipRadius: Double = 0, opacity: Double = 1,
        transform: Transform = .identity, blur: Double = 0, uprightFrame: Rect? = nil, isolated: Bool = false,
        items: [DisplayItem]
    ) {
        self.isolated = isolated
        self.clip = clip
        self.clipRadius = clipRadius
        self.opacity = opacity
        self.transform = transform
        self.blur = blur
        self.uprightFrame = uprightFrame
        self.items = items
    }
}

extension Sequence where Element == DisplayItem {
    /// How many items there are, a group's items counted with the group: what the
    /// drawing budgets of a screen and of a flow count.
    package var deepCount: Int {
        reduce(0) { n, item in
            if case .group(let g) = item { return n + 1 + g.items.deepCount }
            return n + 1
        }
    }
}
