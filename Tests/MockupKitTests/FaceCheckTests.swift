import MockupDisplayList
@testable import MockupKit
@testable import MockupText
import Testing

/// The pinned-face check runs beside the first compile; when it finds a family resolving
/// to another file, every compile says so as an error and nothing is drawn.
@Suite struct FaceCheckTests {
    static let screen = "screen\n  navigation-bar \"Settings\"\n"

    @Test func theRealCheckPassesAndTheEngineDraws() throws {
        let fonts = try FontSet(checkFacesInBackground: true)
        #expect(fonts.faceFailure() == nil)
        #expect(FontSet.checkFaces(fonts.config, fonts.files) == nil)
        let engine = try MockupEngine()
        let result = engine.compile(text: Self.screen, path: "s.mockup")
        #expect(!result.hasErrors, "\(result.formattedDiagnostics)")
        #expect(result.displayList != nil)
    }

    @Test func aWrongFaceIsAnErrorOfEveryCompileAndEveryRender() throws {
        let wrong = FontError.wrongFace(request: "Inter bold (17.0 pt)", expected: "/fonts/Inter-Bold.otf", got: "/fonts/Other.otf")
        let engine = try MockupEngine(makeFonts: { try FontSet(backgroundFaceCheck: { _, _ in wrong }) })
        for _ in 0..<2 {
            let result = engine.compile(text: Self.screen, path: "s.mockup")
            #expect(result.displayList == nil)
            let first = try #require(result.diagnostics.first)
            #expect(first.severity == .error)
            #expect(first.range.start == SourceLocation(file: "s.mockup", line: 1, column: 1))
            #expect(first.message == wrong.description)
            #expect(result.formattedDiagnostics.contains("s.mockup:1:1: error: font 'Inter bold (17.0 pt)' resolved to /fonts/Other.otf"))
        }
        let list = DisplayList(size: .init(width: 10, height: 10), scale: 1, items: [])
        #expect(throws: FontError.self) { try engine.renderBitmap(list) }
        #expect(throws: FontError.self) { try engine.renderPDF(list) }
        #expect(throws: FontError.self) { try engine.renderSVG(list) }
    }
}
