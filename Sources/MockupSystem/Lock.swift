import Glibc

/// A mutual-exclusion lock over a pthread mutex: corelibs Foundation's `NSLock` without
/// corelibs Foundation, whose relocations cost every `mockup` process about a
/// millisecond before `main` (issue 15). Same `lock()`/`unlock()` shape as `NSLock`, so
/// the call sites did not change.
public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock.
    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Waits for the lock and takes it.
    public func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back.
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
