#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupKit

/// Output helpers: results on stdout, diagnostics on stderr. Messages and result lines
/// carry text from the input (source lines, file and case names, report fields), so
/// both show control characters escaped (`TerminalText`); only `data` writes as is.
enum Console {
    /// A result line on stdout.
    static func out(_ s: String, terminator: String = "\n") {
        StandardStreams.writeOut(TerminalText.shown(s + terminator))
    }

    /// A document on stdout, byte for byte: formatted source, JSON, SARIF, tables.
    static func data(_ s: String, terminator: String = "\n") {
        StandardStreams.writeOut(s + terminator)
    }

    /// A message on stderr.
    static func err(_ s: String, terminator: String = "\n") {
        StandardStreams.writeError(TerminalText.shown(s + terminator))
    }

    /// Prints a compile's diagnostics, if any.
    static func report(_ result: CompileResult) {
        if !result.diagnostics.isEmpty { err(result.formattedDiagnostics) }
    }
}

/// The one engine of the process (the font set is built once).
enum Engine {
    nonisolated(unsafe) private static var engine: MockupEngine?

    /// The process's engine, made on the first call with `encoderThreads` (0: every
    /// core; `MockupEngine(encoderThreads:)`).
    static func shared(encoderThreads: Int = 0) throws -> MockupEngine {
        if let e = engine { return e }
        let e = try MockupEngine(encoderThreads: encoderThreads)
        engine = e
        return e
    }
}
