import Foundation
import MockupGolden
import Testing

@Suite(.serialized) struct SVGCLITests {
    /// A sample copied into a fresh folder with the parts and images samples use.
    func sampleFolder(_ names: [String]) throws -> URL {
        let d = try tempDir()
        let samples = packageRoot.appendingPathComponent("samples")
        for name in names {
            try FileManager.default.copyItem(at: samples.appendingPathComponent(name), to: d.appendingPathComponent(name))
        }
        for folder in ["parts", "images"] {
            try FileManager.default.copyItem(at: samples.appendingPathComponent(folder), to: d.appendingPathComponent(folder))
        }
        return d
    }

    @Test func anSVGIsSizedInPointsWithAViewBoxAndVersionOnePointOne() throws {
        let d = try sampleFolder(["settings.mockup"])
        let r = try run(["render", d.appendingPathComponent("settings.mockup").path, "--format", "svg"])
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: d.appendingPathComponent("settings.svg"), encoding: .utf8)
        // iPhone 6: 375×667 points, shown at one CSS pixel per point.
        #expect(svg.contains(#"width="375" height="667" viewBox="0 0 375 667" version="1.1""#))
        #expect(!svg.contains("pt\""))
        // Glyph mode: text is outlines (symbols), no <text> element.
        #expect(svg.contains("<symbol"))
        #expect(!svg.contains("<text"))
    }

    @Test func theSameScreenGivesTheSameSVGBytesOnEveryRunAndInEveryPositionOfABatch() throws {
        // A table with glyphs, and an alert over a photo (an embedded image, a dimmed group).
        let names = ["settings", "overlay-alert-delete"]
        let d = try sampleFolder(names.map { $0 + ".mockup" })
        // Copies rendered after the originals in one process: cairo's surface counters
        // (which cairo names elements after) have moved on by then.
        for n in names {
            try FileManager.default.copyItem(
                at: d.appendingPathComponent(n + ".mockup"), to: d.appendingPathComponent("copy-" + n + ".mockup"))
        }
        let files = (names + names.map { "copy-" + $0 }).map { d.appendingPathComponent($0 + ".mockup").path }
        for mode in ["glyphs", "text"] {
            let out1 = d.appendingPathComponent("one-\(mode)/"), out2 = d.appendingPathComponent("two-\(mode)/")
            let r1 = try run(["render"] + files + ["--format", "svg", "--svg-text", mode, "-o", out1.path, "--jobs", "1"])
            let r2 = try run(["render"] + files.reversed() + ["--format", "svg", "--svg-text", mode, "-o", out2.path, "--jobs", "2"])
            #expect(r1.status == 0 && r2.status == 0, "\(r1.stderr)\(r2.stderr)")
            for n in names {
                let first = try Data(contentsOf: out1.appendingPathComponent(n + ".svg"))
                #expect(first.count > 1000)
                #expect(try Data(contentsOf: out1.appendingPathComponent("copy-\(n).svg")) == first, "\(mode) \(n): later in the batch")
                #expect(try Data(contentsOf: out2.appendingPathComponent(n + ".svg")) == first, "\(mode) \(n): another run")
                #expect(try Data(contentsOf: out2.appendingPathComponent("copy-\(n).svg")) == first, "\(mode) \(n): another worker")
            }
        }
    }

    @Test func textModeWritesTextElementsNamingTheFontFamilies() throws {
        let d = try sampleFolder(["text-inbox-ja.mockup"])
        let r = try run([
            "render", d.appendingPathComponent("text-inbox-ja.mockup").path, "--format", "svg", "--svg-text", "text",
            "-o", d.appendingPathComponent("out.svg").path,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: d.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.contains("<text "))
        #expect(svg.contains("'Inter'"))
        #expect(svg.contains("'Noto Sans CJK JP'") || svg.contains("'Noto Sans CJK SC'"))
        // The Japanese text is there as text: selectable and searchable.
        let texts = svg.components(separatedBy: "<text ").dropFirst().compactMap { $0.split(separator: ">").dropFirst().first }
        #expect(texts.contains { $0.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) } })
        // No glyph outlines for text in this mode.
        #expect(!svg.contains("<symbol"))
    }

    @Test func badSVGFlagsAreUsageErrors() throws {
        let d = try sampleFolder(["settings.mockup"])
        let f = d.appendingPathComponent("settings.mockup").path
        let cases: [([String], String)] = [
            (["--format", "svg", "--svg-text", "outlines"], "--svg-text is glyphs or text"),
            (["--svg-text", "text"], "--svg-text applies to --format svg"),
            (["--format", "pdf", "--svg-text", "glyphs"], "--svg-text applies to --format svg"),
            (["--format", "svg", "--panel"], "no pixels to resample"),
            (["--format", "svg", "--density", "hdpi"], "no pixels to resample"),
            (["--format", "svgz"], "--format is png, pdf or svg"),
            (["--format", "svg", "--svg-text"], "needs a value"),
        ]
        for (flags, message) in cases {
            let r = try run(["render", f] + flags)
            #expect(r.status == 2, "\(flags)")
            #expect(r.stderr.contains(message), "\(flags): \(r.stderr)")
        }
        #expect(files(in: d).filter { $0.hasSuffix(".svg") }.isEmpty)
        // -o NAME.svg picks the format.
        let r = try run(["render", f, "-o", d.appendingPathComponent("x.svg").path])
        #expect(r.status == 0)
        #expect(try String(contentsOf: d.appendingPathComponent("x.svg"), encoding: .utf8).hasPrefix("<?xml"))
    }

    /// Renders `sample` as PNG and as SVG, rasterises the SVG in headless Chromium at
    /// the PNG's scale and compares the two with the perceptual profile.
    /// Renders `sample` to PNG and to SVG, has Chromium rasterise the SVG at the PNG's
    /// scale and compares the two with the perceptual profile (at most 1 % changed):
    /// `mockup diff`'s result.
    func diffInChromium(_ sample: String, mode: String) throws -> RunResult {
        let d = try sampleFolder([sample])
        let src = d.appendingPathComponent(sample).path
        let png = d.appendingPathComponent("expected.png"), svg = d.appendingPathComponent("actual.svg")
        #expect(try run(["render", src, "-o", png.path]).status == 0)
        #expect(try run(["render", src, "--format", "svg", "--svg-text", mode, "-o", svg.path]).status == 0)
        let text = try String(contentsOf: svg, encoding: .utf8)
        let size = try #require(text.firstMatch(of: /width="(\d+)" height="(\d+)"/))
        let width = try #require(Int(size.1)), height = try #require(Int(size.2))
        let pixels = try PNGCodec.size(PNGCodec.readFile(png.path), source: png.path)
        let scale = Double(pixels.0) / Double(width)
        let shot = try Chromium.screenshot(svg.absoluteString, width: width, height: height, scale: scale)
        return try run([
            "diff", png.path, shot.path, "--profile", "perceptual", "--max-diff-ratio", "0.01",
            "-o", d.appendingPathComponent("diff.png").path,
        ])
    }

    @Test func chromiumDrawsTheGlyphSVGOfATableScreenAsThePNG() throws {
        let diff = try diffInChromium("settings.mockup", mode: "glyphs")
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
    }

    @Test func chromiumDrawsTheGlyphSVGOfJapaneseTextAsThePNG() throws {
        let diff = try diffInChromium("text-inbox-ja.mockup", mode: "glyphs")
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
    }

    @Test func chromiumDrawsTheGlyphSVGOfColourEmojiAsThePNG() throws {
        let diff = try diffInChromium("text-chat-emoji.mockup", mode: "glyphs")
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
    }

    @Test func chromiumDrawsTheTextSVGOfAnAlertOverItsScreenAsThePNGWhereTheFontsAreInstalled() throws {
        // Text under the alert's dimming stays under it: the pieces keep drawing order.
        let diff = try diffInChromium("overlay-alert-delete.mockup", mode: "text")
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
    }
}
