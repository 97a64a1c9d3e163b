import Foundation
import Testing

/// Text no pinned font can draw is a warning at its place in `render`, `test`
/// (which still judges the pixels and passes) and `lint` (not a guideline rule: exit 0).
@Suite struct TextWarningsCLITests {
    @Test func renderAndTestWarnAboutUndrawableTextAtItsPlace() throws {
        let d = try tempDir()
        try Data("screen\nlabel \"ok\"\nlabel \"runes ᚠᚢ\"\n".utf8).write(to: d.appendingPathComponent("u.mockup"))
        let rendered = try run(["render", "u.mockup"], in: d)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stderr.contains("u.mockup:3:7: warning: no pinned font can draw U+16A0 (ᚠ), U+16A2 (ᚢ)"), "\(rendered.stderr)")
        try FileManager.default.createDirectory(at: d.appendingPathComponent("golden"), withIntermediateDirectories: true)
        _ = try run(["test", "u.mockup", "--golden", "golden", "--record", "missing"], in: d)
        let tested = try run(["test", "u.mockup", "--golden", "golden"], in: d)
        #expect(tested.status == 0, "\(tested.stderr)")
        #expect((tested.stdout + tested.stderr).contains("u.mockup:3:7: warning: no pinned font can draw"), "\(tested.stdout) \(tested.stderr)")
        let linted = try run(["lint", "u.mockup"], in: d)
        #expect(linted.status == 0, "\(linted.stderr)")
        #expect(linted.stderr.contains("u.mockup:3:7: warning: no pinned font can draw"), "\(linted.stdout) \(linted.stderr)")
    }
}
