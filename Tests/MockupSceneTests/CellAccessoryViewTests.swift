import MockupScene
import MockupSyntax
import Testing

/// A control written under a cell, or named by `accessory:`, is the row's accessory view.
@Suite struct CellAccessoryViewTests {
    private func resolve(_ text: String) -> (cells: [TableCell], errors: [String]) {
        let parsed = MockupParser.parse(text: "screen device: iphone-6\ntable grouped\n  section\n" + text, path: "t.mockup")
        let scene = SceneResolver.resolve(parsed.document)
        let errors = scene.diagnostics.filter { $0.severity == .error }.map {
            "\($0.range.start.line):\($0.range.start.column): \($0.message)"
        }
        var cells: [TableCell] = []
        for case .content(let node) in scene.screen?.elements ?? [] {
            if let table = node.view as? Table { cells = table.sections.flatMap(\.cells) }
        }
        return (cells, errors)
    }

    private func view(_ cell: TableCell?) -> ViewNode? {
        if case .view(let node)? = cell?.accessory { return node }
        return nil
    }

    @Test func aStepperWrittenUnderACellIsItsAccessoryViewWithItsAttributes() throws {
        let r = resolve("    cell \"Copies\" value: \"3\"\n      stepper value: 3 min: 1\n")
        #expect(r.errors.isEmpty)
        let node = try #require(view(r.cells.first))
        let stepper = try #require(node.view as? Stepper)
        #expect(stepper.value == 3 && stepper.minimum == 1)
        #expect(node.family == Stepper.family.kind)
        #expect(r.cells.first?.detail == "3")
    }

    @Test func accessoryNamesAStepperOrASpinnerInItsDefaultState() throws {
        let r = resolve("    cell \"Range\" accessory: stepper\n    cell \"Status\" accessory: activity-indicator\n")
        #expect(r.errors.isEmpty)
        #expect(view(r.cells.first)?.view is Stepper)
        #expect(view(r.cells.last)?.view is ActivityIndicator)
    }

    @Test func aCellHasOneAccessory() {
        let two = resolve("    cell \"A\"\n      stepper\n      switch\n")
        #expect(two.errors == ["6:7: a cell has one accessory"])
        let both = resolve("    cell \"A\" accessory: disclosure\n      stepper\n")
        #expect(both.errors == ["5:7: a cell has one accessory"])
        let unknown = resolve("    cell \"A\" accessory: slider\n")
        #expect(unknown.errors == ["4:25: unknown accessory 'slider'"])
    }
}
