import MockupPlatform
import Synchronization

/// The check that every pinned family and weight resolves to its pinned file, run on
/// its own thread so that it overlaps the caller's parsing and resolving: ~7 M
/// instructions (20-odd fontconfig matches over the whole set), about a millisecond
/// of every process (docs/PERFORMANCE.md). The measurer waits for it before the first
/// text is shaped, so it never runs beside Pango.
///
/// Only fontconfig is asked (matches against the private configuration, which Pango's
/// own threads query in the same way), never cairo or FreeType, so it needs no
/// `FontLock`.
final class FaceCheck: @unchecked Sendable {
    /// The thread, until it is joined (a `pthread_t` value on Glibc and Musl, a pointer
    /// on Darwin); nil when none could be made.
    private let thread = Mutex<pthread_t?>(nil)
    private var failure: FontError?
    private let body: @Sendable () -> FontError?

    /// Starts `body` on a new thread (or runs it now when no thread can be made).
    init(_ body: @escaping @Sendable () -> FontError?) {
        self.body = body
        let box = Unmanaged.passRetained(self)
        #if canImport(Darwin)
        var made: pthread_t? = nil
        #else
        var made = pthread_t()
        #endif
        let started =
            pthread_create(&made, nil, { raw in
                // The argument is optional on Glibc and Musl, not on Darwin.
                guard let raw = raw as UnsafeMutableRawPointer? else { return nil }
                let check = Unmanaged<FaceCheck>.fromOpaque(raw).takeRetainedValue()
                check.failure = check.body()
                return nil
            }, box.toOpaque()) == 0
        if started {
            thread.withLock { $0 = made }
        } else {
            box.release()
            failure = body()
        }
    }

    /// Waits for the check (once) and returns what it found wrong, if anything.
    func result() -> FontError? {
        thread.withLock { thread in
            if let running = thread {
                pthread_join(running, nil)
                thread = nil
            }
        }
        return failure
    }
}

/// The private configuration handed to the check's thread: fontconfig's matching only
/// reads it, and `FontSet` keeps it alive until the check has ended.
struct ConfigHandle: @unchecked Sendable {
    let config: OpaquePointer
}
