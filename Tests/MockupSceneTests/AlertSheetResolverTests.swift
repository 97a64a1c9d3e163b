import MockupScene
import MockupSyntax
import Testing

/// Bad input for alerts, action sheets and share sheets: every message at its place.
@Suite struct AlertSheetResolverTests {
    @Test func anAlertWithoutButtonsIsAWarningAtItsName() {
        let r = resolveScreen("screen device: iphone-6\nalert \"Saved\"\n")
        #expect(diagnosticLines(r).first?.hasPrefix("2:1: an alert without buttons") == true, "\(diagnosticLines(r))")
        #expect(r.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func aSecondCancelButtonIsAnError() {
        let r = resolveScreen("screen device: iphone-6\nalert \"A\"\n  button \"No\" cancel\n  button \"Never\" cancel\n")
        #expect(diagnosticLines(r) == ["4:3: a second cancel button [UIKit allows one (the first is at line 3); remove 'cancel' from one]"])
    }

    @Test func aThirdTextFieldIsAnError() {
        let r = resolveScreen(
            "screen device: iphone-6\nalert \"A\"\n  text-field\n  text-field secure\n  text-field\n  button \"OK\"\n")
        #expect(diagnosticLines(r).first?.hasPrefix("5:3: an alert holds at most two text fields") == true, "\(diagnosticLines(r))")
    }

    @Test func unknownButtonWordsAndChildrenAreReportedWhereWritten() {
        let r = resolveScreen("screen device: iphone-6\nalert \"A\"\n  button \"OK\" destrutive\n  label \"x\"\n")
        let lines = diagnosticLines(r)
        #expect(lines.contains { $0.hasPrefix("3:15: unknown word for 'button': 'destrutive'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("4:3: unknown element inside 'alert':") }, "\(lines)")
    }

    @Test func anUnknownAnchorSuggestsTheNearestId() {
        let r = resolveScreen("screen device: ipad\nnavigation-bar \"P\"\n  button action id: share\naction-sheet anchor: shar\n  button \"Print\"\n")
        let lines = diagnosticLines(r)
        #expect(lines.count == 1 && lines[0].hasPrefix("4:22: unknown anchor 'shar'"), "\(lines)")
        #expect(r.diagnostics.first?.notes.contains { $0.contains("share") } == true)
    }

    @Test func anIPadSheetWithoutAnchorWarns() {
        let r = resolveScreen("screen device: ipad\nshare-sheet\n")
        #expect(diagnosticLines(r).first?.hasPrefix("2:1: an iPad shows a share sheet as a popover") == true, "\(diagnosticLines(r))")
    }

    @Test func aPreferredChoiceInAnActionSheetWarns() {
        let r = resolveScreen("screen device: iphone-6\naction-sheet\n  button \"Print\" preferred\n")
        #expect(diagnosticLines(r).first?.hasPrefix("3:18: an action sheet has no preferred choice") == true, "\(diagnosticLines(r))")
    }

    @Test func customActivitiesNeedATemplateImageAndKnownWordsOnly() {
        let r = resolveScreen("screen device: iphone-6\nshare-sheet\n  activity \"Open\"\n  activity mial\n  activity \"Go\" icon: glob\n")
        let lines = diagnosticLines(r)
        #expect(lines.contains { $0.hasPrefix("3:3: a custom activity needs its template image") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("4:12: unknown activity 'mial'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("5:23: unknown icon 'glob'") }, "\(lines)")
    }
}
