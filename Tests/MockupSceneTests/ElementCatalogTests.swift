import Foundation
import MockupReference
import MockupScene
import MockupSyntax
import Testing


/// The catalogue is the one list of content families: names are unique, every example
/// resolves without a diagnostic, and the reference in docs/LANGUAGE.md is made from it.
@Suite struct ElementCatalogTests {
    @Test func namesAndAliasesAreUnique() {
        let names = ElementCatalog.families.flatMap { [$0.name] + $0.aliases }
        #expect(Set(names).count == names.count)
        for f in ElementCatalog.families {
            let attrs = f.allAttributes.map(\.name)
            #expect(Set(attrs).count == attrs.count, "\(f.name) declares an attribute twice")
        }
    }

    @Test(arguments: ElementCatalog.families.map(\.name))
    func everyExampleResolvesCleanly(_ name: String) throws {
        let family = try #require(ElementCatalog.family(named: name))
        let text = "screen device: iphone-6\n" + family.example + "\n"
        let parsed = MockupParser.parse(text: text, path: "example.mockup")
        let scene = SceneResolver.resolve(parsed.document)
        #expect((parsed.diagnostics + scene.diagnostics).isEmpty, "\((parsed.diagnostics + scene.diagnostics).map(\.message))")
        let node = try #require(scene.screen?.content.first)
        #expect(node.family.name == name)
    }

    @Test func unknownElementsSuggestCatalogueNames() {
        let parsed = MockupParser.parse(text: "screen\nstakc\n", path: "t.mockup")
        let d = SceneResolver.resolve(parsed.document).diagnostics
        #expect(d.first?.notes.first == "did you mean 'stack'?")
    }

    @Test func languageReferenceIsGeneratedFromTheCatalogue() throws {
        try GeneratedDocs.check(
            "docs/LANGUAGE.md", between: ElementReference.startMarker, and: ElementReference.endMarker,
            generated: ElementReference.markdown(), rerun: "ElementCatalogTests")
    }
}
