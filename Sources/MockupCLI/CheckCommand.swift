#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupKit

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

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--format", "--device", "--orientation", "--ios"], switches: ["--no-lint"],
            aliases: ["-f": "--format"])
        let format = args["--format"] ?? "text"
        guard ["text", "json"].contains(format) else { throw UsageError("--format is text or json, not '\(format)'") }
        let overrides = try ScreenOverrides(args)
        guard !args.positional.isEmpty else { throw UsageError("check needs at least one .mockup file") }
        // The `variant` lines are screens too, unless the command line chose the device.
        let variants = overrides.devices == nil && overrides.orientations == nil && overrides.ios == nil

        let engine = try Engine.shared()
        let checks = args.positional.map {
            engine.check(file: $0, options: overrides.compileOptions, variants: variants, lint: !args.flags.contains("--no-lint"))
        }
        let errors = checks.reduce(0) { $0 + $1.errors }
        let warnings = checks.reduce(0) { $0 + $1.warnings }
        if format == "json" {
            Console.data(try LintCommand.jsonText([
                "schema": schema,
                "files": checks.map { c -> [String: Any] in
                    [
                        "file": c.file, "errors": c.errors, "warnings": c.warnings,
                        "status": c.errors > 0 ? "error" : c.warnings > 0 ? "warning" : "clean",
                    ]
                },
                "diagnostics": checks.flatMap(\.problems).map(json),
                "summary": ["errors": errors, "warnings": warnings, "files": checks.count],
            ]))
        } else {
            for c in checks where !c.problems.isEmpty { Console.out(c.text, terminator: "") }
            Console.err("\(count(errors, "error")) and \(count(warnings, "warning")) in \(count(checks.count, "file"))")
        }
        return errors > 0 ? 2 : warnings > 0 ? 1 : 0
    }

    /// One problem of the JSON document (every key always present; `code` may be null).
    private static func json(_ p: CheckProblem) -> [String: Any] {
        [
            "file": p.file, "line": p.line, "column": p.column, "endLine": p.endLine, "endColumn": p.endColumn,
            "severity": p.severity, "code": p.code ?? JSONText.null, "source": p.code == nil ? "mockup" : "lint",
            "message": p.message, "notes": p.notes,
        ]
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
