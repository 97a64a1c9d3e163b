import CCairo
import Foundation
import MockupGeometry
@testable import MockupGolden
import Testing
import TestSupport

@Suite struct PNGCodecTests {
    @Test func libpngDecoderMatchesCairoPixelForPixel() throws {
        var b = drawn(64, 48) { cr in
            cairo_set_source_rgba(cr, 0, 0.48, 1, 0.6)
            cairo_arc(cr, 30, 24, 17, 0, 6.3)
            cairo_fill(cr)
        }
        // Translucent and transparent pixels too: premultiplication must round alike.
        for x in 0..<64 { b.set(x, 0, UInt32(x * 4) << 24 | UInt32(x * 2) << 16 | UInt32(x) << 8) }
        b.set(0, 1, 0)
        let png = cairoPNG(b)
        let ours = try PNGCodec.decode(png)
        let theirs = try CairoPNGDecoder.decode(png)
        #expect(ours == theirs)
        #expect(ours.width == 64 && ours.height == 48)
    }

    @Test func filteredRGBAndTheProjectGoldensDecodeAsCairoDoes() throws {
        let b = drawn(300, 200) { cr in
            cairo_set_source_rgb(cr, 0.9, 0.2, 0.3)
            cairo_arc(cr, 120, 90, 70, 0, 6.3)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0, 0.48, 1)
            cairo_rectangle(cr, 10.5, 150.25, 270, 30)
            cairo_fill(cr)
        }
        let rgb = cairoPNG(b, opaque: true)
        #expect(rgb[25] == 2)  // colour type RGB: the fast path
        #expect(try PNGCodec.decode(rgb) == b)
        #expect(try PNGCodec.decode(rgb) == (try CairoPNGDecoder.decode(rgb)))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for name in ["settings@2x", "inbox@2x"] {
            let bytes = try PNGCodec.readFile(root.appendingPathComponent("golden/\(name).png").path)
            #expect(try PNGCodec.decode(bytes) == (try CairoPNGDecoder.decode(bytes)), "\(name)")
        }
        // Equal bytes are known equal without decoding, unless the file is broken.
        #expect(try PNGCodec.sameEncodedImage(rgb, rgb, source: "a.png"))
        #expect(try !PNGCodec.sameEncodedImage(rgb, cairoPNG(filled(3, 3)), source: "a.png"))
        let cut = Array(rgb.prefix(rgb.count - 12))
        #expect(throws: PNGDecodeError.self) { try PNGCodec.sameEncodedImage(cut, cut, source: "a.png") }
    }

    @Test func corruptTruncatedAndMissingFilesGetPlainMessages() throws {
        let png = cairoPNG(filled(20, 20, rgb(0x336699)))
        #expect(try PNGCodec.decode(png) == filled(20, 20, rgb(0x336699)))
        func message(_ bytes: [UInt8]) -> String {
            do {
                _ = try PNGCodec.decode(bytes, source: "g.png")
                return "decoded"
            } catch { return "\(error)" }
        }
        #expect(message(Array("GIF89a....".utf8)) == "g.png: not a PNG file (bad signature)")
        #expect(message(Array(png.prefix(png.count / 2))).hasPrefix("g.png: corrupt or truncated PNG: "))
        #expect(message(Array(png.prefix(png.count - 12))).hasPrefix("g.png: corrupt or truncated PNG"))  // no IEND
        var flipped = png
        flipped[40] ^= 0xFF  // inside IHDR/IDAT: CRC mismatch
        #expect(message(flipped) != "decoded")
        #expect(throws: PNGDecodeError.self) { try PNGCodec.decode(path: "/nonexistent/g.png") }
        do {
            _ = try PNGCodec.decode(path: "/tmp")
        } catch {
            #expect("\(error)" == "/tmp: is not a regular file (a folder)")
        }
    }

    /// A FIFO given as a PNG used to block `diff` and `test` forever in the open.
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/g.png"
        try #require(mkfifo(fifo, 0o644) == 0)
        #expect(throws: PNGDecodeError.self) { try PNGCodec.readFile(fifo) }
        do { _ = try PNGCodec.readFile(fifo) } catch { #expect("\(error)" == "\(fifo): is not a regular file (a FIFO)") }
    }
}

