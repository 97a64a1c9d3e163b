import MockupScene
import MockupSyntax

/// The rules of temporary views: popovers, modals, alerts, action sheets.
enum OverlayRules {
    static let rules: [LintRule] = [popoverStack, popoverCancel, alertTitle, alertButtons, alertOK, alertQuotes, sheetCount]

    static let popoverStack = LintRule(
        "L-popover-stack", section: "Popover",
        guideline: "Display only one popover at a time, and avoid displaying a modal view on top of a popover.",
        trigger: "a modal written after a popover (a second popover is an error of the language)",
        failing: """
            screen device: ipad-air
            navigation-bar "Photos"
              button "Albums" left id: albums
              button action id: share
            popover anchor: share
              label "Share"
            modal form-sheet
              navigation-bar "Albums"
            """, at: .init(7, 1),
        passing: """
            screen device: ipad-air
            navigation-bar "Photos"
              button "Albums" left id: albums
              button action id: share
            popover anchor: share
              label "Share"
            """
    ) { scope in
        var seen = false
        var hits: [LintHit] = []
        for e in scope.entries where e.ancestorKinds.allSatisfy({ $0 == .screen }) {
            // A second popover is an error of the language (`Popover`): only the modal is left.
            if e.kind == .popover {
                seen = true
            } else if e.kind == .modal && seen {
                hits.append(LintHit(e.node.nameRange, "a modal view over a popover", fix: "dismiss the popover first"))
            }
        }
        return hits
    }

    static let popoverCancel = LintRule(
        "L-popover-cancel", section: "Popover",
        guideline: "Avoid providing a “dismiss popover” button such as Cancel: a popover closes when people tap outside it. On iPad an action sheet is shown in a popover and has no Cancel button either.",
        trigger: "a Cancel button inside a popover, or a cancel button of an action sheet on iPad",
        failing: """
            screen device: ipad-air
            navigation-bar "Notes"
              button compose id: new
            popover anchor: new
              navigation-bar "New Note"
                button cancel left
                button done
            """, at: .init(6, 5),
        passing: """
            screen device: ipad-air
            navigation-bar "Notes"
              button compose id: new
            popover anchor: new
              navigation-bar "New Note"
                button done
            """
    ) { scope in
        var hits: [LintHit] = []
        for e in scope.all(ElementKind.barButtons + [.button, .actionSheetButton] + ElementKind.systemButtons) {
            let b = WrittenBarButton(e.node)
            if e.isInside(.popover) && b.isCancel {
                hits.append(LintHit(e.node.nameRange, "a Cancel button in a popover", fix: "remove it: tapping outside closes the popover"))
            } else if !scope.isPhone && e.kind == .actionSheetButton && e.node.has("cancel") {
                hits.append(LintHit(e.node.nameRange, "a Cancel button in an iPad action sheet (drawn as a popover)", fix: "remove it: tapping outside closes the sheet"))
            }
        }
        return hits
    }

    static let alertTitle = LintRule(
        "L-alert-title-length", section: "Alert",
        guideline: "Keep the alert title short enough to display on a single line, if possible; a long title is hard to read quickly and may be truncated.",
        trigger: "an alert title of more than 40 characters",
        failing: """
            screen device: iphone-6
            alert "Are you sure you want to delete all of these messages?"
              button "Delete" destructive
              button "Cancel" cancel
            """, at: .init(2, 7),
        passing: """
            screen device: iphone-6
            alert "Delete All Messages?" message: "This cannot be undone."
              button "Delete" destructive
              button "Cancel" cancel
            """
    ) { scope in
        scope.all(.alert).compactMap { e in
            let v = e.node.texts.first ?? e.node.attribute("title")?.value
            guard let v, let s = v.string, s.count > 40 else { return nil }
            return LintHit(v.range, "an alert title of \(s.count) characters", fix: "keep it to one short line; move the rest into message:")
        }
    }

