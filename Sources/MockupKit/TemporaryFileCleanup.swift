#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform
import MockupSystem
import Synchronization

/// Temporary files to remove if the process is interrupted (SIGINT, SIGTERM, SIGHUP)
/// before they are renamed into place, so a killed `mockup` leaves no `.tmp` behind.
///
/// The signal handler may only call async-signal-safe functions, so the paths live in
/// memory allocated once, as C strings in fixed slots; the handler walks the slots with
/// `unlink`, restores the default action and raises the signal again, so the process
/// still dies of it (exit status 128 + n for the shell).
enum TemporaryFileCleanup {
    private static let slotCount = 64
    private static let slotSize = Int(PATH_MAX) + 1
    /// `slotCount` flags (non-zero: the slot holds a path), then the path bytes.
    private nonisolated(unsafe) static let used = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: slotCount)
    private nonisolated(unsafe) static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
    /// Whether the handlers are installed; held while the slots change.
    private static let installed = Mutex(false)

    /// Remembers `path` for removal on a signal; returns its slot for `unregister`, or
    /// nil when every slot is taken or the path is too long (then it is only removed
    /// on ordinary failures, as before).
    static func register(_ path: String) -> Int? {
        installed.withLock { installed in
            if !installed {
                used.initialize(repeating: 0, count: slotCount)
                for sig in [SIGINT, SIGTERM, SIGHUP] {
                    // Keep a signal the parent chose to ignore (nohup) ignored.
                    let previous = signal(sig, handler)
                    if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                        signal(sig, SIG_IGN)
                    }
                }
                installed = true
            }
            let bytes = Array(path.utf8)
            guard bytes.count < slotSize, let slot = (0..<slotCount).first(where: { used[$0] == 0 }) else { return nil }
            let start = paths + slot * slotSize
            for (i, b) in bytes.enumerated() { start[i] = CChar(bitPattern: b) }
            start[bytes.count] = 0
            used[slot] = 1  // after the path is complete, so the handler never sees half a path
            return slot
        }
    }

    /// Forgets a slot once its file was renamed into place or removed.
    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        installed.withLock { _ in used[slot] = 0 }
    }

    /// Only `unlink`, `signal` and `raise`: all async-signal-safe.
    private static let handler: @convention(c) (Int32) -> Void = { sig in
        for slot in 0..<TemporaryFileCleanup.slotCount where TemporaryFileCleanup.used[slot] != 0 {
            unlink(TemporaryFileCleanup.paths + slot * TemporaryFileCleanup.slotSize)
        }
        signal(sig, SIG_DFL)
        raise(sig)
    }
}
