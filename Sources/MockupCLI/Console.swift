import Foundation
import MockupKit

/// Output helpers: results on stdout, diagnostics on stderr.
enum Console {
    static func out(_ s: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((s + terminator).utf8))
    }

    static func err(_ s: String) {
        FileHandle.standardError.write(Data((s + "\n").utf8))
    }

    /// Prints a compile's diagnostics, if any.
    static func report(_ result: CompileResult) {
        if !result.diagnostics.isEmpty { err(result.formattedDiagnostics) }
    }
}

/// The one engine of the process (the font set is built once).
enum Engine {
    nonisolated(unsafe) private static var engine: MockupEngine?

    static func shared() throws -> MockupEngine {
        if let e = engine { return e }
        let e = try MockupEngine()
        engine = e
        return e
    }
}
