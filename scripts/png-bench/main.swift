// PNG encoder benchmark (run by scripts/png-bench.sh): a Settings-like screen at @2x
// and @3x, encoded by cairo (the old path) and by PNGEncoder under a grid of settings.
// Arguments: RUNS [grid] [focus] [save]. Median thread-CPU time of RUNS runs.
import CCairo
import Glibc
@testable import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupGolden
import MockupText

func clock(_ id: clockid_t) -> Double {
    var ts = timespec()
    clock_gettime(id, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}

/// Median thread-CPU and wall milliseconds of `runs` calls.
func measure(_ runs: Int, _ body: () throws -> Int) rethrows -> (cpu: Double, wall: Double, size: Int) {
    var cpu: [Double] = [], wall: [Double] = []
    var size = 0
    for _ in 0..<runs {
        let c0 = clock(CLOCK_THREAD_CPUTIME_ID), w0 = clock(CLOCK_MONOTONIC)
        size = try body()
        cpu.append(clock(CLOCK_THREAD_CPUTIME_ID) - c0)
        wall.append(clock(CLOCK_MONOTONIC) - w0)
    }
    cpu.sort(); wall.sort()
    return (cpu[runs / 2], wall[runs / 2], size)
}

func text(_ items: inout [DisplayItem], _ m: PangoTextMeasurer, _ s: String, _ x: Double, _ y: Double,
          _ font: FontSpec, _ color: Color = .black, rightAlignedAt: Double? = nil) {
    let w = m.measure(s, font: font).width
    let x0 = rightAlignedAt.map { $0 - w } ?? x
    items.append(.text(TextRun(text: s, font: font, color: color, origin: Point(x: x0, y: y), width: w, maxWidth: nil)))
}

/// iOS 9 Settings: status bar, nav bar, grouped sections of icon + label + detail + chevron rows.
func settingsScreen(_ m: PangoTextMeasurer, width W: Double, height H: Double) -> DisplayList {
    var it: [DisplayItem] = []
    it.append(.rect(Rect(x: 0, y: 0, width: W, height: H), Color(rgb: 0xEFEFF4)))
    it.append(.rect(Rect(x: 0, y: 0, width: W, height: 64), Color(rgb: 0xF7F7F7)))
    text(&it, m, "●●●●● Carrier", 6, 14, .system(12))
    text(&it, m, "9:41 AM", W / 2 - 24, 14, .system(12, .semibold))
    text(&it, m, "100%", 0, 14, .system(12), rightAlignedAt: W - 30)
    it.append(.roundedRect(Rect(x: W - 27, y: 5, width: 22, height: 10), radius: 2, .black))
    text(&it, m, "Settings", W / 2 - 34, 42, .system(17, .semibold))
    it.append(.hairline(Hairline(axis: .horizontal, position: 64, from: 0, to: W, side: .after, color: Color(rgb: 0xB2B2B2))))
    let sections: [[(String, String, UInt32, Bool)]] = [
        [("Airplane Mode", "", 0xFF9500, true), ("Wi-Fi", "Home Network", 0x007AFF, false),
         ("Bluetooth", "On", 0x007AFF, false), ("Cellular", "", 0x4CD964, false), ("Personal Hotspot", "Off", 0x4CD964, false)],
        [("Notifications", "", 0xFF3B30, false), ("Control Center", "", 0x8E8E93, false), ("Do Not Disturb", "", 0x5856D6, false)],
        [("General", "", 0x8E8E93, false), ("Display & Brightness", "", 0x007AFF, false), ("Wallpaper", "", 0x34AADC, false),
         ("Sounds", "", 0xFF2D55, false), ("Touch ID & Passcode", "", 0xFF3B30, false), ("Battery", "", 0x4CD964, false),
         ("Privacy", "", 0x8E8E93, false)],
        [("iCloud", "me@example.com", 0x007AFF, false), ("App and iTunes Stores", "", 0x007AFF, false)],
    ]
    var y = 64.0 + 35
    for rows in sections {
        guard y < H else { break }
        it.append(.hairline(Hairline(axis: .horizontal, position: y, from: 0, to: W, side: .before, color: Color(rgb: 0xC8C7CC))))
        for (i, row) in rows.enumerated() {
            it.append(.rect(Rect(x: 0, y: y, width: W, height: 44), .white))
            it.append(.roundedRect(Rect(x: 15, y: y + 7.5, width: 29, height: 29), radius: 6.5, Color(rgb: row.2)))
            it.append(.fill(Path.ellipse(in: Rect(x: 22, y: y + 14.5, width: 15, height: 15)), .white))
            text(&it, m, row.0, 59, y + 27, .system(17))
            if row.3 {
                it.append(.roundedRect(Rect(x: W - 66, y: y + 6.5, width: 51, height: 31), radius: 15.5, Color(rgb: 0xE5E5EA)))
                it.append(.fill(Path.ellipse(in: Rect(x: W - 65, y: y + 7.5, width: 29, height: 29)), .white))
            } else {
                if !row.1.isEmpty { text(&it, m, row.1, 0, y + 27, .system(17), Color(rgb: 0x8E8E93), rightAlignedAt: W - 35) }
                var p = Path()
                p.move(to: Point(x: W - 23, y: y + 17.5))
                p.line(to: Point(x: W - 18.5, y: y + 22))
                p.line(to: Point(x: W - 23, y: y + 26.5))
                it.append(.stroke(p, Color(rgb: 0xC7C7CC), StrokeStyle(width: 2)))
            }
            y += 44
            let inset = i == rows.count - 1 ? 0.0 : 59.0
            it.append(.hairline(Hairline(axis: .horizontal, position: y, from: inset, to: W, side: .before, color: Color(rgb: 0xC8C7CC))))
        }
        y += 35
    }
    return DisplayList(size: Size(width: W, height: H), scale: 1, items: it)
}

/// The old path: cairo_surface_write_to_png_stream (zlib default level, adaptive filters).
func cairoPNG(_ bitmap: Bitmap) -> Int {
    var pixels = bitmap.pixels
    var count = 0
    pixels.withUnsafeMutableBytes { buf in
        guard let base = buf.baseAddress else { return }
        let s: OpaquePointer = cairo_image_surface_create_for_data(
            base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
            Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4))
        withUnsafeMutablePointer(to: &count) { cp in
            _ = cairo_surface_write_to_png_stream(s, { ctx, _, n in
                ctx?.assumingMemoryBound(to: Int.self).pointee += Int(n)
                return CAIRO_STATUS_SUCCESS
            }, cp)
        }
        cairo_surface_destroy(s)
    }
    return count
}

