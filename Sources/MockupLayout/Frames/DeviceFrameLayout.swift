import MockupDisplayList
import MockupGeometry
import MockupScene

/// What a device's front measures, in millimetres, portrait, home button at the bottom.
/// Body sizes are Apple's published technical specifications; pixel densities are the
/// display's published ppi, which turn millimetres into the screen's points. Everything
/// Apple does not publish (corner radius, bezel split, button and slot placement) is an
/// estimate from the devices' proportions (docs/METRICS.md, Device frames).
struct FrameFigures: Sendable {
    /// How the band around the front glass looks from the front.
    enum Band: Sendable {
        /// A flat band of even colour (the 3GS's chrome rim, the 4s's steel band).
        case flat
        /// A bright polished chamfer next to the glass (iPhone 5/5s, iPad Air, iPad Pro).
        case chamfered
        /// A rounded edge: darker outside, lighter towards a flush glass (iPhone 6, iPad 2's taper).
        case rounded
    }

    /// What the home button shows.
    enum HomeGlyph: Sendable {
        /// The rounded square of the buttons before Touch ID.
        case square
        /// Touch ID's metal ring, no glyph.
        case touchID
    }

    /// An edge of the portrait body a side button sits on.
    enum Edge: Sendable {
        case left, right, top
    }

    /// A side button: its edge, where it starts (mm from the top for the left and right
    /// edges, from the right end for the top edge) and its length in mm.
    struct SideButton: Sendable {
        var edge: Edge
        var from: Double
        var length: Double
    }

    /// Body width and height (mm).
    var body: Size
    /// The display's pixel density (pixels per inch).
    var ppi: Double
    /// Corner radius of the body outline (mm).
    var cornerRadius: Double
    /// How much of the band shows around the glass from the front (mm).
    var bandWidth: Double
    /// The band's look.
    var band: Band
    /// The top bezel's share of the vertical bezel (0.5: the screen centred).
    var topShare: Double
    /// The black mask around the active area under the glass (mm).
    var displayBorder: Double
    /// Home button diameter (mm).
    var homeButton: Double
    /// What the home button shows.
    var glyph: HomeGlyph
    /// The earpiece slot's size (mm; nil: none).
    var speaker: Size?
    /// The earpiece's centre, from the middle of the top bezel (mm).
    var speakerOffset: Point
    /// The front camera's diameter (mm; 0: none).
    var camera: Double
    /// The camera's centre, from the middle of the top bezel (mm).
    var cameraOffset: Point
    /// Side buttons (mm).
    var buttons: [SideButton]
    /// Where the body size comes from.
    var source: String

    /// How far side buttons stand out of the body (mm).
    static let buttonDepth = 0.45

