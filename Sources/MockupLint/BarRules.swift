import MockupScene
import MockupSyntax

/// The rules of the bars: navigation bar, toolbar, bar buttons, tab bar, search bar.
enum BarRules {
    static let rules: [LintRule] = [statusScroll, navCrowded, navBreadcrumb, barSpacing, mixedTranslucency, toolbarText, iconMeaning, tabCount, tabMoreLandscape, tabAsAction, searchTextField]

    /// Views whose content scrolls up under what is above them.
    static let scrolling: [ElementKind] = [.table, .collection, .scrollView, .webView, .textView]

    static let statusScroll = LintRule(
        "L-status-scroll", section: "Status bar",
        guideline: "The status bar is transparent: make sure content doesn't scroll behind it without a bar or backing, or the time and battery are drawn over the content (a navigation bar behind the status bar gives that backing).",
        trigger: "a visible status bar over a screen whose first view scrolls, with no navigation bar, search bar or top toolbar",
        failing: """
            screen device: iphone-6
            table plain
              cell "Groceries"
            """, at: .init(2, 1),
        passing: """
            screen device: iphone-6
            navigation-bar "Notes"
            table plain
              cell "Groceries"
            """
    ) { scope in
        guard scope.screen.showsStatusBar else { return [] }
        let top = scope.entries.filter { $0.ancestorKinds.allSatisfy { $0 == .screen } }
        let backed = top.contains { e in
            let n = e.node
            return (e.kind == .navigationBar && !n.has("hidden") && n.bool("hidden") != true) || e.kind == .searchBar
                || (e.kind == .toolbar && (n.has("top") || n.text("position") == "top")) || e.kind == .splitView
        }
        // Views, not the lines around them (the screen, variants, bars at the bottom).
        let content = top.filter { e in
            e.kind.map { ![.screen, .statusBar, .toolbar, .tabBar, .keyboard].contains($0) } ?? false
        }
        guard !backed, let firstEntry = content.first, let kind = firstEntry.kind, scrolling.contains(kind) else { return [] }
        let first = firstEntry.node
        guard first.attribute("y") == nil,
            // Paging and horizontal views scroll sideways, never up under the bar.
            !first.has("paging"), first.bool("paging") != true, !first.has("horizontal"), first.text("direction") != "horizontal",
            first.text("axis") != "horizontal"
        else { return [] }
        return [LintHit(first.nameRange, "the \(kind.name) scrolls under the status bar with nothing behind it", fix: "put a navigation bar above it, or hide the status bar")]
    }

    static let navCrowded = LintRule(
        "L-nav-crowded", section: "Navigation bar",
        guideline: "Avoid crowding a navigation bar with too many controls. In general, a navigation bar should contain no more than the view's current title, a back button, and one control that manages the view's contents.",
        trigger: "a navigation bar with more than three items (title, back button, buttons, segmented control)",
        failing: """
            screen device: iphone-6
            navigation-bar "Notes"
              button "Edit" left
              button add
              button compose
            """, at: .init(5, 3),
        passing: """
            screen device: iphone-6
            navigation-bar "Notes"
              button "Edit" left
              button add
            """
    ) { scope in
        scope.all(.navigationBar).compactMap { e in
            var items: [SourceRange] = []
            if e.node.attribute("title") != nil || !e.node.texts.isEmpty { items.append(e.node.nameRange) }
            for c in e.node.children where [.backButton, .navigationBarButton, .navigationBarSegmented].contains(scope.kind(of: c)) {
                items.append(c.nameRange)
            }
            guard items.count > 3 else { return nil }
            return LintHit(
                items[3], "the navigation bar holds \(items.count) items; more than three is crowded",
                fix: "keep the title, the back button and one control; move the rest to a toolbar")
        }
    }

