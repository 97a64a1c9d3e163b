import Foundation

/// Writes files so that readers never see a partial one: the bytes go to a temporary
/// file in the same folder, which is then renamed over the target.
public enum AtomicFile {
    /// Why a write failed, in words a user can act on.
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `bytes` to `path` atomically; on failure the old file (if any) is untouched
    /// and no temporary file is left behind. A symbolic link is written through (its
    /// target is replaced, the link kept); anything else that is not a regular file
    /// (a folder, a FIFO, a device) is refused rather than replaced.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let target = try destination(of: path)
        let dir = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let tmp = (dir.isEmpty ? "." : dir) + "/.\(name).\(getpid()).tmp"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(tmp, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(tmp)
            throw WriteError(path: path, reason: failure)
        }
    }

    /// The file to replace: `path` itself, or the file a symbolic link points to.
    private static func destination(of path: String) throws -> String {
        var st = stat()
        guard lstat(path, &st) == 0 else { return path }  // new file
        let kind = st.st_mode & S_IFMT
        if kind == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                // A dangling link: create the file it names.
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
                return target.hasPrefix("/") ? target : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
            }
            defer { free(resolved) }
            let target = String(cString: resolved)
            var tst = stat()
            if stat(target, &tst) == 0 && (tst.st_mode & S_IFMT) != S_IFREG {
                throw WriteError(path: path, reason: "not a regular file")
            }
            return target
        }
        guard kind == S_IFREG else {
            throw WriteError(path: path, reason: kind == S_IFDIR ? "is a folder" : "not a regular file")
        }
        return path
    }
}
