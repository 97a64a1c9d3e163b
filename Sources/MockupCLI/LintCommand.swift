#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupKit
import MockupScene

/// `mockup lint FILE... [--format text|json|sarif] [--disable IDS] [--only IDS] [--rules]`
enum LintCommand {
    static let usage = """
        usage: mockup lint FILE... [--format text|json|sarif] [--disable ID,ID] [--only ID,ID]
                           [--strict] [--device NAME] [--orientation portrait|landscape] [--ios 7|8|9]
               mockup lint --rules
          Checks each screen against the iOS 7–9 guideline rules (docs/LINT.md) and reports
          every broken one as file:line:col: warning: … [L-rule-id], with the guideline.
          Exit code 0 clean, 1 a rule is broken, 2 bad input (a file that does not compile).
          --format FORMAT   text (default), json, or sarif (SARIF 2.1.0, for CI annotations)
          --disable IDS     skip these rules (comma-separated)
          --only IDS        check only these rules
          --rules           list the rules: id, severity, section, guideline
          --strict          report broken rules as errors (exit code 1 all the same)
          In a file, '# lint: disable ID' alone on a line turns a rule off for the file,
          at the end of a line for that line.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--format", "--disable", "--only", "--device", "--orientation", "--ios"],
            repeated: [], switches: ["--rules", "--strict"], aliases: ["-f": "--format"])
        if args.flags.contains("--rules") {
            guard args.positional.isEmpty else { throw UsageError("--rules takes no files") }
            Console.out(Linter.plainList(), terminator: "")
            return 0
        }
        let format = args["--format"] ?? "text"
        guard ["text", "json", "sarif"].contains(format) else {
            throw UsageError("--format is text, json or sarif, not '\(format)'")
        }
        let selection = Linter.Selection(
            only: try args["--only"].map { Set(try ids($0, option: "--only")) },
            disabled: Set(try args["--disable"].map { try ids($0, option: "--disable") } ?? []))
        let overrides = try ScreenOverrides(args)
        guard !args.positional.isEmpty else { throw UsageError("lint needs at least one .mockup file") }

        let engine = try Engine.shared()
        var status: Int32 = 0
        var found: [(file: String, finding: LintFinding)] = []
        for file in args.positional {
            let result = engine.compile(file: file, options: overrides.compileOptions)
            if result.hasErrors || result.screen == nil {
                // Bad input: its errors as `render` prints them, and no lint.
                Console.report(result)
                status = 2
                continue
            }
            // The file's own warnings (text no pinned font draws…) as `render` prints them;
            // they are not guideline rules and leave the exit status alone.
            if format == "text" { Console.report(result) }
            // Each `variant` line is a screen too, unless the command line chose the device itself.
            let variants = overrides.devices == nil && overrides.orientations == nil && overrides.ios == nil
            var findings = engine.lintFindings(file: file, result, selection: selection, variants: variants)
            if args.flags.contains("--strict") {
                for i in findings.indices { findings[i].severity = .error }
            }
            if format == "text" && !findings.isEmpty {
                Console.out(DiagnosticText.format(findings, sources: result.sources), terminator: "")
            }
            found += findings.map { (file, $0) }
        }
        switch format {
        case "json": Console.data(try json(found.map(\.finding), files: args.positional.count))
        case "sarif": Console.data(try sarif(found.map(\.finding)))
        default:
            if !found.isEmpty {
                let files = Set(found.map(\.finding.range.start.file)).count
                let kind = args.flags.contains("--strict") ? "error" : "warning"
                Console.err("\(found.count) \(kind)\(found.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")")
            }
        }
        if status == 0 && !found.isEmpty { status = 1 }
        return status
    }

    /// The rule ids of an option's comma-separated list, each checked.
    static func ids(_ list: String, option: String) throws -> [String] {
        let ids = list.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        guard !ids.isEmpty else { throw UsageError("\(option) needs rule ids, for example \(option) L-tab-count") }
        for id in ids where Linter.rule(id) == nil {
            let known = Linter.rules.map(\.id)
            let near = known.first { $0.lowercased() == id.lowercased() || $0.lowercased() == "l-" + id.lowercased() }
                ?? known.first { $0.contains(id.lowercased().replacing("l-", with: "")) }
            let pending = Linter.pending.contains { $0.id == id } ? " (it is not checked yet: see docs/LINT.md)" : ""
            throw UsageError("unknown lint rule '\(id)'\(pending)" + (near.map { "; did you mean '\($0)'?" } ?? "; run 'mockup lint --rules' for the list"))
        }
        return ids
    }

    static func jsonText(_ object: Any) throws -> String {
        try JSONText.pretty(object)
    }

    /// `{"version":1,"files":N,"findings":[…]}`.
    static func json(_ findings: [LintFinding], files: Int) throws -> String {
        try jsonText([
            "version": 1, "files": files,
            "findings": findings.map { f -> [String: Any] in
                [
                    "rule": f.ruleID, "severity": f.severity.rawValue, "message": f.message,
                    "file": f.range.start.file, "line": f.range.start.line, "column": f.range.start.column,
                    "length": f.range.length, "notes": f.notes,
                ]
            },
        ])
    }

    /// A SARIF 2.1.0 log of one run: every rule in the driver, a result per finding.
    static func sarif(_ findings: [LintFinding]) throws -> String {
        let rules = Linter.rules
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver: [String: Any] = [
            "name": "mockup", "version": toolVersion.split(separator: " ").last.map(String.init) ?? "",
            "rules": rules.map { r -> [String: Any] in
                [
                    "id": r.id, "name": r.id,
                    "shortDescription": ["text": "\(r.section): \(r.trigger)"],
                    "fullDescription": ["text": r.guideline],
                    "defaultConfiguration": ["level": r.severity.rawValue],
                    "properties": ["section": r.section],
                ]
            },
        ]
        let results = findings.map { f -> [String: Any] in
            // A relative path stays relative (code review tools resolve it against the
            // checkout); an absolute one becomes a file: URI.
            let path = f.range.start.file
            let encoded = PercentEncoding.urlPath(path)
            let uri = path.hasPrefix("/") ? "file://" + encoded : encoded
            return [
                "ruleId": f.ruleID, "ruleIndex": index[f.ruleID] ?? 0, "level": f.severity.rawValue,
                "message": ["text": ([f.message] + f.notes).joined(separator: "\n")],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": uri],
                        "region": [
                            "startLine": f.range.start.line, "startColumn": f.range.start.column,
                            "endColumn": f.range.start.column + max(1, f.range.length),
                        ],
                    ]
                ]],
            ]
        }
        return try jsonText([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "columnKind": "unicodeCodePoints", "results": results]],
        ])
    }
}