    static let navBreadcrumb = LintRule(
        "L-nav-multisegment-back", section: "Navigation bar",
        guideline: "Don't create a multisegment back button. A back button shows the title of the previous screen only; a breadcrumb path does not fit the bar and people navigate one level at a time.",
        trigger: "a back button whose title is a path (`>`, `›`, `»`, ` / `)",
        failing: """
            screen device: iphone-6
            navigation-bar "Wi-Fi"
              back "Settings > General"
            """, at: .init(3, 8),
        passing: """
            screen device: iphone-6
            navigation-bar "Wi-Fi"
              back "General"
            """
    ) { scope in
        scope.all(.backButton).compactMap { e in
            guard let v = e.node.texts.first, let s = v.string,
                [">", "›", "»", " / ", "→"].contains(where: { s.contains($0) }) else { return nil }
            return LintHit(v.range, "the back button shows a path of several levels", fix: "title it with the previous screen's title only")
        }
    }

    static let barSpacing = LintRule(
        "L-bar-spacing", section: "Toolbar and navigation bar buttons",
        guideline: "If you use more than one text button in a bar, make sure they are not too close together: put a fixed space between adjacent text items in a toolbar, and avoid two text buttons on the same side of a navigation bar.",
        trigger: "two text buttons on one side of a navigation bar, or adjacent text buttons in a toolbar without a space between",
        failing: """
            screen device: iphone-6
            navigation-bar "Draft"
              button "Save"
              button "Send"
            """, at: .init(4, 3),
        passing: """
            screen device: iphone-6
            navigation-bar "Draft"
              button "Save" left
              button "Send"
            """
    ) { scope in
        var hits: [LintHit] = []
        for e in scope.all(.navigationBar) {
            let buttons = e.node.children.filter { scope.kind(of: $0) == .navigationBarButton }.map(WrittenBarButton.init).filter(\.isText)
            for left in [true, false] {
                let side = buttons.filter { $0.isLeft == left }
                if side.count > 1 {
                    hits.append(LintHit(
                        side[1].node.nameRange, "two text buttons on the \(left ? "left" : "right") of the navigation bar",
                        fix: "move one to the other side or to a toolbar, or use an icon"))
                }
            }
        }
        for e in scope.all(.toolbar) {
            for (a, b) in zip(e.node.children, e.node.children.dropFirst())
            where scope.kind(of: a) == .toolbarButton && scope.kind(of: b) == .toolbarButton && WrittenBarButton(a).isText
                && WrittenBarButton(b).isText
            {
                hits.append(LintHit(b.nameRange, "two text buttons side by side in the toolbar", fix: "put a fixed-space (or flexible-space) between them"))
            }
        }
        return hits
    }

    /// Whether a bar node is drawn translucent.
    static func translucent(_ n: Node) -> Bool { !(n.has("opaque") || n.bool("translucent") == false) }

    static let mixedTranslucency = LintRule(
        "L-bar-mixed-translucency", section: "Navigation bar",
        guideline: "Make the bars of one screen agree: a translucent navigation bar with an opaque toolbar (or the reverse) looks inconsistent. Navigation bars and toolbars are translucent by default.",
        trigger: "a navigation bar and a toolbar or tab bar of the same screen or pane, one opaque and one translucent",
        failing: """
            screen device: iphone-6
            navigation-bar "Photos" opaque
            toolbar
              button action
            """, at: .init(3, 1),
        passing: """
            screen device: iphone-6
            navigation-bar "Photos" opaque
            toolbar opaque
              button action
            """
    ) { scope in
        var hits: [LintHit] = []
        for e in scope.all(.navigationBar) where !e.node.has("hidden") && e.node.bool("hidden") != true {
            let siblings = e.parent?.children ?? scope.entries.filter { $0.ancestors.isEmpty }.map(\.node)
            for other in siblings where [.toolbar, .tabBar].contains(scope.kind(of: other)) && translucent(other) != translucent(e.node) {
                hits.append(LintHit(
                    other.nameRange,
                    "the \(scope.kind(of: other) == .toolbar ? "toolbar" : "tab bar") is \(translucent(other) ? "translucent" : "opaque") under \(translucent(e.node) ? "a translucent" : "an opaque") navigation bar",
                    fix: translucent(e.node) ? "remove 'opaque'" : "write it 'opaque' too"))
            }
        }
        return hits
    }

