import MockupLint
import MockupReference
import MockupScene
import MockupSyntax
import Testing

/// Lint matches elements by the kind the resolver read them as, so every alias of a
/// family is checked as its canonical name is: each rule's failing example, with each
/// element of a family that has aliases rewritten under each alias, still breaks it.
@Suite struct LintAliasTests {
    /// The failing example with the element whose name starts at `place` renamed `alias`.
    private func renamed(_ text: String, at place: MockupSyntax.SourceLocation, from name: String, to alias: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = lines[place.line - 1]
        let start = line.index(line.startIndex, offsetBy: place.column - 1)
        let end = line.index(start, offsetBy: name.count)
        lines[place.line - 1] = line.replacingCharacters(in: start..<end, with: alias)
        return lines.joined(separator: "\n")
    }

    private func findings(_ text: String) -> (ids: [String], errors: [String], kinds: SourceKinds, document: Document) {
        let fixture = LintFixture(text)
        return (fixture.findings.map(\.ruleID), fixture.errors.map(\.message), fixture.kinds, fixture.document)
    }

    @Test func everyRuleStillFiresWithEachAliasOfItsElements() throws {
        let families = ElementCatalog.families + OverlayCatalog.families
        var rewritten = 0
        for rule in Linter.rules {
            let original = findings(rule.failing)
            #expect(original.ids.contains(rule.id), "\(rule.id) does not fire on its own example")
            // Every node of the example that the resolver read as a family with aliases.
            var nodes: [Node] = []
            func walk(_ ns: [Node]) { for n in ns { nodes.append(n); walk(n.children) } }
            walk(original.document.nodes)
            for node in nodes {
                // `rounded-rect-button` is the one alias with a look of its own (iOS 6's
                // button): L-rounded-rect is about that spelling, and `button` is its fix.
                guard let kind = original.kinds.kind(at: node.nameRange.start),
                    let family = families.first(where: { $0.kind == kind }), node.name != "rounded-rect-button"
                else { continue }
                for alias in ([family.name] + family.aliases) where alias != node.name {
                    let text = renamed(rule.failing, at: node.nameRange.start, from: node.name, to: alias)
                    let result = findings(text)
                    let errors = result.errors
                    #expect(errors.isEmpty, "\(rule.id) with '\(alias)': \(errors)")
                    #expect(result.ids.contains(rule.id), "\(rule.id) is not reported when '\(node.name)' is written '\(alias)':\n\(text)")
                    rewritten += 1
                }
            }
        }
        // The rules' examples use aliased families (alerts, buttons, groups, maps…).
        #expect(rewritten >= 10, "only \(rewritten) rewrites: the examples no longer exercise aliases")
    }

    @Test func theResolverRecordsTheCanonicalKindOfAnAlias() throws {
        let text = "screen device: iphone-6\nalert-view \"Delete?\"\n  button \"OK\"\n"
        let parsed = MockupParser.parse(text: text, path: "t.mockup")
        let scene = SceneResolver.resolve(parsed.document)
        let alert = try #require(parsed.document.nodes.last)
        #expect(scene.kinds.kind(at: alert.nameRange.start)?.name == "alert")
    }

    @Test func anAliasedAlertWithALongTitleBreaksTheTitleRule() {
        let title = String(repeating: "a", count: 54)
        for name in ["alert", "alert-view"] {
            let text = "screen device: iphone-6\n\(name) \"\(title)\"\n  button \"OK\"\n"
            #expect(findings(text).ids.contains("L-alert-title-length"), "\(name)")
        }
    }
}
