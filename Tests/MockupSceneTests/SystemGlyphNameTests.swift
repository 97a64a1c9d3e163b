import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// The names a new user guesses for the system apps' glyphs (`button round icon: phone`,
/// `item "World Clock" icon: globe`, `icon: clock`), the one alias table behind them, the
/// did-you-mean for the others, and the status bar's `rotation-lock:` and `dnd:`.
@Suite struct SystemGlyphNameTests {
    private func tabBar(_ r: SceneResult) throws -> TabBar {
        for case .tabBar(let b) in try #require(r.screen).elements { return b }
        Issue.record("no tab bar")
        throw CancellationError()
    }

    @Test func clockTabsResolveByTheirObjectsAndTheirTabs() throws {
        let r = resolveScreen("""
            tab-bar
              item "World Clock" icon: globe selected
              item "World Clock" icon: world-clock
              item "Clock" icon: clock
              item "Alarm" icon: alarm
              item "Stopwatch" icon: stopwatch
              item "Timer" icon: timer
            """)
        #expect(diagnosticLines(r) == [])
        let icons = try tabBar(r).items.map(\.icon)
        #expect(icons == ["globe", "globe", "recents", "alarm", "stopwatch", "timer"].map { TabIcon.builtin($0) })
        // The selected globe draws its filled variant.
        let selected = try tabBar(r).items[0].displayedIcon
        #expect(selected != nil && selected == IconLibrary.icon(named: "tab/globe.fill"))
    }

    @Test func callButtonsResolveTheirGlyphsAndAliases() throws {
        let r = resolveScreen("""
            stack
              button round icon: phone color: green
              button round icon: call
              button round icon: end-call color: red
              button round icon: facetime
              button round icon: add-call
              button round icon: mute
            """)
        #expect(diagnosticLines(r) == [])
        guard let stack = r.screen?.content.first?.view as? Stack else { Issue.record("no stack"); return }
        let icons = stack.subviews.compactMap { ($0.view as? Button)?.icon }
        #expect(icons == ["phone", "phone", "end-call", "video", "add", "mute"].map { BarIcon.builtin("bar/" + $0) })
    }

    @Test func anUnknownTabIconSuggestsTheClosestNameWithItsPlace() {
        let r = resolveScreen("tab-bar\n  item \"Alarm\" icon: alarn\n  item \"Watch\" icon: stopwach\n")
        #expect(diagnosticLines(r) == [
            "2:22: unknown icon 'alarn' [did you mean 'alarm'?]",
            "3:22: unknown icon 'stopwach' [did you mean 'stopwatch'?]",
        ])
    }

    @Test func anUnknownButtonGlyphSuggestsAmongNamesAndAliases() {
        let r = resolveScreen("button round icon: phnoe\nbutton round icon: facetim\n")
        #expect(diagnosticLines(r) == [
            "1:20: unknown bar icon 'phnoe' [did you mean 'phone'?]",
            "2:20: unknown bar icon 'facetim' [did you mean 'facetime'?]",
        ])
    }

    @Test func everyAliasNamesAnIconAndShadowsNone() {
        for family in ["tab", "bar"] {
            let names = Set(IconLibrary.names.filter { $0.hasPrefix(family + "/") })
            let aliases = IconLibrary.aliases[family] ?? [:]
            #expect(!aliases.isEmpty, "\(family)")
            for (alias, target) in aliases {
                #expect(names.contains("\(family)/\(target)"), "\(family) alias \(alias) → \(target)")
                #expect(!names.contains("\(family)/\(alias)"), "\(family) alias \(alias) hides an icon")
            }
        }
    }

    @Test func theStatusBarReadsRotationLockAndDoNotDisturb() throws {
        let r = resolveScreen("status-bar rotation-lock: on dnd: on\n")
        #expect(diagnosticLines(r) == [])
        let bar = try #require(r.screen?.statusBar)
        #expect(bar.rotationLock && bar.doNotDisturb)
        let long = try #require(resolveScreen("status-bar do-not-disturb: on\n").screen?.statusBar)
        #expect(long.doNotDisturb && !long.rotationLock)
        let off = try #require(resolveScreen("status-bar\n").screen?.statusBar)
        #expect(!off.doNotDisturb && !off.rotationLock)
    }

    @Test func dndWrittenBothWaysIsAnErrorAtTheSecond() {
        let r = resolveScreen("status-bar dnd: on do-not-disturb: off\n")
        #expect(diagnosticLines(r) == ["1:36: 'dnd' and 'do-not-disturb' are the same setting [write one of them]"])
    }

    @Test func aMisspelledStatusAttributeSuggestsTheNewOnes() {
        let r = resolveScreen("status-bar rotation-lok: on\n")
        #expect(diagnosticLines(r).first?.hasPrefix("1:12: unknown attribute 'rotation-lok'") == true)
        #expect(r.diagnostics.first?.notes.first == "did you mean 'rotation-lock'?")
    }
}
