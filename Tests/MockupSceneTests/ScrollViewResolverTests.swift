import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

@Suite struct ScrollViewResolverTests {
    private func scrollView(_ body: String) throws -> ScrollView {
        let r = resolveContent(body)
        #expect(r.diagnostics.isEmpty, "\(contentMessages(r))")
        return try #require(r.screen?.content.first?.view as? ScrollView)
    }

    @Test func offsetsContentSizeIndicatorsAndZoom() throws {
        let s = try scrollView("""
            scroll-view scroll: 120 scroll-x: 40 content-width: 800 content-height: 1200 indicators: vertical zoom: 2.5 horizontal
              image
              label "A"
            """)
        #expect(s.scrollY == 120 && s.scrollX == 40 && s.contentWidth == 800 && s.contentHeight == 1200)
        #expect(s.indicators == .vertical && s.indicatorsWritten && s.zoom == 2.5 && s.axis == .horizontal)
        #expect(s.subviews.map(\.family.name) == ["image", "label"])
        #expect(s.scrollYRange?.start.column == 21 && s.scrollXRange?.start.column == 35)
        let plain = try scrollView("scroll-view")
        #expect(plain.indicators == .auto && !plain.indicatorsWritten && plain.zoom == 1 && plain.scrollY == 0 && !plain.paging)
    }

    @Test func pagingWithAPageAndDotColours() throws {
        let s = try scrollView("scroll-view paging page: 3 page-color: gray current-page-color: black")
        #expect(s.paging && s.page == 3 && s.pageColor == Palette.gray && s.currentPageColor == .black)
        #expect(s.pageRange?.start.column == 26)
    }

    @Test func zoomOutOfRangeIsAnErrorAtItsValue() {
        let r = resolveContent("scroll-view zoom: 0\nscroll-view zoom: 12\n")
        #expect(contentMessages(r) == [
            "2:19: 'zoom' must be between 0.1 and 10",
            "3:19: 'zoom' must be between 0.1 and 10",
        ])
        #expect(r.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func conflictingOffsetsAndAPageWithoutPagingWarn() {
        let r = resolveContent("""
            scroll-view scroll: 10 scroll-y: 20
            scroll-view page: 2
            scroll-view paging scroll-x: 10 page: 2
            scroll-view page: 1.5 paging
            scroll-view scroll: -4
            scroll-view paging indicators: on
            """)
        #expect(contentMessages(r) == [
            "2:34: 'scroll-y' replaces 'scroll'",
            "3:19: 'page' is for a paging scroll view",
            "4:39: 'page' replaces 'scroll-x'",
            "5:19: 'page' expects a whole number",
            "6:21: 'scroll' must be between 0 and 1000000",
            "7:32: a paging scroll view shows its page with the page control",
        ])
    }
}
