import Foundation
import MockupGolden
import Testing
import TestSupport

/// The built `mockup` binary next to the test bundle.
let binary: URL = {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // The runner may live inside `X.xctest/Contents/MacOS` or directly in the bin folder.
    for _ in 0..<4 where !FileManager.default.fileExists(atPath: dir.appendingPathComponent("mockup").path) {
        dir = dir.deletingLastPathComponent()
    }
    return dir.appendingPathComponent("mockup")
}()

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `mockup` with `args` in `dir`; `env` sets (or, with nil, removes) variables of
/// this process's environment for the child.
func run(_ args: [String], in dir: URL? = nil, env: [String: String?] = [:]) throws -> RunResult {
    let p = Process()
    p.executableURL = binary
    p.arguments = args
    if let dir { p.currentDirectoryURL = dir }
    if !env.isEmpty {
        var e = ProcessInfo.processInfo.environment
        for (k, v) in env { e[k] = v }
        p.environment = e
    }
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return RunResult(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
}

func tempDir() throws -> URL {
    let d = TemporaryFolder.path("mockup-cli")
    try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
    return d
}

func files(in dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
}

@Suite(.serialized) struct CLITests {
    @Test func rendersASampleBesideItAtTheDeviceScale() throws {
        let d = try tempDir()
        let src = d.appendingPathComponent("settings.mockup")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("samples/settings.mockup"), to: src)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("samples/parts"), to: d.appendingPathComponent("parts"))
        let r = try run(["render", src.path])
        #expect(r.status == 0, "\(r.stderr)")
        let png = d.appendingPathComponent("settings@2x.png")
        let b = try PNGCodec.decode(path: png.path)
        #expect(b.width == 750 && b.height == 1334)
    }

    @Test func scaleOutputFileAndPDF() throws {
        let d = try tempDir()
        let sample = packageRoot.appendingPathComponent("samples/inbox.mockup").path
        let out = d.appendingPathComponent("inbox.png").path
        let timed = try run(["render", sample, "--scale", "3", "-o", out, "--timings"])
        #expect(timed.status == 0)
        #expect(timed.stderr.contains("timings (ms): fonts "), "\(timed.stderr)")
        #expect(timed.stderr.contains(", encode "))
        let b = try PNGCodec.decode(path: out)
        #expect(b.width == 1125 && b.height == 2001)
        let pdf = d.appendingPathComponent("x/")
        let r = try run(["render", sample, "--format", "pdf", "-o", pdf.path + "/"])
        #expect(r.status == 0, "\(r.stderr)")
        let bytes = try Data(contentsOf: pdf.appendingPathComponent("inbox.pdf"))
        #expect(bytes.starts(with: Array("%PDF".utf8)))
    }

    @Test func manyFilesIntoAFolderWithDeviceAndOrientation() throws {
        let d = try tempDir()
        let samples = ["settings", "inbox"].map { packageRoot.appendingPathComponent("samples/\($0).mockup").path }
        let r = try run(["render"] + samples + ["-o", d.path, "--device", "iphone-5", "--orientation", "landscape"])
        #expect(r.status == 0, "\(r.stderr)")
        // The device and orientation chosen are in the names, as a variant names its goldens.
        #expect(files(in: d) == ["inbox.iphone-5-landscape@2x.png", "settings.iphone-5-landscape@2x.png"])
        let b = try PNGCodec.decode(path: d.appendingPathComponent("inbox.iphone-5-landscape@2x.png").path)
        #expect(b.width == 1136 && b.height == 640)
    }

    @Test func rendersWithOtherChoicesNeverWriteOverThePlainOne() throws {
        let d = try tempDir()
        let file = d.appendingPathComponent("s.mockup")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("samples/inbox.mockup"), to: file)
        for extra in [[], ["--redlines", "all"], ["--device", "iphone-5"], ["--orientation", "landscape"], ["--ios", "7"],
                      ["--device", "iphone-5", "--orientation", "landscape", "--ios", "8", "--redlines", "bars"]] {
            let r = try run(["render", file.path, "--no-lint"] + extra)
            #expect(r.status == 0, "\(extra): \(r.stderr)")
        }
        #expect(files(in: d) == [
            "s.ios7@2x.png", "s.iphone-5-landscape-ios8-redlines@2x.png", "s.iphone-5@2x.png", "s.landscape@2x.png",
            "s.mockup", "s.redlines@2x.png", "s@2x.png",
        ])
    }

    @Test func badInputExits2WithLocatedErrorsAndWritesNothing() throws {
        let d = try tempDir()
        let src = d.appendingPathComponent("bad.mockup")
        try Data("status-bar time: \"9:41\nnavigation-bar titel: \"X\"\n".utf8).write(to: src)
        let r = try run(["render", src.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("bad.mockup:1:18: error: unterminated string"), "\(r.stderr)")
        #expect(files(in: d) == ["bad.mockup"])
        let scene = d.appendingPathComponent("scene.mockup")
        try Data("navigation-bar titel: \"X\"\n".utf8).write(to: scene)
        let s = try run(["render", scene.path])
        #expect(s.status == 2)
        #expect(s.stderr.contains("scene.mockup:1:16: error: unknown attribute 'titel'"), "\(s.stderr)")
        #expect(s.stderr.contains("did you mean 'title'?"))
        #expect(!files(in: d).contains { $0.hasSuffix(".png") })
    }

    @Test func damagedImageExits2AndKeepsTheOldOutput() throws {
        let d = try tempDir()
        // Whole chunk structure around image data that is not zlib at all, with wrong
        // CRCs: the resolver decodes it and reports it at its line.
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
        let chunks: [UInt8] = [1, 2, 3, 4] + [0, 0, 0, 4] + Array("IDAT".utf8) + [9, 9, 9, 9] + [5, 6, 7, 8]
            + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        try Data(header + chunks).write(to: d.appendingPathComponent("corrupt.png"))
        // Cut after its header, the same file is reported at its line instead (exit 2).
        try Data(header).write(to: d.appendingPathComponent("cut.png"))
        let cutSource = d.appendingPathComponent("cut.mockup")
        try Data("table plain\n  cell \"A\" image: \"cut.png\"\n".utf8).write(to: cutSource)
        let cut = try run(["render", cutSource.path])
        #expect(cut.status == 2 && cut.stderr.contains("cut.mockup:2:19: error: cut.png is a damaged PNG file"), "\(cut.stderr)")
        try FileManager.default.removeItem(at: cutSource)
        try FileManager.default.removeItem(at: d.appendingPathComponent("cut.png"))
        let src = d.appendingPathComponent("img.mockup")
        try Data("table plain\n  cell \"A\" image: \"corrupt.png\"\n".utf8).write(to: src)
        let out = d.appendingPathComponent("img@2x.png")
        try Data("previous".utf8).write(to: out)
        let r = try run(["render", src.path])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("img.mockup:2:19: error: corrupt.png is a damaged PNG file"), "\(r.stderr)")
        #expect(try Data(contentsOf: out) == Data("previous".utf8))
        #expect(files(in: d) == ["corrupt.png", "img.mockup", "img@2x.png"])
    }

    @Test func imageThatIsNotAPNGIsReportedAtItsLine() throws {
        let d = try tempDir()
        try Data("GIF89a, not a PNG".utf8).write(to: d.appendingPathComponent("photo.png"))
        try Data("<svg viewBox=\"0 0 10 10\"><g/></svg>".utf8).write(to: d.appendingPathComponent("icon.svg"))
        let src = d.appendingPathComponent("img.mockup")
        try Data("table plain\n  cell \"A\" image: \"photo.png\"\n  cell \"B\" image: \"icon.svg\"\n".utf8).write(to: src)
        let r = try run(["render", src.path])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("img.mockup:2:19: error: photo.png is not a PNG file"), "\(r.stderr)")
        #expect(r.stderr.contains("img.mockup:3:19: error: cannot use SVG image icon.svg"), "\(r.stderr)")
        #expect(r.stderr.contains("icon.svg:1:26: unsupported element <g>"), "\(r.stderr)")
        #expect(files(in: d) == ["icon.svg", "img.mockup", "photo.png"])
    }

    @Test func fractionalScaleNamesTheFile() throws {
        let d = try tempDir()
        let src = d.appendingPathComponent("s.mockup")
        try Data("screen device: iphone-5\nstatus-bar\n".utf8).write(to: src)
        let r = try run(["render", src.path, "--scale", "1.5"])
        #expect(r.status == 0, "\(r.stderr)")
        let b = try PNGCodec.decode(path: d.appendingPathComponent("s@1.5x.png").path)
        #expect(b.width == 480 && b.height == 852)
    }

    @Test func includesStayInsideTheProjectFolder() throws {
        let d = try tempDir()
        let project = d.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("parts"), withIntermediateDirectories: true)
        try Data("navigation-bar title: \"Shared\"\n".utf8).write(to: project.appendingPathComponent("parts/nav.mockup"))
        try Data("tab-bar\n".utf8).write(to: d.appendingPathComponent("outside.mockup"))
        let ok = project.appendingPathComponent("ok.mockup")
        try Data("include \"parts/nav.mockup\"\n".utf8).write(to: ok)
        let r = try run(["dump", ok.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("text \"Shared\""))
        let bad = project.appendingPathComponent("bad.mockup")
        try Data("status-bar\ninclude \"../outside.mockup\"\n".utf8).write(to: bad)
        let e = try run(["render", bad.path])
        #expect(e.status == 2)
        #expect(e.stderr.contains("bad.mockup:2:9: error: include escapes the project folder"), "\(e.stderr)")
        #expect(files(in: project) == ["bad.mockup", "ok.mockup", "parts"])
    }

    @Test func outputsNeverReplaceInputsOrEachOther() throws {
        let d = try tempDir()
        let a = d.appendingPathComponent("a/x.mockup"), b = d.appendingPathComponent("b/x.mockup")
        for f in [a, b] {
            try FileManager.default.createDirectory(at: f.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("status-bar\n".utf8).write(to: f)
        }
        let same = try run(["render", a.path, "-o", a.path])
        #expect(same.status == 2 && same.stderr.contains("is an input file"), "\(same.stderr)")
        #expect(try String(contentsOf: a, encoding: .utf8) == "status-bar\n")
        let out = d.appendingPathComponent("out")
        let both = try run(["render", a.path, b.path, "-o", out.path])
        #expect(both.status == 2 && both.stderr.contains("was already written for"), "\(both.stderr)")
        #expect(files(in: out) == ["x@2x.png"])
        let png = out.appendingPathComponent("x@2x.png").path
        let diff = try run(["diff", png, png, "-o", png])
        #expect(diff.status == 2 && diff.stderr.contains("is an input file"))
    }

    @Test func writesThroughSymlinksAndRefusesSpecialFiles() throws {
        let d = try tempDir()
        let src = d.appendingPathComponent("s.mockup")
        try Data("status-bar\n".utf8).write(to: src)
        let real = d.appendingPathComponent("real.png"), link = d.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        #expect(try run(["render", src.path, "-o", link.path]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try PNGCodec.decode(path: real.path).width == 750)
        let fifo = d.appendingPathComponent("fifo.png")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let r = try run(["render", src.path, "-o", fifo.path])
        #expect(r.status == 1 && r.stderr.contains("not a regular file"), "\(r.stderr)")
        let unwritable = try run(["render", src.path, "-o", "/proc/x.png"])
        #expect(unwritable.status == 1 && unwritable.stderr.contains("cannot write /proc/x.png:"), "\(unwritable.stderr)")
        #expect(!unwritable.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func imagesAreFoundBesideTheirFileAndStayInTheProject() throws {
        let d = try tempDir()
        let project = d.appendingPathComponent("p")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("parts"), withIntermediateDirectories: true)
        // A real 1×1 PNG beside the included part only.
        let png = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="))
        try png.write(to: project.appendingPathComponent("parts/a.png"))
        try Data("table plain\n  cell \"x\" image: \"a.png\"\n".utf8).write(to: project.appendingPathComponent("parts/cells.mockup"))
        try Data("include \"parts/cells.mockup\"\n".utf8).write(to: project.appendingPathComponent("main.mockup"))
        let ok = try run(["dump", project.appendingPathComponent("main.mockup").path])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("image \"a.png\""))
        try png.write(to: d.appendingPathComponent("outside.png"))
        try Data("table plain\n  cell \"x\" image: \"../outside.png\"\n".utf8).write(to: project.appendingPathComponent("escape.mockup"))
        let escape = try run(["render", project.appendingPathComponent("escape.mockup").path])
        #expect(escape.status == 2 && escape.stderr.contains("escape.mockup:2:19: error: image file escapes the project folder"), "\(escape.stderr)")
        // A PNG header declaring 20000 × 20000 pixels.
        var huge = Array(png.prefix(16))
        huge += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20] + Array(png.dropFirst(24))
        try Data(huge).write(to: project.appendingPathComponent("huge.png"))
        try Data("table plain\n  cell \"x\" image: \"huge.png\"\n".utf8).write(to: project.appendingPathComponent("huge.mockup"))
        let big = try run(["render", project.appendingPathComponent("huge.mockup").path])
        #expect(big.status == 2 && big.stderr.contains("is too large (20000×20000 pixels)"), "\(big.stderr)")
    }

    @Test func galleryWritesNothingWhenARenderFails() throws {
        let d = try tempDir()
        let png = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="))
        // The chunk structure is whole but the image data is garbage: the resolver's
        // decoder finds out, an input error (exit 2).
        var bad = Array(png.prefix(33))
        bad += [0, 0, 0, 4] + Array("IDAT".utf8) + [9, 9, 9, 9, 5, 6, 7, 8] + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        try Data(bad).write(to: d.appendingPathComponent("cut.png"))
        try Data("status-bar\n".utf8).write(to: d.appendingPathComponent("a.mockup"))
        try Data("table plain\n  cell \"x\" image: \"cut.png\"\n".utf8).write(to: d.appendingPathComponent("b.mockup"))
        let page = d.appendingPathComponent("g.md")
        let r = try run(["gallery", d.appendingPathComponent("a.mockup").path, d.appendingPathComponent("b.mockup").path, "-o", page.path])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: page.path))
        #expect(files(in: d.appendingPathComponent("g")).isEmpty)
    }

    @Test func usageErrorsExit2() throws {
        #expect(try run([]).status == 2)
        #expect(try run(["frobnicate"]).status == 2)
        #expect(try run(["render"]).status == 2)
        let r = try run(["render", "x.mockup", "--scale", "banana"])
        #expect(r.status == 2 && r.stderr.contains("--scale"))
        #expect(try run(["render", "x.mockup", "--device", "iphone-99"]).status == 2)
        #expect(try run(["render", "x.mockup", "--wat"]).status == 2)
        let missing = try run(["render", "/nonexistent/x.mockup"])
        #expect(missing.status == 2 && missing.stderr.contains("x.mockup"))
    }

    @Test func dumpAndDevices() throws {
        let r = try run(["dump", packageRoot.appendingPathComponent("samples/settings.mockup").path])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("display-list 375x667 scale 2\n"))
        let golden = try String(contentsOf: packageRoot.appendingPathComponent("golden/settings.dump.txt"), encoding: .utf8)
        #expect(r.stdout == golden)
        let d = try run(["devices"])
        #expect(d.status == 0)
        for name in ["iphone-4s", "iphone-5", "iphone-6", "iphone-6-plus", "ipad", "ipad-retina", "ipad-pro"] {
            #expect(d.stdout.contains(name + " "))
        }
    }

    @Test func outputIsByteIdenticalAcrossRuns() throws {
        let d = try tempDir()
        let sample = packageRoot.appendingPathComponent("samples/inbox.mockup").path
        for (i, format) in ["png", "pdf", "png", "pdf"].enumerated() {
            #expect(try run(["render", sample, "--format", format, "-o", d.appendingPathComponent("\(i).\(format)").path]).status == 0)
        }
        let a = try Data(contentsOf: d.appendingPathComponent("0.png")), b = try Data(contentsOf: d.appendingPathComponent("2.png"))
        let c = try Data(contentsOf: d.appendingPathComponent("1.pdf")), e = try Data(contentsOf: d.appendingPathComponent("3.pdf"))
        #expect(a == b && c == e)
    }
}
