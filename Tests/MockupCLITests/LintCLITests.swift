import Foundation
import Testing

/// Writes `text` to a fresh folder as `name` and returns its path.
private func file(_ text: String, name: String = "s.mockup") throws -> String {
    let d = try tempDir()
    let path = d.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

private let sixTabs = """
    # gallery: test
    screen device: iphone-6
    tab-bar
      item "Home"
      item "Mail"
      item "Photos"
      item "Music"
      item "Maps"
      item "Notes"

    """

private func object(_ s: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(s.utf8)) as? [String: Any])
}

/// `mockup lint` end to end: compiler-style warnings, exit codes, JSON and SARIF.
@Suite(.serialized) struct LintCLITests {
    @Test func aBrokenRuleIsAWarningAtItsLineWithTheGuidelineAndExitsOne() throws {
        let path = try file(sixTabs)
        let r = try run(["lint", path])
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("\(path):9:3: warning: 6 tabs; an iPhone tab bar holds at most 5 [L-tab-count]\n"), "\(r.stdout)")
        #expect(r.stdout.contains("    9 |   item \"Notes\"\n      |   ^~~~\n"))
        #expect(r.stdout.contains("= note: guideline (Tab bar): Don't show more than five tabs on iPhone"))
        #expect(r.stderr.contains("1 warning in 1 file"))
    }

    @Test func aCleanFileExitsZeroAndDisablingTheRuleMakesItClean() throws {
        let clean = try run(["lint", packageRoot.appendingPathComponent("samples/settings.mockup").path])
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean.stdout)")
        let path = try file(sixTabs)
        #expect(try run(["lint", path, "--disable", "L-tab-count"]).status == 0)
        #expect(try run(["lint", path, "--only", "L-title-case,L-rounded-rect"]).status == 0)
        #expect(try run(["lint", path, "--only", "L-tab-count"]).status == 1)
    }

    @Test func badInputExitsTwoWithTheErrorAndAnUnknownRuleIsAUsageError() throws {
        let path = try file("screen device: iphone-6\ntab-bar\n  itme \"A\"\n")
        let r = try run(["lint", path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("\(path):3:3: error:"), "\(r.stderr)")
        let u = try run(["lint", path, "--only", "L-tab-cuont"])
        #expect(u.status == 2)
        #expect(u.stderr.contains("unknown lint rule 'L-tab-cuont'"), "\(u.stderr)")
        let pending = try run(["lint", path, "--disable", "L-status-custom"])
        #expect(pending.status == 2 && pending.stderr.contains("not checked yet"))
    }

    @Test func jsonListsEachFindingWithItsPosition() throws {
        let path = try file(sixTabs)
        let r = try run(["lint", path, "--format", "json"])
        #expect(r.status == 1)
        let o = try object(r.stdout)
        let findings = try #require(o["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings[0]["rule"] as? String == "L-tab-count")
        #expect(findings[0]["file"] as? String == path)
        #expect(findings[0]["line"] as? Int == 9 && findings[0]["column"] as? Int == 3)
        #expect(findings[0]["severity"] as? String == "warning")
    }

    /// The fields SARIF 2.1.0 requires (and the ones code review tools read) are there
    /// with the types and values the schema allows.
    @Test func sarifHasTheStructureOfTheStandard() throws {
        let path = try file(sixTabs)
        let r = try run(["lint", path, "--format", "sarif"])
        #expect(r.status == 1)
        let log = try object(r.stdout)
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "mockup")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == rules.count && Set(ids).count == ids.count && ids.contains("L-tab-count"))
        for rule in rules {
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["none", "note", "warning", "error"].contains(level ?? ""))
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let result = results[0]
        #expect(result["ruleId"] as? String == "L-tab-count")
        #expect(result["level"] as? String == "warning")
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(ids[index] == "L-tab-count")
        #expect(((result["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("6 tabs") == true)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "file://" + path)
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 9 && region["startColumn"] as? Int == 3)
    }

    @Test func sarifKeepsARelativePathRelative() throws {
        let path = try file(sixTabs)
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent()
        let r = try run(["lint", "s.mockup", "--format", "sarif"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("\"uri\" : \"s.mockup\""), "\(r.stdout)")
    }

    @Test func strictReportsBrokenRulesAsErrors() throws {
        let path = try file(sixTabs)
        let r = try run(["lint", path, "--strict"])
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("\(path):9:3: error: 6 tabs; an iPhone tab bar holds at most 5 [L-tab-count]"), "\(r.stdout)")
        let sarif = try run(["lint", path, "--strict", "--format", "sarif"])
        #expect(sarif.stdout.contains("\"level\" : \"error\""))
    }

    @Test func rulesListsEveryRuleWithItsGuideline() throws {
        let r = try run(["lint", "--rules"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("L-tab-count  warning  [Tab bar]\n    Don't show more than five tabs"))
        #expect(r.stdout.contains("L-alert-ok  warning  [Alert]"))
    }

    @Test func renderPrintsLintWarningsWithoutFailingUnlessNoLint() throws {
        let path = try file(sixTabs)
        let out = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("o.png").path
        let r = try run(["render", path, "-o", out])
        #expect(r.status == 0)
        #expect(r.stderr.contains("\(path):9:3: warning: 6 tabs; an iPhone tab bar holds at most 5 [L-tab-count]"), "\(r.stderr)")
        let quiet = try run(["render", path, "-o", out, "--no-lint"])
        #expect(quiet.status == 0 && !quiet.stderr.contains("L-tab-count"), "\(quiet.stderr)")
    }

    @Test func testPrintsLintWarningsWithoutFailingUnlessNoLint() throws {
        let path = try file(sixTabs)
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent()
        let golden = dir.appendingPathComponent("golden").path
        let first = try run(["test", dir.path, "--golden", golden, "--record", "missing", "--jobs", "1"])
        #expect(first.stderr.contains("[L-tab-count]"), "\(first.stderr)")
        let second = try run(["test", dir.path, "--golden", golden, "--record", "never", "--jobs", "1", "--no-lint"])
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(!second.stderr.contains("L-tab-count"))
    }
}
