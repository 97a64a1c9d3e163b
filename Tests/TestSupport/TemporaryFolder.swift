import Foundation
import Synchronization

/// Folders and files the tests make in the temporary folder, removed when the test
/// process exits, so that a test run leaves the machine as it found it (the tests hand
/// these paths to `mockup` processes and read them back after the test body, so they
/// cannot be removed at the end of each test).
public enum TemporaryFolder {
    private static let made = Mutex<[String]>([])
    /// Registers the removal once, on first use.
    private static let removalAtExit: Void = {
        atexit { TemporaryFolder.removeAll() }
    }()

    /// A new, empty folder `prefix-UUID` in the temporary folder, removed at exit.
    public static func make(_ prefix: String) throws -> URL {
        let url = path(prefix)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A new name `prefix-UUID` + `suffix` in the temporary folder (nothing is created);
    /// whatever the test puts there is removed at exit.
    public static func path(_ prefix: String, suffix: String = "") -> URL {
        _ = removalAtExit
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
        made.withLock { $0.append(url.path) }
        return url
    }

    static func removeAll() {
        for path in made.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
