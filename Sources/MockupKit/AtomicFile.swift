#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform
import MockupSystem

/// Writes files so that readers never see a partial one: the bytes go to a temporary
/// file in the same folder, which is then renamed over the target.
///
/// The temporary file has a random name and is created with
/// `O_CREAT|O_EXCL|O_NOFOLLOW`, so nothing planted beforehand (a file, a symbolic link)
/// can redirect the write; it is removed on failure and on SIGINT/SIGTERM/SIGHUP.
///
/// Symbolic links at the output path: a link to a regular file in the link's own
/// folder (or below it) has its target replaced, the link kept; any other link (to a
/// file outside that folder, to nothing, to a folder or device) is refused, never
/// followed. Replacing always writes a new file and renames it: an existing file is
/// never opened for writing, so its other hard links are untouched; the new file takes
/// the old one's permission bits (a private 0600 file stays private) and, where the
/// process may, its owner and group.
package enum AtomicFile {
    /// Why a write failed, in words a user can act on.
    public struct WriteError: Error, CustomStringConvertible {
        /// The output path as given.
        public var path: String
        /// The operating system's reason ("Permission denied") or why mockup refused.
        public var reason: String
        /// "cannot write PATH: REASON".
        public var description: String { "cannot write \(path): \(reason)" }

        /// Creates an error for `path` (as the user gave it) with `reason`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Writes `bytes` to `path` atomically; on failure the old file (if any) is untouched
    /// and no temporary file is left behind.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        func fail(_ reason: String) -> WriteError { WriteError(path: path, reason: reason) }
        func osReason() -> String { String(cString: strerror(errno)) }
        let target = try destination(of: path)
        let dir = PathText.deletingLastComponent(target)
        let name = PathText.lastComponent(target)
        var tmp = ""
        var fd: Int32 = -1
        var slot: Int?
        // The name is remembered before the file is made: a signal (to any thread) in
        // between would otherwise leave it behind (seen under load). The name is random
        // (64 bits), so no one else's file can stand there when the signal comes.
        // A clash with an existing name is astronomically rare; a few tries suffice.
        for _ in 0..<8 {
            tmp = (dir.isEmpty ? "." : dir) + "/.\(name).\(randomSuffix()).tmp"
            slot = TemporaryFileCleanup.register(tmp)
            fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)  // umask applies
            if fd >= 0 { break }
            let reason = errno
            TemporaryFileCleanup.unregister(slot)
            slot = nil
            errno = reason
            if reason != EEXIST { break }
        }
        guard fd >= 0 else { throw fail(osReason()) }
        defer { TemporaryFileCleanup.unregister(slot) }
        var failure: String?
        keepAttributes(of: target, on: fd)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = writeBytes(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = osReason()
                    return
                }
                offset += n
            }
        }
        // No fsync: the rename already keeps a half-written file from ever showing
        // under the target's name when the process dies, which is what a render tool
        // owes its reader; surviving power loss is the file system's job (ext4 flushes a
        // file renamed over another, auto_da_alloc), and fsync cost 0.5–7 ms a file
        // here, up to a third of a whole render.
        if close(fd) != 0 && failure == nil { failure = osReason() }
        if failure == nil && rename(tmp, target) != 0 { failure = osReason() }
        if let failure {
            unlink(tmp)
            throw fail(failure)
        }
    }

    /// Gives the new file `fd` the permission bits, owner and group of the file at
    /// `target` when one exists. Owner and group are best effort (only root may give a
    /// file away; a member may set its group); the mode is set after them, since a
    /// change of owner may clear bits.
    private static func keepAttributes(of target: String, on fd: Int32) {
        var old = stat()
        guard stat(target, &old) == 0, (old.st_mode & S_IFMT) == S_IFREG else { return }
        var new = stat()
        guard fstat(fd, &new) == 0 else { return }
        if new.st_uid != old.st_uid || new.st_gid != old.st_gid {
            if fchown(fd, old.st_uid, old.st_gid) != 0 { _ = fchown(fd, uid_t.max, old.st_gid) }
        }
        _ = fchmod(fd, old.st_mode & 0o777)
    }

    /// 16 random hexadecimal digits.
    private static func randomSuffix() -> String {
        var g = SystemRandomNumberGenerator()
        let n = g.next() as UInt64
        let hex = String(n, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The file to replace: `path` itself, or the file a symbolic link in `path`'s
    /// folder points to when that file is in the same folder or below it.
    private static func destination(of path: String) throws -> String {
        func refuse(_ reason: String) -> WriteError { WriteError(path: path, reason: reason) }
        var st = stat()
        // A new file, or a path the open will explain (ENOTDIR, EACCES).
        guard lstat(path, &st) == 0 else { return path }
        let kind = st.st_mode & S_IFMT
        if kind == S_IFLNK {
            let folder = PathText.deletingLastComponent(path)
            guard let target = resolved(path) ?? danglingTarget(path) else {
                throw refuse("it is a symbolic link that does not resolve; remove the link or choose another output")
            }
            let root = resolved(folder.isEmpty ? "." : folder)
            guard let root, isInside(target, root) else {
                throw refuse(
                    "it is a symbolic link to a file outside its folder (\(root.map { PathText.relative(from: $0, to: target) } ?? PathText.lastComponent(target)) from there); mockup does not write through it: remove the link or choose another output")
            }
            var tst = stat()
            // A dangling link to a new file in the folder: the rename creates it.
            if lstat(target, &tst) != 0 && errno == ENOENT { return target }
            guard stat(target, &tst) == 0, (tst.st_mode & S_IFMT) == S_IFREG else {
                throw refuse("it is a symbolic link to something that is not a regular file")
            }
            return target
        }
        guard kind == S_IFREG else {
            throw refuse(kind == S_IFDIR ? "it is a folder" : "it is not a regular file")
        }
        return path
    }

    /// Where a dangling link points: its target's folder resolved, plus the target's
    /// name; nil when that folder does not exist either.
    private static func danglingTarget(_ link: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(link, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let folder = PathText.deletingLastComponent(link)
        let absolute = text.hasPrefix("/") ? text : PathText.appending(folder.isEmpty ? "." : folder, text)
        let name = PathText.lastComponent(absolute)
        guard name != "..", name != ".", let parent = resolved(PathText.deletingLastComponent(absolute)) else { return nil }
        return parent == "/" ? "/" + name : parent + "/" + name
    }

    /// `realpath(3)`, nil when the path does not resolve.
    private static func resolved(_ path: String) -> String? {
        guard let r = realpath(path, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" ? path.hasPrefix("/") : (path == folder || path.hasPrefix(folder + "/"))
    }
}

/// `write(2)`, under a name `AtomicFile.write` does not hide.
private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, bytes, count)
}