    /// Figures by device id.
    static let table: [String: FrameFigures] = [
        "iphone-3gs": FrameFigures(
            body: Size(width: 62.1, height: 115.5), ppi: 163, cornerRadius: 10.5, bandWidth: 0.9, band: .flat,
            topShare: 0.5, displayBorder: 0.6, homeButton: 10.5, glyph: .square,
            speaker: Size(width: 11, height: 1.6), speakerOffset: Point(x: 0, y: 0), camera: 0,
            cameraOffset: Point(x: 0, y: 0),
            buttons: [
                SideButton(edge: .left, from: 12, length: 4.5), SideButton(edge: .left, from: 21, length: 17),
                SideButton(edge: .top, from: 7, length: 10),
            ],
            source: "Apple, iPhone 3GS technical specifications: 115.5 × 62.1 mm; 3.5″ 480 × 320 at 163 ppi"),
        "iphone-4s": FrameFigures(
            body: Size(width: 58.6, height: 115.2), ppi: 326, cornerRadius: 8.5, bandWidth: 1.0, band: .flat,
            topShare: 0.5, displayBorder: 0.6, homeButton: 10.5, glyph: .square,
            speaker: Size(width: 10, height: 1.5), speakerOffset: Point(x: 0, y: 0), camera: 2.4,
            cameraOffset: Point(x: -10.5, y: 0),
            buttons: [
                SideButton(edge: .left, from: 12, length: 4), SideButton(edge: .left, from: 21, length: 5),
                SideButton(edge: .left, from: 31, length: 5), SideButton(edge: .top, from: 7, length: 9.5),
            ],
            source: "Apple, iPhone 4s technical specifications: 115.2 × 58.6 mm; 3.5″ 960 × 640 at 326 ppi"),
        "iphone-5": FrameFigures(
            body: Size(width: 58.6, height: 123.8), ppi: 326, cornerRadius: 8.5, bandWidth: 0.8, band: .chamfered,
            topShare: 0.5, displayBorder: 0.6, homeButton: 10.5, glyph: .touchID,
            speaker: Size(width: 10, height: 1.5), speakerOffset: Point(x: 0, y: 1.6), camera: 2.4,
            cameraOffset: Point(x: 0, y: -3),
            buttons: [
                SideButton(edge: .left, from: 13, length: 4), SideButton(edge: .left, from: 22, length: 5),
                SideButton(edge: .left, from: 32, length: 5), SideButton(edge: .top, from: 7, length: 9.5),
            ],
            source: "Apple, iPhone 5s technical specifications: 123.8 × 58.6 mm; 4″ 1136 × 640 at 326 ppi"),
        "iphone-6": FrameFigures(
            body: Size(width: 67.0, height: 138.1), ppi: 326, cornerRadius: 9.5, bandWidth: 0.8, band: .rounded,
            topShare: 0.5, displayBorder: 0.5, homeButton: 10.8, glyph: .touchID,
            speaker: Size(width: 10.5, height: 1.4), speakerOffset: Point(x: 0, y: 0), camera: 2.4,
            cameraOffset: Point(x: -9.5, y: 0),
            buttons: [
                SideButton(edge: .left, from: 14, length: 5), SideButton(edge: .left, from: 24, length: 9),
                SideButton(edge: .left, from: 36, length: 9), SideButton(edge: .right, from: 24, length: 10),
            ],
            source: "Apple, iPhone 6 technical specifications: 138.1 × 67.0 mm; 4.7″ 1334 × 750 at 326 ppi"),
        "iphone-6-plus": FrameFigures(
            body: Size(width: 77.8, height: 158.1), ppi: 401, cornerRadius: 11, bandWidth: 0.8, band: .rounded,
            topShare: 0.5, displayBorder: 0.5, homeButton: 10.8, glyph: .touchID,
            speaker: Size(width: 11, height: 1.4), speakerOffset: Point(x: 0, y: 0), camera: 2.4,
            cameraOffset: Point(x: -10, y: 0),
            buttons: [
                SideButton(edge: .left, from: 16, length: 5), SideButton(edge: .left, from: 27, length: 10),
                SideButton(edge: .left, from: 40, length: 10), SideButton(edge: .right, from: 27, length: 10),
            ],
            source: "Apple, iPhone 6 Plus technical specifications: 158.1 × 77.8 mm; 5.5″ 1920 × 1080 at 401 ppi"),
        "ipad": FrameFigures(
            body: Size(width: 185.7, height: 241.2), ppi: 132, cornerRadius: 13, bandWidth: 1.6, band: .rounded,
            topShare: 0.5, displayBorder: 0.8, homeButton: 11.5, glyph: .square,
            speaker: nil, speakerOffset: Point(x: 0, y: 0), camera: 2.6, cameraOffset: Point(x: 0, y: 0),
            buttons: [
                SideButton(edge: .top, from: 12, length: 10), SideButton(edge: .right, from: 28, length: 8),
                SideButton(edge: .right, from: 40, length: 22),
            ],
            source: "Apple, iPad 2 technical specifications: 241.2 × 185.7 mm; 9.7″ 1024 × 768 at 132 ppi"),
        "ipad-retina": FrameFigures(
            body: Size(width: 169.5, height: 240), ppi: 264, cornerRadius: 11.5, bandWidth: 1.1, band: .chamfered,
            topShare: 0.5, displayBorder: 0.8, homeButton: 11.5, glyph: .square,
            speaker: nil, speakerOffset: Point(x: 0, y: 0), camera: 2.6, cameraOffset: Point(x: 0, y: 0),
            buttons: [
                SideButton(edge: .top, from: 12, length: 10), SideButton(edge: .right, from: 22, length: 8),
                SideButton(edge: .right, from: 34, length: 9), SideButton(edge: .right, from: 45, length: 9),
            ],
            source: "Apple, iPad Air technical specifications: 240 × 169.5 mm; 9.7″ 2048 × 1536 at 264 ppi"),
        "ipad-pro": FrameFigures(
            body: Size(width: 220.6, height: 305.7), ppi: 264, cornerRadius: 13.5, bandWidth: 1.1, band: .chamfered,
            topShare: 0.5, displayBorder: 0.8, homeButton: 11.5, glyph: .touchID,
            speaker: nil, speakerOffset: Point(x: 0, y: 0), camera: 2.6, cameraOffset: Point(x: 0, y: 0),
            buttons: [
                SideButton(edge: .top, from: 14, length: 10), SideButton(edge: .right, from: 22, length: 9),
                SideButton(edge: .right, from: 34, length: 9),
            ],
            source: "Apple, iPad Pro (12.9-inch) technical specifications: 305.7 × 220.6 mm; 12.9″ 2732 × 2048 at 264 ppi"),
    ]

