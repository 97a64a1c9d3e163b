#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem

/// One watched file as the preview page shows it.
struct PreviewFile: Sendable, Encodable {
    /// The path as given on the command line.
    var path: String
    /// The last good render (PNG), kept while the file has errors.
    var png: [UInt8]? = nil
    /// Counts good renders: the image URL carries it, so a new one is fetched.
    var imageVersion = 0
    /// The image's size in points (CSS pixels on the page).
    var width = 0.0
    var height = 0.0
    /// Why the last render failed (diagnostics with file:line:col, source line and
    /// caret), nil after a good one.
    var error: String? = nil
    /// Warnings of the last good render.
    var warnings: String? = nil

    enum CodingKeys: String, CodingKey {
        case path, imageVersion, width, height, error, warnings, image
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(imageVersion, forKey: .imageVersion)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(error, forKey: .error)
        try c.encode(warnings, forKey: .warnings)
        try c.encode(image, forKey: .image)
    }

    /// Where the page fetches the image, or nil before the first good render.
    var image: String? { png == nil ? nil : "/image/\(index).png?v=\(imageVersion)" }
    /// The file's place on the command line (set by `WatchState`).
    var index = 0
}

/// What the watcher found and the server shows, behind one lock: the watcher thread
/// writes, connection threads read copies or wait for the next version.
final class WatchState: @unchecked Sendable {
    private let lock = Condition()
    private var files: [PreviewFile]
    /// Bumped on every change of any file's entry; the page waits for it to move.
    private var version = 1
    /// The version each waiting request has seen.
    private var waiting: [Int] = []
    private var stopped = false

    init(paths: [String]) {
        files = paths.enumerated().map { i, p in
            var f = PreviewFile(path: p)
            f.index = i
            return f
        }
    }

    /// The version and a copy of every entry.
    func snapshot() -> (version: Int, files: [PreviewFile]) {
        lock.lock()
        defer { lock.unlock() }
        return (version, files)
    }

    var currentVersion: Int {
        lock.lock()
        defer { lock.unlock() }
        return version
    }

    /// How many requests wait for a version after the current one: pages that are open
    /// and have drawn the latest state.
    var upToDateWaiters: Int {
        lock.lock()
        defer { lock.unlock() }
        return waiting.filter { $0 >= version }.count
    }

    /// Returns once the version is past `seen`, `timeout` seconds have passed, or the
    /// server stops: the version then.
    func waitForVersion(after seen: Int, timeout: Double) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        waiting.append(seen)
        while version <= seen, !stopped, lock.wait(until: deadline) {}
        if let i = waiting.firstIndex(of: seen) { waiting.remove(at: i) }
        return version
    }

    /// Wakes every waiting request for good (the server is stopping).
    func stop() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
    }

    /// A good render of file `i`.
    func rendered(_ i: Int, png: [UInt8], width: Double, height: Double, warnings: String?) {
        lock.lock()
        defer { lock.unlock() }
        files[i].png = png
        files[i].imageVersion += 1
        files[i].width = width
        files[i].height = height
        files[i].error = nil
        files[i].warnings = warnings
        version += 1
        lock.broadcast()
    }

    /// A failed render of file `i`: the last good image stays.
    func failed(_ i: Int, error: String) {
        lock.lock()
        defer { lock.unlock() }
        files[i].error = error
        version += 1
        lock.broadcast()
    }
}
