import MockupPlatform
import MockupDisplayList
import MockupGeometry
import MockupScene

/// UIPickerView (iOS 7–9): 216 pt high (162 in iPhone landscape), as wide as its stack.
/// Each wheel is a drum: its rows lie on a cylinder whose diameter is the picker's
/// height, so a row `k` places from the centre sits at the angle θ = k · rowHeight /
/// radius. Seen head-on (iOS 8–9: no capture) its centre is at radius · sin θ from the
/// middle and its height scaled by cos θ; iOS 7 is seen in perspective from `eyeDistance`
/// in front of the drum, which pulls the far rows in and squashes them more (measured on
/// iOS 7.1 captures). Rows fade with cos θ. The selected row sits flat in the centre
/// band between two hairlines, darker and larger (the loupe). Rows past either end of a
/// wheel's values are empty.
extension Picker: ViewLayout {
    /// The picker's figures (docs/METRICS.md, Picker).
    enum Figures {
        /// Height in portrait and in iPhone landscape (markmeretzky: 320 × 216, 480 × 162).
        static let height = 216.0
        static let compactHeight = 162.0
        /// Row pitch on the drum: Apple ≈ 32 (unconfirmed); F7 and UI7K use 36. 32 chosen:
        /// it fits the 23.5 pt loupe row and gives iOS 7's five readable rows.
        static let rowHeight = 32.0
        /// Row text (RN: rows 21 pt, "selected title default should be 23.5"; single source).
        static let rowFontSize = 21.0
        static let selectedFontSize = 23.5
        /// Gap between wheels and text inset inside a wheel (unconfirmed).
        static let wheelGap = 5.0
        static let textInset = 8.0
        /// Disabled pickers dim like disabled rows.
        static let disabledOpacity = Metrics.disabledControlAlpha

        /// The drum's look on `ios`.
        static func drum(_ ios: IOSVersion) -> Drum { ios == .ios7 ? .ios7 : .ios8 }
    }

    /// Figures of the drum that differ between releases.
    struct Drum {
        /// Unselected rows' text (faded further with cos θ) and the selected row's.
        var rowColor: Color
        var selectedColor: Color
        /// Centre-band lines and their distance from the centre (the lines lie outside).
        var bandLine: Color
        var bandHalfHeight: Double
        /// Distance of the eye in front of the drum's nearest row (nil: seen head-on).
        var eyeDistance: Double?
        /// Rows turned further than this (cos θ below it) are not drawn.
        var minimumScale: Double

        /// iOS 7.1 (e16 date picker, e19 two-component picker, iPhone 5 @2x): band lines
        /// #CDCDCD 69 px apart about the picker's centre (±17 pt); the selected row
        /// #333333 (the glyphs' solid cores, black custom labels included); rows ±1 and ±2
        /// #A7A7A7 and #AEAEAE, which black faded by cos θ gives from #A3A3A3; row centres
        /// ±63, ±117, ±155, ±174 px from the centre, which a 108 pt drum of 32 pt rows seen
        /// from 450 pt gives within 1 px (head-on: ±63, ±121, ±168, ±200); the rows at ±4
        /// still show (cos θ 0.38).
        static let ios7 = Drum(
            rowColor: Color(rgb: 0xA3A3A3), selectedColor: Color(rgb: 0x333333),
            bandLine: Color(rgb: 0xCDCDCD), bandHalfHeight: 17, eyeDistance: 450, minimumScale: 0.3)
        /// iOS 8–9 (no capture yet): F7's colours (#707274 rows, black selected row,
        /// #A8ABB0 lines; UI7K's black 9 % line is lighter and from a beta-era clone), the
        /// band one row high, seen head-on, rows to cos θ 0.45 (three each side at 216 pt:
        /// the real drum's white gradient hides the rest, unconfirmed).
        static let ios8 = Drum(
            rowColor: Color(rgb: 0x707274), selectedColor: .black,
            bandLine: Color(rgb: 0xA8ABB0), bandHalfHeight: Figures.rowHeight / 2, eyeDistance: nil, minimumScale: 0.45)
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        Size(width: available.width, height: Self.height(ctx))
    }

