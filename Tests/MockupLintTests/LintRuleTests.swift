import Foundation
import MockupLint
import MockupReference
import MockupScene
import MockupSyntax
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Parses and resolves `text`, which must have no error, and lints it.
private func lint(_ text: String, only: Set<String>? = nil) -> [LintFinding] {
    let fixture = LintFixture(text, selection: .init(only: only))
    #expect(fixture.errors.isEmpty, "errors: \(fixture.errors.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
    return fixture.findings
}

/// Every rule of the table breaks on its failing example, at the line and column the
/// table names, and keeps quiet on its passing one.
@Suite struct LintRuleTests {
    @Test(arguments: Linter.rules.map(\.id))
    func failingExampleIsReportedAtItsPosition(_ id: String) throws {
        let rule = try #require(Linter.rule(id))
        let found = lint(rule.failing, only: [id])
        let first = try #require(found.first, "\(id) did not fire")
        #expect("\(first.range.start.line):\(first.range.start.column)" == "\(rule.failingAt.line):\(rule.failingAt.column)", "\(id): \(first.message)")
        #expect(first.diagnostic.message.hasSuffix("[\(id)]"))
        #expect(first.notes.first?.hasPrefix("guideline (\(rule.section)): ") == true)
    }

    @Test(arguments: Linter.rules.map(\.id))
    func passingExampleIsClean(_ id: String) throws {
        let rule = try #require(Linter.rule(id))
        #expect(lint(rule.passing, only: [id]).map(\.message) == [])
    }

    @Test func idsAreUniqueAndPendingOnesAreNotChecked() {
        let ids = Linter.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(Linter.pending.map(\.id)).isDisjoint(with: ids))
    }

    @Test func aCommentAloneOnItsLineDisablesTheRuleForTheFile() {
        let text = "# lint: disable L-rounded-rect because this screen shows iOS 6\nscreen device: iphone-6\nrounded-rect-button \"Sign In\"\n"
        #expect(lint(text).map(\.ruleID) == [])
    }

    @Test func aCommentAtTheEndOfALineDisablesTheRuleForThatLineOnly() {
        let text = """
            screen device: iphone-6
            stack
              rounded-rect-button "Sign In" # lint: disable L-rounded-rect
              rounded-rect-button "Register"
            """
        let found = lint(text)
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID)" } == ["4:3 L-rounded-rect"])
    }

    @Test func aHashInsideAStringIsNotAComment() {
        let text = "screen device: iphone-6\nrounded-rect-button \"# lint: disable L-rounded-rect\"\n"
        #expect(lint(text).map(\.ruleID).contains("L-rounded-rect"))
    }

    @Test func disableAllTurnsEveryRuleOff() {
        let text = "screen device: iphone-6\nrounded-rect-button \"Sign in\" # lint: disable all\n"
        #expect(lint(text).isEmpty)
    }

    @Test func selectionDisablesAndRestricts() throws {
        let text = "screen device: iphone-6\nrounded-rect-button \"Sign in\"\n"
        let parsed = MockupParser.parse(text: text, path: "t.mockup")
        let scene = SceneResolver.resolve(parsed.document)
        let screen = try #require(scene.screen)
        let all = Linter.lint(screen: screen, document: parsed.document, kinds: scene.kinds).map(\.ruleID)
        #expect(all == ["L-rounded-rect", "L-title-case"])
        #expect(Linter.lint(screen: screen, document: parsed.document, kinds: scene.kinds, selection: .init(disabled: ["L-title-case"])).map(\.ruleID) == ["L-rounded-rect"])
        #expect(Linter.lint(screen: screen, document: parsed.document, kinds: scene.kinds, selection: .init(only: ["L-title-case"])).map(\.ruleID) == ["L-title-case"])
    }

    @Test func aRowsStepperShowsItsValueAsTheCellsValue() {
        let table = "screen device: iphone-6\ntable grouped\n  section\n"
        #expect(lint(table + "    cell \"Copies\" value: \"3\"\n      stepper value: 3\n", only: ["L-stepper-no-value"]).isEmpty)
        let nested = lint(table + "    cell \"Copies\"\n      stepper value: 3\n", only: ["L-stepper-no-value"])
        #expect(nested.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" } == ["5:7 a stepper without its value"])
        let named = lint(table + "    cell \"Copies\" accessory: stepper\n", only: ["L-stepper-no-value"])
        #expect(named.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" } == ["4:30 a stepper without its value"])
    }

    @Test func tabCountAllowsSevenOnIPad() {
        let items = (1...7).map { "  item \"Tab \($0)\"" }.joined(separator: "\n")
        #expect(lint("screen device: ipad-air\ntab-bar\n\(items)\n", only: ["L-tab-count"]).isEmpty)
        let eight = items + "\n  item \"Tab 8\""
        #expect(lint("screen device: ipad-air\ntab-bar\n\(eight)\n", only: ["L-tab-count"]).map { $0.range.start.line } == [10])
    }

    @Test func docsLintIsGeneratedFromTheRuleTable() throws {
        let path = root.appendingPathComponent("docs/LINT.md").path
        let doc = try String(contentsOfFile: path, encoding: .utf8)
        let generated = LintReference.markdown().trimmingCharacters(in: .whitespacesAndNewlines)
        let start = try #require(doc.range(of: LintReference.startMarker), "no start marker in LINT.md")
        let end = try #require(doc.range(of: LintReference.endMarker), "no end marker in LINT.md")
        let current = String(doc[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        if ProcessInfo.processInfo.environment["MOCKUP_UPDATE_DOCS"] == "1", current != generated {
            try (String(doc[..<start.upperBound]) + "\n\n" + generated + "\n\n" + String(doc[end.lowerBound...]))
                .write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == generated, "docs/LINT.md is stale: run MOCKUP_UPDATE_DOCS=1 swift test --filter LintRuleTests")
    }
}

/// "line:column rule" of each finding of `text` (which must resolve without errors).
private func positions(_ text: String, only: Set<String>? = nil) -> [String] {
    lint(text, only: only).map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID)" }
}

