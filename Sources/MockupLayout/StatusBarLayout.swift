import MockupDisplayList
import MockupGeometry
import MockupScene

/// Status bar glyph geometry (iOS 7–9, measured off @2x screenshots by eye; see
/// docs/METRICS.md — unconfirmed, kept here so it can be corrected in one place).
enum StatusBarMetrics {
    static let fontSize = 12.0
    static let sideInset = 6.0
    static let signalDotDiameter = 5.5
    static let signalDotPitch = 6.5
    static let signalDotRing = 1.0
    static let signalDots = 5
    static let gapAfterSignal = 3.0
    static let gapAfterCarrier = 4.0
    /// Wi-Fi fan: outer radius and the bands (inner, outer radius) from the apex.
    static let wifiBands: [(Double, Double)] = [(0, 3.2), (4.6, 7.1), (8.5, 11.0)]
    static let wifiApexY = 15.0
    /// Bands beyond the signal strength are drawn faintly, as iOS 7–9 do.
    static let wifiInactiveAlpha = 0.2
    static let batteryBodyWidth = 22.0
    static let batteryBodyHeight = 10.5
    static let batteryRadius = 2.5
    static let batteryStroke = 1.0
    static let batteryFillInset = 2.0
    static let batteryCapWidth = 1.5
    static let batteryCapHeight = 4.0
    static let gapBeforeBattery = 3.0
    static let lowBattery = 20.0
}

/// Signal dots, carrier, Wi-Fi, time, battery: the 20 pt strip at the top.
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

    func items() -> [DisplayItem] {
        var out: [DisplayItem] = []
        let regular = FontSpec.system(M.fontSize)
        let semibold = FontSpec.system(M.fontSize, .semibold)

        // Left: signal dots, carrier, Wi-Fi.
        var x = M.sideInset
        for i in 0..<M.signalDots {
            let r = Rect(x: x, y: midY - M.signalDotDiameter / 2, width: M.signalDotDiameter, height: M.signalDotDiameter)
            if i < bar.signal {
                out.append(.fill(.ellipse(in: r), ink))
            } else {
                let h = M.signalDotRing / 2
                out.append(.stroke(.ellipse(in: r.inset(by: Insets(top: h, left: h, bottom: h, right: h))), ink, StrokeStyle(width: M.signalDotRing)))
            }
            x += M.signalDotPitch
        }
        x += M.gapAfterSignal - (M.signalDotPitch - M.signalDotDiameter)
        if !bar.carrier.isEmpty {
            let run = ctx.text(bar.carrier, font: regular, color: ink, x: x, midY: midY, maxWidth: ctx.size.width / 3)
            out.append(.text(run))
            x += run.width + M.gapAfterCarrier
        }
        if bar.wifi > 0 {
            let outer = M.wifiBands.last?.1 ?? 11
            let apex = Point(x: x + outer * 0.7071, y: M.wifiApexY)
            for (i, band) in M.wifiBands.enumerated() {
                let color = i < bar.wifi ? ink : ink.withAlpha(M.wifiInactiveAlpha)
                out.append(.fill(Glyphs.wedge(apex: apex, inner: band.0, outer: band.1), color))
            }
            x += outer * 1.4142 + M.gapAfterCarrier
        }
        if bar.networkActivity {
            out += Glyphs.spinner(center: Point(x: x + 5, y: midY), radius: 5, color: ink)
        }

        // Centre: time.
        let time = ctx.measurer.measure(bar.time, font: semibold)
        out.append(.text(ctx.text(bar.time, font: semibold, color: ink, x: (ctx.size.width - time.width) / 2, midY: midY)))

        // Right: battery (with charge bolt), optional percentage.
        var right = ctx.size.width - M.sideInset
        if bar.charging {
            let bolt = Rect(x: right - 6, y: midY - 5.5, width: 6, height: 11)
            out.append(.fill(Glyphs.bolt(in: bolt), ink))
            right -= 6 + 2
        }
        let cap = Rect(x: right - M.batteryCapWidth, y: midY - M.batteryCapHeight / 2, width: M.batteryCapWidth, height: M.batteryCapHeight)
        out.append(.fill(Glyphs.rightRoundedCap(cap), ink))
        let body = Rect(x: cap.minX - M.batteryBodyWidth, y: midY - M.batteryBodyHeight / 2, width: M.batteryBodyWidth, height: M.batteryBodyHeight)
        let h = M.batteryStroke / 2
        out.append(.stroke(.roundedRect(body.inset(by: Insets(top: h, left: h, bottom: h, right: h)), radius: M.batteryRadius - h), ink, StrokeStyle(width: M.batteryStroke)))
        let inner = body.inset(by: Insets(top: M.batteryFillInset, left: M.batteryFillInset, bottom: M.batteryFillInset, right: M.batteryFillInset))
        let level = min(max(bar.battery, 0), 100) / 100
        if level > 0 {
            let fillColor: Color =
                bar.charging ? Palette.green : (bar.battery <= M.lowBattery ? Palette.red : ink)
            let r = Rect(x: inner.minX, y: inner.minY, width: inner.width * level, height: inner.height)
            out.append(.fill(.roundedRect(r, radius: 1), fillColor))
        }
        if bar.batteryPercentage {
            let label = formatPercent(bar.battery)
            let w = ctx.width(label, regular)
            out.append(.text(ctx.text(label, font: regular, color: ink, x: body.minX - M.gapBeforeBattery - w, midY: midY)))
        }
        return out
    }

    private func formatPercent(_ v: Double) -> String {
        "\(Int(min(max(v, 0), 100).rounded()))%"
    }
}
