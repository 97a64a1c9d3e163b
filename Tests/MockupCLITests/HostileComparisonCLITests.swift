import Foundation
import Testing

/// Hostile input to `mockup diff`/`test` and the numeric flags: overflowing `--ignore`
/// rectangles, hexadecimal and other non-decimal numbers, images whose IHDR claims
/// more pixels than a comparison may decode, and two copies of one invalid PNG.
@Suite(.serialized) struct HostileComparisonCLITests {
    /// Two 4×4 images that differ everywhere, written into a fresh folder.
    private func pair() throws -> URL {
        let d = try tempDir()
        try HandMadePNG.solid(width: 4, height: 4, [255, 0, 0, 255]).write(to: d.appendingPathComponent("a.png"))
        try HandMadePNG.solid(width: 4, height: 4, [0, 0, 255, 255]).write(to: d.appendingPathComponent("b.png"))
        return d
    }

    @Test func ignoreRectanglesNeverOverflow() throws {
        let d = try pair()
        for huge in ["1,1,9223372036854775807,1", "9223372036854775807,0,1,1", "0,0,1,99999999999999999999", "0,0,1000001,1"] {
            for extra in [[String](), ["-o", "d.png", "--panels", "p.png"]] {
                let r = try run(["diff", "a.png", "b.png", "--ignore", huge] + extra, in: d)
                #expect(r.status == 2, "\(huge): \(r.stderr)")
                #expect(r.stderr.contains("--ignore takes x,y,width,height in whole pixels (decimal, each at most 1000000)"))
            }
        }
        #expect(!files(in: d).contains("d.png") && !files(in: d).contains("p.png"))
        // Large but allowed: clipped to the image, so everything is ignored.
        let clipped = try run(["diff", "a.png", "b.png", "--ignore", "1,1,1000000,1000000", "-o", "d.png"], in: d)
        #expect(clipped.status == 1, "\(clipped.stdout)\(clipped.stderr)")
        let all = try run(["diff", "a.png", "b.png", "--ignore", "0,0,1000000,1000000", "--panels", "p.png"], in: d)
        #expect(all.status == 0, "\(all.stdout)\(all.stderr)")
    }

    @Test func testCommandIgnoreNeverOverflows() throws {
        let d = try tempDir()
        let fm = FileManager.default
        try fm.createDirectory(at: d.appendingPathComponent("samples"), withIntermediateDirectories: true)
        try fm.createDirectory(at: d.appendingPathComponent("golden"), withIntermediateDirectories: true)
        let source = d.appendingPathComponent("samples/a.mockup")
        try Data("screen device: iphone-5\nnavigation-bar title: \"A\"\n".utf8).write(to: source)
        let rendered = try run(["render", "samples/a.mockup", "-o", "golden/a@2x.png"], in: d)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        try Data("screen device: iphone-5\nnavigation-bar title: \"B\"\n".utf8).write(to: source)
        let huge = try run(["test", "samples", "--record", "never", "--ignore", "1,1,9223372036854775807,1"], in: d)
        #expect(huge.status == 2, "\(huge.stdout)\(huge.stderr)")
        #expect(huge.stderr.contains("--ignore takes x,y,width,height"))
        let all = try run(["test", "samples", "--record", "never", "--ignore", "0,0,1000000,1000000"], in: d)
        #expect(all.status == 0, "\(all.stdout)\(all.stderr)")
    }

    @Test func numericFlagsAreDecimalOnly() throws {
        let d = try pair()
        try Data("screen device: iphone-5\nnavigation-bar title: \"A\"\n".utf8).write(to: d.appendingPathComponent("s.mockup"))
        let refused: [([String], String)] = [
            (["render", "s.mockup", "--scale", "0x2"], "--scale takes a number from 0.25 to 4"),
            (["render", "s.mockup", "--scale", "2e0"], "--scale takes"),
            (["render", "s.mockup", "--scale", "+2"], "--scale takes"),
            (["render", "s.mockup", "--scale", "inf"], "--scale takes"),
            (["render", "s.mockup", "--scale", "0x1p1"], "--scale takes"),
            (["render", "s.mockup", "--ios", "+9"], "--ios takes"),
            (["dump", "s.mockup", "--scale", "0x2"], "--scale takes"),
            (["gallery", "s.mockup", "-o", "g.md", "--scale", "0x2"], "--scale takes"),
            (["diff", "a.png", "b.png", "--profile", "perceptual", "--threshold", "0x0.1"], "--threshold for the perceptual"),
            (["diff", "a.png", "b.png", "--threshold", "+1"], "--threshold for the strict"),
            (["diff", "a.png", "b.png", "--max-diff-ratio", "1e-1"], "--max-diff-ratio takes"),
            (["diff", "a.png", "b.png", "--max-diff-ratio", "nan"], "--max-diff-ratio takes"),
            (["diff", "a.png", "b.png", "--max-diff-pixels", "0x10"], "--max-diff-pixels takes"),
            (["diff", "a.png", "b.png", "--max-diff-pixels", "99999999999999999999"], "--max-diff-pixels takes"),
            (["diff", "a.png", "b.png", "--ignore", "+0,0,1,1"], "--ignore takes"),
            (["test", ".", "--jobs", "+2"], "--jobs takes"),
        ]
        for (args, message) in refused {
            let r = try run(args, in: d)
            #expect(r.status == 2, "\(args): \(r.stdout)\(r.stderr)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
        }
        #expect(!files(in: d).contains("s@2x.png") && !files(in: d).contains("g.md"))
        // Plain decimals, with the scale's optional `x`, still work.
        for scale in ["2", "2x", "1.5", "0.5"] {
            let r = try run(["render", "s.mockup", "--scale", scale, "-o", "s.png"], in: d)
            #expect(r.status == 0, "\(scale): \(r.stderr)")
        }
        let ratio = try run(["diff", "a.png", "b.png", "--max-diff-ratio", "1.0", "--threshold", "255"], in: d)
        #expect(ratio.status == 0, "\(ratio.stdout)\(ratio.stderr)")
    }

