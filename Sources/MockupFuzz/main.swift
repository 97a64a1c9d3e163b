import Foundation
import MockupKit

import MockupPlatform

/// `mockup-fuzz`: the fuzzing harness behind `scripts/fuzz.sh`. Every input is a pure
/// function of (seed, index). Text mutations compile in-process (thousands a second);
/// PNG, icon, FIFO and flag cases run the `mockup` binary in a small worker pool, each
/// with a time limit and an address-space limit. Exit 3: an in-process input hung (the
/// script records it and resumes after it); a signal: an in-process input crashed (the
/// script reads `<out>/.current` and resumes after it).
struct FuzzOptions {
    var seed: UInt64 = 1
    var start = 0
    var count = 2_000
    var seconds = 1e9
    var workers = 2
    var timeout = 5.0
    var memoryMiB = 1_024
    var addressSpaceMiB = 4_096
    var renderEvery = 50
    var binary = ".build/debug/mockup"
    var samples = "samples"
    var assets = "Assets/icons"
    var out = "artifacts/fuzz"
    var scratch = NSTemporaryDirectory() + "mockup-fuzz"
    var only: String?

    init(_ words: [String]) {
        var i = 0
        func value() -> String {
            i += 1
            guard i < words.count else { fail("\(words[i - 1]) needs a value") }
            return words[i]
        }
        func number<T: LosslessStringConvertible>(_ w: String) -> T {
            guard let v = T(w) else { fail("not a number: '\(w)'") }
            return v
        }
        while i < words.count {
            switch words[i] {
            case "--seed": seed = number(value())
            case "--start": start = number(value())
            case "--count": count = number(value())
            case "--seconds": seconds = number(value())
            case "--workers": workers = max(1, number(value()))
            case "--timeout": timeout = number(value())
            case "--memory-mib": memoryMiB = number(value())
            case "--address-space-mib": addressSpaceMiB = number(value())
            case "--render-every": renderEvery = number(value())
            case "--binary": binary = value()
            case "--samples": samples = value()
            case "--assets": assets = value()
            case "--out": out = value()
            case "--scratch": scratch = value()
            case "--only": only = value()
            default: fail("unknown option '\(words[i])'")
            }
            i += 1
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mockup-fuzz: \(message)\n".utf8))
    exit(2)
}

/// Writes a case's file: a run whose inputs or records cannot be written means nothing,
/// so it stops instead of going on with a missing file.
func write(_ bytes: Data, to path: String) {
    if !FileManager.default.createFile(atPath: path, contents: bytes) { fail("cannot write \(path)") }
}

func absolute(_ p: String) -> String {
    p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
}

/// Input kinds and their share in ten thousand.
let kindWeights: [(String, Int)] = [
    ("text", 8_750), ("png-diff", 200), ("png-image", 100), ("svg", 70), ("flags", 225), ("fifo", 5),
    ("markdown", 150), ("report", 100), ("http", 250), ("serve", 150),
]

func kind(_ r: inout SeededRandom, only: String?) -> String {
    if let only { return only }
    var v = r.below(10_000)
    for (k, w) in kindWeights {
        if v < w { return k }
        v -= w
    }
    return "text"
}

func files(under dir: String, suffix: String) -> [String] {
    let e = FileManager.default.enumerator(atPath: dir)
    var found: [String] = []
    while let f = e?.nextObject() as? String {
        if f.hasSuffix(suffix) { found.append(dir + "/" + f) }
    }
    return found.sorted()
}

func read(_ path: String) -> [UInt8] { (try? Array(Data(contentsOf: URL(fileURLWithPath: path)))) ?? [] }

let options: FuzzOptions = {
    var o = FuzzOptions(Array(CommandLine.arguments.dropFirst()))
    o.binary = absolute(o.binary)
    o.out = absolute(o.out)
    o.samples = absolute(o.samples)
    o.assets = absolute(o.assets)
    return o
}()
let scratch: Scratch
do { scratch = try Scratch(root: absolute(options.scratch), samples: options.samples) } catch {
    fail("cannot prepare the scratch folder: \(error)")
}
let mockupSeeds = files(under: options.samples, suffix: ".mockup").map(read)
let seeds = Seeds(
    pngs: files(under: options.samples + "/images", suffix: ".png").map(read),
    icons: (files(under: options.assets, suffix: ".svg") + files(under: options.samples, suffix: ".svg"))
        .map { String(decoding: read($0), as: UTF8.self) },
    imageMockup: String(decoding: read(options.samples + "/account.mockup"), as: UTF8.self)
        .replacingOccurrences(of: "images/avatar@2x.png", with: "img.png")
        .replacingOccurrences(of: "images/folder.svg", with: "img.png"),
    iconMockup: String(decoding: read(options.samples + "/tab-bar-custom-icons.mockup"), as: UTF8.self)
        .replacingOccurrences(of: "icons/plane.svg", with: "icon.svg")
        .replacingOccurrences(of: "icons/plane-selected.svg", with: "icon.svg")
        .replacingOccurrences(of: "icons/cup.svg", with: "icon.svg"),
    plainMockup: String(decoding: read(options.samples + "/layout-stacks.mockup"), as: UTF8.self))
guard !mockupSeeds.isEmpty, !seeds.pngs.isEmpty, !seeds.icons.isEmpty else { fail("no seeds under \(options.samples)") }
let mutator = TextMutator(seeds: mockupSeeds, includes: scratch.oddIncludes)
let reportSeed = ReportSeed.make(binary: options.binary, folder: scratch.root + "/report-seed")
if reportSeed == nil && (options.only == nil || options.only == "report") { fail("cannot make a shard report with \(options.binary)") }
let server = ServerProcess(binary: options.binary, folder: scratch.root + "/watch", sample: seeds.plainMockup)
if options.only == nil || options.only == "http" {
    guard server.start() else { fail("cannot start \(options.binary) watch") }
}
let service = ServerProcess(
    binary: options.binary, folder: scratch.root + "/serve", sample: seeds.plainMockup,
    // A request cut short inside its body is closed at the idle timeout: 2 s, not 10.
    arguments: ["serve", "--listen", "127.0.0.1:0", "--cache-mb", "0", "--timeout", "2"])
if options.only == nil || options.only == "serve" {
    guard service.start() else { fail("cannot start \(options.binary) serve") }
}
/// Serialises the HTTP cases' checks of the servers and their restarts.
let serverLock = NSLock()
let recorder = Recorder(out: options.out)
let engine: MockupEngine
do { engine = try MockupEngine() } catch { fail("cannot load fonts: \(error)") }

/// The in-process input being compiled and since when, for the watchdog.
final class Watch: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (index: Int, since: Date)?
    func begin(_ i: Int) { lock.lock(); current = (i, Date()); lock.unlock() }
    func end() { lock.lock(); current = nil; lock.unlock() }
    var overdue: Int? {
        lock.lock()
        defer { lock.unlock() }
        guard let c = current, Date().timeIntervalSince(c.since) > options.timeout else { return nil }
        return c.index
    }
}
let watch = Watch()
let textFile = "_fuzz.mockup"
guard FileManager.default.changeCurrentDirectoryPath(scratch.text) else { fail("cannot enter \(scratch.text)") }
Thread.detachNewThread {
    while true {
        Thread.sleep(forTimeInterval: 0.1)
        if let i = watch.overdue {
            recorder.record(index: i, kind: "text", outcomes: [.hang], how: "in-process compile over \(options.timeout) s") {
                try? FileManager.default.copyItem(atPath: scratch.text + "/" + textFile, toPath: $0 + "/" + textFile)
            }
            _exit(3)
        }
    }
}

/// Free worker folders.
final class Pool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [Int]
    init(_ n: Int) { free = Array(0..<n) }
    func take() -> Int { lock.lock(); defer { lock.unlock() }; return free.removeLast() }
    func give(_ w: Int) { lock.lock(); free.append(w); lock.unlock() }
}
let pool = Pool(options.workers)
let slots = DispatchSemaphore(value: options.workers)
let group = DispatchGroup()
let scratchReal = URL(fileURLWithPath: scratch.root).resolvingSymlinksInPath().path

