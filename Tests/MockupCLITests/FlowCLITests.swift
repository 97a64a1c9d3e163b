import Foundation
import MockupGolden
import Testing

/// Flows and frames through the commands: render's three formats and refusals, lint,
/// spec, Markdown blocks, the golden runner and `serve`.
@Suite(.serialized) struct FlowCLITests {
    static let home = """
        screen device: iphone-5
        navigation-bar title: "Home"
          button compose id: compose
        """

    static let flow = """
        flow "Compose" layout: row device: iphone-5
        screen id: home caption: "Home"
          include "home.mockup"
        screen id: editor caption: "Editor"
          navigation-bar title: "New"
            button cancel left id: cancel
          label "Draft" id: draft
        arrow from: home.compose to: editor label: "tap"
        arrow from: editor.cancel to: home
        """

    private func project() throws -> URL {
        let d = try tempDir()
        try Data(Self.home.utf8).write(to: d.appendingPathComponent("home.mockup"))
        try Data(Self.flow.utf8).write(to: d.appendingPathComponent("flow.mockup"))
        return d
    }

    private func mockup(_ args: [String], in d: URL, env: [String: String?] = [:]) throws -> RunResult {
        try run(args, in: d, env: ["CI": nil, "MOCKUP_RECORD": nil].merging(env) { $1 })
    }

    @Test func aFlowRendersInEachFormatAndRefusesOneScreenOptions() throws {
        let d = try project()
        let png = try mockup(["render", "flow.mockup", "-o", "flow.png"], in: d)
        #expect(png.status == 0, "\(png.stderr)")
        let sheet = try PNGCodec.decode(path: d.appendingPathComponent("flow.png").path)
        // Two 320 × 568 screens at @2x side by side, with margins, a gap and a title.
        #expect(sheet.width > 2 * 640 && sheet.height > 1136, "\(sheet.width)×\(sheet.height)")
        let pdf = try mockup(["render", "flow.mockup", "-o", "flow.pdf"], in: d)
        #expect(pdf.status == 0, "\(pdf.stderr)")
        #expect(try Data(contentsOf: d.appendingPathComponent("flow.pdf")).starts(with: Data("%PDF-".utf8)))
        let svg = try mockup(["render", "flow.mockup", "-o", "flow.svg"], in: d)
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(try String(contentsOf: d.appendingPathComponent("flow.svg"), encoding: .utf8).contains("<svg"))
        let redlines = try mockup(["render", "flow.mockup", "--redlines", "all", "-o", "r.png"], in: d)
        #expect(redlines.status == 2)
        #expect(redlines.stderr.contains("flow.mockup: error: --redlines draws one screen alone; this file is a flow"), "\(redlines.stderr)")
        let spec = try mockup(["spec", "flow.mockup"], in: d)
        #expect(spec.status == 2 && spec.stderr.contains("mockup spec describes one screen; this file is a flow of 2"), "\(spec.stderr)")
        #expect(!FileManager.default.fileExists(atPath: d.appendingPathComponent("r.png").path))
    }

    @Test func lintNamesTheArrowFromWhatCannotBeTapped() throws {
        let d = try project()
        let text = Self.flow + "\narrow from: editor.draft to: home\n"
        try Data(text.utf8).write(to: d.appendingPathComponent("flow.mockup"))
        let lint = try mockup(["lint", "flow.mockup"], in: d)
        let shown = lint.stderr + lint.stdout
        #expect(lint.status == 1, "\(shown)")
        #expect(shown.contains("flow.mockup:10:13: warning: the arrow starts at 'draft', which cannot be tapped: a label takes no touches [L-flow-arrow-static]"), "\(shown)")
        let bad = Self.flow + "\narrow from: editor.drat to: home\n"
        try Data(bad.utf8).write(to: d.appendingPathComponent("flow.mockup"))
        let render = try mockup(["render", "flow.mockup"], in: d)
        #expect(render.status == 2)
        #expect(render.stderr.contains("flow.mockup:10:13: error: no element 'drat' on screen 'editor'"), "\(render.stderr)")
        #expect(render.stderr.contains("did you mean 'editor.draft'?"), "\(render.stderr)")
    }

    @Test func aFramedScreenIsNamedAfterItsFrame() throws {
        let d = try project()
        let r = try mockup(["render", "home.mockup", "--frame", "gold", "--shadow"], in: d)
        #expect(r.status == 0, "\(r.stderr)")
        let framed = try PNGCodec.decode(path: d.appendingPathComponent("home.frame-gold@2x.png").path)
        // The body's surround is transparent, the screen itself opaque.
        #expect(framed.width > 640 && framed.height > 1136)
        #expect(framed[0, 0] >> 24 == 0)
        #expect(framed[framed.width / 2, framed.height / 2] >> 24 == 255)
        let bad = try mockup(["render", "home.mockup", "--shadow"], in: d)
        #expect(bad.status == 2 && bad.stderr.contains("--shadow draws under a device frame"), "\(bad.stderr)")
    }

