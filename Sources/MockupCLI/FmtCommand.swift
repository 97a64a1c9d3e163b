#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupKit

/// `mockup fmt FILE... [--check] [--stdout]`: rewrites files in their canonical form
/// (docs/FMT.md).
enum FmtCommand {
    static let usage = """
        usage: mockup fmt FILE|FOLDER... [--check | --stdout]
          Rewrites each .mockup file (a folder: every .mockup file below it, links not
          followed) in its canonical form (docs/FMT.md): two-space
          indentation, one space between words, attributes in their declared order,
          one spelling for numbers, colours and strings, comments kept, at most one
          blank line, LF line ends and a final newline. '-' formats standard input to
          standard output. Files with syntax errors are reported and left alone.
          --check    write nothing; list the files that are not canonical (with their
                     first difference on standard error) and exit 1 if there are any
          --stdout   print the formatted text instead of rewriting the files
          Exit code 0 done (or all canonical), 1 some file is not canonical (--check)
          or could not be written, 2 bad input (syntax errors, unreadable file) or usage.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, valued: [], switches: ["--check", "--stdout"])
        let check = args.flags.contains("--check")
        let toStdout = args.flags.contains("--stdout")
        guard !(check && toStdout) else { throw UsageError("--check and --stdout do not go together") }
        guard !args.positional.isEmpty else { throw UsageError("fmt needs at least one .mockup file (or - for standard input)") }
        guard args.positional.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError("standard input (-) can be formatted once")
        }

        var badInput = false
        var failed = false
        var unformatted = 0
        for path in MockupFolders.expand(args.positional) {
            let display = path == "-" ? "<stdin>" : path
            let result: FormatResult
            if path == "-" {
                guard let bytes = standardInput() else {
                    Console.err("<stdin>:1:1: error: standard input is too large (more than \(SourceFormatter.maxFileBytes) bytes)")
                    badInput = true
                    continue
                }
                result = SourceFormatter.format(bytes: bytes, path: display)
            } else {
                result = SourceFormatter.format(file: path)
            }
            if let problem = result.internalError {
                Console.err("mockup fmt: error: \(problem)")
                failed = true
                continue
            }
            guard let text = result.text else {
                Console.err(trimmed(result.formattedDiagnostics))
                badInput = true
                continue
            }
            let formatted = Array(text.utf8)
            if check {
                if !result.isCanonical {
                    unformatted += 1
                    Console.out(display)
                    Console.err(trimmed(FormatDifference.hint(original: result.original, formatted: text, path: display)))
                }
            } else if toStdout || path == "-" {
                Console.data(text, terminator: "")
            } else if !result.isCanonical {
                do {
                    try AtomicFile.write(formatted, to: path)
                } catch {
                    Console.err("mockup fmt: error: \(error)")
                    failed = true
                }
            }
        }
        if badInput { return 2 }
        return failed || unformatted > 0 ? 1 : 0
    }

    /// `s` without its last newline (`Console.err` adds one).
    private static func trimmed(_ s: String) -> String {
        s.hasSuffix("\n") ? String(s.dropLast()) : s
    }

    /// The bytes of standard input; nil past the size a mockup file may have.
    private static func standardInput() -> [UInt8]? {
        var bytes: [UInt8] = []
        while bytes.count <= SourceFormatter.maxFileBytes {
            let chunk = StandardStreams.readInput(upTo: 1 << 16)
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
        return nil
    }
}