/// The cases a rule's own two examples do not show.
@Suite struct LintRuleCaseTests {
    @Test func adjacentTextButtonsInAToolbarNeedASpace() {
        let text = "screen device: iphone-6\ntoolbar\n  button \"Edit\"\n  button \"Send\"\n  fixed-space\n  button \"Undo\"\n"
        #expect(positions(text, only: ["L-bar-spacing"]) == ["4:3 L-bar-spacing"])
    }

    @Test func aSegmentedControlInTheNavigationBarCountsAsAnItem() {
        let text = "screen device: iphone-6\nnavigation-bar\n  back \"Mail\"\n  segmented \"All\" \"Unread\"\n  button compose\n  button action\n"
        #expect(positions(text, only: ["L-nav-crowded"]) == ["6:3 L-nav-crowded"])
    }

    @Test func aTranslucentTabBarUnderAnOpaqueNavigationBarIsMixed() {
        let text = "screen device: iphone-6\nnavigation-bar \"A\" translucent: off\ntab-bar\n  item \"One\"\n  item \"Two\"\n"
        #expect(positions(text, only: ["L-bar-mixed-translucency"]) == ["3:1 L-bar-mixed-translucency"])
    }

    @Test func sixTabsInIPhoneLandscapeImplyAMoreTab() {
        let items = (1...6).map { "  item \"Tab \($0)\"" }.joined(separator: "\n")
        let text = "screen device: iphone-6 orientation: landscape\ntab-bar\n\(items)\n"
        #expect(positions(text, only: ["L-tab-more-landscape"]) == ["7:3 L-tab-more-landscape"])
        #expect(positions("screen device: iphone-6\ntab-bar\n\(items)\n", only: ["L-tab-more-landscape"]) == [])
    }

    @Test func narrowSegmentsAndSmallCollectionItemsMissTheHitTarget() {
        let text = """
            screen device: iphone-6
            stack
              segmented "A" "B" "C" "D" width: 160
              segmented "A" "B" width: 160
              collection item-size: 40
                section
                  items 4
            """
        #expect(positions(text, only: ["L-hit-target"]) == ["3:36 L-hit-target", "5:25 L-hit-target"])
    }

    @Test func anIPadActionSheetWithCancelIsWarnedButNotAnIPhoneOne() {
        let sheet = "navigation-bar \"Photo\"\n  button action id: share\naction-sheet anchor: share\n  button \"Copy\"\n  button \"Cancel\" cancel\n"
        #expect(positions("screen device: ipad-air\n" + sheet, only: ["L-popover-cancel"]) == ["6:3 L-popover-cancel"])
        #expect(positions("screen device: iphone-6\n" + sheet, only: ["L-popover-cancel"]) == [])
    }

    @Test func moreThanTwentyPagesCallForAnotherLayout() throws {
        let found = lint("screen device: iphone-6\npage-control pages: 25\n", only: ["L-pagecontrol-count"])
        #expect(found.map(\.message) == ["25 pages: more than 20 call for another layout"])
        let pages = (1...11).map { _ in "  label \"Page\"" }.joined(separator: "\n")
        #expect(positions("screen device: iphone-6\nscroll-view paging\n\(pages)\n", only: ["L-pagecontrol-count"]) == ["2:1 L-pagecontrol-count"])
    }

    @Test func aCommentOnAnElementLineCoversWhatIsWrittenUnderIt() {
        let text = """
            screen device: iphone-6
            tab-bar  # lint: disable L-tab-count, shown on purpose
              item "1"
              item "2"
              item "3"
              item "4"
              item "5"
              item "6"
            """
        #expect(positions(text, only: ["L-tab-count"]) == [])
        let uncommented = text.replacingOccurrences(of: "  # lint: disable L-tab-count, shown on purpose", with: "")
        #expect(positions(uncommented, only: ["L-tab-count"]) == ["8:3 L-tab-count"])
    }

    @Test func titleCaseLeavesShortWordsAlone() {
        let text = "screen device: iphone-6\nstack\n  button \"Add to Home Screen\"\n  button \"Share with friends\"\n"
        #expect(positions(text, only: ["L-title-case"]) == ["4:10 L-title-case"])
    }

    @Test func researchIsNotSearch() {
        #expect(positions("screen device: iphone-6\ntext-field placeholder: \"Research notes\"\n", only: ["L-search-textfield"]) == [])
        #expect(positions("screen device: iphone-6\ntext-field text: \"Searching…\"\n", only: ["L-search-textfield"]) == ["2:18 L-search-textfield"])
    }

    @Test func aSingleOKInAnInformingAlertIsFine() {
        #expect(positions("screen device: iphone-6\nalert \"Saved\"\n  button \"OK\"\n", only: ["L-alert-ok"]) == [])
    }
}
