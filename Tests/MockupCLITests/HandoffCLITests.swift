import Foundation
import MockupGolden
import Testing

/// `render --redlines` and `spec` as a user runs them.
@Suite(.serialized) struct HandoffCLITests {
    private func sample(_ name: String) -> String { packageRoot.appendingPathComponent("samples/\(name).mockup").path }

    @Test func rendersARedlinedPNGAndPDF() throws {
        let d = try tempDir()
        let png = d.appendingPathComponent("settings.png").path
        let r = try run(["render", sample("settings"), "--redlines", "all", "-o", png])
        #expect(r.status == 0, "\(r.stderr)")
        let redlined = try PNGCodec.decode(path: png)
        let plainPath = d.appendingPathComponent("plain.png").path
        #expect(try run(["render", sample("settings"), "-o", plainPath]).status == 0)
        let plain = try PNGCodec.decode(path: plainPath)
        #expect(redlined.width == plain.width && redlined.height == plain.height)
        #expect(redlined.pixels != plain.pixels)
        // Against the committed golden of the same screen.
        let golden = try PNGCodec.decode(path: packageRoot.appendingPathComponent("golden/handoff/settings-redlines@2x.png").path)
        #expect(ImageComparison.compare(golden, redlined).verdict == .identical)

        let pdf = d.appendingPathComponent("settings.pdf").path
        let p = try run(["render", sample("settings"), "--redlines", "bars,table", "-o", pdf])
        #expect(p.status == 0, "\(p.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: pdf))
        #expect(bytes.starts(with: Data("%PDF".utf8)))
        let plainPDF = d.appendingPathComponent("plain.pdf").path
        #expect(try run(["render", sample("settings"), "-o", plainPDF]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: plainPDF)) != bytes)
    }

    @Test func anUnknownSelectorIsAUsageErrorWithASuggestion() throws {
        let d = try tempDir()
        let out = d.appendingPathComponent("x.png").path
        let r = try run(["render", sample("settings"), "--redlines", "tabel", "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr.contains("unknown --redlines selector 'tabel'; did you mean 'table'?"), "\(r.stderr)")
        #expect(r.stderr.hasSuffix("see 'mockup render --help'\n"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anIDNoElementHasIsAnErrorNamingTheFile() throws {
        let d = try tempDir()
        let out = d.appendingPathComponent("x.png").path
        let r = try run(["render", sample("overlay-popover"), "--redlines", "id:shrae", "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr.contains("overlay-popover.mockup: error: --redlines names 'id:shrae'"), "\(r.stderr)")
        #expect(r.stderr.contains("did you mean 'id:share'?"))
        #expect(!FileManager.default.fileExists(atPath: out))
        // A file without ids says so.
        let none = try run(["render", sample("settings"), "--redlines", "id:share", "-o", out])
        #expect(none.status == 2)
        #expect(none.stderr.contains("no element on the screen has an id"), "\(none.stderr)")
        #expect(try run(["render", sample("overlay-popover"), "--redlines", "id:share", "-o", out]).status == 0)
    }

    @Test func specPrintsJSONWithPixelFramesAtTheScaleAsked() throws {
        let r = try run(["spec", sample("settings"), "--scale", "3"])
        #expect(r.status == 0, "\(r.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(doc["schema"] as? String == "mockup-spec/1")
        let elements = try #require(doc["elements"] as? [[String: Any]])
        let nav = try #require(elements.first { $0["kind"] as? String == "navigation-bar" })
        let frame = try #require(nav["frame"] as? [String: [String: Double]])
        #expect(frame["points"]?["y"] == 20 && frame["points"]?["height"] == 44)
        #expect(frame["pixels"]?["y"] == 60 && frame["pixels"]?["height"] == 132)
        // Stable: twice the same bytes; and written to a file with -o.
        #expect(try run(["spec", sample("settings"), "--scale", "3"]).stdout == r.stdout)
        let d = try tempDir()
        let out = d.appendingPathComponent("settings.json").path
        #expect(try run(["spec", sample("settings"), "--scale", "3", "-o", out]).status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == r.stdout)
    }

    @Test func specRejectsOtherFormatsAndReportsBadInputAtItsLine() throws {
        let f = try run(["spec", sample("settings"), "--format", "yaml"])
        #expect(f.status == 2)
        #expect(f.stderr.contains("--format is json, not 'yaml'"))
        let d = try tempDir()
        let bad = d.appendingPathComponent("bad.mockup")
        try "screen device: iphone-6\nnavigation-bar title: \"A\"\nsldier value: 0.5\n".write(to: bad, atomically: true, encoding: .utf8)
        let r = try run(["spec", bad.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("bad.mockup:3:1"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }
}

/// Messages a new user meets first: one line and a pointer for a bad flag, devices
/// suggested by family and size, an attribute written without its colon.
@Suite struct FirstMessagesCLITests {
    @Test func aBadFlagIsOneLineAndAPointerToHelp() throws {
        let r = try run(["render", "x.mockup", "--bogus"])
        #expect(r.status == 2)
        #expect(r.stderr == "mockup render: unknown option '--bogus'\nsee 'mockup render --help'\n")
    }

    @Test(arguments: [
        ("iphone-7", "iphone-6"), ("iphone-8", "iphone-6"), ("iphone-7-plus", "iphone-6-plus"),
        ("iphone-8-plus", "iphone-6-plus"), ("ipad-mini-5", "ipad-retina"), ("ipad-pro-10-5", "ipad-retina"),
        ("ipad-pro-12-9-2017", "ipad-pro"), ("iphnoe-6", "iphone-6"), ("ipad-retna", "ipad-retina"),
    ])
    func aLaterDeviceSuggestsTheOneOfItsSize(_ name: String, _ suggested: String) throws {
        let r = try run(["render", "x.mockup", "--device", name])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("mockup render: unknown device '\(name)' (did you mean '\(suggested)'?)"), "\(r.stderr)")
    }

    @Test func anAttributeWithoutItsColonSaysSo() throws {
        let d = try tempDir()
        let file = d.appendingPathComponent("a.mockup").path
        try "screen\nnavigation-bar title \"Inbox\"\n".write(toFile: file, atomically: true, encoding: .utf8)
        let r = try run(["render", file, "-o", d.appendingPathComponent("a.png").path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("a.mockup:2:16: error: 'title' is an attribute of 'navigation-bar': write 'title:' with a colon"), "\(r.stderr)")
        #expect(r.stderr.contains("= note: for example: navigation-bar title: \"Inbox\""), "\(r.stderr)")
    }
}
