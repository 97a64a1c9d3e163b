import MockupScene
import MockupSyntax
import Testing

/// `keyboard`: its words and attributes, where it may stand, and every bad input
/// reported at its line and column.
@Suite struct KeyboardResolverTests {
    private func keyboard(_ r: SceneResult) -> Keyboard? {
        r.screen?.elements.lazy.compactMap { if case .keyboard(let k) = $0 { return k } else { return nil } }.first
    }

    @Test func readsTypeReturnKeyShiftPlaneDictationAndSuggestions() throws {
        let r = resolveScreen("""
            screen device: iphone-6 ios: 8
            keyboard email return: send shift no-dictation
              suggestions "I" "The" "I'm"
            """)
        #expect(diagnosticLines(r).isEmpty, "\(diagnosticLines(r))")
        let k = try #require(keyboard(r))
        #expect(k.kind == .email && k.returnKey == .send && k.shift && !k.dictation && k.plane == .letters)
        #expect(k.suggestions == ["I", "The", "I'm"])
        #expect(k.returnKey.title == "Send" && k.returnKey.isBlue)
        #expect(Keyboard.ReturnKey.return.title == "return" && !Keyboard.ReturnKey.return.isBlue && !Keyboard.ReturnKey.next.isBlue)
    }

    @Test func theTypeCanBeAnAttributeAndThePlaneAWord() throws {
        let r = resolveScreen("screen device: iphone-5\nkeyboard type: decimal-pad\n")
        #expect(diagnosticLines(r).isEmpty)
        #expect(keyboard(r)?.kind == .decimalPad)
        let n = resolveScreen("screen device: iphone-5\nkeyboard symbols\n")
        #expect(keyboard(n)?.plane == .symbols)
    }

    @Test func anUnknownTypeIsNamedWithTheClosestOne() {
        let r = resolveScreen("screen device: iphone-6\nkeyboard emial\n")
        #expect(diagnosticLines(r) == ["2:10: unknown keyboard type 'emial' [did you mean 'email'?]"])
        let a = resolveScreen("screen device: iphone-6\nkeyboard type: nubmer-pad\n")
        #expect(diagnosticLines(a) == ["2:16: unknown type 'nubmer-pad' [did you mean 'number-pad'?]"])
        let w = resolveScreen("screen device: iphone-6\nkeyboard shfit\n")
        #expect(diagnosticLines(w) == ["2:10: unknown word for 'keyboard': 'shfit' [did you mean 'shift'?]"])
        let ret = resolveScreen("screen device: iphone-6\nkeyboard return: serch\n")
        #expect(diagnosticLines(ret) == ["2:18: unknown return 'serch' [did you mean 'search'?]"])
    }

    @Test func aScreenHasOneKeyboard() {
        let r = resolveScreen("screen device: iphone-6\nkeyboard\nlabel \"x\"\nkeyboard email\n")
        #expect(diagnosticLines(r) == ["4:1: a screen has at most one 'keyboard' [the first is at line 2]"])
    }

    @Test func aModalHoldsOneKeyboardOfItsOwn() {
        let ok = resolveScreen("screen device: iphone-6\nmodal\n  navigation-bar \"New\"\n  keyboard\n")
        #expect(diagnosticLines(ok).isEmpty, "\(diagnosticLines(ok))")
        let two = resolveScreen("screen device: iphone-6\nmodal\n  keyboard\n  keyboard url\n")
        #expect(diagnosticLines(two) == ["4:3: a 'modal' has at most one 'keyboard' [the first is at line 3]"])
    }

    @Test func narrowerPanesCannotHoldAKeyboard() {
        let sheet = resolveScreen("screen device: ipad\nmodal form-sheet\n  keyboard\n")
        #expect(diagnosticLines(sheet).first?.hasPrefix("3:3: a keyboard inside an iPad form sheet is not drawn") == true, "\(diagnosticLines(sheet))")
        let full = resolveScreen("screen device: ipad\nmodal full-screen\n  keyboard\n")
        #expect(diagnosticLines(full).isEmpty)
        let popover = resolveScreen("screen device: ipad\nnavigation-bar \"A\"\n  button action id: s\npopover anchor: s\n  keyboard\n")
        #expect(diagnosticLines(popover).contains { $0.hasPrefix("5:3: a keyboard inside 'popover'") }, "\(diagnosticLines(popover))")
        let split = resolveScreen("""
            screen device: ipad orientation: landscape
            split-view
              master
                keyboard
              detail
                label "x"
            keyboard
            """)
        let lines = diagnosticLines(split)
        #expect(lines.contains { $0.hasPrefix("4:5: a keyboard inside 'master'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("7:1: a keyboard over a split view is not drawn") }, "\(lines)")
        let stack = resolveScreen("screen device: iphone-6\nstack\n  keyboard\n")
        #expect(diagnosticLines(stack).count == 1 && diagnosticLines(stack)[0].hasPrefix("3:3: unknown element 'keyboard'"), "\(diagnosticLines(stack))")
    }

