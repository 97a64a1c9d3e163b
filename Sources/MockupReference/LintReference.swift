import MockupScene
import MockupLint
/// The rule reference in docs/LINT.md, made from `Linter.rules`: the doc holds it
/// between markers and a test keeps the two equal (`MOCKUP_UPDATE_DOCS=1` rewrites it).
public enum LintReference {
    public static let startMarker = "<!-- lint-rules:start (generated from Linter.rules: do not edit) -->"
    public static let endMarker = "<!-- lint-rules:end -->"

    /// One section per rule, then the pending ones.
    public static func markdown() -> String {
        var out = "| rule | severity | section | triggered by |\n| --- | --- | --- | --- |\n"
        for r in Linter.rules {
            out += "| [`\(r.id)`](#\(r.id.lowercased())) | \(r.severity.rawValue) | \(r.section) | \(r.trigger.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")) |\n"
        }
        for r in Linter.rules {
            out += "\n### \(r.id)\n\n"
            out += "\(r.severity.rawValue.prefix(1).uppercased() + r.severity.rawValue.dropFirst()), \(r.section). Triggered by \(r.trigger).\n\n"
            out += "> \(r.guideline)\n\n"
            out += "Fails (reported at \(r.failingAt.line):\(r.failingAt.column)):\n\n```\n\(r.failing)\n```\n\n"
            out += "Passes:\n\n```\n\(r.passing)\n```\n"
        }
        out += "\n### Not checked\n\n"
        for p in Linter.pending { out += "- `\(p.id)`: \(p.reason).\n" }
        return out
    }
}