    /// The figures of `device`; a device the table lacks gets a plain body of its idiom
    /// around its screen (bezels in the proportions of the iPhone 6 or the iPad Air).
    static func figures(for device: Device) -> FrameFigures {
        if let f = table[device.id] { return f }
        let pad = device.idiom == .pad
        let ppi = (pad ? 132 : 163) * device.scale
        let mm = 25.4 / ppi * device.scale
        let bezel = pad ? Size(width: 20, height: 21) : Size(width: 4.2, height: 17)
        return FrameFigures(
            body: Size(
                width: device.portraitSize.width * mm + 2 * bezel.width,
                height: device.portraitSize.height * mm + 2 * bezel.height),
            ppi: ppi, cornerRadius: pad ? 12 : 9.5, bandWidth: pad ? 1.1 : 0.8, band: pad ? .chamfered : .rounded,
            topShare: 0.5, displayBorder: pad ? 0.8 : 0.5, homeButton: pad ? 11.5 : 10.8, glyph: .touchID,
            speaker: pad ? nil : Size(width: 10.5, height: 1.4), speakerOffset: Point(x: 0, y: 0),
            camera: pad ? 2.6 : 2.4, cameraOffset: Point(x: pad ? 0 : -9.5, y: 0), buttons: [],
            source: "no figures: a plain body of its idiom's proportions")
    }
}

/// The colours of a finish. Picked by eye from the devices' look, not sampled from any
/// image (docs/METRICS.md, Device frames).
struct FrameColors: Sendable {
    /// The band.
    var band: Color
    /// The band's darker outer edge (and the side buttons).
    var bandShade: Color
    /// The bright chamfer or the light inner edge of a rounded band.
    var bandHighlight: Color
    /// The front glass around the screen.
    var front: Color
    /// The black mask around the display's active area.
    var displayBorder: Color
    var speaker: Color
    var camera: Color
    var lens: Color
    /// The home button's disc.
    var homeDisc: Color
    /// The rim of a home button before Touch ID.
    var homeRing: Color
    /// Touch ID's metal ring.
    var touchRing: Color
    /// The rounded square on a home button before Touch ID.
    var glyph: Color
    /// The drop shadow.
    static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 90)

    /// The colours of `finish`.
    static func colors(_ finish: FrameFinish) -> FrameColors {
        switch finish {
        case .silver:
            FrameColors(
                band: Color(rgb: 0xD4D5D8), bandShade: Color(rgb: 0xA8AAAE), bandHighlight: Color(rgb: 0xEFF0F1),
                front: Color(rgb: 0xFAFAFA), displayBorder: Color(rgb: 0x0E0E10), speaker: Color(rgb: 0xB3B5B9),
                camera: Color(rgb: 0x2C2D31), lens: Color(rgb: 0x1A2234), homeDisc: Color(rgb: 0xF2F2F3),
                homeRing: Color(rgb: 0xD9D9DB), touchRing: Color(rgb: 0xBFC1C4), glyph: Color(rgb: 0xA3A4A7))
        case .spaceGray:
            FrameColors(
                band: Color(rgb: 0x6C6E72), bandShade: Color(rgb: 0x44464A), bandHighlight: Color(rgb: 0x9B9DA1),
                front: Color(rgb: 0x161618), displayBorder: Color(rgb: 0x0A0A0B), speaker: Color(rgb: 0x3C3D41),
                camera: Color(rgb: 0x2B2C30), lens: Color(rgb: 0x1F2637), homeDisc: Color(rgb: 0x1C1C1E),
                homeRing: Color(rgb: 0x313235), touchRing: Color(rgb: 0x7D7F84), glyph: Color(rgb: 0x5A5C60))
        case .gold:
            FrameColors(
                band: Color(rgb: 0xE5D2BA), bandShade: Color(rgb: 0xBDA68A), bandHighlight: Color(rgb: 0xF5EBDD),
                front: Color(rgb: 0xFAFAF8), displayBorder: Color(rgb: 0x0E0E10), speaker: Color(rgb: 0xBDB6AD),
                camera: Color(rgb: 0x2C2D31), lens: Color(rgb: 0x1A2234), homeDisc: Color(rgb: 0xF3F2F0),
                homeRing: Color(rgb: 0xDDD8D1), touchRing: Color(rgb: 0xD3BC9D), glyph: Color(rgb: 0xA9A39B))
        }
    }
}

