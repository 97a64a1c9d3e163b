import MockupScene
import MockupSyntax

/// The rules of content views and controls.
enum ContentRules {
    static let rules: [LintRule] = [hitTarget, pinColours, scrollIndicators, splitNarrow, indexAccessories, tableBlank, pageControlCount, pickerLong, roundedRect, segmentCount, stepperValue, titleCase, titleLength]

    /// Buttons people tap, whose written size must leave a 44 × 44 pt target.
    static let tappable: [ElementKind] = ElementKind.barButtons + ElementKind.systemButtons + [.button]

    static let hitTarget = LintRule(
        "L-hit-target", section: "Controls",
        guideline: "Give tappable elements a hit target of about 44 × 44 points. Smaller targets are hard to hit with a finger.",
        trigger: "a button written smaller than 44 pt (`width:`/`height:`), segments narrower than 44 pt, collection items under 44 pt",
        failing: """
            screen device: iphone-6
            button icon: compose width: 30 height: 30
            """, at: .init(2, 29),
        passing: """
            screen device: iphone-6
            button icon: compose width: 44 height: 44
            """
    ) { scope in
        var hits: [LintHit] = []
        func small(_ n: Node, _ keys: [String], what: String) {
            for k in keys {
                if let a = n.attribute(k), let v = n.number(k), v < 44 {
                    hits.append(LintHit(a.value.range, "\(what) is \(format(v)) pt \(k == "height" || k == "item-height" ? "tall" : "wide"), under the 44 pt hit target", fix: "make it at least 44 pt"))
                    return
                }
            }
        }
        for e in scope.entries {
            let n = e.node
            guard let kind = e.kind else { continue }
            if tappable.contains(kind) { small(n, ["width", "height"], what: "the button") }
            if ElementKind.anySegmented.contains(kind), let w = n.number("width"), let a = n.attribute("width") {
                let count = max(1, n.texts.count, (n.text("icons") ?? "").split(separator: " ").count)
                if w / Double(count) < 44 {
                    hits.append(LintHit(a.value.range, "each of the \(count) segments is \(format(w / Double(count))) pt wide, under the 44 pt hit target", fix: "widen the control or use fewer segments"))
                }
            }
            if e.isInside(.collection) || kind == .collection {
                if kind == .collectionItem || kind == .collectionItems { small(n, ["width", "height"], what: "the item") }
                small(n, ["item-size", "item-width", "item-height"], what: "the items")
            }
        }
        return hits
    }

    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    static let pinColours = LintRule(
        "L-pin-colours", section: "Map view",
        guideline: "Use the standard pin colours by their meaning: red for a destination, green for a starting point, purple for a point the user specifies.",
        trigger: "a pin titled as a start, destination or dropped pin in another colour",
        failing: """
            screen device: iphone-6
            map
              pin red "Start" at: 100 100
            """, at: .init(3, 7),
        passing: """
            screen device: iphone-6
            map
              pin green "Start" at: 100 100
            """
    ) { scope in
        let meanings: [(words: [String], colour: String, role: String)] = [
            (["start", "starting point", "origin", "from", "current location"], "green", "a starting point"),
            (["destination", "end", "finish", "arrival"], "red", "a destination"),
            (["dropped pin", "custom pin"], "purple", "a point the user specified"),
        ]
        return scope.all(.mapPin).compactMap { e in
            guard let title = e.node.texts.first?.string?.lowercased() else { return nil }
            let colourValue = e.node.arguments.first { v in
                if case .identifier(let s) = v.kind { MapView.PinColor(rawValue: s.lowercased()) != nil } else { false }
            }
            let colour: String = { if case .identifier(let s)? = colourValue?.kind { s.lowercased() } else { "red" } }()
            for m in meanings where m.words.contains(title) && colour != m.colour {
                return LintHit(colourValue?.range ?? e.node.nameRange, "a \(colour) pin marks \(m.role)", fix: "make it \(m.colour)")
            }
            return nil
        }
    }

