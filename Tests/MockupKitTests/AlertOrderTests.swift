import MockupDisplayList
import MockupGeometry
import MockupKit
import Testing

/// Where each release puts Cancel and which button it bolds (UIAlertView on iOS 7,
/// UIAlertController on iOS 8–9), read from the display list's text runs.
@Suite struct AlertOrderTests {
    static func runs(_ items: [DisplayItem]) -> [TextRun] {
        items.flatMap { item -> [TextRun] in
            switch item {
            case .text(let t): return [t]
            case .group(let g): return runs(g.items)
            default: return []
            }
        }
    }

    static func buttons(_ text: String, _ titles: [String]) throws -> [String: TextRun] {
        let list = try compileText(text)
        var out: [String: TextRun] = [:]
        for r in runs(list.items) where titles.contains(r.text) { out[r.text] = r }
        #expect(out.count == titles.count, "\(out.keys.sorted())")
        return out
    }

    static func alert(_ ios: Int, _ lines: [String], sheet: Bool = false) -> String {
        "screen device: \(ios == 7 ? "iphone-5" : "iphone-6") ios: \(ios)\n\(sheet ? "action-sheet" : "alert") \"T\"\n"
            + lines.map { "  button \($0)" }.joined(separator: "\n") + "\n"
    }

    @Test func iOS9PutsCancelLeftOfTwoAndBoldsIt() throws {
        let b = try Self.buttons(Self.alert(9, ["\"Delete\" destructive", "\"Cancel\" cancel"]), ["Delete", "Cancel"])
        let cancel = try #require(b["Cancel"]), delete = try #require(b["Delete"])
        #expect(cancel.origin.x < delete.origin.x)
        #expect(cancel.font.weight == .semibold && delete.font.weight == .regular)
        #expect(delete.color == Color(rgb: 0xFF3B30))
    }

    @Test func iOS7BoldsTheRightOneOfTwoAndDrawsNoRed() throws {
        let b = try Self.buttons(Self.alert(7, ["\"Cancel\" cancel", "\"Delete\" destructive"]), ["Delete", "Cancel"])
        let cancel = try #require(b["Cancel"]), delete = try #require(b["Delete"])
        #expect(cancel.origin.x < delete.origin.x)
        #expect(delete.font.weight == .bold && cancel.font.weight == .regular)
        #expect(delete.color != Color(rgb: 0xFF3B30))
    }

    @Test(arguments: [7, 8, 9])
    func aStackEndsWithCancelInBold(_ ios: Int) throws {
        let b = try Self.buttons(Self.alert(ios, ["\"Cancel\" cancel", "\"Save\"", "\"Discard\""]), ["Cancel", "Save", "Discard"])
        let cancel = try #require(b["Cancel"]), save = try #require(b["Save"]), discard = try #require(b["Discard"])
        #expect(save.origin.y < discard.origin.y && discard.origin.y < cancel.origin.y)
        #expect(cancel.font.weight == (ios == 7 ? .bold : .semibold))
        #expect(save.font.weight == .regular && discard.font.weight == .regular)
    }

    @Test(arguments: [8, 9])
    func thePreferredButtonIsBoldOnlyOnIOS9(_ ios: Int) throws {
        let b = try Self.buttons(Self.alert(ios, ["\"Cancel\" cancel", "\"Sign In\" preferred"]), ["Cancel", "Sign In"])
        let cancel = try #require(b["Cancel"]), signIn = try #require(b["Sign In"])
        #expect(signIn.font.weight == (ios == 9 ? .semibold : .regular))
        #expect(cancel.font.weight == (ios == 9 ? .regular : .semibold))
    }

    @Test(arguments: [7, 9])
    func iOS7ActionSheetsPutTheDestructiveChoiceFirst(_ ios: Int) throws {
        let b = try Self.buttons(
            Self.alert(ios, ["\"Take Photo\"", "\"Delete\" destructive", "\"Cancel\" cancel"], sheet: true), ["Take Photo", "Delete", "Cancel"])
        let take = try #require(b["Take Photo"]), delete = try #require(b["Delete"]), cancel = try #require(b["Cancel"])
        #expect((delete.origin.y < take.origin.y) == (ios == 7))
        #expect(cancel.origin.y > max(take.origin.y, delete.origin.y))
        #expect(cancel.font.weight == (ios == 7 ? .bold : .semibold))
        #expect(take.font.size == (ios == 7 ? 21 : 20))
    }
    @Test(arguments: [8, 9])
    func twoTitlesTooWideForTheirHalvesStackWithCancelLast(_ ios: Int) throws {
        // "Enter Passcode" (about 120 pt of 17-pt text) does not fit 135 − 2 × 12 (e07).
        let b = try Self.buttons(Self.alert(ios, ["\"Enter Passcode\"", "\"Cancel\" cancel"]), ["Enter Passcode", "Cancel"])
        let enter = try #require(b["Enter Passcode"]), cancel = try #require(b["Cancel"])
        #expect(enter.origin.y + 40 < cancel.origin.y, "stacked: \(enter.origin) \(cancel.origin)")
        #expect(abs((enter.origin.x + enter.width / 2) - (cancel.origin.x + cancel.width / 2)) < 1, "both centred")
        #expect(cancel.font.weight == .semibold)
    }

    @Test func iOS7KeepsTwoLongTitlesSideBySide() throws {
        let b = try Self.buttons(Self.alert(7, ["\"Enter Passcode\"", "\"Cancel\" cancel"]), ["Enter Passcode", "Cancel"])
        let enter = try #require(b["Enter Passcode"]), cancel = try #require(b["Cancel"])
        #expect(enter.origin.y == cancel.origin.y && cancel.origin.x < enter.origin.x)
    }

    @Test func iOS7TitleLinesAre22PointsApart() throws {
        let text = "screen device: iphone-5 ios: 7\nalert \"“PrivacyPrompts” Would Like to Use Your Current Location\"\n  button \"OK\"\n"
        let lines = Self.runs(try compileText(text).items).filter { $0.font.size == 17 && $0.font.weight == .bold && $0.text != "OK" }
        #expect(lines.count == 2, "\(lines.map(\.text))")
        if lines.count == 2 { #expect(abs(lines[1].origin.y - lines[0].origin.y - 22) < 0.01, "\(lines.map(\.origin.y))") }
    }
}
