#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem

/// Runs a batch on several threads and hands the results back in input order.
///
/// Each worker thread makes its own state (an engine: an engine is serialised, so
/// parallel work needs one per thread). Results are delivered on the calling thread
/// in index order as soon as the next one is ready, so messages print in the order of
/// the inputs whatever finished first. At most `window` items are taken ahead of the
/// next one delivered: memory stays flat however long the batch (a thousand screens
/// never hold a thousand display lists or bitmaps at once).
package enum OrderedWork {
    /// Runs `work` for each index below `count` on `workers` threads and calls
    /// `deliver` for each index in order on the calling thread.
    ///
    /// With one worker (or one item) everything runs on the calling thread, as a plain
    /// loop: no thread is started.
    ///
    /// - Throws: the first error of `makeWorker` (nothing more is taken once a worker
    ///   could not start; results already made are still delivered in order).
    public static func run<State, Result: Sendable>(
        count: Int, workers: Int, window: Int? = nil,
        makeWorker: @escaping @Sendable () throws -> State,
        work: @escaping @Sendable (State, Int) -> Result,
        deliver: (Int, Result) -> Void
    ) throws {
        let n = max(1, min(workers, count))
        if n == 1 {
            guard count > 0 else { return }
            let state = try makeWorker()
            for i in 0..<count { deliver(i, work(state, i)) }
            return
        }
        let shared = Shared<Result>(count: count, window: max(n, window ?? 2 * n))
        for _ in 0..<n {
            // The main thread's stack size: deep input nests recursion in the parser and layout.
            DetachedThread.start(stackSize: 8 << 20) {
                let state: State
                do { state = try makeWorker() } catch {
                    shared.fail(error)
                    return
                }
                while let i = shared.take() {
                    shared.put(i, work(state, i))
                }
                shared.finishWorker()
            }
        }
        while let (i, r) = shared.next() { deliver(i, r) }
        shared.waitForWorkers(n)
        if let e = shared.error { throw e }
    }

    /// The state the threads share, behind one condition.
    private final class Shared<Result: Sendable>: @unchecked Sendable {
        private let condition = Condition()
        private let count: Int
        private let window: Int
        private var taken = 0
        private var delivered = 0
        private var ready: [Int: Result] = [:]
        private var finished = 0
        private(set) var error: Error?

        init(count: Int, window: Int) {
            self.count = count
            self.window = window
        }

        /// The next index to work on, waiting while the window is full; nil when done.
        func take() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while taken < count && taken >= delivered + window && error == nil { condition.wait() }
            guard taken < count, error == nil else { return nil }
            taken += 1
            return taken - 1
        }

        func put(_ i: Int, _ r: Result) {
            condition.lock()
            ready[i] = r
            condition.broadcast()
            condition.unlock()
        }

        func fail(_ e: Error) {
            condition.lock()
            if error == nil { error = e }
            finished += 1
            condition.broadcast()
            condition.unlock()
        }

        func finishWorker() {
            condition.lock()
            finished += 1
            condition.broadcast()
            condition.unlock()
        }

        /// The next result in order, waiting for it; nil when all are delivered or a
        /// worker failed and the next result will never come.
        func next() -> (Int, Result)? {
            condition.lock()
            defer { condition.unlock() }
            while delivered < count {
                if let r = ready.removeValue(forKey: delivered) {
                    delivered += 1
                    condition.broadcast()
                    return (delivered - 1, r)
                }
                // Taken indexes are always finished by their worker; an index nobody
                // took after a failure never will be.
                if error != nil && delivered >= taken { return nil }
                condition.wait()
            }
            return nil
        }

        func waitForWorkers(_ n: Int) {
            condition.lock()
            while finished < n { condition.wait() }
            condition.unlock()
        }
    }
}