    @Test func padsWarnAboutWhatTheyCannotShow() throws {
        let r = resolveScreen("""
            screen device: iphone-6 ios: 8
            keyboard number-pad return: go shift
              suggestions "1"
            """)
        #expect(diagnosticLines(r) == [
            "2:29: a number-pad has no return key [remove 'return:'; iOS draws the pad without one]",
            "2:32: a number-pad has no 'shift' [the pad has digits only; remove 'shift']",
            "3:3: a number-pad has no QuickType bar [iOS shows suggestions above letter keyboards only; remove this line]",
        ])
        let k = try #require(keyboard(r))
        #expect(k.returnKey == .return && !k.shift && k.suggestions == nil)
        // An iPad shows the numbers plane instead: nothing to report.
        let pad = resolveScreen("screen device: ipad ios: 8\nkeyboard number-pad return: go\n")
        #expect(diagnosticLines(pad).isEmpty)
    }

    @Test func quickTypeIsAnIOS8FeatureAndShowsThreeSuggestions() throws {
        let old = resolveScreen("screen device: iphone-5 ios: 7\nkeyboard\n  suggestions \"I\"\n")
        #expect(diagnosticLines(old) == ["3:3: QuickType arrived in iOS 8: not drawn on iOS 7 [remove the suggestions, or draw the screen as iOS 8 or 9 (screen ios: 8)]"])
        #expect(keyboard(old)?.suggestions == nil)
        let four = resolveScreen("screen device: iphone-6\nkeyboard\n  suggestions \"a\" \"b\" \"c\" \"d\"\n")
        #expect(diagnosticLines(four).first?.hasPrefix("3:27: too many texts for 'suggestions'") == true, "\(diagnosticLines(four))")
        let twice = resolveScreen("screen device: iphone-6\nkeyboard\n  suggestions \"a\"\n  suggestions \"b\"\n")
        #expect(diagnosticLines(twice) == ["4:3: a keyboard has one QuickType bar [write every suggestion on one 'suggestions' line]"])
    }

    @Test func shiftOnTheNumbersPlaneIsReported() {
        let r = resolveScreen("screen device: iphone-6\nkeyboard numbers shift\n")
        #expect(diagnosticLines(r).first?.hasPrefix("2:18: 'shift' has no effect on the numbers plane") == true, "\(diagnosticLines(r))")
        let both = resolveScreen("screen device: iphone-6\nkeyboard numbers symbols\n")
        #expect(diagnosticLines(both) == ["2:18: a keyboard shows one plane [write 'numbers' or 'symbols']"])
    }

    @Test func theEmojiKeyIsAnIOS8Choice() {
        let r = resolveScreen("screen device: iphone-6 ios: 8\nkeyboard emoji\n")
        #expect(diagnosticLines(r).isEmpty)
        #expect(keyboard(r)?.emoji == true)
        let old = resolveScreen("screen device: iphone-5 ios: 7\nkeyboard emoji\n")
        #expect(diagnosticLines(old) == ["2:10: iOS 7 shows the globe [the emoji key in place of the globe arrived in iOS 8; remove 'emoji' or draw the screen as iOS 8 or 9]"])
        #expect(keyboard(old)?.emoji == false)
    }

    @Test func aliasesCapsLockAndTheWebSearchGoKey() throws {
        let r = resolveScreen("screen device: iphone-6\nkeyboard numbers-and-punctuation\n")
        #expect(diagnosticLines(r).isEmpty)
        #expect(keyboard(r)?.kind == .default && keyboard(r)?.plane == .numbers)
        let caps = try #require(keyboard(resolveScreen("screen device: iphone-6\nkeyboard twitter caps-lock\n")))
        #expect(caps.kind == .twitter && caps.shift && caps.capsLock)
        #expect(keyboard(resolveScreen("screen device: iphone-6\nkeyboard web-search\n"))?.returnKey == .go)
        #expect(keyboard(resolveScreen("screen device: iphone-6\nkeyboard web-search return: search\n"))?.returnKey == .search)
        let pad = resolveScreen("screen device: iphone-6\nkeyboard phone-pad caps-lock\n")
        #expect(diagnosticLines(pad) == ["2:20: a phone-pad has no 'caps-lock' [the pad has digits only; remove 'caps-lock']"])
    }

    @Test func pressedNamesACharacterKeyOfTheKeysShown() {
        #expect(keyboard(resolveScreen("screen device: iphone-6\nkeyboard pressed: q\n"))?.pressed == "Q")
        #expect(keyboard(resolveScreen("screen device: iphone-6\nkeyboard email pressed: \"@\"\n"))?.pressed == "@")
        #expect(keyboard(resolveScreen("screen device: iphone-6\nkeyboard phone-pad pressed: 5\n"))?.pressed == "5")
        let bad = resolveScreen("screen device: iphone-6\nkeyboard numbers pressed: q\n")
        #expect(diagnosticLines(bad).first?.hasPrefix("2:27: no key 'q' on this keyboard") == true, "\(diagnosticLines(bad))")
    }

    @Test func aScreensKeyboardUnderAModalIsReported() {
        let phone = resolveScreen("screen device: iphone-6\nkeyboard\nmodal\n  label \"x\"\n")
        #expect(diagnosticLines(phone) == ["2:1: the modal (line 3) covers this keyboard [write 'keyboard' inside the modal to show it at the modal's bottom]"])
        let pad = resolveScreen("screen device: ipad\nkeyboard\nmodal form-sheet\n  label \"x\"\n")
        #expect(diagnosticLines(pad).first?.hasPrefix("2:1: this keyboard is drawn under the sheet (line 3), dimmed") == true, "\(diagnosticLines(pad))")
    }
}
