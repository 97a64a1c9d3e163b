#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem

/// Wall-clock milliseconds per stage for `--timings`, from the start of the command
/// (process start-up before it is not included).
struct StageClock {
    let enabled: Bool
    private var last = ProcessInfo.processInfo.systemUptime
    private var laps: [(String, Double)] = []

    init(enabled: Bool) {
        self.enabled = enabled
    }

    mutating func lap(_ name: String) {
        guard enabled else { return }
        let t = ProcessInfo.processInfo.systemUptime
        laps.append((name, (t - last) * 1000))
        last = t
    }

    /// Adds another clock's stages (one file's, timed where it was rendered).
    mutating func absorb(_ other: StageClock) {
        guard enabled else { return }
        laps += other.laps
        last = ProcessInfo.processInfo.systemUptime
    }

    func report() {
        guard enabled else { return }
        let parts = laps.map { "\($0.0) \(PrintfText.format("%.1f", $0.1))" }
        Console.err("timings (ms): " + parts.joined(separator: ", "))
    }
}
