import Glibc

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
    private var thread = pthread_t()
    private var started = false
    private var joined = false
    private var failure: FontError?
    private let body: @Sendable () -> FontError?
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// Starts `body` on a new thread (or runs it now when no thread can be made).
    init(_ body: @escaping @Sendable () -> FontError?) {
        self.body = body
        pthread_mutex_init(mutex, nil)
        let box = Unmanaged.passRetained(self)
        started =
            pthread_create(&thread, nil, { raw in
                let check = Unmanaged<FaceCheck>.fromOpaque(raw!).takeRetainedValue()
                check.failure = check.body()
                return nil
            }, box.toOpaque()) == 0
        if !started {
            box.release()
            failure = body()
        }
    }

    /// Waits for the check (once) and returns what it found wrong, if anything.
    func result() -> FontError? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if started && !joined {
            pthread_join(thread, nil)
            joined = true
        }
        return failure
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}

/// The private configuration handed to the check's thread: fontconfig's matching only
/// reads it, and `FontSet` keeps it alive until the check has ended.
struct ConfigHandle: @unchecked Sendable {
    let config: OpaquePointer
}
