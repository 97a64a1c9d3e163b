import Foundation
import MockupGeometry
import MockupGolden
import Testing

import MockupPlatform

/// A running `mockup watch`: started with port 0, its URL read from stdout; stopped
/// with a signal by `stop`, or killed by a watchdog so that a failing test cannot hang.
/// A `mockup` server started as a child (`watch`, `serve`): `stop` signals it and
/// collects its exit status and standard error.
protocol ServerChild: AnyObject {
    var process: Process { get }
    var errors: Pipe { get }
}

extension ServerChild {
    /// Sends `signal`, waits for the exit; returns the status and what was on stderr.
    func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, signal)
        let e = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: e, as: UTF8.self))
    }
}

final class WatchProcess: ServerChild {
    let process = Process()
    let url: String
    let port: UInt16
    let errors = Pipe()

    init(_ args: [String], in dir: URL) throws {
        process.executableURL = binary
        process.arguments = ["watch"] + args + ["--port", "0"]
        process.currentDirectoryURL = dir
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errors
        (url, port) = try ServerLaunch.start(process, output: out, what: "watch")
    }

    deinit { if process.isRunning { process.terminate() } }

    /// The page's version number.
    func version() throws -> Int {
        let r = try HTTP.get(port, "/version.json")
        let object = try JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any]
        return try #require(object?["version"] as? Int)
    }

    /// Waits until the version passes `old` (the watcher has looked at the files again
    /// and rendered); fails after 2,000 looks.
    func waitForVersion(after old: Int) throws -> Int {
        for _ in 0..<2000 {
            let v = try version()
            if v > old { return v }
            usleep(20_000)
        }
        throw ChromiumError(text: "the version stayed \(old)")
    }

    /// Waits until a page has drawn the current version and waits for the next one
    /// (`watching` in `/state.json`); fails after 2,000 looks.
    func waitForWatchingPage() throws {
        for _ in 0..<2000 {
            let r = try HTTP.get(port, "/state.json")
            let object = try JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any]
            if let n = object?["watching"] as? Int, n >= 1 { return }
            usleep(20_000)
        }
        throw ChromiumError(text: "no page is watching")
    }

    /// The first file's entry once it carries an error: a write in place can be seen
    /// half done (truncated, then written), and the watcher may render that state
    /// first. Fails after 2,000 looks.
    func waitForError() throws -> [String: Any] {
        for _ in 0..<2000 {
            let entry = try firstFile()
            if entry["error"] is String { return entry }
            usleep(20_000)
        }
        throw ChromiumError(text: "no error in the state")
    }

    /// `/state.json`'s first file entry.
    func firstFile() throws -> [String: Any] {
        let r = try HTTP.get(port, "/state.json")
        let object = try JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any]
        return try #require((object?["files"] as? [[String: Any]])?.first)
    }
}

/// Starting a `mockup` server in tests: run it, kill it after 300 s whatever happens (a
/// failing test cannot hang), and read the URL it prints first (`serving http://127.0.0.1:PORT/…`).
enum ServerLaunch {
    static func start(_ process: Process, output: Pipe, what: String) throws -> (url: String, port: UInt16) {
        try process.run()
        let p = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 300) { if p.isRunning { p.terminate() } }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = "serving http://127.0.0.1:"
        guard text.hasPrefix(prefix), let slash = text.dropFirst(prefix.count).firstIndex(of: "/"),
            let port = UInt16(text.dropFirst(prefix.count)[..<slash])
        else {
            if process.isRunning { process.terminate() }
            throw ChromiumError(text: "\(what) printed '\(text)'")
        }
        return (String(text.dropFirst("serving ".count)[...slash]), port)
    }
}

/// Runs `executable` with `arguments`, `input` on its standard input; its standard output.
func filtered(_ input: String, through executable: String, _ arguments: [String] = []) throws -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    let stdin = Pipe(), stdout = Pipe()
    p.standardInput = stdin
    p.standardOutput = stdout
    try p.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: out, as: UTF8.self)
}

/// A bare HTTP/1.1 client over a socket, to send well-formed and malformed requests.
enum HTTP {
    struct Response {
        var status: Int
        var head: String
        var body: [UInt8]
    }

    static func get(_ port: UInt16, _ path: String, method: String = "GET") throws -> Response {
        try send(port, Array("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
    }

    static func send(_ port: UInt16, _ request: [UInt8]) throws -> Response {
        let fd = try connection(port)
        defer { close(fd) }
        _ = request.withUnsafeBytes { sendBytes(fd, $0.baseAddress, $0.count) }
        return try receive(fd)
    }

    /// Sends `bytes` on an open connection; false when the server has closed it.
    static func trickle(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { sendBytes(fd, $0.baseAddress, $0.count) } == bytes.count
    }

    /// A connection to the server (20 s receive timeout), for requests sent in parts.
    static func connection(_ port: UInt16) throws -> Int32 {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ChromiumError(text: "socket failed") }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw ChromiumError(text: "connect failed")
        }
        return fd
    }

    /// Reads the answer on `fd` until the server closes it.
    static func receive(_ fd: Int32) throws -> Response {
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            reply += chunk[0..<n]
        }
        guard let end = HTTPHead.end(reply) else { throw ChromiumError(text: "no response head") }
        let head = String(decoding: reply[..<end], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return Response(status: status, head: head, body: Array(reply[end...]))
    }
}

enum HTTPHead {
    static func end(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 3..<bytes.count where bytes[i - 3] == 13 && bytes[i - 2] == 10 && bytes[i - 1] == 13 && bytes[i] == 10 {
            return i + 1
        }
        return nil
    }
}

/// How many pixels of a screenshot are within `tolerance` of a colour on every channel.
func pixelCount(_ png: URL, red: Int, green: Int, blue: Int, tolerance: Int = 6) throws -> Int {
    let bitmap = try PNGCodec.decode(path: png.path)
    var n = 0
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width {
            let c = bitmap.color(x: x, y: y)
            if abs(Int(c.red) - red) <= tolerance && abs(Int(c.green) - green) <= tolerance && abs(Int(c.blue) - blue) <= tolerance {
                n += 1
            }
        }
    }
    return n
}

/// Replaces `file` as editors that save atomically do: a new file renamed over it.
func saveAtomically(_ text: String, to file: URL) throws {
    let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).tmp")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, file.path) == 0 else { throw ChromiumError(text: "rename failed") }
}

/// `send(2)` without SIGPIPE, under a name `HTTP.send` does not hide.
private func sendBytes(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    return send(fd, bytes, count, 0)
    #else
    return send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
}