    static let toolbarText = LintRule(
        "L-toolbar-text-items", section: "Toolbar",
        guideline: "Maximize the target area of toolbar items: if you need more than three toolbar items, use icons; text buttons need so much room that more than three crowd the bar.",
        trigger: "a toolbar with more than three buttons, some of them text",
        failing: """
            screen device: iphone-6
            toolbar
              button "Reply"
              flexible-space
              button "Forward"
              flexible-space
              button "Move"
              flexible-space
              button "Delete"
            """, at: .init(3, 3),
        passing: """
            screen device: iphone-6
            toolbar
              button reply
              flexible-space
              button action
              flexible-space
              button organize
              flexible-space
              button trash
            """
    ) { scope in
        scope.all(.toolbar).compactMap { e in
            let buttons = e.node.children.filter { scope.kind(of: $0) == .toolbarButton }.map(WrittenBarButton.init)
            guard buttons.count > 3, let first = buttons.first(where: \.isText) else { return nil }
            return LintHit(
                first.node.nameRange, "\(buttons.count) toolbar buttons, \(buttons.filter(\.isText).count) of them text",
                fix: "use system icons (reply, action, organize, trash…) when there are more than three")
        }
    }

    /// Words that name a system item other than by its title.
    static let synonyms: [String: BarButton.SystemItem] = [
        "delete": .trash, "remove": .trash, "share": .action, "new": .compose, "write": .compose, "move": .organize,
        "reload": .refresh, "photo": .camera, "find": .search, "plus": .add,
    ]

    /// The system item whose meaning a title names.
    static func meaning(_ title: String) -> BarButton.SystemItem? {
        let t = title.lowercased()
        if let s = synonyms[t] { return s }
        return BarButton.SystemItem.allCases.first { $0.iconName != nil && $0.title.lowercased() == t }
    }

    static let iconMeaning = LintRule(
        "L-icon-meaning", section: "Toolbar and navigation bar buttons",
        guideline: "Use system buttons according to their documented meaning: people know what the standard icons do (Trash deletes, Add adds, Action shares), so don't use one for another purpose.",
        trigger: "a system icon whose title names a different system item (`button trash \"Add\"`)",
        failing: """
            screen device: iphone-6
            toolbar
              button trash "Add"
            """, at: .init(3, 16),
        passing: """
            screen device: iphone-6
            toolbar
              button add "Add"
            """
    ) { scope in
        scope.all(ElementKind.barButtons + [.button]).compactMap { e in
            let b = WrittenBarButton(e.node)
            var icon = b.system.flatMap { $0.iconName == nil ? nil : $0 }
            if case .identifier(let s)? = e.node.attribute("icon")?.value.kind { icon = BarButton.SystemItem(rawValue: s.lowercased()) }
            guard let icon, icon.iconName != nil, let t = b.title, let s = t.string, let meant = meaning(s), meant != icon else { return nil }
            return LintHit(t.range, "the \(icon.rawValue) icon is titled \"\(s)\", the meaning of the \(meant.rawValue) icon", fix: "use 'button \(meant.rawValue)' or a custom icon")
        }
    }

    static let tabCount = LintRule(
        "L-tab-count", section: "Tab bar",
        guideline: "Don't show more than five tabs on iPhone: with more, the tab bar displays four tabs and a More tab, which is harder to use. On iPad a tab bar can show more tabs, but more than seven crowd it.",
        trigger: "more than five tab bar items on iPhone, more than seven on iPad",
        failing: """
            screen device: iphone-6
            tab-bar
              item "Home"
              item "Mail"
              item "Photos"
              item "Music"
              item "Maps"
              item "Notes"
            """, at: .init(8, 3),
        passing: """
            screen device: iphone-6
            tab-bar
              item "Home"
              item "Mail"
              item "Photos"
              item "Music"
              item "Maps"
            """
    ) { scope in
        let limit = scope.isPhone ? 5 : 7
        return scope.all(.tabBar).compactMap { e in
            let items = e.node.children.filter { scope.kind(of: $0) == .tabBarItem }
            guard items.count > limit else { return nil }
            return LintHit(
                items[limit].nameRange, "\(items.count) tabs; \(scope.isPhone ? "an iPhone" : "an iPad") tab bar holds at most \(limit)",
                fix: scope.isPhone ? "keep four tabs and a More tab, or fewer sections" : "keep seven tabs or fewer")
        }
    }

