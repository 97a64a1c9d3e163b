import Foundation
import MockupReference
import MockupScene
import MockupSyntax
import Testing


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
        #expect(overlays?.last?.family.name == name)
    }

    @Test func languageReferenceListsEveryOverlay() throws {
        try GeneratedDocs.check(
            "docs/LANGUAGE.md", between: ElementReference.overlayStartMarker, and: ElementReference.overlayEndMarker,
            generated: ElementReference.overlayMarkdown(), rerun: "OverlayCatalogTests")
    }
}