@Suite struct WorkflowPieceTests {
    @Test func recordModeComesFromFlagThenEnvironmentThenCI() throws {
        #expect(try RecordMode.resolve(flag: nil, environment: [:]) == (.missing, "default"))
        #expect(try RecordMode.resolve(flag: nil, environment: ["CI": "true"]) == (.never, "CI"))
        #expect(try RecordMode.resolve(flag: nil, environment: ["CI": "false"]) == (.missing, "default"))
        #expect(try RecordMode.resolve(flag: nil, environment: ["CI": "1", "MOCKUP_RECORD": "failed"]) == (.failed, "MOCKUP_RECORD"))
        #expect(try RecordMode.resolve(flag: nil, environment: ["MOCKUP_RECORD": "1"]) == (.all, "MOCKUP_RECORD"))
        #expect(try RecordMode.resolve(flag: "never", environment: ["MOCKUP_RECORD": "all"]) == (.never, "--record"))
        #expect(throws: RecordModeError.self) { try RecordMode.resolve(flag: "sometimes", environment: [:]) }
        #expect(throws: RecordModeError.self) { try RecordMode.resolve(flag: nil, environment: ["MOCKUP_RECORD": "yes please"]) }
    }

    @Test func goldenNamesMirrorTheInputTree() {
        #expect(GoldenLayout.caseName(stem: "settings", variantLabel: nil, scale: 2) == "settings@2x")
        #expect(GoldenLayout.caseName(stem: "a/settings", variantLabel: "iphone-5-landscape", scale: 2) == "a/settings.iphone-5-landscape@2x")
        #expect(GoldenLayout.caseName(stem: "s", variantLabel: nil, scale: 1.5) == "s@1.5x")
        #expect(GoldenLayout.goldenPath("settings@2x", in: "golden/") == "golden/settings@2x.png")
        #expect(GoldenLayout.artifactPath("a/s@3x", .panels, in: "artifacts") == "artifacts/a/s@3x.panels.png")
        #expect(GoldenLayout.isArtifact("s@2x.diff.png") && !GoldenLayout.isArtifact("s@2x.png"))
    }

    @Test func regionsParse() {
        #expect(PixelRect(parsing: "0, 0,750,40") == PixelRect(x: 0, y: 0, width: 750, height: 40))
        #expect(PixelRect(parsing: "1,2,3") == nil)
        #expect(PixelRect(parsing: "1,2,0,4") == nil)
        #expect(PixelRect(parsing: "-1,2,3,4") == nil)
    }

    @Test func manifestListsWhatChanged() throws {
        let old = GoldenManifest(tool: "mockup 0.1.0", environment: ["cairo": "1.16.0", "pango": "1.50.12"])
        let now = GoldenManifest(tool: "mockup 0.2.0", environment: ["cairo": "1.16.0", "pango": "1.52.0", "freetype": "2.13"])
        #expect(old.differences(from: now) == ["freetype absent → 2.13", "pango 1.50.12 → 1.52.0", "mockup 0.1.0 → mockup 0.2.0"])
        #expect(old.differences(from: old).isEmpty)
        let back = try JSONDecoder().decode(GoldenManifest.self, from: Data(try old.encoded()))
        #expect(back == old)
    }

