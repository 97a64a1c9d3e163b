import MockupDisplayList
import MockupGeometry
import MockupScene

/// UISwitch (iOS 7–9), 51 × 31: a pill-shaped track, green when on, white inside a
/// light grey ring when off; a white knob with a soft shadow and a faint outline, at the
/// left when off and at the right when on. Shared by table rows and any other element
/// that shows a switch.
enum SwitchLayout {
    /// The control's fixed size.
    static let size = Size(width: Metrics.switchWidth, height: Metrics.switchHeight)

    /// Items for a switch whose frame starts at `origin`; `onColor` is the track when on
    /// (UIKit's `onTintColor`, green by default), `offColor` the ring when off (UIKit's
    /// `tintColor`, light grey by default). While `pressed` the knob widens towards
    /// the middle and an off switch's white inside gives way to the grey of its ring, as
    /// iOS 7–9 show a finger on the control.
    static func items(
        isOn: Bool, origin: Point, onColor: Color = Palette.switchOn, offColor: Color = Palette.switchOffRing,
        pressed: Bool = false
    ) -> [DisplayItem] {
        let frame = Rect(origin: origin, size: size)
        let radius = frame.height / 2
        var out: [DisplayItem] = []
        if isOn {
            out.append(.fill(.roundedRect(frame, radius: radius), onColor))
        } else if pressed {
            out.append(.fill(.roundedRect(frame, radius: radius), offColor))
        } else {
            // Ring and white inside as two fills: an even-odd pill ring, then the white.
            let ring = Metrics.switchRingWidth
            let inner = frame.inset(by: Insets(top: ring, left: ring, bottom: ring, right: ring))
            var path = Path.roundedRect(frame, radius: radius)
            path.append(.roundedRect(inner, radius: radius - ring))
            path.fillRule = .evenOdd
            out.append(.fill(.roundedRect(inner, radius: radius - ring), Palette.switchKnob))
            out.append(.fill(path, offColor))
        }
        let inset = Metrics.switchKnobInset
        let d = Metrics.switchKnobSize
        let w = pressed ? d * (1 + Metrics.switchPressedKnobGrowth) : d
        let knob = Rect(
            x: isOn ? frame.maxX - inset - w : frame.minX + inset, y: frame.minY + inset, width: w, height: d)
        out += knobShadow(knob)
        out.append(.fill(shape(knob), Palette.switchKnob))
        return out
    }

    /// A disc, or the pill of a widened knob.
    private static func shape(_ r: Rect) -> Path {
        r.width == r.height ? .ellipse(in: r) : .roundedRect(r, radius: r.height / 2)
    }

    /// A soft shadow below the knob (concentric translucent discs, since the display
    /// list has no blur) and a faint outline around it.
    private static func knobShadow(_ knob: Rect) -> [DisplayItem] {
        let spread = Metrics.switchShadowSpread
        let steps = Metrics.switchShadowSteps
        var out: [DisplayItem] = []
        for i in 0..<steps {
            // Largest first; each disc adds a little darkness towards the centre.
            let grow = spread * Double(steps - i) / Double(steps)
            let r = Rect(
                x: knob.minX - grow, y: knob.minY - grow + Metrics.switchShadowOffset,
                width: knob.width + 2 * grow, height: knob.height + 2 * grow)
            out.append(.fill(shape(r), Palette.switchKnobShadow))
        }
        let o = Metrics.switchOutlineWidth
        out.append(.fill(shape(Rect(x: knob.minX - o, y: knob.minY - o, width: knob.width + 2 * o, height: knob.height + 2 * o)), Palette.switchKnobOutline))
        return out
    }
}
