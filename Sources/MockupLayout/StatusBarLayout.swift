import MockupDisplayList
import MockupGeometry
import MockupScene

/// Signal dots, carrier, Wi-Fi, time, battery: the 20 pt strip at the top.
///
/// The glyphs are icon files (`Assets/icons/status/`, drawn at their viewBox size);
/// where they go is `StatusBarMetrics`. The battery body is the exception: its outline
/// is one device pixel at every scale, which no stroke in points can give, so only its
/// outer edge comes from the file and the outline is drawn as four hairlines.
struct StatusBarLayout {
    let ctx: LayoutContext
    let bar: StatusBar
    /// The colour behind the bar (the navigation bar's, or the screen's): without an
    /// explicit style, dark backdrops get light content, as UIKit apps set it up.
    var backdrop: Color = .white
    typealias M = StatusBarMetrics

    /// The style drawn: the one written, else light over a dark backdrop.
    var style: StatusBar.Style {
        bar.style ?? (BarMaterial.isDark(backdrop) ? .light : .default)
    }

    private var ink: Color { style == .light ? .white : .black }
    private var midY: Double { Metrics.statusBarHeight / 2 }

    /// A status glyph file at its own size with its top-left corner at `origin`.
    private func glyph(_ name: String, at origin: Point) -> (icon: Icon, box: Rect)? {
        guard let icon = IconLibrary.icon(named: "status/" + name) else { return nil }
        return (icon, Rect(origin: origin, size: icon.viewBox.size))
    }

    /// A status glyph file vertically centred on the bar, starting at `x`.
    private func centredGlyph(_ name: String, x: Double) -> (icon: Icon, box: Rect)? {
        guard let icon = IconLibrary.icon(named: "status/" + name) else { return nil }
        return (icon, Rect(origin: Point(x: x, y: midY - icon.viewBox.height / 2), size: icon.viewBox.size))
    }

