import Foundation
import MockupGolden
import Testing

/// The device matrix's images against PNGs committed under `golden/design/` (the golden runner
/// renders files as written, without flags): the 6 Plus panel and one render per
/// Android density bucket of the settings sample. Re-record deliberately with
/// `mockup render samples/settings.mockup --device iphone-6-plus --panel -o golden/design/`
/// and `--density all -o golden/design/`, after looking at them.
@Suite struct DesignGoldenCLITests {
    static let densities = ["ldpi", "mdpi", "tvdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]

    static func matches(_ rendered: String, golden relative: String) throws -> Bool {
        let golden = try PNGCodec.decode(path: packageRoot.appendingPathComponent("golden/design/" + relative).path)
        return ImageComparison.compare(golden, try PNGCodec.decode(path: rendered)).verdict == .identical
    }

    @Test func panelAndDensityRendersMatchTheirGoldens() throws {
        let d = try tempDir()
        let settings = packageRoot.appendingPathComponent("samples/settings.mockup").path
        let panel = try run(["render", settings, "--device", "iphone-6-plus", "--panel", "-o", d.path + "/"])
        #expect(panel.status == 0, "\(panel.stderr)")
        #expect(try Self.matches(d.appendingPathComponent("settings.iphone-6-plus.panel.png").path, golden: "settings.panel.png"))
        let dens = try run(["render", settings, "--density", "all", "-o", d.path + "/"])
        #expect(dens.status == 0, "\(dens.stderr)")
        for bucket in Self.densities {
            let path = d.appendingPathComponent("drawable-\(bucket)/settings.png").path
            #expect(try Self.matches(path, golden: "drawable-\(bucket)/settings.png"), "\(bucket)")
        }
    }
}
