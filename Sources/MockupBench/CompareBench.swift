import Foundation
import MockupCairo
import MockupGeometry
import MockupGolden
import MockupLayout
import MockupScene
import MockupSyntax
import MockupText

/// The comparison benchmark (docs/PERFORMANCE.md, "Comparing images"): two 1242×2208
/// renders of `file` on the iPhone 6 Plus at @3x, the second with the tint changed
/// (#007AFF → #0A84FF), timed in-process (decode, compare, diff image) and as whole
/// processes against ImageMagick's `compare -metric AE` when it is installed.
enum CompareBench {
    static func run(file: String, renderer: Renderer, fonts: FontSet, runs: Int, mockup: String?) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        func render(_ source: String) throws -> Bitmap {
            let parsed = MockupParser.parse(text: source, path: file)
            let scene = SceneResolver.resolve(
                parsed.document, options: SceneOptions(device: "iphone-6-plus", baseDirectory: (file as NSString).deletingLastPathComponent))
            guard let screen = scene.screen else { throw BenchError("\(file) does not resolve") }
            let list = LayoutEngine(measurer: PangoTextMeasurer(fonts: fonts)).layout(screen)
            return try renderer.renderBitmap(list, scale: 3)
        }
        let a = try render(text)
        let b = try render(text.replacingOccurrences(of: "#007AFF", with: "#0A84FF"))
        let pngA = try renderer.encodePNG(a), pngB = try renderer.encodePNG(b)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-compare-bench-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pathA = dir.appendingPathComponent("a.png").path, pathB = dir.appendingPathComponent("b.png").path
        try Data(pngA).write(to: URL(fileURLWithPath: pathA))
        try Data(pngB).write(to: URL(fileURLWithPath: pathB))
        let strict = ComparisonOptions(profile: .strict), perceptual = ComparisonOptions(profile: .perceptual)
        let r = ImageComparison.compare(a, b, options: strict)
        print("")
        print("comparing two \(a.width)×\(a.height) renders of \(URL(fileURLWithPath: file).lastPathComponent) (tint #007AFF → #0A84FF: \(r.summary)); PNG \(pngA.count) bytes")
        print("")
        print("| in-process | ms (median of \(runs)) |")
        print("| --- | --- |")
        func row(_ name: String, _ body: () throws -> Void) rethrows {
            print("| \(name) | \(ms(try time(runs, body))) |")
        }
        try row("decode one PNG (`PNGCodec`)") { _ = try PNGCodec.decode(pngA) }
        try row("decode one PNG, cairo (`CairoPNGDecoder`)") { _ = try CairoPNGDecoder.decode(pngA) }
        row("compare identical (fast path)") { _ = ImageComparison.compare(a, a, options: strict) }
        row("compare strict") { _ = ImageComparison.compare(a, b, options: strict) }
        row("compare perceptual") { _ = ImageComparison.compare(a, b, options: perceptual) }
        let rp = ImageComparison.compare(a, b, options: perceptual)
        row("diff image") { _ = DiffImage.make(expected: a, result: r) }
        try row("diff image + PNG encode") { _ = try renderer.encodePNG(DiffImage.make(expected: a, result: rp) ?? a) }
        try row("decode both + compare strict") {
            _ = ImageComparison.compare(try PNGCodec.decode(pngA), try PNGCodec.decode(pngB), options: strict)
        }
        try row("decode both + compare perceptual") {
            _ = ImageComparison.compare(try PNGCodec.decode(pngA), try PNGCodec.decode(pngB), options: perceptual)
        }
        print("")
        print("| whole process | wall ms (median of \(runs)) | CPU ms, user + sys (median) |")
        print("| --- | --- | --- |")
        func process(_ name: String, _ exe: String, _ args: [String]) throws {
            guard FileManager.default.isExecutableFile(atPath: exe) else { return }
            // posix_spawn + wait4: Foundation's Process adds ~20 ms of its own per launch.
            var cpu: [Double] = []
            let t = time(runs) { cpu.append(spawnAndWait(exe, args)) }
            print("| \(name) | \(ms(t)) | \(ms(median(cpu))) |")
        }
        let diffOut = dir.appendingPathComponent("d.png").path
        if let mockup {
            try process("`mockup diff a.png a.png` (identical)", mockup, ["diff", pathA, pathA])
            try process("`mockup diff a.png b.png`", mockup, ["diff", pathA, pathB])
            try process("`mockup diff a.png b.png --profile perceptual`", mockup, ["diff", pathA, pathB, "--profile", "perceptual"])
            try process("`mockup diff a.png b.png -o d.png`", mockup, ["diff", pathA, pathB, "-o", diffOut])
        }
        try process("ImageMagick `compare -metric AE a.png b.png null:`", "/usr/bin/compare", ["-metric", "AE", pathA, pathB, "null:"])
        try process("ImageMagick `compare -metric AE a.png b.png d.png`", "/usr/bin/compare", ["-metric", "AE", pathA, pathB, diffOut])
        try process("ImageMagick `compare -metric AE a.png a.png null:` (identical)", "/usr/bin/compare", ["-metric", "AE", pathA, pathA, "null:"])
    }
}

/// Runs `exe args` with stdout and stderr to /dev/null, waits, returns its CPU ms.
@discardableResult
func spawnAndWait(_ exe: String, _ args: [String]) -> Double {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([exe] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, exe, &actions, nil, argv, environ) == 0 else { return 0 }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    func msOf(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return msOf(usage.ru_utime) + msOf(usage.ru_stime)
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

#if canImport(Darwin)
/// Darwin has no `environ` symbol for programs.
private var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }
#endif
