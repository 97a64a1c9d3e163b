import MockupLint
import MockupScene
import MockupSyntax

/// One problem `mockup check` reports, flattened for output (docs/EDITORS.md).
package struct CheckProblem: Sendable, Hashable {
    /// The file as the diagnostic names it (an included file's own path).
    public var file: String
    /// 1-based line (columns count Unicode scalars).
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// Ranges never span lines: the same line, and the column just past the range.
    public var endLine: Int
    /// The column just past the range.
    public var endColumn: Int
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The guideline rule's id (`L-tab-count`); nil for the compiler's own diagnostics.
    public var code: String?
    /// The message, without the `[L-id]` the text form appends.
    public var message: String
    /// The notes under the message (`= note: …` in the text form).
    public var notes: [String]
    /// The problem as the compiler-style text prints it.
    let diagnostic: Diagnostic
}

/// Everything `mockup check` found in one file.
package struct FileCheck: Sendable {
    /// The file as given.
    public var file: String
    /// Problems in source order.
    public var problems: [CheckProblem]
    /// Texts of the files read, for echoing lines.
    var sources: [String: String]

    /// How many problems are errors.
    public var errors: Int { problems.filter { $0.severity == "error" }.count }
    /// How many problems are warnings.
    public var warnings: Int { problems.filter { $0.severity == "warning" }.count }

    /// The problems as `render` prints diagnostics: source line, caret and notes.
    public var text: String {
        DiagnosticFormatter(sources: sources).format(problems.map(\.diagnostic))
    }
}

extension MockupEngine {
    /// The guideline rules `result` (compiled from `file`) breaks, over its own screen
    /// and, when `variants` is set, each `variant` line's screen too (a landscape
    /// variant may break a rule the portrait one keeps); in source order.
    public func lintFindings(
        file: String, _ result: CompileResult, selection: Linter.Selection, variants: Bool
    ) -> [LintFinding] {
        var findings = result.lint(selection)
        guard variants else { return findings }
        for v in result.variants {
            let compiled = compile(file: file, options: CompileOptions(device: v.device, orientation: v.orientation, scale: v.scale, ios: v.ios))
            for f in compiled.lint(selection) where !findings.contains(f) { findings.append(f) }
        }
        findings.sort { ($0.range.start.line, $0.range.start.column) < ($1.range.start.line, $1.range.start.column) }
        return findings
    }

    /// Parses, resolves and lays out `file` (no drawing) and gathers every problem: the
    /// compile's diagnostics, those only a `variant` line's screen has (with a note
    /// naming the variant) when `variants` is set, and the guideline rules when `lint`
    /// is set and the file compiled.
    package func check(file: String, options: CompileOptions = CompileOptions(), variants: Bool, lint: Bool) -> FileCheck {
        let result = compile(file: file, options: options)
        var entries = result.diagnostics.map { (diagnostic: $0, code: String?.none, message: $0.message) }
        if variants && !result.hasErrors {
            var seen = Set(result.diagnostics)
            for v in result.variants {
                let compiled = compile(file: file, options: CompileOptions(device: v.device, orientation: v.orientation, scale: v.scale, ios: v.ios))
                let name = [
                    v.device.map { "device: \($0)" }, v.orientation.map { "orientation: \($0.rawValue)" },
                    v.scale.map { "scale: \(formatNumber($0))" }, v.ios.map { "ios: \($0.rawValue)" },
                ].compactMap { $0 }.joined(separator: " ")
                for d in compiled.diagnostics where seen.insert(d).inserted {
                    var noted = d
                    noted.notes.append("in the variant \(name)")
                    entries.append((noted, nil, noted.message))
                }
            }
        }
        if lint && !result.hasErrors && result.screen != nil {
            for f in lintFindings(file: file, result, selection: Linter.Selection(), variants: variants) {
                entries.append((f.diagnostic, f.ruleID, f.message))
            }
        }
        let problems = entries.inFileOrder { $0.diagnostic.range.start }.map { e -> CheckProblem in
            let d = e.diagnostic
            return CheckProblem(
                file: d.range.start.file, line: d.range.start.line, column: d.range.start.column,
                endLine: d.range.start.line, endColumn: d.range.start.column + max(1, d.range.length),
                severity: d.severity.rawValue, code: e.code, message: e.message, notes: d.notes,
                diagnostic: d)
        }
        return FileCheck(file: file, problems: problems, sources: result.sources)
    }

    private func formatNumber(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
}
