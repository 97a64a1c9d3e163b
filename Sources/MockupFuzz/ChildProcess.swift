import Foundation

import MockupPlatform

/// How a spawned `mockup` run ended.
struct ChildResult: Sendable {
    /// Exit status, or nil when a signal ended it.
    var status: Int32?
    /// The signal that ended it, if any.
    var signal: Int32?
    /// Killed by the harness after the time limit.
    var timedOut: Bool
    /// Peak resident memory in KiB (from `/usr/bin/time`).
    var maxRSSKiB: Int
    var seconds: Double
    var stderr: String
}

/// Runs one command under `/usr/bin/time` and `/bin/sh`, so that the folder and the
/// address-space limit (`ulimit -v`) apply to the child only and the peak memory is the
/// child's own (a child spawned straight from the fuzzer inherits the fuzzer's
/// high-water mark across exec); kills the whole process group past the time limit.
enum ChildProcess {
    static func run(
        _ arguments: [String], in folder: String, logs: String, timeout: Double, addressSpaceKiB: Int
    ) -> ChildResult {
        let script = "cd \"$1\" && ulimit -v \(addressSpaceKiB) && shift && exec \"$@\""
        let rssPath = logs + ".time"
        let argv = ["/usr/bin/time", "-f", "%M", "-o", rssPath, "/bin/sh", "-c", script, "sh", folder] + arguments
        let errPath = logs + ".err"
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
        cArgs.append(nil)
        defer { cArgs.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        guard posix_spawn(&pid, "/usr/bin/time", &actions, &attributes, cArgs, environ) == 0 else {
            return ChildResult(status: 127, signal: nil, timedOut: false, maxRSSKiB: 0, seconds: 0, stderr: "spawn failed")
        }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var pause: useconds_t = 200
        while true {
            let r = wait4(pid, &status, WNOHANG, &usage)
            if r == pid { break }
            if r < 0 && errno != EINTR { break }
            if !timedOut && Date().timeIntervalSince(start) > timeout {
                timedOut = true
                kill(-pid, SIGKILL)
            }
            usleep(pause)
            pause = min(pause * 2, 5_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        // time's report: "Command terminated by signal N" (or "exited with non-zero
        // status N") lines, then the peak resident size in KiB.
        let report = ((try? String(contentsOfFile: rssPath, encoding: .utf8)) ?? "").split(separator: "\n")
        let rss = report.last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        var signal = report.first { $0.hasPrefix("Command terminated by signal ") }
            .flatMap { Int32($0.split(separator: " ").last ?? "") }
        if status & 0x7f != 0 { signal = status & 0x7f }
        if timedOut { signal = signal ?? SIGKILL }
        return ChildResult(
            status: signal == nil ? (status >> 8) & 0xff : nil, signal: signal, timedOut: timedOut, maxRSSKiB: rss,
            seconds: seconds, stderr: err)
    }
}

#if canImport(Darwin)
/// Darwin has no `environ` symbol for programs.
private var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }
#endif
