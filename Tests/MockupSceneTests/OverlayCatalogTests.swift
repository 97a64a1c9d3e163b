import Foundation
import MockupScene
import MockupSyntax
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The temporary views: their names do not clash with content families, every example
/// resolves on an iPad without a diagnostic, and docs/LANGUAGE.md's overlay reference
/// is made from the catalogue.
@Suite struct OverlayCatalogTests {
    @Test func namesAreUniqueAcrossBothCatalogues() {
        let names = (ElementCatalog.families + OverlayCatalog.families).flatMap { [$0.name] + $0.aliases }
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: OverlayCatalog.families.map(\.name))
    func everyExampleResolvesCleanly(_ name: String) throws {
        let family = try #require(OverlayCatalog.family(named: name))
        let text = "screen device: ipad\n" + family.example + "\n"
        let parsed = MockupParser.parse(text: text, path: "example.mockup")
        let scene = SceneResolver.resolve(parsed.document)
        #expect((parsed.diagnostics + scene.diagnostics).isEmpty, "\((parsed.diagnostics + scene.diagnostics).map(\.message))")
        let overlays = scene.screen?.elements.compactMap { e -> ViewNode? in if case .overlay(let n) = e { return n } else { return nil } }
        #expect(overlays?.last?.family == name)
    }

    @Test func languageReferenceListsEveryOverlay() throws {
        let path = root.appendingPathComponent("docs/LANGUAGE.md").path
        let doc = try String(contentsOfFile: path, encoding: .utf8)
        let generated = ElementReference.overlayMarkdown()
        let start = try #require(doc.range(of: ElementReference.overlayStartMarker), "no overlay start marker in LANGUAGE.md")
        let end = try #require(doc.range(of: ElementReference.overlayEndMarker), "no overlay end marker in LANGUAGE.md")
        let current = String(doc[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        if ProcessInfo.processInfo.environment["MOCKUP_UPDATE_DOCS"] == "1", current != generated.trimmingCharacters(in: .whitespacesAndNewlines) {
            let updated = String(doc[..<start.upperBound]) + "\n\n" + generated + "\n" + String(doc[end.lowerBound...])
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == generated.trimmingCharacters(in: .whitespacesAndNewlines),
                "docs/LANGUAGE.md's overlay reference is stale: run MOCKUP_UPDATE_DOCS=1 swift test --filter OverlayCatalogTests")
    }
}