    static let alertButtons = LintRule(
        "L-alert-buttons", section: "Alert",
        guideline: "Generally, use two-button alerts; avoid more than three buttons: if you need to offer more choices, consider an action sheet.",
        trigger: "an alert with more than three buttons",
        failing: """
            screen device: iphone-6
            alert "Save Changes?"
              button "Save"
              button "Save As"
              button "Discard" destructive
              button "Cancel" cancel
            """, at: .init(6, 3),
        passing: """
            screen device: iphone-6
            alert "Save Changes?"
              button "Save"
              button "Discard" destructive
              button "Cancel" cancel
            """
    ) { scope in
        scope.all(.alert).compactMap { e in
            let buttons = e.node.children.filter { scope.kind(of: $0) == .alertButton }
            guard buttons.count > 3 else { return nil }
            return LintHit(buttons[3].nameRange, "an alert with \(buttons.count) buttons", fix: "offer the choices in an action sheet")
        }
    }

    static let alertOK = LintRule(
        "L-alert-ok", section: "Alert",
        guideline: "In a two-button alert, give the buttons titles that describe what they do: prefer a verb (“Delete”, “Save”) over “OK” when there is one; OK suits an alert that only informs.",
        trigger: "an alert with more than one button, one titled OK or Yes",
        failing: """
            screen device: iphone-6
            alert "Delete Draft?"
              button "OK"
              button "Cancel" cancel
            """, at: .init(3, 10),
        passing: """
            screen device: iphone-6
            alert "Delete Draft?"
              button "Delete" destructive
              button "Cancel" cancel
            """
    ) { scope in
        scope.all(.alert).flatMap { e -> [LintHit] in
            let buttons = e.node.children.filter { scope.kind(of: $0) == .alertButton }
            guard buttons.count > 1 else { return [] }
            return buttons.compactMap { b in
                guard let v = b.texts.first, let s = v.string, ["ok", "okay", "yes"].contains(s.lowercased()) else { return nil }
                return LintHit(v.range, "\"\(s)\" where a verb would say what happens", fix: "title it with the action (Delete, Save, Send…)")
            }
        }
    }

    static let alertQuotes = LintRule(
        "L-alert-quotes", section: "Alert",
        guideline: "Don't put quotation marks around alert button titles.",
        trigger: "an alert or action sheet button title wrapped in quotation marks",
        failing: """
            screen device: iphone-6
            alert "Rename Photo?"
              button "“Rename”"
              button "Cancel" cancel
            """, at: .init(3, 10),
        passing: """
            screen device: iphone-6
            alert "Rename Photo?"
              button "Rename"
              button "Cancel" cancel
            """
    ) { scope in
        let marks: Set<Character> = ["\"", "'", "“", "”", "‘", "’", "«", "»", "「", "」"]
        return scope.all(.alertButton, .actionSheetButton).compactMap { e in
            guard let v = e.node.texts.first, let s = v.string,
                let f = s.first, let l = s.last, marks.contains(f) || marks.contains(l) else { return nil }
            return LintHit(v.range, "quotation marks around the button title \(s)", fix: "remove the quotation marks")
        }
    }

    static let sheetCount = LintRule(
        "L-actionsheet-count", section: "Action sheet",
        guideline: "Avoid making people scroll through an action sheet: offer a few choices; with too many, the sheet is hard to scan.",
        trigger: "an action sheet with more than six choices (Cancel not counted)",
        failing: """
            screen device: iphone-6
            action-sheet "Move To"
              button "Inbox"
              button "Drafts"
              button "Sent"
              button "Archive"
              button "Junk"
              button "Work"
              button "Travel"
              button "Cancel" cancel
            """, at: .init(9, 3),
        passing: """
            screen device: iphone-6
            action-sheet "Move To"
              button "Inbox"
              button "Archive"
              button "Junk"
              button "Cancel" cancel
            """
    ) { scope in
        scope.all(.actionSheet).compactMap { e in
            let choices = e.node.children.filter { scope.kind(of: $0) == .actionSheetButton && !$0.has("cancel") }
            guard choices.count > 6 else { return nil }
            return LintHit(choices[6].nameRange, "an action sheet of \(choices.count) choices", fix: "offer fewer choices, or a table in a new screen")
        }
    }
}
