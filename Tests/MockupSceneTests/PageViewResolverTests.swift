import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

@Suite struct PageViewResolverTests {
    private func pageView(_ body: String) throws -> PageView {
        let r = resolveContent(body)
        #expect(r.diagnostics.isEmpty, "\(contentMessages(r))")
        return try #require(r.screen?.content.first?.view as? PageView)
    }

    @Test func scrollStyleAttributes() throws {
        let v = try pageView("""
            page-view page: 2 offset: -30 spacing: 8 dots: off strip: white
              label "One"
              label "Two"
            """)
        #expect(v.style == .scroll && v.page == 2 && v.offset == -30 && v.spacing == 8 && !v.dots && v.strip == .white)
        #expect(v.subviews.count == 2 && v.offsetRange?.start.column == 27)
    }

    @Test func curlStyleAsWordOrAttribute() throws {
        let a = try pageView("page-view curl curl: 120\n  label \"Page\"\n")
        #expect(a.style == .curl && a.curl == 120 && a.page == 1)
        let b = try pageView("page-view style: curl\n  label \"Page\"\n")
        #expect(b.style == .curl && b.curl == nil)
    }

    @Test func pageOutOfRangeIsAnErrorAtItsValue() {
        let r = resolveContent("""
            page-view page: 3
              label "One"
              label "Two"
            page-view page: 0
              label "One"
            """)
        #expect(contentMessages(r) == [
            "2:17: page 3 is not one of the 2 pages",
            "5:17: 'page' must be between 1 and 1000",
        ])
    }

    @Test func spineInTheMiddleWantsAPageOnTheRight() throws {
        let v = try pageView("page-view curl spine: mid\n  label \"A\"\n  label \"B\"\n")
        #expect(v.spine == .mid && v.style == .curl)
        let r = resolveContent("""
            page-view curl spine: mid page: 2
              label "A"
              label "B"
            page-view spine: mid
              label "A"
            """)
        #expect(contentMessages(r) == [
            "2:33: with the spine in the middle pages show in pairs: page 2 has no page on its right",
            "5:18: 'spine' is for the curl style",
        ])
    }

    @Test func aPageViewNeedsPages() {
        let r = resolveContent("page-view curl\n")
        #expect(contentMessages(r) == ["2:1: a page view needs its pages"])
    }

    @Test func styleOnlyAttributesWarnOnTheOtherStyle() {
        let r = resolveContent("""
            page-view curl offset: 20 dots: off
              label "A"
            page-view curl: 50
              label "A"
            """)
        #expect(contentMessages(r) == [
            "2:24: 'offset' is for the scroll style",
            "2:33: 'dots' is for the scroll style",
            "4:17: 'curl' is for the curl style",
        ])
    }
}
