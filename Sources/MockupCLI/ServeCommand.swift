#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CHTTPServer
import MockupKit
import MockupPlatform

/// `mockup serve`: Kroki's API for the diagram type `mockup` (docs/SERVE.md).
enum ServeCommand {
    static let usage = """
        usage: mockup serve [--listen HOST:PORT] [--workers N] [--queue N] [--cache-mb N]
                            [--assets DIR] [--max-source BYTES] [--timeout S] [--connections N]
          Answers Kroki's API for the diagram type mockup: GET /mockup/png|svg|pdf/SOURCE
          (the text zlib-deflated, base64url-encoded), POST /mockup/png|svg|pdf with the
          text as the body, POST / with Kroki's JSON (diagram_source, diagram_type,
          output_format, diagram_options: device, scale, orientation, ios), GET /health
          and GET /metrics (Prometheus). Errors are 400 with file:line:col messages.
          Stops on SIGTERM or Ctrl-C after the requests under way are answered.
          --listen HOST:PORT    the address (default 127.0.0.1:8000; port 0: any free
                                one); an address other than loopback serves the network
          --workers N           render threads, each with its own engine (default: cores)
          --queue N             requests that may wait for a worker; beyond, 503 with
                                Retry-After (default 4 per worker)
          --cache-mb N          identical requests answered from a cache of this many
                                MiB (default 64; 0: none)
          --assets DIR          a folder includes and images are read from (read-only);
                                without it a request may name no file
          --max-source BYTES    the largest diagram text, before and after inflating
                                (default 1048576)
          --timeout S           idle seconds before a connection is closed, and the
                                longest wait in the queue (default 10)
          --connections N       open connections at most (default 512); idle ones are
                                closed after --timeout, so idle clients cannot keep
                                others out for longer
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--listen", "--workers", "--queue", "--cache-mb", "--assets", "--max-source", "--timeout", "--connections"])
        guard args.positional.isEmpty else { throw UsageError("serve takes no files: the diagrams come in the requests") }
        let (host, port) = try parseListen(args["--listen"] ?? "127.0.0.1:8000")
        let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let workers = try number(args, "--workers", default: cores, in: 1...256)
        let settings = RenderService.Settings(
            workers: workers, queue: try number(args, "--queue", default: 4 * workers, in: 1...100_000),
            maxSource: try number(args, "--max-source", default: 1 << 20, in: 1024...(16 << 20)),
            cacheBytes: try number(args, "--cache-mb", default: 64, in: 0...65_536) << 20,
            assets: try args["--assets"].map(checkedFolder), queueTimeout: Double(try number(args, "--timeout", default: 10, in: 1...3600)))
        let service: RenderService
        do {
            // One PNG encoding thread per worker: the workers are the parallelism.
            service = try RenderService(settings: settings, makeEngine: { try MockupEngine(encoderThreads: 1) })
        } catch {
            Console.err("mockup serve: error: \(error)")
            return 1
        }
        var error = [CChar](repeating: 0, count: 512)
        let context = Unmanaged.passRetained(service).toOpaque()
        let handler: mockup_http_handler = { context, request, info in
            guard let context, let request, let info else { return }
            Unmanaged<RenderService>.fromOpaque(context).takeUnretainedValue().handle(request, info)
        }
        // Enough that a few idle clients cannot keep others out; each holds at most its
        // request's bytes (docs/LIMITS.md).
        let connections = UInt32(max(try number(args, "--connections", default: 512, in: 16...60_000), settings.queue + workers + 16))
        guard let server = mockup_http_start(
            host, port, connections, UInt32(settings.queueTimeout), settings.maxSource * 2 + 4096, handler, context, &error, error.count)
        else {
            Console.err("mockup serve: error: \(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
            return 1
        }
        StopSignal.install()
        let shown = host.contains(":") ? "[\(host)]" : host
        Console.out("serving http://\(shown):\(mockup_http_port(server))/ (\(workers) worker\(workers == 1 ? "" : "s"))")
        while !StopSignal.requested { usleep(50_000) }
        // Drain: no new connection; what is queued or rendering is answered.
        mockup_http_quiesce(server)
        service.drain(seconds: settings.queueTimeout + 30)
        // Give the poll thread a moment to write the last answers.
        var waited = 0
        while mockup_http_connections(server) > 0 && waited < 200 {
            usleep(10_000)
            waited += 1
        }
        mockup_http_stop(server)
        Console.err("mockup serve: stopped")
        return 0
    }

    /// `HOST:PORT`, `[V6]:PORT`, or `:PORT` (loopback).
    static func parseListen(_ text: String) throws -> (String, UInt16) {
        var host = "127.0.0.1", portText = text
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
                throw UsageError("--listen takes HOST:PORT ([::1]:8000 for IPv6), not '\(text)'")
            }
            host = String(text[text.index(after: text.startIndex)..<close])
            portText = String(text[text.index(close, offsetBy: 2)...])
        } else if let colon = text.lastIndex(of: ":") {
            if colon != text.startIndex { host = String(text[..<colon]) }
            portText = String(text[text.index(after: colon)...])
        }
        if host == "localhost" { host = "127.0.0.1" }
        guard let port = Int(portText), (0...65535).contains(port) else {
            throw UsageError("--listen takes HOST:PORT with a port from 0 to 65535, not '\(text)'")
        }
        return (host, UInt16(port))
    }

    static func number(_ args: Arguments, _ name: String, default value: Int, in range: ClosedRange<Int>) throws -> Int {
        guard let text = args[name] else { return value }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return n
    }

    static func checkedFolder(_ path: String) throws -> String {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else {
            throw UsageError("--assets must name a folder, not '\(path)'")
        }
        return path
    }
}