    func flexes(along axis: Stack.Axis) -> Bool { axis == .horizontal }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        Self.drum(wheels, distribution: distribution, disabled: state == .disabled, in: frame, ctx: ctx)
    }

    /// 216, or 162 on an iPhone in landscape.
    static func height(_ ctx: LayoutContext) -> Double {
        ctx.isPhone && ctx.screen.orientation == .landscape ? Figures.compactHeight : Figures.height
    }

    /// The drum of `wheels` centred vertically in `frame` (shared with the date picker).
    static func drum(
        _ wheels: [Wheel], distribution: Distribution, disabled: Bool, in frame: Rect, ctx: LayoutContext
    ) -> [DisplayItem] {
        let h = height(ctx)
        let box = Rect(x: frame.minX, y: frame.midY - h / 2, width: frame.width, height: h)
        let (widths, offset) = wheelWidths(wheels, distribution: distribution, width: box.width, ctx: ctx)
        var rows: [DisplayItem] = []
        var x = box.minX + offset
        for (wheel, w) in zip(wheels, widths) {
            rows += wheelItems(wheel, in: Rect(x: x, y: box.minY, width: w, height: h), ctx: ctx)
            x += w + Figures.wheelGap
        }
        let look = Figures.drum(ctx.ios)
        let band = look.bandHalfHeight
        var out: [DisplayItem] = [.group(Group(clip: box, items: rows))]
        out.append(.hairline(Hairline(axis: .horizontal, position: box.midY - band, from: box.minX, to: box.maxX, side: .before, color: look.bandLine)))
        out.append(.hairline(Hairline(axis: .horizontal, position: box.midY + band, from: box.minX, to: box.maxX, side: .after, color: look.bandLine)))
        return disabled ? [.group(Group(opacity: Figures.disabledOpacity, items: out))] : out
    }

    /// Each wheel's width and where the first one starts. `equal`: written widths, the
    /// rest shares the room equally (written widths alone are centred). `content`: each wheel as wide as its longest row
    /// (written widths win) and the group centred, as UIDatePicker sets its wheels; all
    /// scaled down together when the room is short.
    static func wheelWidths(
        _ wheels: [Wheel], distribution: Distribution, width: Double, ctx: LayoutContext
    ) -> (widths: [Double], offset: Double) {
        let room = max(0, width - Figures.wheelGap * Double(max(0, wheels.count - 1)))
        switch distribution {
        case .equal:
            let fixed = wheels.compactMap(\.width).reduce(0, +)
            let flexible = wheels.filter { $0.width == nil }.count
            let share = flexible > 0 ? max(0, room - fixed) / Double(flexible) : 0
            // Written widths alone leave room: UIKit centres the components (e19: a 100 and
            // a 160 pt component, 5 apart, 27.5 from either edge of a 320 pt picker).
            let offset = flexible == 0 ? max(0, room - fixed) / 2 : 0
            return (wheels.map { $0.width ?? share }, offset)
        case .content:
            let font = FontSpec.system(Figures.selectedFontSize)
            let natural: [Double] = wheels.map { w in
                w.width ?? (w.values.map { ctx.width($0, font) }.max() ?? 0) + 2 * Figures.textInset
            }
            let total = natural.reduce(0, +)
            guard total > room, total > 0 else { return (natural, (room - total) / 2) }
            return (natural.map { $0 * room / total }, 0)
        }
    }

    /// One wheel's rows on the drum in `frame` (the picker's full height).
    static func wheelItems(_ wheel: Wheel, in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let look = Figures.drum(ctx.ios)
        let radius = frame.height / 2
        let step = Figures.rowHeight / radius
        var out: [DisplayItem] = []
        for (i, value) in wheel.values.enumerated() where !value.isEmpty {
            let k = i - wheel.selected
            let angle = Double(k) * step
            let fade = cos(angle)
            guard abs(angle) < Double.pi / 2, fade >= look.minimumScale else { continue }
            let (offset, squash) = project(angle, radius: radius, eye: look.eyeDistance)
            let y = frame.midY + offset
            let selected = k == 0
            let font = FontSpec.system(selected ? Figures.selectedFontSize : Figures.rowFontSize)
            let room = max(0, frame.width - 2 * Figures.textInset)
            let w = min(ctx.width(value, font), room)
            let x: Double
            switch wheel.alignment {
            case .left: x = frame.minX + Figures.textInset
            case .center: x = frame.midX - w / 2
            case .right: x = frame.maxX - Figures.textInset - w
            }
            let color = selected ? look.selectedColor : look.rowColor
            let text = DisplayItem.text(ctx.text(value, font: font, color: color, x: x, midY: y, maxWidth: room))
            if selected {
                out.append(text)
            } else {
                // Squashed about the row's centre and faded as it turns away.
                let t = Transform(a: 1, b: 0, c: 0, d: squash, tx: 0, ty: y * (1 - squash))
                out.append(.group(Group(opacity: fade, transform: t, items: [text])))
            }
        }
        return out
    }

    /// Where a row turned by `angle` appears (its centre's offset from the drum's middle)
    /// and how much its height shrinks: head-on, radius · sin θ and cos θ; from an eye
    /// `eye` in front of the nearest row, both scaled by eye / (eye + depth), depth being
    /// how far the row has turned back (radius · (1 − cos θ)), the height by the
    /// derivative of that projection along the drum.
    static func project(_ angle: Double, radius: Double, eye: Double?) -> (offset: Double, squash: Double) {
        guard let d = eye, d > 0 else { return (radius * sin(angle), cos(angle)) }
        let depth = d + radius * (1 - cos(angle))
        let offset = radius * sin(angle) * d / depth
        // d/dθ of r sin θ · d / (d + r − r cos θ), per radius.
        let derivative = d * (cos(angle) * depth - radius * sin(angle) * sin(angle)) / (depth * depth)
        return (offset, max(0, derivative))
    }
}