    static let scrollIndicators = LintRule(
        "L-scroll-indicator-with-pagecontrol", section: "Scroll view",
        guideline: "In paging mode a scroll view shows a page control, which already tells people where they are: don't show scroll indicators as well.",
        trigger: "a paging scroll view with its indicators written on",
        failing: """
            screen device: iphone-6
            scroll-view paging indicators: on
              label "Page one"
            """, at: .init(2, 32),
        passing: """
            screen device: iphone-6
            scroll-view paging
              label "Page one"
            """
    ) { scope in
        scope.all(.scrollView).compactMap { e in
            guard e.node.has("paging") || e.node.bool("paging") == true, let a = e.node.attribute("indicators"),
                let s = e.node.text("indicators")?.lowercased(), s != "off" else { return nil }
            return LintHit(a.value.range, "scroll indicators beside the page control of a paging scroll view", fix: "remove 'indicators:' (paging hides them)")
        }
    }

    static let splitNarrow = LintRule(
        "L-split-narrow-detail", section: "Split view controller",
        guideline: "Avoid displaying a secondary pane that is narrower than the primary pane: the split view would no longer look balanced.",
        trigger: "a split view whose detail pane, beside a shown master, is narrower than the master",
        failing: """
            screen device: ipad-air orientation: landscape
            split-view master-width: 600
              master
                label "Master"
              detail
                label "Detail"
            """, at: .init(2, 26),
        passing: """
            screen device: ipad-air orientation: landscape
            split-view
              master
                label "Master"
              detail
                label "Detail"
            """
    ) { scope in
        var hits: [LintHit] = []
        for element in scope.screen.elements {
            guard case .splitView(let split) = element else { continue }
            let shown = split.display == .visible || (split.display == .automatic && scope.isLandscape)
            let detail = scope.screen.size.width - split.masterWidth
            guard shown, detail < split.masterWidth else { continue }
            let node = scope.all(.splitView).first { $0.node.nameRange == split.range }?.node
            hits.append(LintHit(
                node?.attribute("master-width")?.value.range ?? split.range,
                "the detail pane is \(format(detail)) pt wide, narrower than the \(format(split.masterWidth)) pt master",
                fix: "keep the master at 320 pt"))
        }
        return hits
    }

    static let indexAccessories = LintRule(
        "L-index-with-accessories", section: "Table view",
        guideline: "Don't use table-view elements that display on the right edge of a table (such as the disclosure indicator) with an index: the index and the accessories interfere.",
        trigger: "a table with `index:` whose cells have an accessory",
        failing: """
            screen device: iphone-6
            table plain index: alphabet
              section header: "A"
                cell "Anna" accessory: disclosure
            """, at: .init(4, 28),
        passing: """
            screen device: iphone-6
            table plain index: alphabet
              section header: "A"
                cell "Anna"
            """
    ) { scope in
        scope.all(.table).compactMap { e in
            guard e.node.attribute("index") != nil else { return nil }
            func cells(_ n: Node) -> [Node] { n.children.flatMap { scope.kind(of: $0) == .tableCell ? [$0] : cells($0) } }
            for c in cells(e.node) {
                if let a = c.attribute("accessory"), c.text("accessory")?.lowercased() != "none" {
                    return LintHit(a.value.range, "an accessory on the right edge of a table with an index", fix: "drop the accessory or the index")
                }
                if let a = c.attribute("switch") {
                    return LintHit(a.nameRange, "a switch on the right edge of a table with an index", fix: "drop the switch or the index")
                }
            }
            return nil
        }
    }

    static let tableBlank = LintRule(
        "L-table-blank-loading", section: "Table view",
        guideline: "Display an activity indicator and a label such as “Loading…” while content loads instead of showing a blank table.",
        trigger: "a table without rows, loading indicator or message",
        failing: """
            screen device: iphone-6
            table plain
            """, at: .init(2, 1),
        passing: """
            screen device: iphone-6
            table plain loading: "Loading…"
            """
    ) { scope in
        scope.all(.table).compactMap { e in
            let n = e.node
            func hasRows(_ n: Node) -> Bool {
                n.children.contains { [.tableCell, .tableCells].contains(scope.kind(of: $0)) || hasRows($0) }
            }
            let talks = ["loading", "header-text", "footer-text", "header", "footer", "refresh"].contains { n.attribute($0) != nil }
                || n.children.contains { c in ["header", "footer", "refresh", "header-view", "footer-view"].contains { scope.kind(of: c) == .table.child($0) } }
            guard !hasRows(n) && !talks else { return nil }
            return LintHit(n.nameRange, "an empty table with no loading indicator or message", fix: "write loading: \"Loading…\" or a message")
        }
    }