/// One or two decimals without Foundation.
func f(_ x: Double, _ d: Int = 1) -> String {
    let k = d == 1 ? 10.0 : 100.0
    let v = Int((x * k).rounded())
    let frac = String(v % Int(k))
    return "\(v / Int(k)).\(String(repeating: "0", count: d - frac.count))\(frac)"
}
func row(_ label: String, _ t: (cpu: Double, wall: Double, size: Int), _ base: Int) {
    print("| \(label) | \(f(t.cpu)) | \(f(t.wall)) | \(t.size) | \(f(Double(t.size) / Double(base), 2)) |")
}

let args = CommandLine.arguments
let runs = args.count > 1 ? Int(args[1]) ?? 7 : 7
let grid = args.count > 2 && args[2] == "grid"
let fonts = try FontSet()
let r = Renderer(fonts: fonts)
let m = PangoTextMeasurer(fonts: fonts)
let screens: [(String, Double, Double, Double)] = [
    ("375x667 @2x", 375, 667, 2), ("375x667 @3x", 375, 667, 3), ("414x736 @3x", 414, 736, 3),
]
for (name, w, h, s) in screens {
    let list = settingsScreen(m, width: w, height: h)
    let raster = try measure(runs) { try r.renderBitmap(list, scale: s).width }
    let bmp = try r.renderBitmap(list, scale: s)
    if args.contains("save") {
        let png = try r.encodePNG(bmp)
        let f = fopen("/tmp/pngbench/\(w)x\(h)@\(Int(s)).png", "wb")
        _ = png.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, png.count, f) }
        fclose(f)
    }
    print("## \(name): \(bmp.width)x\(bmp.height), raster cpu \(f(raster.cpu)) ms")
    let base = measure(runs) { cairoPNG(bmp) }
    row("cairo (level 6, adaptive)", base, base.size)
    let current = try measure(runs) { try r.encodePNG(bmp).count }
    row("encodePNG (default)", current, base.size)
    guard grid else { continue }
    for level: Int32 in [1, 2, 3, 6] {
        for strategy in PNGSettings.Strategy.allCases {
            let st = PNGSettings(level: level, strategy: strategy)
            let t = try measure(runs) { try PNGEncoder.encode(bmp, settings: st).count }
            row("\(level) | \(strategy) | none", t, base.size)
        }
    }
}

// Focus: a few candidates, interleaved round-robin so machine drift hits all alike.
if args.contains("focus") {
    let candidates: [PNGSettings] = [
        .init(level: 1, strategy: .standard), .init(level: 2, strategy: .standard),
        .init(level: 3, strategy: .standard), .init(level: 4, strategy: .standard),
        .init(level: 6, strategy: .standard),
    ]
    for (name, w, h, s) in screens {
        let bmp = try r.renderBitmap(settingsScreen(m, width: w, height: h), scale: s)
        var cpu = [[Double]](repeating: [], count: candidates.count + 2)
        var sizes = [Int](repeating: 0, count: candidates.count)
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: bmp.width * 4)
        for _ in 0..<runs {
            for (i, st) in candidates.enumerated() {
                let c0 = clock(CLOCK_THREAD_CPUTIME_ID)
                sizes[i] = try PNGEncoder.encode(bmp, settings: st).count
                cpu[i].append(clock(CLOCK_THREAD_CPUTIME_ID) - c0)
            }
            var c0 = clock(CLOCK_THREAD_CPUTIME_ID)
            var opaque = false
            bmp.pixels.withUnsafeBufferPointer { opaque = PNGRows.allOpaque($0) }
            cpu[candidates.count].append(clock(CLOCK_THREAD_CPUTIME_ID) - c0)
            c0 = clock(CLOCK_THREAD_CPUTIME_ID)
            bmp.pixels.withUnsafeBufferPointer { px in
                for y in 0..<bmp.height {
                    PNGRows.rgb(UnsafeBufferPointer(rebasing: px[(y * bmp.width)..<((y + 1) * bmp.width)]), into: out)
                }
            }
            cpu[candidates.count + 1].append(clock(CLOCK_THREAD_CPUTIME_ID) - c0)
            if !opaque { print("not opaque") }
        }
        func med(_ a: [Double]) -> Double { let s = a.sorted(); return s[s.count / 2] }
        print("## focus \(name) \(bmp.width)x\(bmp.height), \(runs) runs interleaved")
        for (i, st) in candidates.enumerated() {
            print("| \(st.level) | \(st.strategy) | \(st.filter) | \(f(med(cpu[i]))) | min \(f(cpu[i].min() ?? 0)) | \(sizes[i]) |")
        }
        print("| opaque check | \(f(med(cpu[candidates.count]), 2)) | RGB conversion | \(f(med(cpu[candidates.count + 1]), 2)) |")
    }
}