    static func sampleReport() -> RunReport {
        var failed = CaseOutcome(name: "settings@2x", source: "samples/settings.mockup", variant: nil, golden: "golden/settings@2x.png", status: .failed, detail: "12 px <changed>")
        failed.changedBounds = PixelRect(x: 1, y: 2, width: 3, height: 4)
        failed.changedPixels = 12
        failed.changedRatio = 0.001
        failed.artifacts = ["expected": "e", "actual": "a", "diff": "d"]
        failed.acceptCommand = "mockup test samples --golden golden --filter settings@2x --record failed"
        let passed = CaseOutcome(name: "inbox@2x", source: "samples/inbox.mockup", variant: nil, golden: "golden/inbox@2x.png", status: .passed, detail: "identical")
        var missing = CaseOutcome(name: "new@2x", source: "samples/new.mockup", variant: nil, golden: "golden/new@2x.png", status: .missing, detail: "no golden")
        missing.artifacts = ["actual": "a2"]
        return RunReport(
            tool: "mockup 0.1.0", profile: ComparisonOptions(), record: .never, recordSource: "CI", golden: "golden",
            command: "mockup test samples", environmentWarnings: ["pango 1.50 → 1.52"], environment: [:],
            cases: [passed, missing, failed], milliseconds: 1234)
    }

    @Test func reportsPutFailuresFirstAndCountEverything() {
        let r = Self.sampleReport()
        #expect(r.cases.map(\.name) == ["settings@2x", "new@2x", "inbox@2x"])
        #expect(r.totalsLine == "3 cases: 1 passed, 1 missing, 1 failed")
        #expect(r.exitCode == 1)
        let xml = JUnitReport.xml(r)
        #expect(xml.contains("tests=\"3\" failures=\"2\" errors=\"0\""))
        #expect(xml.contains("<failure message=\"failed: 12 px &lt;changed&gt;\" type=\"failed\">"))
        #expect(xml.contains("<testcase classname=\"samples/inbox.mockup\" name=\"inbox@2x\" time=\"0.000\"/>"))
    }

    /// XML 1.0 forbids U+FFFE, U+FFFF and most C0 controls even as references: a case
    /// named with one must still give a document an XML parser reads.
    @Test func junitStaysWellFormedWithCharactersXMLForbids() throws {
        let name = "a\u{FFFE}b\u{FFFF}c\u{1B}d\u{0}e\u{7F}\u{85}f@2x"
        var c = CaseOutcome(name: name, source: "samples/\(name).mockup", variant: nil, golden: "golden/\(name).png", status: .failed, detail: "x\u{FFFE}\u{8}y")
        c.artifacts = ["actual": "artifacts/\(name).actual.png"]
        let r = RunReport(
            tool: "mockup 0.1.0", profile: ComparisonOptions(), record: .never, recordSource: "CI", golden: "golden",
            command: "mockup test", environmentWarnings: [], environment: [:], cases: [c], milliseconds: 1)
        let file = TemporaryFolder.path("mockup-junit", suffix: ".xml")
        try Data(JUnitReport.xml(r).utf8).write(to: file)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", """
            import sys, xml.etree.ElementTree as ET
            t = ET.parse(sys.argv[1]).getroot().find('testsuite/testcase')
            sys.stdout.write(ascii(t.get('name')) + ' ' + ascii(t.find('failure').get('message')))
            """, file.path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(text == "'a\\ufffdb\\ufffdc d e\\x7f\\x85f@2x' 'failed: x\\ufffd y'")
    }

    @Test func htmlReportIsSelfContained() {
        let png = cairoPNG(filled(4, 4))
        let html = HTMLReport.html(Self.sampleReport()) { c, kind in kind == .actual || c.status == .failed ? png : nil }
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src=\"/"))
        #expect(html.contains("data:image/png;base64,"))
        #expect(html.contains("12 px &lt;changed&gt;"))
        #expect(html.contains("--filter settings@2x --record failed"))
        #expect(html.contains("pango 1.50 → 1.52"))
        for mode in ["slider", "onion skin", "blink", "diff overlay", "zoom to change", "image-rendering:pixelated"] {
            #expect(html.contains(mode), "\(mode)")
        }
        // Failures first, passes last in a table.
        let fail = html.range(of: "id='case-0'")!.lowerBound, pass = html.range(of: "1 passed</h2>")!.lowerBound
        #expect(fail < pass)
        #expect(html.range(of: "new@2x")!.lowerBound > fail)
    }
}
