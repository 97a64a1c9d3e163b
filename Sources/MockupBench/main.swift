import Foundation
import MockupCairo
import MockupDisplayList
import MockupLayout
import MockupScene
import MockupSyntax
import MockupText

/// Per-stage benchmark: for each sample, the median of several runs of parse, resolve,
/// layout, raster and PNG encode at a given scale, then the whole-process time of one
/// `mockup render`. Run through `scripts/bench.sh` (release build).
///
/// With `--compare FILE`, also the image comparison benchmark (`CompareBench`).
///
/// usage: mockup-bench [--runs N] [--scale S] [--mockup PATH] [--compare FILE] FILE...

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    guard !s.isEmpty else { return 0 }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Milliseconds of `body`, run `runs` times: the median.
func time(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let t0 = now()
        try body()
        samples.append(Double(now() - t0) / 1e6)
    }
    return median(samples)
}

func ms(_ v: Double) -> String { String(format: "%.2f", v) }

var runs = 11
var scale = 3.0
var mockupBinary: String?
var files: [String] = []
var compareFile: String?
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let a = args.removeFirst()
    switch a {
    case "--runs": runs = Int(args.isEmpty ? "" : args.removeFirst()) ?? runs
    case "--scale": scale = Double(args.isEmpty ? "" : args.removeFirst()) ?? scale
    case "--mockup": mockupBinary = args.isEmpty ? nil : args.removeFirst()
    case "--compare": compareFile = args.isEmpty ? nil : args.removeFirst()
    default: files.append(a)
    }
}

do {
    let fontTime = try time(runs) { _ = try FontSet() }
    let fonts = try FontSet()
    let renderer = Renderer(fonts: fonts)
    print("runs per figure: \(runs) (median), scale @\(Int(scale))x, times in ms")
    print("font set (private fontconfig + Pango + face checks): \(ms(fontTime))")
    print("")
    print("| sample | pixels | parse | resolve | layout (cold) | layout (warm) | raster | PNG encode | PNG bytes | PDF | total (cold) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for file in files {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        var parsed = MockupParser.parse(text: text, path: file)
        let parse = time(runs) { parsed = MockupParser.parse(text: text, path: file) }
        var scene = SceneResolver.resolve(parsed.document)
        let resolve = time(runs) { scene = SceneResolver.resolve(parsed.document) }
        guard let screen = scene.screen, !scene.hasErrors else {
            print("\(file): does not resolve")
            continue
        }
        // Cold: a fresh measurer each run (no cached widths), as in a one-file process.
        let layoutCold = time(runs) { _ = LayoutEngine(measurer: PangoTextMeasurer(fonts: fonts)).layout(screen) }
        let warm = LayoutEngine(measurer: PangoTextMeasurer(fonts: fonts))
        var list = warm.layout(screen)
        let layoutWarm = time(runs) { list = warm.layout(screen) }
        var bitmap = try renderer.renderBitmap(list, scale: scale)
        let raster = try time(runs) { bitmap = try renderer.renderBitmap(list, scale: scale) }
        var png: [UInt8] = []
        let encode = try time(runs) { png = try renderer.encodePNG(bitmap) }
        let pdf = try time(runs) { _ = try renderer.renderPDF(list, hairlineScale: scale) }
        let total = parse + resolve + layoutCold + raster + encode
        let name = URL(fileURLWithPath: file).lastPathComponent
        print("| \(name) | \(bitmap.width)×\(bitmap.height) | \(ms(parse)) | \(ms(resolve)) | \(ms(layoutCold)) | \(ms(layoutWarm)) | \(ms(raster)) | \(ms(encode)) | \(png.count) | \(ms(pdf)) | \(ms(total)) |")
    }
    if let bin = mockupBinary, let first = files.first {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-bench-\(getpid()).png").path
        let whole = try time(runs) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: bin)
            p.arguments = ["render", first, "--scale", String(scale), "-o", out]
            p.standardOutput = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: out)
        print("")
        print("whole process, `mockup render \(URL(fileURLWithPath: first).lastPathComponent) --scale \(Int(scale))` to a file: \(ms(whole)) ms (wall clock, median)")
    }
    if let file = compareFile {
        try CompareBench.run(file: file, renderer: renderer, fonts: fonts, runs: runs, mockup: mockupBinary)
    }
} catch {
    FileHandle.standardError.write(Data("mockup-bench: \(error)\n".utf8))
    exit(1)
}
