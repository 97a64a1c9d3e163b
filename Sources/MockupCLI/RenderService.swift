#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CHTTPServer
import MockupKit
import MockupPlatform
import MockupSystem

/// `mockup serve`'s work: requests arrive from libmicrohttpd's poll thread
/// (`mockup_http_*`), which reads and writes every byte; renders run on `workers`
/// threads, each with its own engine (fonts loaded once per worker). A bounded queue
/// sits between them: when it is full, a request is answered 503 with `Retry-After`.
/// Identical requests are answered from a content-addressed LRU cache.
final class RenderService: @unchecked Sendable {
    struct Settings {
        var workers: Int
        var queue: Int
        var maxSource: Int
        var cacheBytes: Int
        /// A folder includes and images may be read from (read-only); nil: none.
        var assets: String?
        /// Longest wait in the queue before a request is answered 503.
        var queueTimeout: Double
    }

    let settings: Settings
    private let state = Condition()
    private var jobs: [Job] = []
    private var busy = 0
    private var stopping = false
    private var cache = ResponseCache(limit: 0)
    let metrics = ServiceMetrics()

    struct Job {
        var request: OpaquePointer
        var method: String
        var path: String
        var query: String
        var body: [UInt8]
        var tooLarge: Bool
        var queued: Double
    }

    init(settings: Settings, makeEngine: @escaping @Sendable () throws -> MockupEngine) throws {
        self.settings = settings
        cache = ResponseCache(limit: settings.cacheBytes)
        // Engines are made here, before the first request: a font problem stops the start.
        var engines: [MockupEngine] = []
        for _ in 0..<settings.workers { engines.append(try makeEngine()) }
        for engine in engines {
            let box = EngineBox(engine)
            DetachedThread.start(stackSize: 8 << 20) { [self] in self.work(box.engine) }
        }
    }

    /// Called on the poll thread for every request: answers health, metrics and
    /// refusals at once; queues renders.
    func handle(_ request: OpaquePointer, _ info: UnsafePointer<mockup_http_request_info>) {
        let i = info.pointee
        let method = String(cString: i.method), path = String(cString: i.url)
        let started = Self.now()
        switch (method, path) {
        case ("GET", "/health"), ("HEAD", "/health"):
            respond(request, 200, "text/plain; charset=utf-8", Array("ok\n".utf8), started: started)
            return
        case ("GET", "/metrics"):
            state.lock()
            let queued = jobs.count, running = busy, stats = cache.stats
            state.unlock()
            let text = metrics.prometheus(queue: queued, capacity: settings.queue, busy: running, workers: settings.workers, cache: stats)
            respond(request, 200, "text/plain; version=0.0.4; charset=utf-8", Array(text.utf8), started: started)
            return
        default:
            break
        }
        if i.body_too_large != 0 {
            refuse(request, .init(413, "the request body is over \(settings.maxSource) bytes"), started: started)
            return
        }
        let body = i.body_length > 0 && i.body != nil ? Array(UnsafeBufferPointer(start: i.body, count: i.body_length)) : []
        let job = Job(request: request, method: method, path: path, query: String(cString: i.query), body: body, tooLarge: false, queued: started)
        state.lock()
        let full = stopping || jobs.count >= settings.queue
        if !full {
            jobs.append(job)
            state.signal()
        }
        state.unlock()
        if full {
            metrics.rejected()
            respond(request, 503, "text/plain; charset=utf-8", Array("the render queue is full; retry shortly\n".utf8),
                    headers: [("Retry-After", "1")], started: started)
        }
    }

    /// A worker: takes jobs until the service stops.
    private func work(_ engine: MockupEngine) {
        while true {
            state.lock()
            while jobs.isEmpty && !stopping { state.wait() }
            if jobs.isEmpty && stopping {
                state.unlock()
                return
            }
            let job = jobs.removeFirst()
            busy += 1
            state.unlock()
            serve(job, engine: engine)
            state.lock()
            busy -= 1
            state.broadcast()
            state.unlock()
        }
    }

    private func serve(_ job: Job, engine: MockupEngine) {
        if Self.now() - job.queued > settings.queueTimeout {
            metrics.rejected()
            respond(job.request, 503, "text/plain; charset=utf-8", Array("the request waited too long in the queue; retry shortly\n".utf8),
                    headers: [("Retry-After", "1")], started: job.queued)
            return
        }
        let request: KrokiRequest
        do {
            request = try KrokiRequest.parse(method: job.method, path: job.path, query: job.query, body: job.body, maxSource: settings.maxSource)
        } catch {
            refuse(job.request, error, started: job.queued)
            return
        }
        // With the cache off there is nothing to hash or look up.
        let key = settings.cacheBytes > 0 ? request.key : nil
        state.lock()
        let cached = key.flatMap { cache.get($0) }
        state.unlock()
        if let cached {
            metrics.cache(hit: true)
            respond(job.request, 200, request.format.contentType, cached, started: job.queued)
            return
        }
        metrics.cache(hit: false)
        do {
            let bytes = try render(request, engine: engine)
            if let key {
                state.lock()
                cache.put(key, bytes)
                state.unlock()
            }
            respond(job.request, 200, request.format.contentType, bytes, started: job.queued)
        } catch let refusal as KrokiRequest.Refusal {
            refuse(job.request, refusal, started: job.queued)
        } catch {
            refuse(job.request, .init(500, "cannot render: \(error)"), started: job.queued)
        }
    }

    /// Compiles and renders; errors in the text are a 400 with file:line:col messages.
    private func render(_ request: KrokiRequest, engine: MockupEngine) throws -> [UInt8] {
        let options = try request.compileOptions()
        let result: CompileResult
        if let assets = settings.assets {
            var o = options
            o.root = assets
            result = engine.compile(text: request.source, asFileAt: PathText.appending(assets, "diagram.mockup"), options: o)
        } else {
            result = engine.compile(text: request.source, path: "diagram.mockup", options: options)
        }
        guard let list = result.displayList, !result.hasErrors else {
            throw KrokiRequest.Refusal(400, TerminalText.shown(result.formattedDiagnostics))
        }
        switch request.format {
        case .png: return try engine.renderPNG(list, scale: options.scale)
        case .svg: return try engine.renderSVG(list, scale: options.scale)
        case .pdf: return try engine.renderPDF(list, scale: options.scale)
        }
    }

    private func refuse(_ request: OpaquePointer, _ refusal: KrokiRequest.Refusal, started: Double) {
        let text = refusal.message.hasSuffix("\n") ? refusal.message : refusal.message + "\n"
        respond(request, refusal.status, "text/plain; charset=utf-8", Array(text.utf8), started: started)
    }

    private func respond(
        _ request: OpaquePointer, _ status: UInt32, _ type: String, _ body: [UInt8], headers: [(String, String)] = [],
        started: Double
    ) {
        metrics.record(status: Int(status), seconds: Self.now() - started)
        HTTPAnswer.send(request, Int(status), type, body, headers: headers)
    }

    /// Stops taking jobs and waits (up to `seconds`) for the queue and the renders under
    /// way to finish.
    func drain(seconds: Double) {
        let deadline = Self.now() + seconds
        state.lock()
        stopping = true
        state.broadcast()
        while (!jobs.isEmpty || busy > 0) && Self.now() < deadline {
            state.unlock()
            usleep(10_000)
            state.lock()
        }
        state.unlock()
    }

    static func now() -> Double { HTTPAnswer.now() }
}

/// An engine handed to a worker thread (it is used by that thread alone).
private final class EngineBox: @unchecked Sendable {
    let engine: MockupEngine
    init(_ engine: MockupEngine) { self.engine = engine }
}