    @Test func aMarkdownBlockHoldsAFlowAsRenderDrawsIt() throws {
        let d = try project()
        let doc = "# Compose\n\n```mockup name=compose\n" + Self.flow + "\n```\n"
        try Data(doc.utf8).write(to: d.appendingPathComponent("guide.md"))
        let r = try mockup(["markdown", "guide.md"], in: d)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try mockup(["render", "flow.mockup", "-o", "flow.png", "--no-lint"], in: d).status == 0)
        #expect(try Data(contentsOf: d.appendingPathComponent("images/compose.png")) == Data(contentsOf: d.appendingPathComponent("flow.png")))
        // An error in the block is reported at the document's line.
        let broken = "# Compose\n\n```mockup\n" + Self.flow.replacingOccurrences(of: "to: home", with: "to: hom") + "\n```\n"
        try Data(broken.utf8).write(to: d.appendingPathComponent("broken.md"))
        let e = try mockup(["markdown", "broken.md"], in: d)
        #expect(e.status != 0)
        #expect(e.stderr.contains("broken.md:12:31: error: unknown screen 'hom'"), "\(e.stderr)")
    }

    @Test func aFlowIsOneCaseOfTheGoldenRunner() throws {
        let d = try project()
        let folder = d.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["home.mockup", "flow.mockup"] {
            try FileManager.default.moveItem(at: d.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let first = try mockup(["test", "screens", "--golden", "golden", "--record", "missing"], in: d)
        #expect(first.stdout.contains("RECORDED flow@2x"), "\(first.stdout)")
        // The included screen file is a part of the flow, not a case of its own.
        #expect(first.stdout.contains("1 case: 1 recorded"), "\(first.stdout)")
        let second = try mockup(["test", "screens", "--golden", "golden"], in: d)
        #expect(second.status == 0, "\(second.stdout)")
        // A changed label is a failing case.
        let changed = Self.flow.replacingOccurrences(of: "label: \"tap\"", with: "label: \"tap it\"")
        try Data(changed.utf8).write(to: folder.appendingPathComponent("flow.mockup"))
        let third = try mockup(["test", "screens", "--golden", "golden"], in: d)
        #expect(third.status == 1)
        #expect(third.stdout.contains("FAIL     flow@2x"), "\(third.stdout)")
    }

    @Test func watchRendersAFlowAgainWhenAnIncludedScreenFileIsSaved() throws {
        let d = try project()
        let watch = try WatchProcess(["flow.mockup"], in: d)
        let version = try watch.version()
        #expect(try watch.firstFile()["imageVersion"] as? Int == 1)
        try saveAtomically(Self.home.replacingOccurrences(of: "Home", with: "Start"), to: d.appendingPathComponent("home.mockup"))
        _ = try watch.waitForVersion(after: version)
        #expect(try watch.firstFile()["imageVersion"] as? Int == 2)
        #expect(watch.stop().status == 0)
    }

    @Test func serveRendersAFlowOfInlineScreens() throws {
        let text = """
            flow layout: column device: iphone-5
            screen id: a
              navigation-bar title: "A"
                button "Next" side: right id: next
            screen id: b
              navigation-bar title: "B"
            arrow from: a.next to: b label: "tap"
            """
        let serve = try ServeProcess()
        let png = try serve.request("POST", "/mockup/png", body: Array(text.utf8), type: "text/plain")
        #expect(png.status == 200)
        let d = try tempDir()
        try Data(text.utf8).write(to: d.appendingPathComponent("f.mockup"))
        #expect(try mockup(["render", "f.mockup", "-o", "f.png", "--no-lint"], in: d).status == 0)
        #expect(try Data(contentsOf: d.appendingPathComponent("f.png")) == Data(png.body))
        // A broken arrow is a 400 with its place, and the service goes on answering.
        let broken = "flow\nscreen id: a\nscreen id: b\narrow from: a to: \".\"\n"
        let refused = try serve.request("POST", "/mockup/png", body: Array(broken.utf8), type: "text/plain")
        #expect(refused.status == 400)
        #expect(String(decoding: refused.body, as: UTF8.self).contains(":4:19: error: an arrow points to a screen"))
        #expect(try serve.request("GET", "/health").status == 200)
        #expect(serve.stop().status == 0)
    }
}
