import MockupLint
import MockupScene
import MockupSyntax

/// A text parsed, resolved (a screen, or a flow and each of its screens) and linted as
/// `mockup lint` does, without the engine.
struct LintFixture {
    let document: Document
    let kinds: SourceKinds
    let errors: [Diagnostic]
    let findings: [LintFinding]

    init(_ text: String, selection: Linter.Selection = Linter.Selection()) {
        let parsed = MockupParser.parse(text: text, path: "t.mockup")
        document = parsed.document
        guard FlowResolver.isFlow(parsed.document) else {
            let scene = SceneResolver.resolve(parsed.document, options: SceneOptions())
            kinds = scene.kinds
            errors = (parsed.diagnostics + scene.diagnostics).filter { $0.severity == .error }
            findings = scene.screen.map {
                Linter.lint(screen: $0, document: parsed.document, kinds: scene.kinds, sources: parsed.sources, selection: selection)
            } ?? []
            return
        }
        let (flow, flowDiagnostics, flowKinds) = FlowResolver.resolve(parsed.document)
        var all = flowKinds
        var problems = parsed.diagnostics + flowDiagnostics
        var screens: [(screen: Screen, document: Document, kinds: SourceKinds)] = []
        for s in flow?.screens ?? [] {
            let scene = SceneResolver.resolve(s.document, options: SceneOptions())
            problems += scene.diagnostics
            all = all.merging(scene.kinds)
            if let screen = scene.screen { screens.append((screen, s.document, scene.kinds)) }
        }
        kinds = all
        errors = problems.filter { $0.severity == .error }
        findings = Linter.lint(flow: parsed.document, screens: screens, kinds: all, sources: parsed.sources, selection: selection)
    }
}
