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