    static let pageControlCount = LintRule(
        "L-pagecontrol-count", section: "Page control",
        guideline: "Don't display too many dots: more than about 10 are hard to count at a glance, and more than 20 pages call for another layout (a table or a collection).",
        trigger: "a page control (or paging scroll view) with more than 10 pages",
        failing: """
            screen device: iphone-6
            page-control pages: 12
            """, at: .init(2, 21),
        passing: """
            screen device: iphone-6
            page-control pages: 5
            """
    ) { scope in
        // A paging scroll view draws a dot per child page.
        let paging: [LintHit] = scope.all(.scrollView).compactMap { e in
            guard e.node.has("paging") || e.node.bool("paging") == true, e.node.children.count > 10 else { return nil }
            let n = e.node.children.count
            return LintHit(
                e.node.nameRange, n > 20 ? "\(n) pages: more than 20 call for another layout" : "\(n) pages: their dots are hard to count",
                fix: n > 20 ? "use a table or a collection view" : "keep ten pages or fewer")
        }
        return paging + scope.all(.pageControl).compactMap { e in
            guard let a = e.node.attribute("pages"), let n = e.node.number("pages"), n > 10 else { return nil }
            return LintHit(
                a.value.range,
                n > 20 ? "\(format(n)) pages: more than 20 call for another layout" : "\(format(n)) dots are hard to count",
                fix: n > 20 ? "use a table or a collection view" : "keep ten pages or fewer")
        }
    }

    static let pickerLong = LintRule(
        "L-picker-long", section: "Picker",
        guideline: "Use a table instead of a picker for very long lists: a picker shows only a few values at once and a long wheel is slow to spin through.",
        trigger: "a picker wheel with more than 50 values",
        failing: "screen device: iphone-6\npicker\n  wheel " + (1...51).map(String.init).joined(separator: " "),
        at: .init(3, 3),
        passing: "screen device: iphone-6\npicker\n  wheel " + (1...12).map(String.init).joined(separator: " ")
    ) { scope in
        scope.all(.pickerWheel).compactMap { e in
            guard e.node.arguments.count > 50 else { return nil }
            return LintHit(e.node.nameRange, "a wheel of \(e.node.arguments.count) values", fix: "show a long list in a table")
        }
    }

    static let roundedRect = LintRule(
        "L-rounded-rect", section: "Rounded rectangle button",
        guideline: "The rounded rectangle button is deprecated in iOS 7: use a system button (borderless text in the tint, or a border or fill for emphasis).",
        trigger: "`rounded-rect-button`",
        failing: """
            screen device: iphone-6
            rounded-rect-button "Sign In"
            """, at: .init(2, 1),
        passing: """
            screen device: iphone-6
            button "Sign In"
            """
    ) { scope in
        scope.all(.button).filter { $0.node.name == Button.roundedRectName }.map {
            LintHit($0.node.nameRange, "the rounded rectangle button is deprecated", fix: "write 'button' (add 'bordered' for emphasis)")
        }
    }

    static let segmentCount = LintRule(
        "L-segment-count", section: "Segmented control",
        guideline: "Limit the number of segments to improve usability: wider segments are easier to tap. On iPhone, a segmented control should have five or fewer segments.",
        trigger: "a segmented control with more than five segments on iPhone",
        failing: """
            screen device: iphone-6
            segmented "Mon" "Tue" "Wed" "Thu" "Fri" "Sat"
            """, at: .init(2, 41),
        passing: """
            screen device: iphone-6
            segmented "Day" "Week" "Month" "Year"
            """
    ) { scope in
        guard scope.isPhone else { return [] }
        return scope.all(ElementKind.anySegmented).compactMap { e in
            if e.node.texts.count > 5 {
                return LintHit(e.node.texts[5].range, "\(e.node.texts.count) segments; an iPhone control holds five", fix: "use five segments or fewer, or a table")
            }
            if let a = e.node.attribute("icons"), let s = a.value.string, s.split(separator: " ").count > 5 {
                return LintHit(a.value.range, "\(s.split(separator: " ").count) segments; an iPhone control holds five", fix: "use five segments or fewer")
            }
            return nil
        }
    }

