import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// The content views of a resolved screen, depth first.
private func views(_ r: SceneResult) -> [any ContentView] {
    (r.screen?.content ?? []).flatMap(\.allNodes).map(\.view)
}

/// Text fields: what they read and where bad input is reported.
@Suite struct TextFieldResolverTests {
    @Test func textFieldReadsItsWordsAndAttributes() throws {
        let r = resolveScreen("""
            stack
              text-field borderless secure focused disabled text: "abc" placeholder: "P" clear-button: while-editing right-button: contact-add size: 15
            """)
        #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
        let f = try #require(views(r).compactMap { $0 as? TextField }.first)
        #expect(f.style == .none && f.secure && f.focused && f.state == .disabled)
        #expect(f.displayedText == "•••" && f.placeholder == "P" && f.size == 15)
        #expect(f.clearButton == .whileEditing && f.rightButton == .contactAdd)
        #expect(!f.showsClearButton, "a disabled field shows no clear button")
    }

    @Test func textFieldBadValuesAreErrorsAtTheValue() {
        let r = resolveScreen("""
            text-field clear-button: sometimes right-button: info
            text-field left-image: nosuchicon style: dotted
            """)
        let m = diagnosticLines(r)
        #expect(m.count == 4, "\(m)")
        #expect(m.first == "1:26: unknown clear-button 'sometimes' [expected one of: always, never, while-editing]")
        #expect(m.dropFirst().first == "1:50: unknown right-button 'info' [expected one of: bookmark, contact-add]")
        #expect(m.dropFirst(2).first?.hasPrefix("2:24: unknown bar icon 'nosuchicon'") == true)
        #expect(m.last?.hasPrefix("2:42: unknown style 'dotted'") == true)
    }
}
