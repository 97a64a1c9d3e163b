import MockupScene
import MockupSyntax

/// `mockup lint`: the guideline rules of docs/LINT.md checked over a resolved
/// screen and the source it came from.
public enum Linter {
    /// Every rule, in the order the docs list them.
    public static let rules: [LintRule] = BarRules.rules + ContentRules.rules + OverlayRules.rules + FlowRules.rules

    /// Guideline rules not checked, with why (listed in docs/LINT.md).
    public static let pending: [(id: String, reason: String)] = [
        ("L-status-custom", "the language has no way to draw a custom status bar: `status-bar` is always the system one"),
        ("L-split-two-navbars", "the guideline text is not in the sources, and iOS 7–9's own split views (Settings, Mail) show a bar in each pane"),
        ("L-segment-mixed", "the language refuses titles and icons in one segmented control (an error, not a warning)"),
        ("L-activity-static", "the language has no stopped activity indicator: every `activity-indicator` spins"),
    ]

    /// `mockup lint --rules`: id, severity and guideline, one rule a paragraph.
    public static func plainList() -> String {
        rules.map { "\($0.id)  \($0.severity.rawValue)  [\($0.section)]\n    \($0.guideline)\n" }.joined()
    }

    /// The rule with id `id`.
    public static func rule(_ id: String) -> LintRule? { rules.first { $0.id == id } }

    /// Which rules a run checks.
    public struct Selection: Sendable {
        public var only: Set<String>?
        public var disabled: Set<String>
        public init(only: Set<String>? = nil, disabled: Set<String> = []) {
            self.only = only
            self.disabled = disabled
        }
        func includes(_ id: String) -> Bool { (only?.contains(id) ?? true) && !disabled.contains(id) }
    }

    /// The broken rules of one screen (`kinds`: what the resolver read each element as),
    /// in source order, without the ones suppressed by
    /// `# lint: disable ID` comments in `sources` (file texts by displayed path).
    public static func lint(
        screen: Screen, document: Document, kinds: SourceKinds, sources: [String: String] = [:],
        selection: Selection = Selection()
    ) -> [LintFinding] {
        lint(rules, screen: screen, document: document, kinds: kinds, sources: sources, selection: selection)
    }

    /// The broken rules of a flow document: each screen's (`screens`: each resolved with
    /// its one-screen document and kinds) and the flow's own over the whole document
    /// (`kinds`: every kind of it, the flow's lines and the screens' elements).
    public static func lint(
        flow document: Document, screens: [(screen: Screen, document: Document, kinds: SourceKinds)], kinds: SourceKinds,
        sources: [String: String] = [:], selection: Selection = Selection()
    ) -> [LintFinding] {
        let own = screens.flatMap { lint(screen: $0.screen, document: $0.document, kinds: $0.kinds, sources: sources, selection: selection) }
        guard let first = screens.first?.screen else { return own }
        let flow = lint(FlowRules.rules, screen: first, document: document, kinds: kinds, sources: sources, selection: selection)
        return (own + flow).inFileOrder { $0.range.start }
    }

    private static func lint(
        _ rules: [LintRule], screen: Screen, document: Document, kinds: SourceKinds, sources: [String: String],
        selection: Selection
    ) -> [LintFinding] {
        let scope = LintScope(screen: screen, document: document, kinds: kinds)
        let suppressions = Suppressions(sources)
        var hits: [(rule: LintRule, hit: LintHit)] = []
        for rule in rules where selection.includes(rule.id) {
            for hit in rule.check(scope) { hits.append((rule, hit)) }
        }
        // Comments on an element's line that cover the lines under it, answered for
        // every finding in one sweep (a scan of every element per finding was quadratic).
        let underBlock = suppressions.blockSuppressed(hits.map { ($0.rule.id, $0.hit.range.start) }, blocks: scope.blocks).suppressed
        var out: [LintFinding] = []
        for (i, (rule, hit)) in hits.enumerated() where !underBlock[i] && !suppressions.suppresses(rule.id, at: hit.range.start) {
            var notes = ["guideline (\(rule.section)): \(rule.guideline)"]
            if let fix = hit.fix { notes.append("fix: \(fix)") }
            out.append(LintFinding(ruleID: rule.id, severity: rule.severity, message: hit.message, range: hit.range, notes: notes))
        }
        return out.inFileOrder { $0.range.start }
    }
}

extension Linter {
    /// The rules a file's `# lint: disable …` comments turn off, sorted: what a sample
    /// breaks on purpose (the gallery says so).
    public static func suppressedRules(in text: String) -> [String] {
        guard text.contains("lint:") else { return [] }
        var ids: Set<String> = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let (found, _) = Suppressions.parse(raw) { ids.formUnion(found) }
        }
        return ids.sorted()
    }
}

