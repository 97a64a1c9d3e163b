import MockupGeometry
import Testing

@Test func absurdIconCoordinatesAreErrorsNotOverflows() {
    let huge = #"<svg viewBox="0 0 1 1"><path d="M0 0 L1e300 1e300 L0 1 Z"/></svg>"#
    #expect(throws: IconFileError.self) { try Icon.parse(huge, file: "f.svg") }
    let tiny = #"<svg viewBox="0 0 1e-300 1e-300"><path d="M0 0 L1 1 Z"/></svg>"#
    #expect(throws: IconFileError.self) { try Icon.parse(tiny, file: "f.svg") }
    let fine = #"<svg viewBox="0 0 22 22"><path d="M0 0 L22 22 L0 22 Z"/></svg>"#
    #expect(throws: Never.self) { try Icon.parse(fine, file: "f.svg") }
}

/// The drawing cost of one icon is bounded at parse time (segments, and points
/// near the viewBox), because stroking crossing curves costs more than linearly.
@Test func iconsHaveASegmentLimitAndStayNearTheirViewBox() throws {
    func curves(_ n: Int, span: Int) -> String {
        let d = (0..<n).map { i in "C\(i % span) \((i * 7) % span) \((i * 3) % span) 0 \(span) \(i % span)" }
        return #"<svg viewBox="0 0 100 100"><path d="M0 0 "# + d.joined(separator: " ") + #"" fill="none" stroke="black" stroke-width="1"/></svg>"#
    }
    #expect(throws: Never.self) { try Icon.parse(curves(Icon.maxSegments - 1, span: 100), file: "f.svg") }
    do {
        _ = try Icon.parse(curves(50_000, span: 100), file: "f.svg")
        Issue.record("50,000 curves accepted")
    } catch {
        #expect(error.message == "the icon has more than 1000 path segments (50001 up to this <path>)")
        #expect(error.line == 1 && error.column == 28)
    }
    // Points up to one viewBox beyond each edge are fine; ten are not.
    #expect(throws: Never.self) { try Icon.parse(#"<svg viewBox="0 0 10 10"><path d="M-10 -10 L20 20"/></svg>"#, file: "f.svg") }
    #expect(throws: IconFileError.self) { try Icon.parse(#"<svg viewBox="0 0 10 10"><path d="M0 0 L100 100"/></svg>"#, file: "f.svg") }
}

/// Found by the fuzzer: a stroke far wider than the icon costs like thousands
/// of segments; at most half the viewBox's larger side is drawn.
@Test func strokesWiderThanHalfTheIconAreErrorsAtTheShape() throws {
    func icon(_ width: String) -> String {
        #"<svg viewBox="0 0 30 20"><path d="M0 0 C10 20 20 0 30 20" fill="none" stroke="black" stroke-width=""# + width + #""/></svg>"#
    }
    #expect(throws: Never.self) { try Icon.parse(icon("15"), file: "f.svg") }
    do {
        _ = try Icon.parse(icon("100000"), file: "f.svg")
        Issue.record("a 100000 wide stroke was accepted")
    } catch {
        #expect(error.message.contains("too wide"), "\(error.message)")
        #expect(error.line == 1 && error.column == 26, "\(error.line):\(error.column)")
    }
}