    static let tabMoreLandscape = LintRule(
        "L-tab-more-landscape", section: "Tab bar",
        guideline: "A tab bar has the same height in landscape; avoid a More tab in landscape on iPhone, where the extra list it opens is awkward — fit the tabs in five.",
        trigger: "an iPhone tab bar in landscape with a More tab (written, or implied by more than five items), unless the keyboard hides it",
        failing: """
            screen device: iphone-6 orientation: landscape
            tab-bar
              item featured
              item "Music"
              item "Videos"
              item "Podcasts"
              item more
            """, at: .init(7, 3),
        passing: """
            screen device: iphone-6 orientation: landscape
            tab-bar
              item featured
              item "Music"
              item "Videos"
              item "Podcasts"
              item search
            """
    ) { scope in
        // Under the keyboard the tab bar is hidden: the screen shows no More tab.
        let keyboard = scope.screen.elements.contains { if case .keyboard = $0 { true } else { false } }
        guard scope.isPhone && scope.isLandscape && !keyboard else { return [] }
        return scope.all(.tabBar).compactMap { e in
            let items = e.node.children.filter { scope.kind(of: $0) == .tabBarItem }
            if let more = items.first(where: { $0.has("more") }) {
                return LintHit(more.nameRange, "a More tab in landscape", fix: "fit the tabs in five without More")
            }
            guard items.count > 5 else { return nil }
            return LintHit(items[4].nameRange, "\(items.count) tabs show a More tab in landscape", fix: "fit the tabs in five without More")
        }
    }

    static let actionVerbs: Set<String> = [
        "add", "new", "compose", "create", "post", "write", "send", "share", "upload", "delete", "remove", "take",
        "scan", "edit", "save", "refresh", "buy", "print",
    ]

    static let tabAsAction = LintRule(
        "L-tab-as-action", section: "Tab bar",
        guideline: "Use a tab bar to give people the ability to switch between different subtasks, views, or modes. Don't use a tab to perform actions on the current screen: use a toolbar for that.",
        trigger: "a tab titled with an action verb (Add, New, Compose, Post, Share, Delete…)",
        failing: """
            screen device: iphone-6
            tab-bar
              item "Feed"
              item "New Post"
              item "Profile"
            """, at: .init(4, 8),
        passing: """
            screen device: iphone-6
            tab-bar
              item "Feed"
              item "Drafts"
              item "Profile"
            """
    ) { scope in
        scope.all(.tabBarItem).compactMap { e in
            guard let v = e.node.texts.first, let s = v.string,
                let first = s.split(separator: " ").first, actionVerbs.contains(first.lowercased()) else { return nil }
            return LintHit(v.range, "the tab \"\(s)\" names an action, not a section", fix: "put the action in a toolbar or navigation bar button")
        }
    }

    static let searchTextField = LintRule(
        "L-search-textfield", section: "Search bar",
        guideline: "Use a search bar, not a text field, to implement search: people recognise its magnifier, its clear button and its Cancel button.",
        trigger: "a text field whose placeholder or text speaks of searching",
        failing: """
            screen device: iphone-6
            text-field placeholder: "Search contacts"
            """, at: .init(2, 25),
        passing: """
            screen device: iphone-6
            search-bar placeholder: "Search contacts"
            """
    ) { scope in
        // A word starting with "search" ("Search", "Searching…"), not "research".
        func speaksOfSearch(_ s: String) -> Bool {
            s.lowercased().split { !$0.isLetter }.contains { $0.hasPrefix("search") }
        }
        return scope.all(.textField, .alertTextField).compactMap { e in
            for key in ["placeholder", "text"] {
                if let a = e.node.attribute(key), let s = a.value.string, speaksOfSearch(s) {
                    return LintHit(a.value.range, "a text field used for search", fix: "use a search-bar")
                }
            }
            if let v = e.node.texts.first(where: { speaksOfSearch($0.string ?? "") }) {
                return LintHit(v.range, "a text field used for search", fix: "use a search-bar")
            }
            return nil
        }
    }
}
