import MockupDisplayList
import MockupLayout
import MockupScene
import MockupSyntax
import Testing

/// Every family of the catalogue has a layout: its example resolves to a view that
/// conforms to `ViewLayout` and lays out without a diagnostic (a model without a layout
/// would draw nothing, silently).
@Suite struct CatalogLayoutTests {
    @Test(arguments: ElementCatalog.families.map(\.name))
    func everyFamilyHasALayout(_ name: String) throws {
        let family = try #require(ElementCatalog.family(named: name))
        let parsed = MockupParser.parse(text: "screen device: iphone-6\n" + family.example + "\n", path: "t.mockup")
        let scene = SceneResolver.resolve(parsed.document)
        let screen = try #require(scene.screen)
        let node = try #require(screen.content.first)
        #expect(node.hasLayout, "'\(name)' has no ViewLayout conformance")
        let (_, diagnostics) = LayoutEngine(measurer: FakeMeasurer()).layoutReporting(screen)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }
}

/// Every temporary view has a layout that draws something over its example screen.
@Suite struct OverlayLayoutTests {
    @Test(arguments: OverlayCatalog.families.map(\.name))
    func everyOverlayDrawsOverItsScreen(_ name: String) throws {
        let family = try #require(OverlayCatalog.family(named: name))
        let parsed = MockupParser.parse(text: "screen device: ipad\n" + family.example + "\n", path: "t.mockup")
        var screen = try #require(SceneResolver.resolve(parsed.document).screen)
        let overlay = try #require(screen.elements.last)
        guard case .overlay(let node) = overlay else {
            Issue.record("the example's last element is not an overlay")
            return
        }
        #expect(node.hasLayout, "'\(name)' has no ViewLayout conformance")
        let engine = LayoutEngine(measurer: FakeMeasurer())
        let (with, diagnostics) = engine.layoutReporting(screen)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        screen.elements.removeLast()
        #expect(with.items.count > engine.layout(screen).items.count, "'\(name)' drew nothing")
    }
}