    func items() -> [DisplayItem] {
        var out: [DisplayItem] = []
        let regular = FontSpec.system(M.fontSize)
        let semibold = FontSpec.system(M.fontSize, .semibold)

        // Left: signal dots (none with `signal: none`), carrier, Wi-Fi.
        var x = M.sideInset
        if bar.airplane, let plane = centredGlyph("airplane", x: M.airplaneInset) {
            // Airplane mode: the airplane where the signal and the carrier were.
            out += IconDrawing.items(plane.icon, in: plane.box, color: ink, ctx: ctx)
            x = plane.box.maxX + M.gapAfterCarrier
        } else if let signal = bar.signal {
            var dotWidth = 0.0
            for i in 0..<M.signalDots {
                guard let dot = centredGlyph(i < signal ? "signal-dot" : "signal-dot-empty", x: x) else { continue }
                out += IconDrawing.items(dot.icon, in: dot.box, color: ink, ctx: ctx)
                dotWidth = dot.box.width
                x += M.signalDotPitch
            }
            x += M.gapAfterSignal - (M.signalDotPitch - dotWidth)
        } else {
            x = M.carrierInsetWithoutSignal
        }
        if !bar.carrier.isEmpty && !bar.airplane {
            let run = ctx.text(bar.carrier, font: regular, color: ink, x: x, midY: midY, maxWidth: ctx.size.width / 3)
            out.append(.text(run))
            x += run.width + M.gapAfterCarrier
        }
        if bar.wifi > 0, let wifi = glyph("wifi", at: Point(x: x, y: M.wifiTop)) {
            // One shape per band, inner to outer: those beyond the strength are faint.
            for (i, band) in wifi.icon.fitted(into: wifi.box).enumerated() {
                out.append(Self.item(band, color: i < bar.wifi ? ink : ink.withAlpha(M.wifiInactiveAlpha)))
            }
            x += wifi.box.width + M.gapAfterCarrier
        }
        if bar.networkActivity {
            let centre = Point(x: x + M.spinnerRadius, y: midY)
            out += Glyphs.upright(
                spinner: Glyphs.spinner(center: centre, radius: M.spinnerRadius, color: ink),
                center: centre, radius: M.spinnerRadius, ctx: ctx)
        }

        // Centre: time.
        let time = ctx.measurer.measure(bar.time, font: semibold)
        out.append(.text(ctx.text(bar.time, font: semibold, color: ink, x: (ctx.size.width - time.width) / 2, midY: midY)))

        // Right: battery (with charge bolt), optional percentage.
        var right = ctx.size.width - M.batteryRightInset
        if bar.charging, let bolt = centredGlyph("bolt", x: 0) {
            let box = Rect(x: right - bolt.box.width, y: bolt.box.minY, width: bolt.box.width, height: bolt.box.height)
            out += IconDrawing.items(bolt.icon, in: box, color: ink, ctx: ctx)
            right = box.minX - M.gapBeforeBolt
        }
        guard let battery = centredGlyph("battery", x: 0) else { return out }
        let box = Rect(x: right - battery.box.width, y: battery.box.minY, width: battery.box.width, height: battery.box.height)
        let shapes = battery.icon.fitted(into: box)
        let body = shapes.first.flatMap { Self.outerEdge($0) } ?? box
        var cell = Self.outline(body, color: ink)
        cell += shapes.dropFirst().map { Self.item($0, color: ink) }
        let inner = body.inset(by: Insets(top: M.batteryFillInset, left: M.batteryFillInset, bottom: M.batteryFillInset, right: M.batteryFillInset))
        let level = min(max(bar.battery, 0), 100) / 100
        if level > 0 {
            let fillColor: Color =
                bar.charging ? Palette.green : (bar.battery <= M.lowBattery ? Palette.red : ink)
            let r = Rect(x: inner.minX, y: inner.minY, width: inner.width * level, height: inner.height)
            cell.append(.roundedRect(r, radius: M.batteryFillRadius, fillColor))
        }
        // A mirrored status bar puts the battery on the left but draws it as it is
        // (terminal on the right, filling from the left): a picture, not a direction.
        out += IconDrawing.upright(cell, frame: box, ctx: ctx)
        var leftmost = body.minX
        if bar.batteryPercentage {
            let label = formatPercent(bar.battery)
            let w = ctx.width(label, regular)
            leftmost = body.minX - M.gapBeforeBattery - w
            out.append(.text(ctx.text(label, font: regular, color: ink, x: leftmost, midY: midY)))
        }
        // Status glyphs, right to left: Bluetooth (grey while nothing is connected),
        // alarm, rotation lock, location, Do Not Disturb (docs/METRICS.md, Status bar).
        let glyphs: [(name: String, color: Color)] = [
            bar.bluetooth.map { ("bluetooth", $0 == .connected ? ink : ink.withAlpha(M.bluetoothIdleAlpha)) },
            bar.alarm ? ("alarm", ink) : nil, bar.rotationLock ? ("rotation-lock", ink) : nil,
            bar.location ? ("location", ink) : nil, bar.doNotDisturb ? ("moon", ink) : nil,
        ].compactMap { $0 }
        for g in glyphs {
            guard let glyph = centredGlyph(g.name, x: 0) else { continue }
            let box = Rect(x: leftmost - M.glyphGap - glyph.box.width, y: glyph.box.minY, width: glyph.box.width, height: glyph.box.height)
            out += IconDrawing.items(glyph.icon, in: box, color: g.color, ctx: ctx)
            leftmost = box.minX
        }
        return out
    }

    /// One fitted icon shape as a display item.
    static func item(_ shape: IconShape, color: Color) -> DisplayItem {
        switch shape.style {
        case .fill: return .fill(shape.path, color)
        case .stroke(let width, let cap, let join):
            return .stroke(shape.path, color, StrokeStyle(width: width, cap: cap, join: join))
        }
    }

    /// The outer edge of a shape: its bounds, grown by half the stroke for a stroked one.
    static func outerEdge(_ shape: IconShape) -> Rect? {
        guard let b = shape.path.controlBounds else { return nil }
        guard case .stroke(let w, _, _) = shape.style else { return b }
        return b.inset(by: Insets(top: -w / 2, left: -w / 2, bottom: -w / 2, right: -w / 2))
    }

    /// A one-device-pixel outline just inside `r` (square corners).
    static func outline(_ r: Rect, color: Color) -> [DisplayItem] {
        [
            .hairline(Hairline(axis: .horizontal, position: r.minY, from: r.minX, to: r.maxX, side: .after, color: color)),
            .hairline(Hairline(axis: .horizontal, position: r.maxY, from: r.minX, to: r.maxX, side: .before, color: color)),
            .hairline(Hairline(axis: .vertical, position: r.minX, from: r.minY, to: r.maxY, side: .after, color: color)),
            .hairline(Hairline(axis: .vertical, position: r.maxX, from: r.minY, to: r.maxY, side: .before, color: color)),
        ]
    }

    private func formatPercent(_ v: Double) -> String {
        "\(Int(min(max(v, 0), 100).rounded()))%"
    }
}
