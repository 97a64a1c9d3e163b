#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform
import MockupSystem
import MockupGolden
import MockupKit

/// The `--jobs` and `--progress` options shared by `render`, `test` and `gallery`.
enum BatchFlags {
    static let valued = ["--jobs"]
    static let switches = ["--progress"]
    static let help = """
          --jobs N              the cores to use: N parallel workers, each with its own
                                engine, and a file's PNG compressed on at most N threads
                                (default: the number of cores; 1: one file after another
                                on one core). Outputs, messages and their order are the
                                same for every N.
          --progress            a progress line on stderr even when it is not a terminal
                                or CI is set (by default only on a terminal, outside CI,
                                for runs over 20 files or a second)
        """

    /// The number of workers: `--jobs N` (1…64) or the active processors.
    static func jobs(_ args: Arguments) throws -> Int {
        guard let j = args["--jobs"] else { return max(1, ProcessInfo.processInfo.activeProcessorCount) }
        guard let v = DecimalNumber.integer(j), v >= 1, v <= 64 else {
            throw UsageError("--jobs takes a number from 1 to 64, not '\(j)'")
        }
        return v
    }

    /// The threads one file's PNG may be deflated on (`MockupEngine(encoderThreads:)`):
    /// `--jobs N` is the cores the run may use, inside a file too; 0 (every core)
    /// without it.
    static func encoderThreads(_ args: Arguments) throws -> Int {
        args["--jobs"] == nil ? 0 : try jobs(args)
    }
}

/// A progress line on standard error for long batches, redrawn in place on a terminal.
///
/// Quiet unless stderr is a terminal and CI is unset, or `--progress` asks for it; even
/// then it appears only once the run is long (more than 20 files, or a second gone).
/// Messages go through `message` so the line never splits one.
struct Progress {
    var total: Int
    let enabled: Bool
    let terminal: Bool
    private let start = ProcessInfo.processInfo.systemUptime
    private var shown = false
    private var lastDrawn = -1.0

    init(total: Int, forced: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.total = total
        terminal = isatty(2) == 1
        enabled = forced || (terminal && environment["CI"] == nil)
        forcedLong = forced
    }

    private let forcedLong: Bool

    /// Prints a message on stderr, lifting the progress line out of the way.
    mutating func message(_ s: String) {
        clear()
        Console.err(s)
    }

    /// Shows `done` of `total` once the run is long.
    mutating func update(_ done: Int) {
        guard enabled else { return }
        let now = ProcessInfo.processInfo.systemUptime
        guard forcedLong || total > 20 || now - start > 1 else { return }
        if terminal {
            StandardStreams.writeError("\r\u{1B}[K[\(done)/\(total)]")
            shown = true
        } else if now - lastDrawn >= 1 || done == total {
            // A log, not a terminal: a line at most each second, and the last one.
            StandardStreams.writeError("progress: \(done)/\(total)\n")
            lastDrawn = now
        }
    }

    /// Lifts the line before a result line on stdout, when that shares the terminal.
    mutating func beforeOutput() {
        if stdoutIsTerminal { clear() }
    }

    private let stdoutIsTerminal = isatty(1) == 1

    /// Removes the line (before a message, and at the end).
    mutating func clear() {
        guard shown else { return }
        StandardStreams.writeError("\r\u{1B}[K")
        shown = false
    }
}
