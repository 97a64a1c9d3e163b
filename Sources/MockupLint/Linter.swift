import MockupScene
import MockupSyntax

/// `mockup lint`: the guideline rules of docs/LINT.md checked over a resolved
/// screen and the source it came from.
public enum Linter {
    /// Every rule, in the order the docs list them.
    public static let rules: [LintRule] = BarRules.rules + ContentRules.rules + OverlayRules.rules

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
        let scope = LintScope(screen: screen, document: document, kinds: kinds)
        let suppressions = Suppressions(sources)
        var out: [LintFinding] = []
        for rule in rules where selection.includes(rule.id) {
            for hit in rule.check(scope) where !suppressions.suppresses(rule.id, at: hit.range.start, blockLines: scope.blockLines(hit.range.start)) {
                var notes = ["guideline (\(rule.section)): \(rule.guideline)"]
                if let fix = hit.fix { notes.append("fix: \(fix)") }
                out.append(LintFinding(ruleID: rule.id, severity: rule.severity, message: hit.message, range: hit.range, notes: notes))
            }
        }
        return out.enumerated().sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }.map(\.element)
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

    /// Whether `id` is off at `loc`: for the file, on its line, or on the line of an
    /// element it is written under (`lines`: the first lines of those elements).
    func suppresses(_ id: String, at loc: SourceLocation, blockLines: [Int] = []) -> Bool {
        let sets = ([file[loc.file]] + ([loc.line] + blockLines).map { line[loc.file]?[$0] }).compactMap { $0 }
        return sets.contains { $0.contains(id) || $0.contains("all") }
    }
}

extension Substring {
    func trimmingSuffix(while p: (Character) -> Bool) -> Substring {
        var s = self
        while let last = s.last, p(last) { s = s.dropLast() }
        return s
    }
}
