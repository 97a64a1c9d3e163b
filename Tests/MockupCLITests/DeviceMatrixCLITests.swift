import Foundation
import MockupGolden
import Testing

/// The device matrix, the 6 Plus panel, Android densities, the design-size
/// table and `mockup units`, through the built binary.
@Suite(.serialized) struct DeviceMatrixCLITests {
    let sample = packageRoot.appendingPathComponent("samples/screen-brightness.mockup").path

    func size(_ path: String) throws -> (Int, Int) {
        let b = try PNGCodec.decode(path: path)
        return (b.width, b.height)
    }

    @Test func aDeviceListAndBothOrientationsRenderEveryCombinationInOneRun() throws {
        let d = try tempDir()
        let r = try run(["render", sample, "--device", "iphone-5,iphone-6-plus,ipad", "--orientation", "both", "-o", d.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(files(in: d) == [
            "screen-brightness.ipad-landscape@1x.png", "screen-brightness.ipad-portrait@1x.png",
            "screen-brightness.iphone-5-landscape@2x.png", "screen-brightness.iphone-5-portrait@2x.png",
            "screen-brightness.iphone-6-plus-landscape@3x.png", "screen-brightness.iphone-6-plus-portrait@3x.png",
        ])
        #expect(try size(d.appendingPathComponent("screen-brightness.iphone-5-landscape@2x.png").path) == (1136, 640))
        #expect(try size(d.appendingPathComponent("screen-brightness.ipad-landscape@1x.png").path) == (1024, 768))
        // Listed in the order asked for, portrait first.
        let written = r.stdout.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") }
        #expect(written.first == "screen-brightness.iphone-5-portrait@2x.png")
        #expect(written.last == "screen-brightness.ipad-landscape@1x.png")
    }

    @Test func allDevicesWithAScaleAndPDFKeepThePredictableNames() throws {
        let d = try tempDir()
        let r = try run(["render", sample, "--device", "all", "--scale", "1", "-o", d.path + "/"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(files(in: d).count == 8)
        #expect(files(in: d).contains("screen-brightness.iphone-3gs-portrait@1x.png"))
        #expect(try size(d.appendingPathComponent("screen-brightness.ipad-pro-portrait@1x.png").path) == (1024, 1366))
        let p = try tempDir()
        #expect(try run(["render", sample, "--orientation", "both", "--format", "pdf", "-o", p.path]).status == 0)
        #expect(files(in: p) == ["screen-brightness.iphone-6-landscape.pdf", "screen-brightness.iphone-6-portrait.pdf"])
    }

    @Test func aMatrixIntoAFileIsAUsageErrorAndWritesNothing() throws {
        let d = try tempDir()
        let target = d.appendingPathComponent("out.png").path
        let r = try run(["render", sample, "--device", "all", "-o", target])
        #expect(r.status == 2)
        #expect(r.stderr.contains("-o must name a folder, not the file '\(target)'"), "\(r.stderr)")
        #expect(files(in: d).isEmpty)
        // An existing file without an extension is refused too.
        let plain = d.appendingPathComponent("plain")
        try Data("x".utf8).write(to: plain)
        let s = try run(["render", sample, "--orientation", "both", "-o", plain.path])
        #expect(s.status == 2 && s.stderr.contains("-o must name a folder"))
        #expect(try String(contentsOf: plain, encoding: .utf8) == "x")
    }

    @Test func unknownDevicesAndDensitiesSuggestTheClosestName() throws {
        let r = try run(["render", sample, "--device", "iphone-5,ipda"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("unknown device 'ipda' (did you mean 'ipad'?)"), "\(r.stderr)")
        let s = try run(["render", sample, "--density", "xhdip"])
        #expect(s.status == 2)
        #expect(s.stderr.contains("unknown density 'xhdip' (did you mean 'xhdpi'?)"), "\(s.stderr)")
        let t = try run(["render", sample, "--orientation", "sideways"])
        #expect(t.status == 2 && t.stderr.contains("--orientation is portrait, landscape or both, not 'sideways'"))
        let u = try run(["dump", sample, "--device", "all"])
        #expect(u.status == 2 && u.stderr.contains("give one --device"), "\(u.stderr)")
    }

    @Test func thePanelIs1080By1920AndOnlyForThePlus() throws {
        let d = try tempDir()
        let r = try run(["render", sample, "--device", "iphone-6-plus", "--panel", "-o", d.path + "/"])
        #expect(r.status == 0, "\(r.stderr)")
        let panel = try PNGCodec.decode(path: d.appendingPathComponent("screen-brightness.iphone-6-plus.panel.png").path)
        #expect(panel.width == 1080 && panel.height == 1920)
        // The navigation bar's hairline (64 pt: row 192 at @3x) is still a visible line (row ≈ 167).
        func lum(_ y: Int) -> Int { let c = panel.color(x: 540, y: y); return Int(c.red) + Int(c.green) + Int(c.blue) }
        let darkest = (160...175).map(lum).min() ?? 765
        #expect(darkest < lum(150) - 60 && darkest < lum(185) - 60, "\(darkest) vs \(lum(150)), \(lum(185))")
        let landscape = try run(["render", sample, "--device", "iphone-6s-plus", "--orientation", "landscape", "--panel", "-o", d.appendingPathComponent("l.png").path])
        #expect(landscape.status == 0)
        #expect(try size(d.appendingPathComponent("l.png").path) == (1920, 1080))

        let e = try tempDir()
        let no = try run(["render", sample, "--panel", "-o", e.path + "/"])
        #expect(no.status == 2)
        #expect(no.stderr.contains("the iPhone 6/6s (iphone-6) shows its render as drawn; --panel applies to iphone-6-plus"), "\(no.stderr)")
        #expect(files(in: e).isEmpty)
        let scaled = try run(["render", sample, "--panel", "--scale", "3"])
        #expect(scaled.status == 2 && scaled.stderr.contains("leave out --scale"))
        // In a matrix the other devices are rendered as usual, with one note.
        let m = try run(["render", sample, "--device", "iphone-6,iphone-6-plus", "--panel", "-o", e.path])
        #expect(m.status == 0)
        #expect(files(in: e) == ["screen-brightness.iphone-6-plus-portrait.panel.png", "screen-brightness.iphone-6-portrait@2x.png"])
        #expect(m.stderr.components(separatedBy: "--panel applies to").count == 2, "\(m.stderr)")
    }

    @Test func everyDensityGoesToItsDrawableFolder() throws {
        let d = try tempDir()
        let r = try run(["render", sample, "--density", "all", "-o", d.path])
        #expect(r.status == 0, "\(r.stderr)")
        let exactScale = ["ldpi": 0.75, "mdpi": 1, "tvdpi": 213.0 / 160, "hdpi": 1.5, "xhdpi": 2, "xxhdpi": 3, "xxxhdpi": 4]
        let expected: [(String, Int, Int)] = [
            ("ldpi", 281, 500), ("mdpi", 375, 667), ("tvdpi", 499, 888), ("hdpi", 563, 1001),
            ("xhdpi", 750, 1334), ("xxhdpi", 1125, 2001), ("xxxhdpi", 1500, 2668),
        ]
        #expect(files(in: d) == expected.map { "drawable-\($0.0)" }.sorted())
        for (name, w, h) in expected {
            let path = d.appendingPathComponent("drawable-\(name)/screen_brightness.png").path
            #expect(try size(path) == (w, h), "\(name)")
            // The navigation bar's hairline is one device pixel on row ⌊64 dp × scale⌋ in every
            // bucket, fractional ones included (tvdpi: 64 × 1.33125 = 85.2 → row 85).
            let b = try PNGCodec.decode(path: path)
            let row = Int((64 * exactScale[name, default: 0]).rounded(.down))
            let dark = (row - 3...row + 3).filter { b.color(x: 50, y: $0).red < 200 }
            #expect(dark == [row], "\(name): \(dark)")
        }
        // xhdpi is the iPhone 6's @2x render, pixel for pixel.
        let at2 = try tempDir().appendingPathComponent("a.png").path
        #expect(try run(["render", sample, "-o", at2]).status == 0)
        #expect(try PNGCodec.decode(path: at2) == PNGCodec.decode(path: d.appendingPathComponent("drawable-xhdpi/screen_brightness.png").path))
        // One bucket with -o FILE writes that file; with a matrix the names carry the device.
        let one = try tempDir()
        #expect(try run(["render", sample, "--density", "hdpi", "-o", one.appendingPathComponent("x.png").path]).status == 0)
        #expect(try size(one.appendingPathComponent("x.png").path) == (563, 1001))
        let m = try tempDir()
        #expect(try run(["render", sample, "--density", "mdpi,xxhdpi", "--device", "iphone-5,ipad", "-o", m.path]).status == 0)
        #expect(files(in: m.appendingPathComponent("drawable-mdpi")) == ["screen_brightness_ipad_portrait.png", "screen_brightness_iphone_5_portrait.png"])
        #expect(try size(m.appendingPathComponent("drawable-xxhdpi/screen_brightness_ipad_portrait.png").path) == (2304, 3072))
        let pdf = try run(["render", sample, "--density", "hdpi", "--format", "pdf"])
        #expect(pdf.status == 2 && pdf.stderr.contains("PDF has no pixels"))
    }

    @Test func theGalleryShowsAMatrixAsOneSection() throws {
        let d = try tempDir()
        let page = d.appendingPathComponent("sizes.md").path
        let r = try run(["gallery", sample, "--device", "iphone-5,ipad", "--orientation", "both", "-o", page])
        #expect(r.status == 0, "\(r.stderr)")
        let md = try String(contentsOfFile: page, encoding: .utf8)
        #expect(md.components(separatedBy: "\n## ").count == 2, "\(md)")
        #expect(md.contains("\n## Display &amp; Brightness and Sounds: sliders with images, switches, a segmented control, a stepper with its value (screen-brightness.mockup)\n"), "\(md)")
        for label in ["iphone-5-portrait", "iphone-5-landscape", "ipad-portrait", "ipad-landscape"] {
            #expect(md.contains("sizes/screen-brightness.\(label)@2x.png"), "\(label)")
            #expect(FileManager.default.fileExists(atPath: d.appendingPathComponent("sizes/screen-brightness.\(label)@2x.png").path))
        }
        #expect(md.contains("iPhone 5/5s/5c/SE, landscape"))
        #expect(md.contains("--device iphone-5,ipad --orientation both"))
    }

    @Test func devicesPrintsTheDesignSizeTableInThreeFormats() throws {
        let text = try run(["devices"])
        #expect(text.status == 0 && text.stdout.contains("iphone-3gs ") && text.stdout.contains("1080x1920"))
        let md = try run(["devices", "--format", "markdown"])
        #expect(md.status == 0)
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("docs/DESIGN-SIZES.md"), encoding: .utf8)
        #expect(doc.contains(md.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        let csv = try run(["devices", "--format", "csv"])
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines.count == 17)
        #expect(lines.contains("iphone-5,iPhone 5/5s/5c/SE,landscape,568,320,2,1136,640,1136,640,false,20,40,32,64,62,124,32,64,49,98,44,88,162,324"))
        let json = try run(["devices", "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 16)
        let bad = try run(["devices", "--format", "yaml"])
        #expect(bad.status == 2 && bad.stderr.contains("--format is text, markdown, csv or json, not 'yaml'"))
    }

    @Test func unitsConvertsAndSaysWhatIsMissing() throws {
        let a = try run(["units", "48dp", "--density", "xxhdpi"])
        #expect(a.status == 0)
        #expect(a.stdout == "144 px\n48 sp\n")
        let b = try run(["units", "14sp", "--density", "xxhdpi", "--font-scale", "1.3", "--to", "px"])
        #expect(b.stdout == "54.6 px\n")
        let c = try run(["units", "44", "pt", "--device", "iphone-6-plus", "--density", "xxhdpi"])
        #expect(c.stdout == "132 px\n44 dp\n44 sp\n")
        // Round trip through the command: 144 px at xxhdpi back to 48 dp.
        #expect(try run(["units", "144px", "--density", "xxhdpi", "--to", "dp"]).stdout == "48 dp\n")
        #expect(try run(["units", "88px", "--scale", "2", "--to", "pt"]).stdout == "44 pt\n")
        let sp = try run(["units", "12sp", "--to", "pt"])
        #expect(sp.status == 2)
        #expect(sp.stderr.contains("cannot convert 12 sp to pt: sp needs a density to convert: add --density NAME"), "\(sp.stderr)")
        let pt = try run(["units", "12sp", "--to", "pt", "--density", "hdpi"])
        #expect(pt.status == 2 && pt.stderr.contains("pt needs an iOS scale"), "\(pt.stderr)")
        let d = try run(["units", "12dp", "--density", "xxhdp"])
        #expect(d.status == 2 && d.stderr.contains("unknown density 'xxhdp' (did you mean 'xxhdpi'?)"))
        let u = try run(["units", "12in"])
        #expect(u.status == 2 && u.stderr.contains("'12in' is not a length"))
        let dev = try run(["units", "12pt", "--device", "iphone-66"])
        #expect(dev.status == 2 && dev.stderr.contains("unknown device 'iphone-66' (did you mean 'iphone-6'?)"), "\(dev.stderr)")
    }
}
