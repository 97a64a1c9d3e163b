import Foundation

/// Writes files so that readers never see a partial one: the bytes go to a temporary
/// file in the same folder, which is then renamed over the target.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically; on failure the old file (if any) is untouched
    /// and no temporary file is left behind.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: tmp)
            if rename(tmp.path, path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw error
        }
    }
}
