import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

private func webViews(_ r: SceneResult) -> [WebView] {
    (r.screen?.content ?? []).flatMap(\.allNodes).compactMap { $0.view as? WebView }
}

/// A folder holding one SVG image, read through the scene's file system.
private let disk = SceneOptions(
    baseDirectory: "/p",
    fileExists: { $0 == "/p/f.svg" },
    fileSystem: InMemoryFileSystem(
        bytes: ["/p/f.svg": Array("<svg viewBox=\"0 0 28 22\"><path d=\"M2 2 H26 V20 H2 Z\"/></svg>".utf8)],
        currentDirectory: "/p"))

private func resolve(_ text: String) -> SceneResult {
    let parsed = MockupParser.parse(text: text, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document, options: disk)
}

/// Web views: blocks, inline links, style, loading, and where bad input is reported.
@Suite struct WebViewResolverTests {
    @Test func blocksAndInlineLinksAreRead() throws {
        let r = resolve("""
            web-view plain scroll: 20
              h1 "Title"
              p "Go to the [harbour] now [or later"
              li "One"
              link "More"
              image "f.svg" width: 40
              hr
            """)
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        let w = try #require(webViews(r).first)
        #expect(w.style == .plain && w.scroll == 20 && !w.loading)
        #expect(w.blocks.map(\.kind) == [.h1, .p, .li, .link, .image, .hr])
        #expect(w.blocks[1].spans == [.init("Go to the "), .init("harbour", link: true), .init(" now [or later")])
        #expect(w.blocks[3].spans == [.init("More", link: true)])
        #expect(w.blocks[4].image?.name == "f.svg" && w.blocks[4].width == 40)
    }

    @Test func theArticleLookIsTheDefaultAndLoadingIsAWordOrAnAttribute() throws {
        let r = resolve("""
            web-view loading
            web-view loading: on
            web-view
            """)
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        let w = webViews(r)
        #expect(w.map(\.loading) == [true, true, false])
        #expect(w.allSatisfy { $0.style == .article })
    }

    @Test func unknownChildMissingImageAndStrayValuesAreErrorsAtTheirPlace() {
        let r = resolve("""
            web-view
              h4 "Small"
              img "f.svg"
              image "nope.png"
              p title
              hr "rule"
            """)
        let m = diagnosticLines(r)
        #expect(m.count == 5, "\(m)")
        #expect(m.first == "2:3: unknown element inside 'web-view': 'h4' [did you mean 'h3'?]", "\(m)")
        #expect(m.dropFirst().first == "3:3: unknown element inside 'web-view': 'img' [did you mean 'image'?]", "\(m)")
        #expect(m.dropFirst(2).first?.hasPrefix("4:9: ") == true && m.dropFirst(2).first?.contains("nope.png") == true, "\(m)")
        #expect(m.dropFirst(3).first == "5:5: unexpected 'title' for 'p' [write the text quoted: p \"…\"]", "\(m)")
        #expect(m.last == "6:6: 'hr' takes no text [a rule is a line across the page]", "\(m)")
    }

    @Test func contentUnderALoadingWebViewIsAWarning() {
        let r = resolve("""
            web-view loading
              p "Hidden"
            """)
        let m = diagnosticLines(r)
        #expect(m == ["2:3: a loading web view shows a blank page: its content is not drawn [remove 'loading' to show the page, or its content to show only the spinner]"], "\(m)")
    }
}
