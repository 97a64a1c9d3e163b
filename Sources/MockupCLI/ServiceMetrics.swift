import Synchronization

/// What `GET /metrics` reports, in Prometheus' text format: requests by status, their
/// latency as a histogram, the queue, the workers and the cache.
final class ServiceMetrics: Sendable {
    /// Upper bounds of the latency buckets, in seconds.
    static let buckets: [Double] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

    private struct Counts {
        var byStatus: [Int: Int] = [:]
        var bucketCounts = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
        var count = 0
        var sum = 0.0
        var rejected = 0
        var hits = 0
        var misses = 0
    }

    private let counts = Mutex(Counts())

    /// One answered request.
    func record(status: Int, seconds: Double) {
        counts.withLock { c in
            c.byStatus[status, default: 0] += 1
            c.count += 1
            c.sum += seconds
            for (i, bound) in Self.buckets.enumerated() where seconds <= bound { c.bucketCounts[i] += 1 }
        }
    }

    /// A request refused because the queue was full (or it waited too long).
    func rejected() { counts.withLock { $0.rejected += 1 } }

    /// A cache lookup.
    func cache(hit: Bool) { counts.withLock { if hit { $0.hits += 1 } else { $0.misses += 1 } } }

    /// The exposition text.
    func prometheus(queue: Int, capacity: Int, busy: Int, workers: Int, cache: (entries: Int, bytes: Int)) -> String {
        let c = counts.withLock { $0 }
        var out = "# HELP mockup_requests_total Requests answered, by HTTP status.\n# TYPE mockup_requests_total counter\n"
        for status in c.byStatus.keys.sorted() { out += "mockup_requests_total{code=\"\(status)\"} \(c.byStatus[status] ?? 0)\n" }
        out += "# HELP mockup_request_duration_seconds Time from a request's arrival to its answer.\n"
        out += "# TYPE mockup_request_duration_seconds histogram\n"
        for (i, bound) in Self.buckets.enumerated() {
            out += "mockup_request_duration_seconds_bucket{le=\"\(bound)\"} \(c.bucketCounts[i])\n"
        }
        out += "mockup_request_duration_seconds_bucket{le=\"+Inf\"} \(c.count)\n"
        out += "mockup_request_duration_seconds_sum \(c.sum)\nmockup_request_duration_seconds_count \(c.count)\n"
        out += "# HELP mockup_rejected_total Requests answered 503 because the queue was full or they waited too long.\n"
        out += "# TYPE mockup_rejected_total counter\nmockup_rejected_total \(c.rejected)\n"
        out += "# HELP mockup_queue_length Requests waiting for a worker.\n# TYPE mockup_queue_length gauge\nmockup_queue_length \(queue)\n"
        out += "# HELP mockup_queue_capacity Requests that may wait before 503.\n# TYPE mockup_queue_capacity gauge\nmockup_queue_capacity \(capacity)\n"
        out += "# HELP mockup_workers_busy Workers rendering now.\n# TYPE mockup_workers_busy gauge\nmockup_workers_busy \(busy)\n"
        out += "# HELP mockup_workers Render workers.\n# TYPE mockup_workers gauge\nmockup_workers \(workers)\n"
        out += "# HELP mockup_cache_hits_total Renders answered from the cache.\n# TYPE mockup_cache_hits_total counter\nmockup_cache_hits_total \(c.hits)\n"
        out += "# HELP mockup_cache_misses_total Renders not in the cache.\n# TYPE mockup_cache_misses_total counter\nmockup_cache_misses_total \(c.misses)\n"
        out += "# HELP mockup_cache_bytes Bytes held by the cache.\n# TYPE mockup_cache_bytes gauge\nmockup_cache_bytes \(cache.bytes)\n"
        out += "# HELP mockup_cache_entries Outputs held by the cache.\n# TYPE mockup_cache_entries gauge\nmockup_cache_entries \(cache.entries)\n"
        return out
    }
}

/// Rendered outputs by content key, least recently used first out, bounded in bytes.
struct ResponseCache {
    let limit: Int
    private var entries: [String: (bytes: [UInt8], tick: Int)] = [:]
    private var total = 0
    private var tick = 0

    init(limit: Int) { self.limit = limit }

    var stats: (entries: Int, bytes: Int) { (entries.count, total) }

    mutating func get(_ key: String) -> [UInt8]? {
        guard let e = entries[key] else { return nil }
        tick += 1
        entries[key] = (e.bytes, tick)
        return e.bytes
    }

    mutating func put(_ key: String, _ bytes: [UInt8]) {
        guard bytes.count <= limit, entries[key] == nil else { return }
        // Evicts the oldest until it fits: a linear scan, for a cache of at most a few
        // thousand outputs.
        while total + bytes.count > limit, let oldest = entries.min(by: { $0.value.tick < $1.value.tick }) {
            total -= oldest.value.bytes.count
            entries[oldest.key] = nil
        }
        tick += 1
        entries[key] = (bytes, tick)
        total += bytes.count
    }
}
