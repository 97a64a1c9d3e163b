import Foundation
import MockupKit
import Testing

/// Counts items in flight across threads.
private final class Gauge: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private(set) var most = 0
    private(set) var workers = 0

    func enter() { lock.lock(); now += 1; most = max(most, now); lock.unlock() }
    func leave() { lock.lock(); now -= 1; lock.unlock() }
    func madeWorker() { lock.lock(); workers += 1; lock.unlock() }
}

private struct Refused: Error {}

@Suite struct OrderedWorkTests {
    @Test(arguments: [1, 2, 4])
    func resultsAreDeliveredInInputOrderWhateverFinishesFirst(_ workers: Int) throws {
        var seen: [Int] = []
        try OrderedWork.run(
            count: 40, workers: workers, makeWorker: { () },
            work: { _, i in
                // Early items take longest, so later ones finish first.
                usleep(UInt32((40 - i) * 200))
                return i * i
            },
            deliver: { i, r in
                #expect(r == i * i)
                seen.append(i)
            })
        #expect(seen == Array(0..<40))
    }

    @Test func atMostTheWindowIsInFlightWhileTheConsumerLags() throws {
        let gauge = Gauge()
        try OrderedWork.run(
            count: 60, workers: 4, window: 6, makeWorker: { gauge.madeWorker() },
            work: { _, i in
                gauge.enter()
                return i
            },
            deliver: { _, _ in
                // Taken but not yet delivered counts as in flight: a result is let go here.
                usleep(500)
                gauge.leave()
            })
        #expect(gauge.workers == 4)
        // The window, plus the one result being delivered (taken off the window first).
        #expect(gauge.most <= 7)
        #expect(gauge.most >= 2)
    }

    @Test func aWorkerThatCannotStartStopsTheRunWithItsError() {
        var delivered = 0
        #expect(throws: Refused.self) {
            try OrderedWork.run(
                count: 100, workers: 3, makeWorker: { throw Refused() }, work: { _, i in i },
                deliver: { _, _ in delivered += 1 })
        }
        #expect(delivered == 0)
    }
}