@Sendable func runProcessCase(_ c: ProcessCase, index: Int) {
    let w = pool.take()
    defer { pool.give(w) }
    guard let folder = try? scratch.caseFolder(worker: w) else { return }
    for f in c.files {
        try? FileManager.default.createDirectory(atPath: folder + "/" + PathFolder.of(f.name), withIntermediateDirectories: true)
        write(Data(f.bytes), to: folder + "/" + f.name)
    }
    for f in c.fifos { mkfifo(folder + "/" + f, 0o644) }
    let result = ChildProcess.run(
        [options.binary] + c.arguments, in: folder, logs: scratch.root + "/w\(w)/log", timeout: options.timeout,
        addressSpaceKiB: options.addressSpaceMiB * 1024)
    let outcomes = Classifier.classify(
        c, result, folder: folder, scratchRoot: scratchReal, memoryCeilingKiB: options.memoryMiB * 1024)
    let status = result.signal.map { "signal \($0)" } ?? "exit \(result.status ?? -1)"
    recorder.record(index: index, kind: c.kind, outcomes: outcomes, how: "\(c.how); \(status); \(result.maxRSSKiB / 1024) MiB; \(String(format: "%.2f", result.seconds)) s") {
        dest in
        for f in c.files {
            try? FileManager.default.createDirectory(atPath: dest + "/" + PathFolder.of(f.name), withIntermediateDirectories: true)
            write(Data(f.bytes), to: dest + "/" + f.name)
        }
        let quoted = c.arguments.map { $0.contains(where: { " ;'\"\\".contains($0) }) || $0.isEmpty ? "'\($0)'" : $0 }
        let fifoLine = c.fifos.map { "mkfifo \($0) && " }.joined()
        let text = """
            # \(c.how)
            # \(status), \(result.maxRSSKiB / 1024) MiB peak, \(String(format: "%.2f", result.seconds)) s
            cd "$(dirname "$0")" && \(fifoLine)ulimit -v \(options.addressSpaceMiB * 1024) && timeout \(Int(options.timeout)) mockup \(quoted.joined(separator: " "))

            """
        write(Data(text.utf8), to: dest + "/reproduce.sh")
        write(Data(result.stderr.utf8), to: dest + "/stderr.txt")
    }
}

