#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform

/// What `mockup watch` compares between two looks at a file: device, inode, size,
/// modification time (nanoseconds) and type, from `stat` (a symbolic link is followed,
/// as `render` follows it). An editor that saves by writing a new file and renaming it
/// over the old one changes the inode, so the save is seen even when size and time
/// happen to match.
struct FileFingerprint: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
    var mode: mode_t

    /// The file's fingerprint, or nil when there is nothing at `path`.
    init?(path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: st.st_dev)  // signed on Darwin
        inode = UInt64(st.st_ino)
        size = Int64(st.st_size)
        #if canImport(Darwin)
        let modified = st.st_mtimespec
        #else
        let modified = st.st_mtim
        #endif
        seconds = modified.tv_sec
        nanoseconds = modified.tv_nsec
        mode = st.st_mode
    }

    /// Whether the path names a regular file (not a folder, FIFO or device).
    var isRegularFile: Bool { mode & S_IFMT == S_IFREG }

    /// "a folder", "a FIFO", … for what is not a regular file.
    var kind: String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFLNK: "a symbolic link"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a regular file"
        }
    }
}