/// A device body drawn around a screen, in points.
public struct DeviceFrameDrawing: Sendable, Hashable {
    /// The whole drawing (body plus the shadow's margin when there is one).
    public var size: Size
    /// Where the screen goes, in the drawing's coordinates; origin on WHOLE points so that
    /// the screen lands on whole pixels at every integer scale; size = device.size(orientation).
    public var screen: Rect
    /// The body's outline (side buttons and shadow outside it), in the drawing's coordinates.
    public var body: Rect
    /// The radius of the body outline's corners.
    public var bodyCornerRadius: Double
    /// Body, bezel, buttons, camera, speaker, home button, shadow: drawn before the screen.
    public var items: [DisplayItem]
}

/// Vector device bodies around a screen, from measured proportions only (`FrameFigures`):
/// the band, the front glass with a hole where the screen goes, the mask around the
/// display, earpiece, camera, home button and side buttons, and an optional shadow.
/// Nothing is drawn inside the screen rectangle.
public enum DeviceFrameLayout {
    /// The frame of `device` held in `orientation`: landscape is the portrait drawing
    /// turned a quarter so that the home button is on the right.
    public static func drawing(device: Device, orientation: Orientation, style: FrameStyle) -> DeviceFrameDrawing {
        let portrait = portraitDrawing(device: device, style: style)
        guard orientation == .landscape else { return portrait }
        // (x, y) → (y, W − x): the portrait bottom (home button) goes to the right.
        let turn = Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: portrait.size.width)
        return DeviceFrameDrawing(
            size: portrait.size.transposed, screen: turned(portrait.screen, turn), body: turned(portrait.body, turn),
            bodyCornerRadius: portrait.bodyCornerRadius, items: portrait.items.map { turned($0, turn) })
    }

    /// The portrait drawing: home button at the bottom.
    private static func portraitDrawing(device: Device, style: FrameStyle) -> DeviceFrameDrawing {
        let f = FrameFigures.figures(for: device)
        let colors = FrameColors.colors(style.finish)
        let screenSize = device.portraitSize
        // Points per millimetre: the screen's points over the panel's physical width.
        let panelWidth = device.panelPixels?.width ?? screenSize.width * device.scale
        let ppm = screenSize.width / (panelWidth / f.ppi * 25.4)
        // Whole-point bezels, so the screen's origin is on whole points.
        let side = max(1, ((f.body.width * ppm - screenSize.width) / 2).rounded())
        let vertical = max(2, (f.body.height * ppm - screenSize.height).rounded())
        let top = (vertical * f.topShare).rounded()
        let bodySize = Size(width: screenSize.width + 2 * side, height: screenSize.height + vertical)
        let buttonDepth = (FrameFigures.buttonDepth * ppm).rounded(.up)
        let blur = style.shadow ? (bodySize.width * 0.025).rounded() : 0
        let drop = (blur * 0.4).rounded()
        let margin = style.shadow ? max(buttonDepth, (2.5 * blur + drop).rounded(.up)) : buttonDepth
        let size = Size(width: bodySize.width + 2 * margin, height: bodySize.height + 2 * margin)
        let body = Rect(origin: Point(x: margin, y: margin), size: bodySize)
        let screen = Rect(x: body.minX + side, y: body.minY + top, width: screenSize.width, height: screenSize.height)
        let radius = min(f.cornerRadius * ppm, bodySize.width / 2)

        var items: [DisplayItem] = []
        if style.shadow {
            items += shadow(body: body, radius: radius, blur: blur, drop: drop, size: size, screen: screen)
        }
        items += sideButtons(f, body: body, ppm: ppm, depth: buttonDepth, colors: colors)
        items += bodyLayers(f, body: body, radius: radius, screen: screen, ppm: ppm, colors: colors)
        items += topBezel(f, body: body, screen: screen, ppm: ppm, colors: colors)
        items += homeButton(f, body: body, screen: screen, ppm: ppm, colors: colors)
        return DeviceFrameDrawing(size: size, screen: screen, body: body, bodyCornerRadius: radius, items: items)
    }

    // MARK: parts

    /// The body's shadow, blurred, in four bands around the screen so that none of it
    /// lands inside the screen rectangle (the body's glass has a hole there).
    private static func shadow(body: Rect, radius: Double, blur: Double, drop: Double, size: Size, screen: Rect)
        -> [DisplayItem]
    {
        let cast = Rect(x: body.minX, y: body.minY + drop, width: body.width, height: body.height)
        let shape = DisplayItem.fill(.roundedRect(cast, radius: radius), FrameColors.shadow)
        let bands = [
            Rect(x: 0, y: 0, width: size.width, height: screen.minY),
            Rect(x: 0, y: screen.maxY, width: size.width, height: size.height - screen.maxY),
            Rect(x: 0, y: screen.minY, width: screen.minX, height: screen.height),
            Rect(x: screen.maxX, y: screen.minY, width: size.width - screen.maxX, height: screen.height),
        ]
        return bands.map { .group(Group(clip: $0, blur: blur, items: [shape])) }
    }

    /// Volume, mute and sleep buttons: band-coloured bumps standing out of the outline,
    /// drawn first so the body covers their inner ends.
    private static func sideButtons(
        _ f: FrameFigures, body: Rect, ppm: Double, depth: Double, colors: FrameColors
    ) -> [DisplayItem] {
        let thickness = depth * 2.5
        return f.buttons.map { b in
            let from = b.from * ppm, length = b.length * ppm
            let r: Rect
            switch b.edge {
            case .left: r = Rect(x: body.minX - depth, y: body.minY + from, width: thickness, height: length)
            case .right: r = Rect(x: body.maxX + depth - thickness, y: body.minY + from, width: thickness, height: length)
            case .top: r = Rect(x: body.maxX - from - length, y: body.minY - depth, width: length, height: thickness)
            }
            return .fill(.roundedRect(r, radius: depth), colors.bandShade)
        }
    }

    /// The band (outline to glass), the glass, and the display's black mask: each an
    /// even-odd ring with the screen cut out.
    private static func bodyLayers(
        _ f: FrameFigures, body: Rect, radius: Double, screen: Rect, ppm: Double, colors: FrameColors
    ) -> [DisplayItem] {
        func ring(_ outer: Rect, _ r: Double, _ color: Color) -> DisplayItem {
            var p = Path.roundedRect(outer, radius: r)
            p.append(.rect(screen))
            p.fillRule = .evenOdd
            return .fill(p, color)
        }
        func inset(_ d: Double) -> (Rect, Double) {
            (body.inset(by: Insets(top: d, left: d, bottom: d, right: d)), max(0, radius - d))
        }
        let band = f.bandWidth * ppm
        var out: [DisplayItem] = []
        switch f.band {
        case .flat:
            out.append(ring(body, radius, colors.bandShade))
            let (b, r) = inset(min(0.75, band / 4))
            out.append(ring(b, r, colors.band))
        case .chamfered:
            out.append(ring(body, radius, colors.band))
            let (c, rc) = inset(band * 0.55)
            out.append(ring(c, rc, colors.bandHighlight))
        case .rounded:
            out.append(ring(body, radius, colors.bandShade))
            let (b, r) = inset(band * 0.3)
            out.append(ring(b, r, colors.band))
            let (h, rh) = inset(band * 0.7)
            out.append(ring(h, rh, colors.bandHighlight))
        }
        let (glass, rg) = inset(band)
        out.append(ring(glass, rg, colors.front))
        let border = (f.displayBorder * ppm).rounded()
        if border > 0 {
            let mask = screen.inset(by: Insets(top: -border, left: -border, bottom: -border, right: -border))
            out.append(ring(mask, 0, colors.displayBorder))
        }
        return out
    }

    /// The earpiece slot and the front camera in the top bezel.
    private static func topBezel(_ f: FrameFigures, body: Rect, screen: Rect, ppm: Double, colors: FrameColors)
        -> [DisplayItem]
    {
        let centre = Point(x: body.midX, y: (body.minY + screen.minY) / 2)
        var out: [DisplayItem] = []
        if let s = f.speaker {
            let w = s.width * ppm, h = s.height * ppm
            let c = Point(x: centre.x + f.speakerOffset.x * ppm, y: centre.y + f.speakerOffset.y * ppm)
            let slot = Rect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)
            out.append(.fill(.roundedRect(slot, radius: h / 2), colors.speaker))
        }
        if f.camera > 0 {
            let d = f.camera * ppm
            let c = Point(x: centre.x + f.cameraOffset.x * ppm, y: centre.y + f.cameraOffset.y * ppm)
            out.append(.fill(.ellipse(in: Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d)), colors.camera))
            let l = d * 0.45
            out.append(.fill(.ellipse(in: Rect(x: c.x - l / 2, y: c.y - l / 2, width: l, height: l)), colors.lens))
        }
        return out
    }

    /// The home button in the middle of the bottom bezel: a disc with a ring (Touch ID's
    /// metal ring, or the older button's rim and its rounded square).
    private static func homeButton(_ f: FrameFigures, body: Rect, screen: Rect, ppm: Double, colors: FrameColors)
        -> [DisplayItem]
    {
        let d = f.homeButton * ppm
        let c = Point(x: body.midX, y: (screen.maxY + body.maxY) / 2)
        let disc = Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d)
        let ringWidth = (f.glyph == .touchID ? 0.45 : 0.3) * ppm
        let ringColor = f.glyph == .touchID ? colors.touchRing : colors.homeRing
        let inner = disc.inset(by: Insets(top: ringWidth, left: ringWidth, bottom: ringWidth, right: ringWidth))
        var ring = Path.ellipse(in: disc)
        ring.append(.ellipse(in: inner))
        ring.fillRule = .evenOdd
        var out: [DisplayItem] = [.fill(.ellipse(in: inner), colors.homeDisc), .fill(ring, ringColor)]
        if f.glyph == .square {
            let s = d * 0.36
            let square = Rect(x: c.x - s / 2, y: c.y - s / 2, width: s, height: s)
            out.append(.stroke(.roundedRect(square, radius: s * 0.22), colors.glyph, StrokeStyle(width: max(1, 0.15 * ppm))))
        }
        return out
    }

    // MARK: turning

    private static func turned(_ r: Rect, _ t: Transform) -> Rect {
        let a = t.apply(r.origin), b = t.apply(Point(x: r.maxX, y: r.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// `item` turned by `t`; the layout emits fills, strokes and blurred groups only, and
    /// anything else is wrapped in a transformed group.
    private static func turned(_ item: DisplayItem, _ t: Transform) -> DisplayItem {
        switch item {
        case .fill(let p, let c): return .fill(p.applying(t), c)
        case .stroke(let p, let c, let s): return .stroke(p.applying(t), c, s)
        case .rect(let r, let c): return .rect(turned(r, t), c)
        case .roundedRect(let r, let radius, let c): return .roundedRect(turned(r, t), radius: radius, c)
        case .group(var g) where g.transform.isIdentity && g.uprightFrame == nil:
            g.clip = g.clip.map { turned($0, t) }
            g.items = g.items.map { turned($0, t) }
            return .group(g)
        default: return .group(Group(transform: t, items: [item]))
        }
    }
}