/// One request to the running `watch` (kind `http`) or `serve` (kind `serve`): it must
/// answer with an HTTP/1.1 status line or, to an empty request (any request, for
/// `serve`), close without a byte (a long poll within its 20 s), and still be running
/// afterwards.
@Sendable func runHTTPCase(_ bytes: [UInt8], how: String, index: Int, kind: String = "http") {
    let target = kind == "serve" ? service : server
    let reply = target.exchange(bytes, timeout: 25 + options.timeout)
    var outcomes: [Outcome] = []
    serverLock.lock()
    if !target.isRunning {
        outcomes.append(.crash)
        target.stop()
        _ = target.start()
    } else if reply == nil {
        outcomes.append(.hang)
    } else if let reply, !reply.starts(with: Array("HTTP/1.1 ".utf8)), !(reply.isEmpty && (bytes.isEmpty || kind == "serve")) {
        // A connection closed without a byte is closed without an answer; libmicrohttpd
        // (`serve`) also closes, without one, a request cut short or beyond repair.
        outcomes.append(.badMessage)
    }
    serverLock.unlock()
    recorder.record(index: index, kind: kind, outcomes: outcomes.isEmpty ? [.ok] : outcomes, how: how) { dest in
        write(Data(bytes), to: dest + "/request.bin")
        let start = kind == "serve"
            ? "mockup serve --listen 127.0.0.1:8080 --cache-mb 0 --timeout 2"
            : "mockup watch main.mockup --port 8080 (main.mockup: samples/layout-stacks.mockup)"
        let text = "# \(how)\n# start: \(start)\n(cat request.bin; sleep 1) | nc 127.0.0.1 8080\n"
        write(Data(text.utf8), to: dest + "/reproduce.sh")
    }
}