/// `# lint: disable L-a, L-b` comments: on a line of its own the rules are off for the
/// whole file, at the end of a line for that line and, on an element's line, for what
/// is written under it. `# lint: disable all` turns
/// every rule off.
struct Suppressions {
    private var file: [String: Set<String>] = [:]
    private var line: [String: [Int: Set<String>]] = [:]

    init(_ sources: [String: String]) {
        for (path, text) in sources where text.contains("lint:") {
            for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let (ids, alone) = Suppressions.parse(Substring(raw)) else { continue }
                if alone { file[path, default: []].formUnion(ids) } else { line[path, default: [:]][i + 1, default: []].formUnion(ids) }
            }
        }
    }

    /// The ids of a `# lint: disable …` comment on `raw`, and whether the comment is
    /// alone on its line. A `#` inside a quoted string is not a comment.
    static func parse(_ raw: Substring) -> (Set<String>, Bool)? {
        var inString = false
        var escaped = false
        var hash: String.Index?
        for i in raw.indices {
            let c = raw[i]
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "#" {
                let rest = raw[raw.index(after: i)...].drop { $0 == " " }
                if rest.hasPrefix("lint:") { hash = i; break }
            }
        }
        guard let hash else { return nil }
        let comment = raw[raw.index(after: hash)...].drop { $0 == " " }.dropFirst("lint:".count).drop { $0 == " " }
        guard comment.hasPrefix("disable") else { return nil }
        // The ids run up to the first word that is not one (a reason may follow).
        var ids: Set<String> = []
        for word in comment.dropFirst("disable".count).split(whereSeparator: { $0 == " " || $0 == "," }) {
            let id = word.trimmingSuffix(while: { ":;.".contains($0) })
            if id == "all" || id.hasPrefix("L-") { ids.insert(String(id)) } else { break }
            if id.count < word.count { break }
        }
        let alone = raw[..<hash].allSatisfy { $0 == " " || $0 == "\t" }
        return (ids, alone)
    }

    /// Whether `id` is off at `loc` for the file or on its own line.
    func suppresses(_ id: String, at loc: SourceLocation) -> Bool {
        [file[loc.file], line[loc.file]?[loc.line]].contains { $0.map { $0.contains(id) || $0.contains("all") } ?? false }
    }

    /// For each finding (rule id and place), whether a comment on the line of an
    /// element it is written under turns its rule off (`blocks`: each element's file,
    /// first line and last line under it). One sort and one sweep for each file: the
    /// blocks that hold comments become intervals of lines, opened and closed in line
    /// order while the findings are visited in line order, so the work grows with
    /// blocks plus findings (`steps` counts it, for the tests).
    func blockSuppressed(
        _ findings: [(id: String, at: SourceLocation)], blocks: [(file: String, first: Int, last: Int)]
    ) -> (suppressed: [Bool], steps: Int) {
        var result = [Bool](repeating: false, count: findings.count)
        var steps = 0
        guard !line.isEmpty else { return (result, steps) }
        // Per file: +ids from the line after an element's line, -ids after its last line.
        var events: [String: [(at: Int, ids: Set<String>, delta: Int)]] = [:]
        for b in blocks where b.last > b.first {
            guard let ids = line[b.file]?[b.first] else { continue }
            events[b.file, default: []].append((b.first + 1, ids, 1))
            events[b.file, default: []].append((b.last + 1, ids, -1))
        }
        var queries: [String: [Int]] = [:]
        for (i, f) in findings.enumerated() where events[f.at.file] != nil { queries[f.at.file, default: []].append(i) }
        for (file, var fileEvents) in events {
            guard let asked = queries[file] else { continue }
            fileEvents.sort { $0.at < $1.at }
            let order = asked.sorted { findings[$0].at.line < findings[$1].at.line }
            var open: [String: Int] = [:]
            var next = 0
            for i in order {
                let l = findings[i].at.line
                while next < fileEvents.count, fileEvents[next].at <= l {
                    for id in fileEvents[next].ids { open[id, default: 0] += fileEvents[next].delta }
                    steps += 1 + fileEvents[next].ids.count
                    next += 1
                }
                steps += 1
                result[i] = (open[findings[i].id] ?? 0) > 0 || (open["all"] ?? 0) > 0
            }
        }
        return (result, steps)
    }
}

extension Substring {
    func trimmingSuffix(while p: (Character) -> Bool) -> Substring {
        var s = self
        while let last = s.last, p(last) { s = s.dropLast() }
        return s
    }
}
