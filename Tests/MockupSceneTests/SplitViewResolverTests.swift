import MockupScene
import MockupSyntax
import Testing

/// Split views and containers: what the resolver accepts and where it reports problems.
@Suite struct SplitViewResolverTests {
    static func resolve(_ text: String) -> SceneResult { resolveScreen(text) }

    static func messages(_ r: SceneResult) -> [String] {
        r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.severity) \($0.message)" }
    }

    @Test func masterAndDetailHoldTheirOwnBars() throws {
        let r = Self.resolve("""
            screen device: ipad orientation: landscape
            status-bar
            split-view visible master-width: 300
              master
                navigation-bar "A"
                table plain
              detail background: #EFEFF4
                navigation-bar "B"
                toolbar
                  button "Go"
                label "Hi"
            """)
        #expect(r.diagnostics.isEmpty, "\(Self.messages(r))")
        guard case .splitView(let split)? = r.screen?.elements.last else {
            Issue.record("no split view")
            return
        }
        #expect(split.display == .visible && split.masterWidth == 300)
        #expect(split.master.navigationBar?.title == "A" && split.master.content.count == 1)
        #expect(split.detail.elements.count == 3 && split.detail.background != nil)
    }

    @Test func problemsAreReportedAtTheirPlace() {
        let r = Self.resolve("""
            screen device: ipad
            label "X"
            split-view
              master
                status-bar
                navigation-bar "A"
                navigation-bar "B"
            """)
        #expect(Self.messages(r) == [
            "2:1 error 'label' beside a split view",
            "3:1 error this split view has no 'detail'",
            "5:5 error the status bar belongs to the screen",
            "7:5 error a 'master' has at most one 'navigation-bar'",
        ])
    }

    @Test func anIPhoneDrawsTheMasterWithAWarningExceptThePlusInLandscape() {
        let text = { (device: String, extra: String) in
            """
            screen device: \(device) \(extra)
            split-view
              master
                table plain
              detail
                table plain
            """
        }
        let phone = Self.resolve(text("iphone-6", ""))
        #expect(Self.messages(phone) == ["2:1 warning an iPhone shows one pane of a split view: the master is drawn full screen"])
        #expect(Self.resolve(text("iphone-6-plus", "orientation: landscape")).diagnostics.isEmpty)
        #expect(Self.resolve(text("iphone-6-plus", "orientation: landscape ios: 7")).diagnostics.count >= 1)
    }

    @Test func unknownPaneAndContainerChildrenGetSuggestions() {
        let r = Self.resolve("""
            screen device: ipad
            split-view
              mastr
              master
              detail
            """)
        #expect(Self.messages(r).first == "3:3 error unknown element inside 'split-view': 'mastr'")
        #expect(r.diagnostics.first?.notes.contains("did you mean 'master'?") == true)
        let c = Self.resolve("""
            screen device: ipad
            container
              chld x: 1
              child width: 0 widht: 3
            """)
        #expect(Self.messages(c).prefix(1) == ["3:3 error unknown element inside 'container': 'chld'"])
        #expect(Self.messages(c).contains { $0.hasPrefix("4:16 error 'width' must be between") })
        #expect(Self.messages(c).contains { $0.hasPrefix("4:18 error unknown attribute 'widht'") })
    }
}

/// Overlays that point at ids: one popover at a time, iPad sheets included.
@Suite struct AnchoredOverlayResolverTests {
    @Test func anIPadActionSheetBesideAPopoverIsASecondPopover() {
        let r = resolveScreen("""
            screen device: ipad
            navigation-bar "X"
              button action id: a
              button "B" left id: b
            popover anchor: a
              label "x"
            action-sheet anchor: b
              button "One"
            """)
        #expect(diagnosticLines(r) == ["7:1: a second popover [iOS shows one popover at a time (the first is at line 5); remove one]"])
    }

    @Test func unknownAnchorsSuggestTheIdsOfTheScreen() {
        let r = resolveScreen("""
            screen device: ipad
            navigation-bar "X"
              button action id: share
            popover anchor: shar
              label "x"
            """)
        #expect(diagnosticLines(r) == ["4:17: unknown anchor 'shar' [did you mean 'share'?]"])
    }
}
