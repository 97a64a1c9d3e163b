import Foundation
import MockupGeometry
import MockupKit
import MockupScene
import Testing
import TestSupport

/// Users' own icon files on disk, through the engine: found relative to the file that
/// names them, drawn in the tint, malformed ones reported with both places.
@Suite struct UserIconTests {
    /// A fresh folder holding `files` (relative path → text).
    private func project(_ files: [String: String]) throws -> URL {
        let d = TemporaryFolder.path("mockup-icons")
        for (path, text) in files {
            let url = d.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return d
    }

    private let square = "<svg viewBox=\"0 0 22 22\"><rect x=\"3\" y=\"3\" width=\"16\" height=\"16\"/></svg>"

    @Test func iconFileInAnIncludedPartIsFoundBesideThePart() throws {
        let d = try project([
            "screen.mockup": "toolbar\n  include \"parts/buttons.mockup\"\n",
            "parts/buttons.mockup": "button \"Star\" icon: \"star.svg\"\nflexible-space\nbutton icon: \"../icons/dot.svg\"\n",
            "parts/star.svg": square,
            "icons/dot.svg": "<svg viewBox=\"0 0 22 22\"><circle cx=\"11\" cy=\"11\" r=\"8\"/></svg>",
        ])
        let engine = try #require(sharedEngine)
        let r = engine.compile(file: d.appendingPathComponent("screen.mockup").path)
        #expect(!r.hasErrors, "\(r.formattedDiagnostics)")
        let list = try #require(r.displayList)
        for s in [2.0, 3.0] {
            let b = try engine.renderBitmap(list, scale: s)
            // The square fills 3…19 of the glyph box at 14…36 × 634…656: x 17…33, y 637…653.
            #expect(b.color(atPoint: 25, 645, scale: s) == Palette.blue)
            #expect(b.color(atPoint: 17.2, 637.2, scale: s) == Palette.blue)
            #expect(b.color(atPoint: 16.8, 645, scale: s) != Palette.blue)
            // The circle at the right end (box 339…361): centre 350, 645.
            #expect(b.color(atPoint: 350, 645, scale: s) == Palette.blue)
        }
    }

    @Test func malformedIconFileReportsBothPlaces() throws {
        let bad = """
            <svg viewBox="0 0 22 22">
              <path d="M2 2 H20
                       V20 Q11 x 2 20 Z"/>
            </svg>
            """
        let d = try project(["a.mockup": "toolbar\n  button icon: \"bad.svg\"\n", "bad.svg": bad])
        let engine = try #require(sharedEngine)
        let path = d.appendingPathComponent("a.mockup").path
        let r = engine.compile(file: path)
        #expect(r.hasErrors && r.displayList == nil)
        let text = r.formattedDiagnostics
        // The icon file's own line and column with its line echoed, and the mockup line.
        #expect(text.contains("\(d.path)/bad.svg:3:20: error: expected a number after 'Q'"), "\(text)")
        #expect(text.contains("V20 Q11 x 2 20 Z"), "\(text)")
        #expect(text.contains("note: in the icon file used at \(path):2:16"), "\(text)")
    }

    @Test func iconFilesCannotLeaveTheProject() throws {
        let outside = try project(["secret.svg": square])
        let d = try project(["a.mockup": "toolbar\n  button icon: \"../\(outside.lastPathComponent)/secret.svg\"\n"])
        let r = try #require(sharedEngine).compile(file: d.appendingPathComponent("a.mockup").path)
        #expect(r.formattedDiagnostics.contains("error: icon file escapes the project folder"), "\(r.formattedDiagnostics)")
    }
}
