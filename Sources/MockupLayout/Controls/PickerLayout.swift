import Glibc  // libm: sin, cos, pow (Foundation is not linked into the executable)
import MockupDisplayList
import MockupGeometry
import MockupScene

/// UIPickerView (iOS 7–9): 216 pt high (162 in iPhone landscape), as wide as its stack.
/// Each wheel is a drum seen from the front: its rows lie on a cylinder whose diameter
/// is the picker's height, so a row `k` places from the centre sits at the angle
/// θ = k · rowHeight / radius, its centre at radius · sin θ from the middle and its
/// height scaled by cos θ (a y-scale about the row's centre); its text fades with cos θ.
/// The selected row sits in the centre band between two hairlines, black and larger
/// (the loupe), the others grey. Rows past either end of a wheel's values are empty.
extension Picker: ViewLayout {
    /// The picker's figures (`reference/ios-metrics.md` §10, "UIPickerView").
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
        /// Unselected rows (F7 #707274) and the selected one (black).
        static let rowColor = Color(rgb: 0x707274)
        static let selectedColor = Color.black
        /// Centre-band lines (F7 #A8ABB0; UI7K black 9 % is lighter: F7 chosen, the one
        /// with an iOS 7–9 theme behind it).
        static let bandLine = Color(rgb: 0xA8ABB0)
        /// Rows turned further than this (cos θ below it) are not drawn: the real drum's
        /// white gradient hides them (unconfirmed; keeps three rows each side at 216 pt).
        static let minimumScale = 0.45
        /// Gap between wheels and text inset inside a wheel (unconfirmed).
        static let wheelGap = 5.0
        static let textInset = 8.0
        /// Disabled pickers dim like disabled rows.
        static let disabledOpacity = Metrics.disabledControlAlpha
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
        let band = Figures.rowHeight / 2
        var out: [DisplayItem] = [.group(Group(clip: box, items: rows))]
        out.append(.hairline(Hairline(axis: .horizontal, position: box.midY - band, from: box.minX, to: box.maxX, side: .before, color: Figures.bandLine)))
        out.append(.hairline(Hairline(axis: .horizontal, position: box.midY + band, from: box.minX, to: box.maxX, side: .after, color: Figures.bandLine)))
        return disabled ? [.group(Group(opacity: Figures.disabledOpacity, items: out))] : out
    }

    /// Each wheel's width and where the first one starts. `equal`: written widths, the
    /// rest shares the room equally. `content`: each wheel as wide as its longest row
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
            return (wheels.map { $0.width ?? share }, 0)
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
        let radius = frame.height / 2
        let step = Figures.rowHeight / radius
        var out: [DisplayItem] = []
        for (i, value) in wheel.values.enumerated() where !value.isEmpty {
            let k = i - wheel.selected
            let angle = Double(k) * step
            let squash = cos(angle)
            guard abs(angle) < Double.pi / 2, squash >= Figures.minimumScale else { continue }
            let y = frame.midY + radius * sin(angle)
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
            let color = selected ? Figures.selectedColor : Figures.rowColor
            let text = DisplayItem.text(ctx.text(value, font: font, color: color, x: x, midY: y, maxWidth: room))
            if selected {
                out.append(text)
            } else {
                // Squashed about the row's centre and faded as it turns away.
                let t = Transform(a: 1, b: 0, c: 0, d: squash, tx: 0, ty: y * (1 - squash))
                out.append(.group(Group(opacity: squash, transform: t, items: [text])))
            }
        }
        return out
    }
}
