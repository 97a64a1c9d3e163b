#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform

/// A lock with a condition variable (pthread), in place of `NSCondition`: the same
/// `lock`/`unlock`/`wait`/`wait(until:)`/`signal`/`broadcast`, so its users kept their
/// code; see `MockupSystem.swift` for why not Foundation's.
public final class Condition: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let cond: UnsafeMutablePointer<pthread_cond_t>

    /// An unlocked condition nobody waits on.
    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        cond = .allocate(capacity: 1)
        cond.initialize(to: pthread_cond_t())
        pthread_cond_init(cond, nil)  // CLOCK_REALTIME, as the deadlines are `Date`s
    }

    deinit {
        pthread_cond_destroy(cond)
        pthread_mutex_destroy(mutex)
        cond.deallocate()
        mutex.deallocate()
    }

    /// Waits for the lock and takes it.
    public func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back.
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// With the lock held: releases it until signalled (or woken spuriously), then
    /// holds it again.
    public func wait() { pthread_cond_wait(cond, mutex) }

    /// As `wait()`, giving up at `deadline`: false when it passed (as `NSCondition`).
    public func wait(until deadline: Date) -> Bool {
        let seconds = deadline.timeIntervalSince1970
        guard seconds.isFinite else {
            wait()
            return true
        }
        let whole = seconds.rounded(.down)
        var time = timespec(tv_sec: Int(whole), tv_nsec: Int(min(999_999_999, (seconds - whole) * 1e9)))
        return pthread_cond_timedwait(cond, mutex, &time) == 0
    }

    /// Wakes one waiter.
    public func signal() { pthread_cond_signal(cond) }

    /// Wakes every waiter.
    public func broadcast() { pthread_cond_broadcast(cond) }
}
