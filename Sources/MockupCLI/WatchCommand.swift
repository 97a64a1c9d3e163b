#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupKit

import MockupPlatform

/// `mockup watch FILE... [--port N] [--host ADDR] [--device D] [--orientation O] [--scale S] [--ios V]`
enum WatchCommand {
    static let usage = """
        usage: mockup watch FILE... [--port N] [--host 127.0.0.1] [--device NAME]
                            [--orientation portrait|landscape] [--scale S] [--ios 7|8|9]
          Renders each FILE, serves a page showing the images on a loopback address and
          renders again whenever a file (or a file it includes) is saved; the page
          updates itself. Errors are shown with file:line:col, the line and a caret,
          above the file's last good image. Prints the page's URL on stdout.
          --port N     port to listen on (default 0: one the system chooses)
          --host ADDR  a loopback address, 127.0.0.1 (default) to 127.255.255.254, or localhost
          Stops on Ctrl-C (SIGINT) or SIGTERM. See docs/WATCH.md.
        """

    /// How often the files are looked at (microseconds): a save shows within this.
    static let pollInterval: useconds_t = 150_000
    /// The most files one page shows.
    static let maxFiles = 64

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--port", "--host", "--device", "--orientation", "--scale", "--ios"])
        let overrides = try ScreenOverrides(args)
        let files = args.positional
        guard !files.isEmpty else { throw UsageError("watch needs at least one .mockup file") }
        guard files.count <= maxFiles else { throw UsageError("watch shows at most \(maxFiles) files, not \(files.count)") }
        let port = try parsePort(args["--port"])
        let host = try parseHost(args["--host"])
        // Bad input before anything starts: each file must exist and be a regular file.
        var missing = false
        for file in files {
            guard let print = FileFingerprint(path: file) else {
                Console.err("\(file): error: no such file")
                missing = true
                continue
            }
            if !print.isRegularFile {
                Console.err("\(file): error: \(print.kind), not a .mockup file")
                missing = true
            }
        }
        if missing { return 2 }

        let engine = try Engine.shared()
        let state = WatchState(paths: files)
        let server: PreviewServer
        do {
            server = try PreviewServer(host: host, port: port, state: state)
        } catch let e as ServerError {
            Console.err("mockup watch: error: \(e.description)")
            return 1
        }
        StopSignal.install()

        var watchers = files.map { FileWatch(path: $0) }
        for i in files.indices { watchers[i].check(index: i, engine: engine, options: overrides.compileOptions, state: state) }
        server.start()
        Console.out("serving \(server.url)")
        while !StopSignal.requested {
            usleep(pollInterval)
            for i in files.indices {
                watchers[i].check(index: i, engine: engine, options: overrides.compileOptions, state: state)
            }
        }
        server.stop()
        Console.err("mockup watch: stopped")
        return 0
    }

    static func parsePort(_ text: String?) throws -> UInt16 {
        guard let text else { return 0 }
        guard let n = Int(text), (0...65535).contains(n) else {
            throw UsageError("--port is a number from 0 to 65535, not '\(text)'")
        }
        return UInt16(n)
    }

    /// The dotted address to bind: loopback only, so the page is not served to the network.
    static func parseHost(_ text: String?) throws -> String {
        guard let text else { return "127.0.0.1" }
        if text == "localhost" { return "127.0.0.1" }
        // 127.0.0.0 names the network and 127.255.255.255 its broadcast: not a host.
        guard PreviewRoutes.isLoopback(text), !text.contains(":"),
            text.split(separator: ".").compactMap({ Int($0) }) != [127, 0, 0, 0],
            text.split(separator: ".").compactMap({ Int($0) }) != [127, 255, 255, 255]
        else {
            throw UsageError("--host must be a loopback address (127.0.0.1 to 127.255.255.254, or localhost), not '\(text)': the preview is served to this machine only")
        }
        return text
    }
}

/// One watched file: the fingerprints of it and of the files it included last time,
/// and the render when any of them changes.
struct FileWatch {
    var path: String
    /// Fingerprints seen at the last render, by path (nil: the file was missing).
    var seen: [String: FileFingerprint?] = [:]

    init(path: String) { self.path = path }

    /// Renders file `index` if it is new or any file it read has changed since.
    mutating func check(index: Int, engine: MockupEngine, options: CompileOptions, state: WatchState) {
        if !seen.isEmpty, seen.allSatisfy({ FileFingerprint(path: $0.key) == $0.value }) { return }
        var watched = [path]
        defer {
            seen = [:]
            for p in watched { seen[p] = FileFingerprint(path: p) }
        }
        guard let print = FileFingerprint(path: path) else {
            // Mid-way through an editor's save, or deleted: say so, keep the image.
            state.failed(index, error: "\(path): error: no such file")
            return
        }
        guard print.isRegularFile else {
            state.failed(index, error: "\(path): error: \(print.kind), not a .mockup file")
            return
        }
        let result = engine.compile(file: path, options: options)
        // Includes are watched too: the files the compile read, as it names them, and
        // the ones it looked for and could not find or read (a restored file renders).
        watched += Set(result.sources.keys).union(result.includes).subtracting([path]).sorted()
        guard let list = result.displayList, !result.hasErrors else {
            let text = result.formattedDiagnostics
            state.failed(index, error: text.isEmpty ? "\(path): error: the file did not compile" : text)
            Console.err(text)
            return
        }
        do {
            let png = try engine.renderPNG(list)
            let warnings = result.diagnostics.isEmpty ? nil : result.formattedDiagnostics
            state.rendered(index, png: png, width: list.size.width, height: list.size.height, warnings: warnings)
            Console.err("mockup watch: rendered \(path)")
        } catch {
            state.failed(index, error: "\(path): error: \(error)")
            Console.err("\(path): error: \(error)")
        }
    }
}
