import MockupDisplayList
import MockupGeometry
import MockupScene

/// UISlider (iOS 7–9): a 2 pt track with rounded ends, the minimum tint up to the
/// thumb's centre and light grey after it, a 28 pt white thumb with a soft shadow and a
/// faint outline; end images shorten the track. The slider takes the width it is given
/// and is 31 high; in a taller frame it is centred vertically.
extension Slider: ViewLayout {
    /// The slider's figures (docs/METRICS.md, Slider).
    enum Figures {
        /// Intrinsic height. Unconfirmed: 31 (iOS 7, Interface Builder's frame) vs 34
        /// (one `print(slider.frame)` on iOS 8.1); 31 chosen — it is UISwitch's height, so a
        /// slider and a switch in one row line up, and it holds the 28 pt thumb with 1.5 pt
        /// either side.
        static let height = 31.0
        /// Track thickness: F7 2 (UI7K track images 1 × 2) vs ION 1; 2 chosen. Rounded ends.
        static let trackHeight = 2.0
        /// Thumb diameter (F7:forms).
        static let thumbDiameter = 28.0
        /// Track right of the thumb: F7 #B7B8B7 (vs #BDBDBD); F7 chosen.
        static let maxTrack = Color(rgb: 0xB7B8B7)
        /// Thumb shadow, F7 `0 2 4 rgba(0,0,0,.4)`: drawn as `shadowSteps` concentric
        /// discs spreading `shadowSpread` past the thumb, `shadowOffset` down; each disc's
        /// alpha makes the edge of the thumb about half the shadow's 40 %.
        static let shadowOffset = 2.0
        static let shadowSpread = 4.0
        static let shadowSteps = 8
        static let shadowDisc = Color(red: 0, green: 0, blue: 0, alpha: 7)
        /// Faint hairline round the thumb (as the switch knob's, `Palette.switchKnobOutline`).
        static let outlineWidth = 0.5
        /// End images: fitted into this height, drawn grey (#8E8E93, `Palette.gray`),
        /// `imageGap` from the track. Unconfirmed: the guidelines' volume slider shows
        /// speakers of about this size; the gap is measured by eye.
        static let imageHeight = 22.0
        static let imageGap = 8.0
        /// Widest end image: twice its height (unconfirmed; the loud speaker is 0.66 of
        /// its height). A wide SVG is fitted into this box rather than eating the track.
        static let imageMaxWidth = 2 * imageHeight
        static let imageColor = Palette.gray
        /// The built-in speaker (`Assets/icons/tile/speaker.svg`, 29 × 29) cropped to its
        /// body (quiet) or body and waves (loud), so each sits close to the track.
        static let speakerIcon = "tile/speaker"
        static let quietBox = Rect(x: 4.5, y: 0, width: 10.5, height: 29)
        static let loudBox = Rect(x: 4.5, y: 0, width: 19, height: 29)
        /// Opacity of a disabled slider: every content control's.
        static let disabledAlpha = Metrics.disabledControlAlpha
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        Size(width: available.width, height: Figures.height)
    }

    func flexes(along axis: Stack.Axis) -> Bool { axis == .horizontal }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        // Track, thumb and images centred vertically on whole points, so the 2 pt track's
        // edges fall on pixel edges at every scale.
        func top(_ height: Double) -> Double { ControlPlacement.centred(Size(width: 0, height: height), in: frame, scale: ctx.screen.scale).minY }
        var out: [DisplayItem] = []
        var trackMin = frame.minX
        var trackMax = frame.maxX
        if let image = minImage.flatMap(Self.icon) {
            let w = Self.width(of: image)
            out += IconDrawing.items(image, in: Rect(x: frame.minX, y: top(Figures.imageHeight), width: w, height: Figures.imageHeight), color: Figures.imageColor, ctx: ctx)
            trackMin += w + Figures.imageGap
        }
        if let image = maxImage.flatMap(Self.icon) {
            let w = Self.width(of: image)
            out += IconDrawing.items(image, in: Rect(x: frame.maxX - w, y: top(Figures.imageHeight), width: w, height: Figures.imageHeight), color: Figures.imageColor, ctx: ctx)
            trackMax -= w + Figures.imageGap
        }
        // Images wider than the frame leave no track, never a reversed one.
        trackMax = max(trackMax, trackMin)
        let d = Figures.thumbDiameter
        // The thumb stays inside the track: its edge meets the track's end at min and max.
        let cx = trackMin + d / 2 + fraction * max(0, trackMax - trackMin - d)
        let t = Figures.trackHeight
        let y = top(t)
        // Two pieces, each with rounded ends; where they meet is under the thumb.
        if cx > trackMin {
            out.append(.roundedRect(Rect(x: trackMin, y: y, width: cx - trackMin, height: t), radius: t / 2, minTint ?? ctx.tint))
        }
        if trackMax > cx {
            out.append(.roundedRect(Rect(x: cx, y: y, width: trackMax - cx, height: t), radius: t / 2, maxTint ?? Figures.maxTrack))
        }
        out += Self.thumb(Rect(x: cx - d / 2, y: top(d), width: d, height: d))
        return state == .disabled ? [.group(Group(opacity: Figures.disabledAlpha, items: out))] : out
    }

    /// The white thumb over its soft shadow and inside a faint outline.
    static func thumb(_ knob: Rect) -> [DisplayItem] {
        var out: [DisplayItem] = []
        let steps = Figures.shadowSteps
        for i in 0..<steps {
            // Largest first; each disc adds a little darkness towards the centre.
            let grow = Figures.shadowSpread * Double(steps - i) / Double(steps)
            out.append(.fill(.ellipse(in: Rect(
                x: knob.minX - grow, y: knob.minY - grow + Figures.shadowOffset,
                width: knob.width + 2 * grow, height: knob.height + 2 * grow)), Figures.shadowDisc))
        }
        let o = Figures.outlineWidth
        out.append(.fill(.ellipse(in: Rect(x: knob.minX - o, y: knob.minY - o, width: knob.width + 2 * o, height: knob.height + 2 * o)), Palette.switchKnobOutline))
        out.append(.fill(.ellipse(in: knob), .white))
        return out
    }

    /// The icon an end image draws.
    static func icon(_ image: EndImage) -> Icon? {
        switch image {
        case .speakerQuiet:
            guard let s = IconLibrary.icon(named: Figures.speakerIcon), let body = s.shapes.first else { return nil }
            return Icon(viewBox: Figures.quietBox, shapes: [body])
        case .speakerLoud:
            guard let s = IconLibrary.icon(named: Figures.speakerIcon) else { return nil }
            return Icon(viewBox: Figures.loudBox, shapes: s.shapes)
        case .builtin(let name): return IconLibrary.icon(named: "tile/" + name)
        case .file(_, let icon): return icon
        }
    }

    /// Width of an end image fitted to the image height, at most `imageMaxWidth`.
    static func width(of icon: Icon) -> Double {
        guard icon.viewBox.height > 0 else { return 0 }
        return min(Figures.imageHeight * icon.viewBox.width / icon.viewBox.height, Figures.imageMaxWidth)
    }
}
