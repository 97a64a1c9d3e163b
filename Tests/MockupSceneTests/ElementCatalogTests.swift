import Foundation
import MockupScene
import MockupSyntax
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

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
        #expect(node.family == name)
    }

    @Test func unknownElementsSuggestCatalogueNames() {
        let parsed = MockupParser.parse(text: "screen\nstakc\n", path: "t.mockup")
        let d = SceneResolver.resolve(parsed.document).diagnostics
        #expect(d.first?.notes.first == "did you mean 'stack'?")
    }

    @Test func languageReferenceIsGeneratedFromTheCatalogue() throws {
        let path = root.appendingPathComponent("docs/LANGUAGE.md").path
        let doc = try String(contentsOfFile: path, encoding: .utf8)
        let generated = ElementReference.markdown()
        let start = try #require(doc.range(of: ElementReference.startMarker), "no start marker in LANGUAGE.md")
        let end = try #require(doc.range(of: ElementReference.endMarker), "no end marker in LANGUAGE.md")
        let current = String(doc[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        if ProcessInfo.processInfo.environment["MOCKUP_UPDATE_DOCS"] == "1", current != generated.trimmingCharacters(in: .whitespacesAndNewlines) {
            let updated = String(doc[..<start.upperBound]) + "\n\n" + generated + "\n" + String(doc[end.lowerBound...])
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == generated.trimmingCharacters(in: .whitespacesAndNewlines),
                "docs/LANGUAGE.md's element reference is stale: run MOCKUP_UPDATE_DOCS=1 swift test --filter ElementCatalogTests")
    }
}
