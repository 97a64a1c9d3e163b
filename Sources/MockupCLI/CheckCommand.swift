import Foundation
import MockupKit
import MockupScene
import MockupSyntax

/// `mockup check FILE... [--format text|json] [--no-lint]`: every diagnostic of a file
/// (syntax, scene, layout, and the guideline rules) without drawing, as text or as the
/// `mockup-diagnostics/1` JSON that editor integrations read (docs/EDITORS.md).
enum CheckCommand {
    static let usage = """
        usage: mockup check FILE... [--format text|json] [--no-lint]
                            [--device NAME] [--orientation portrait|landscape] [--ios 7|8|9]
          Parses, resolves and lays out each file (and each of its 'variant' lines) without
          drawing, and prints every diagnostic: errors, warnings and the guideline rules of
          'mockup lint'. For editors: --format json prints one 'mockup-diagnostics/1'
          document (docs/EDITORS.md) on standard output.
          Exit code 0 clean, 1 warnings only, 2 some file has errors (or bad usage).
          --format FORMAT   text (default, as 'render' prints them) or json
          --no-lint         leave the guideline rules out
        """

    /// The JSON schema's name and version; a change of meaning bumps the number.
    static let schema = "mockup-diagnostics/1"

    /// One reported problem with where it comes from.
    struct Entry {
        var diagnostic: Diagnostic
        /// The lint rule's id (`L-tab-count`), nil for the compiler's own diagnostics.
        var code: String?
        /// The message without the `[L-id]` that the text form appends.
        var message: String
    }

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--format", "--device", "--orientation", "--ios"], switches: ["--no-lint"],
            aliases: ["-f": "--format"])
        let format = args["--format"] ?? "text"
        guard ["text", "json"].contains(format) else { throw UsageError("--format is text or json, not '\(format)'") }
        let overrides = try ScreenOverrides(args)
        guard !args.positional.isEmpty else { throw UsageError("check needs at least one .mockup file") }
        let withLint = !args.flags.contains("--no-lint")

        let engine = try Engine.shared()
        var files: [[String: Any]] = []
        var all: [Entry] = []
        var sources: [String: String] = [:]
        for file in args.positional {
            let result = engine.compile(file: file, options: overrides.compileOptions)
            sources.merge(result.sources) { first, _ in first }
            var entries = result.diagnostics.map { Entry(diagnostic: $0, code: nil, message: $0.message) }
            if overrides.devices == nil && overrides.orientations == nil && overrides.ios == nil && !result.hasErrors {
                entries += variantDiagnostics(file, result, engine: engine)
            }
            if withLint && !result.hasErrors && result.screen != nil {
                let findings = LintCommand.findings(
                    file, result, engine: engine, selection: Linter.Selection(), overrides: overrides)
                entries += findings.map { Entry(diagnostic: $0.diagnostic, code: $0.ruleID, message: $0.message) }
            }
            entries = entries.enumerated().sorted {
                ($0.element.diagnostic.range.start, $0.offset) < ($1.element.diagnostic.range.start, $1.offset)
            }.map(\.element)
            let errors = entries.filter { $0.diagnostic.severity == .error }.count
            let warnings = entries.filter { $0.diagnostic.severity == .warning }.count
            files.append([
                "file": file, "errors": errors, "warnings": warnings,
                "status": errors > 0 ? "error" : warnings > 0 ? "warning" : "clean",
            ])
            all += entries
        }
        let errors = all.filter { $0.diagnostic.severity == .error }.count
        let warnings = all.filter { $0.diagnostic.severity == .warning }.count
        if format == "json" {
            Console.out(try LintCommand.jsonText([
                "schema": schema, "files": files, "diagnostics": all.map(json),
                "summary": ["errors": errors, "warnings": warnings, "files": args.positional.count],
            ]))
        } else {
            let text = DiagnosticFormatter(sources: sources).format(all.map(\.diagnostic))
            if !text.isEmpty { Console.out(text, terminator: "") }
            Console.err("\(count(errors, "error")) and \(count(warnings, "warning")) in \(count(args.positional.count, "file"))")
        }
        return errors > 0 ? 2 : warnings > 0 ? 1 : 0
    }

    /// Diagnostics that only a `variant` line's screen has (a label that overflows in
    /// landscape), each with a note naming the variant.
    private static func variantDiagnostics(_ file: String, _ result: CompileResult, engine: MockupEngine) -> [Entry] {
        var seen = Set(result.diagnostics)
        var out: [Entry] = []
        for v in result.variants {
            let compiled = engine.compile(
                file: file, options: CompileOptions(device: v.device, orientation: v.orientation, scale: v.scale, ios: v.ios))
            let name = [
                v.device.map { "device: \($0)" }, v.orientation.map { "orientation: \($0.rawValue)" },
                v.scale.map { "scale: \($0)" }, v.ios.map { "ios: \($0.rawValue)" },
            ].compactMap { $0 }.joined(separator: " ")
            for d in compiled.diagnostics where seen.insert(d).inserted {
                var noted = d
                noted.notes.append("in the variant \(name)")
                out.append(Entry(diagnostic: noted, code: nil, message: noted.message))
            }
        }
        return out
    }

    /// One diagnostic of the JSON document: columns count Unicode scalars, `endColumn`
    /// is the column just past the range (ranges never span lines).
    private static func json(_ e: Entry) -> [String: Any] {
        let d = e.diagnostic
        return [
            "file": d.range.start.file, "line": d.range.start.line, "column": d.range.start.column,
            "endLine": d.range.start.line, "endColumn": d.range.start.column + max(1, d.range.length),
            "severity": d.severity.rawValue, "code": e.code ?? NSNull(), "source": e.code == nil ? "mockup" : "lint",
            "message": e.message, "notes": d.notes,
        ]
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