var memoryReported = false
@MainActor func runTextCase(_ r: inout SeededRandom, index: Int) {
    let (bytes, how) = mutator.mutate(&r)
    let current = options.out + "/.current"
    write(Data("\(index)\t\(how)\n".utf8), to: current)
    write(Data(bytes), to: textFile)
    watch.begin(index)
    let result = engine.compile(file: textFile, options: CompileOptions(root: "."))
    var outcomes: [Outcome] = []
    if result.diagnostics.contains(where: { $0.severity == .error && ($0.range.start.line < 1 || $0.range.start.column < 1) }) {
        outcomes.append(.badMessage)
    }
    if result.formattedDiagnostics.contains(scratchReal) || result.formattedDiagnostics.contains(scratch.root) {
        outcomes.append(.machinePath)
    }
    if let list = result.displayList, !result.hasErrors, options.renderEvery > 0, index % options.renderEvery == 0 {
        do { _ = try engine.renderBitmap(list) } catch { outcomes.append(.renderFailed) }
    }
    watch.end()
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    if !memoryReported && usage.ru_maxrss > options.memoryMiB * 1024 {
        memoryReported = true
        outcomes.append(.memory)
    }
    recorder.record(index: index, kind: "text", outcomes: outcomes.isEmpty ? [.ok] : outcomes, how: how) { dest in
        write(Data(bytes), to: dest + "/" + textFile)
        let text = "# \(how)\n# run from a copy of the fuzzer's scratch text folder (samples' parts/images/icons + odd/):\nmockup dump \(textFile)\n"
        write(Data(text.utf8), to: dest + "/reproduce.sh")
        write(Data(result.formattedDiagnostics.utf8), to: dest + "/diagnostics.txt")
    }
}

let began = Date()
var done = 0
for index in options.start..<(options.start + options.count) {
    if Date().timeIntervalSince(began) > options.seconds { break }
    var r = SeededRandom(seed: options.seed, index: index)
    let k = kind(&r, only: options.only)
    if k == "text" {
        runTextCase(&r, index: index)
    } else {
        if k == "http" || k == "serve" {
            let (bytes, how) = k == "serve" ? ServeMaker.make(&r, texts: mockupSeeds) : HTTPMaker.make(&r)
            slots.wait()
            group.enter()
            DispatchQueue.global().async {
                runHTTPCase(bytes, how: how, index: index, kind: k)
                slots.signal()
                group.leave()
            }
            done += 1
            continue
        }
        let c: ProcessCase
        switch k {
        case "markdown": c = MarkdownMaker.make(&r, seeds: mockupSeeds, part: seeds.plainMockup)
        case "report": c = ReportMaker.make(&r, seed: reportSeed!)
        default: c = CaseMaker.make(kind: k, &r, seeds: seeds)
        }
        slots.wait()
        group.enter()
        DispatchQueue.global().async {
            runProcessCase(c, index: index)
            slots.signal()
            group.leave()
        }
    }
    done += 1
}
group.wait()
server.stop()
service.stop()
try? FileManager.default.removeItem(atPath: options.out + "/.current")
let elapsed = Date().timeIntervalSince(began)
print("mockup-fuzz: \(done) inputs from index \(options.start) in \(String(format: "%.1f", elapsed)) s (\(String(format: "%.0f", Double(done) / max(elapsed, 0.001))) inputs/s)")

/// The folder part of a relative case file name (`s1/report.json` → `s1`), "." for none.
enum PathFolder {
    static func of(_ name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return "." }
        return String(name[..<slash])
    }
}
