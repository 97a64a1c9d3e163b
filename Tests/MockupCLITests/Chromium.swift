import Foundation
import Testing

/// Headless Chromium (Debian package `chromium`, installed by scripts/test.sh), run once
/// per screenshot with a profile folder of its own.
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A screenshot of `url` in a `width`×`height` CSS-pixel window at `scale` device
    /// pixels per CSS pixel; `virtualTime` lets the page's timers and fetches run (ms).
    static func screenshot(_ url: String, width: Int, height: Int, scale: Double, virtualTime: Int? = nil) throws -> URL {
        try launch(url, width: width, height: height, scale: scale, virtualTime: virtualTime).finish()
    }

    /// Starts Chromium on `url` without waiting for it (see `screenshot`).
    static func launch(_ url: String, width: Int, height: Int, scale: Double, virtualTime: Int? = nil) throws -> ChromiumRun {
        guard let path else {
            throw ChromiumError(text: "chromium is not installed: run scripts/test.sh (it installs the Debian package)")
        }
        let dir = try tempDir()
        let shot = dir.appendingPathComponent("shot.png")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--disable-extensions", "--mute-audio", "--user-data-dir=" + dir.appendingPathComponent("profile").path,
                "--force-device-scale-factor=\(scale)", "--window-size=\(width),\(height)",
                "--screenshot=" + shot.path,
            ] + (virtualTime.map { ["--virtual-time-budget=\($0)"] } ?? []) + [url]
        p.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        p.standardError = err
        try p.run()
        // A guard, not a measurement: a browser that never returns must not hang the suite.
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if p.isRunning { p.terminate() } }
        return ChromiumRun(process: p, shot: shot, log: err)
    }
}

/// A Chromium started by `Chromium.launch`.
struct ChromiumRun {
    var process: Process
    var shot: URL
    var log: Pipe

    /// Waits for Chromium to take its screenshot and quit; the screenshot.
    func finish() throws -> URL {
        let text = log.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: shot.path) else {
            throw ChromiumError(
                text: "chromium failed (\(process.terminationStatus)): " + String(decoding: text.suffix(2000), as: UTF8.self))
        }
        return shot
    }
}

struct ChromiumError: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
}