    @Test func imagesOverTheDecodeLimitAreRefusedBeforeDecoding() throws {
        let d = try pair()
        // A 1-bit greyscale PNG claiming 16384×16384: its IHDR alone is refused, before
        // any pixel buffer (2.1 GB decoded, 3.2 GB more for the panels) is allocated.
        let rows = [UInt8](repeating: 0, count: 64 * (1 + 2048))
        try HandMadePNG.png(width: 16384, height: 16384, depth: 1, colour: 0, idat: HandMadePNG.zlibStored(rows))
            .write(to: d.appendingPathComponent("huge.png"))
        // One side over 16384 (a 1×24M strip would make panels of 2.4 gigapixels).
        try HandMadePNG.png(width: 16385, height: 1, depth: 1, colour: 0, idat: HandMadePNG.zlibStored([0] + [UInt8](repeating: 0, count: 2049)))
            .write(to: d.appendingPathComponent("wide.png"))
        for (file, size) in [("huge.png", "16384x16384"), ("wide.png", "16385x1")] {
            for args in [["diff", file, file], ["diff", "a.png", file], ["diff", file, "a.png", "-o", "d.png", "--panels", "p.png"]] {
                let r = try run(args, in: d)
                #expect(r.status == 2, "\(args): \(r.stdout)\(r.stderr)")
                #expect(
                    r.stderr.contains("\(file): image of \(size) pixels is over the comparison limit of 16384 pixels a side and 24 megapixels"),
                    "\(args): \(r.stderr)")
            }
        }
        #expect(!files(in: d).contains("d.png") && !files(in: d).contains("p.png"))
    }

    @Test func identicalInvalidPNGsAreAnErrorNotAMatch() throws {
        let d = try tempDir()
        // Whole chunks, correct CRCs, but rows that do not decode.
        let badFilter = HandMadePNG.rgba(width: 2, height: 2, rows: [7, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8])
        let tooLittle = HandMadePNG.rgba(width: 2, height: 2, rows: [0, 1, 2, 3, 4])
        for (name, data) in [("filter.png", badFilter), ("short.png", tooLittle)] {
            try data.write(to: d.appendingPathComponent(name))
            try data.write(to: d.appendingPathComponent("copy-" + name))
            for args in [["diff", name, name], ["diff", name, "copy-" + name]] {
                let r = try run(args, in: d)
                #expect(r.status == 2, "\(args): \(r.stdout)\(r.stderr)")
                #expect(!r.stdout.contains("identical"))
                #expect(r.stderr.contains("mockup diff: error: \(name): corrupt or truncated PNG"), "\(args): \(r.stderr)")
            }
        }
        // A valid pair of equal files is still identical.
        try HandMadePNG.solid(width: 3, height: 2, [1, 2, 3, 255]).write(to: d.appendingPathComponent("ok.png"))
        let ok = try run(["diff", "ok.png", "ok.png"], in: d)
        #expect(ok.status == 0)
        #expect(ok.stdout.hasPrefix("match: identical"))
    }

    @Test func onlyRegularFilesOfBoundedSizeAreRead() throws {
        let d = try pair()
        #expect(mkfifo(d.appendingPathComponent("fifo.png").path, 0o600) == 0)
        let big = d.appendingPathComponent("big.png")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 128 * 1024 * 1024 + 1)  // sparse: costs no disk
        try handle.close()
        for (file, message) in [
            ("fifo.png", "fifo.png: is not a regular file (a FIFO)"),
            ("big.png", "big.png: is larger than the 128 MiB limit for PNG files"),
        ] {
            for args in [["diff", "a.png", file], ["diff", file, file], ["diff", file, "a.png", "-o", "d.png"]] {
                let r = try run(args, in: d)
                #expect(r.status == 2, "\(args): \(r.stdout)\(r.stderr)")
                #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
            }
        }
    }
}