    static let stepperValue = LintRule(
        "L-stepper-no-value", section: "Stepper",
        guideline: "A stepper doesn't display the value it changes: make the affected value obvious, with a label next to it.",
        trigger: "a stepper with no label beside it (in its stack), or a row's stepper (`accessory: stepper` or written under the cell) in a cell without `value:`",
        failing: """
            screen device: iphone-6
            stepper value: 3
            """, at: .init(2, 1),
        passing: """
            screen device: iphone-6
            stack horizontal spacing: 8
              label "Copies: 3"
              stepper value: 3
            """
    ) { scope in
        func hasLabel(_ n: Node) -> Bool { scope.kind(of: n) == .label || n.children.contains(where: hasLabel) }
        // A row's stepper shows its value as the cell's value text.
        let rowSteppers: [LintHit] = scope.all(.tableCell).compactMap { e in
            guard e.node.attribute("value") == nil else { return nil }
            if let a = e.node.attribute("accessory"), e.node.text("accessory")?.lowercased() == Stepper.family.name {
                return LintHit(a.value.range, "a stepper without its value", fix: "write the value with value: on the cell")
            }
            return nil
        }
        return rowSteppers + scope.all(.stepper).compactMap { e in
            if e.parentKind == .tableCell {
                guard e.parent?.attribute("value") == nil else { return nil }
                return LintHit(e.node.nameRange, "a stepper without its value", fix: "write the value with value: on the cell")
            }
            let siblings = e.parent?.children ?? []
            guard !siblings.contains(where: { $0 != e.node && hasLabel($0) }) else { return nil }
            return LintHit(e.node.nameRange, "a stepper without its value", fix: "put a label showing the value next to it")
        }
    }

    /// Words title case leaves in lower case (unless first or last).
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "at", "by", "in", "of", "on", "to", "up", "as",
        "from", "with", "into", "via", "per", "vs",
    ]

    /// The first word not in title case, if any.
    static func lowerWord(_ title: String) -> Substring? {
        let words = title.split(separator: " ")
        for (i, w) in words.enumerated() {
            guard let c = w.first, c.isLetter, c.isLowercase else { continue }
            if i == 0 || i == words.count - 1 || !minorWords.contains(w.lowercased()) { return w }
        }
        return nil
    }

    /// Button titles as written: content buttons, bar buttons, alert and sheet buttons.
    static func buttonTitles(_ scope: LintScope) -> [Value] {
        scope.all(ElementKind.anyButton).compactMap { $0.node.texts.first }
    }

    static let titleCase = LintRule(
        "L-title-case", section: "System button",
        guideline: "Use title-style capitalization for button titles: capitalize every word except articles, coordinating conjunctions and short prepositions.",
        trigger: "a button title with a lower-case word that title case capitalises",
        failing: """
            screen device: iphone-6
            button "Sign in"
            """, at: .init(2, 8),
        passing: """
            screen device: iphone-6
            button "Sign In"
            """
    ) { scope in
        buttonTitles(scope).compactMap { v in
            guard let s = v.string, let w = lowerWord(s) else { return nil }
            return LintHit(v.range, "\"\(w)\" is not capitalised in the button title \"\(s)\"", fix: "write it in title case")
        }
    }

    static let titleLength = LintRule(
        "L-button-title-length", section: "System button",
        guideline: "Create a title that is a verb or a short phrase that describes the action the button performs: keep button titles to a few words.",
        trigger: "a button title of more than four words or 24 characters",
        failing: """
            screen device: iphone-6
            button "Continue With Your Apple Account"
            """, at: .init(2, 8),
        passing: """
            screen device: iphone-6
            button "Continue"
            """
    ) { scope in
        buttonTitles(scope).compactMap { v in
            guard let s = v.string, s.split(separator: " ").count > 4 || s.count > 24 else { return nil }
            return LintHit(v.range, "the button title \"\(s)\" is long", fix: "use a verb or a short phrase")
        }
    }
}
