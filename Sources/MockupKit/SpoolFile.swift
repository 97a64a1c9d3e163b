#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform
import MockupSystem
import Synchronization

/// Bytes set aside on disk until a batch is known to succeed, so that memory stays
/// flat however many outputs wait (`gallery` writes no image unless every file
/// renders; `mockup test` records no golden unless the run is error-free).
///
/// A file in the temporary folder, unlinked as soon as it is made: it has no name, so
/// the kernel frees it when the process ends, killed or not, and nothing is ever left
/// behind (a signal in the instant between is covered by `TemporaryFileCleanup`).
package final class SpoolFile: @unchecked Sendable {
    private let fd: Int32
    /// Where the next bytes go (the file's length).
    private let end = Mutex(0)

    /// Why spooling failed, with the operating system's reason.
    public struct SpoolError: Error, CustomStringConvertible {
        /// What failed and the operating system's reason.
        public var description: String
    }

    /// Opens an empty spool in `folder` (default: `$TMPDIR` or /tmp).
    public init(folder: String = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") throws {
        let path = folder + "/.mockup-spool-\(UInt64.random(in: 0...UInt64.max)).tmp"
        let slot = TemporaryFileCleanup.register(path)
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd >= 0 { unlink(path) }
        TemporaryFileCleanup.unregister(slot)
        guard fd >= 0 else {
            throw SpoolError(description: "cannot make a temporary file in \(folder): \(String(cString: strerror(errno)))")
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Appends `bytes`; returns where they are, for `read`.
    public func append(_ bytes: [UInt8]) throws -> Range<Int> {
        try end.withLock { end in
            let start = end
            var offset = 0
            try bytes.withUnsafeBytes { raw in
                while offset < raw.count {
                    let n = pwrite(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset, off_t(start + offset))
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw SpoolError(description: "cannot write a temporary file: \(String(cString: strerror(errno)))")
                    }
                    offset += n
                }
            }
            end += bytes.count
            return start..<end
        }
    }

    /// The bytes `append` put at `range`.
    public func read(_ range: Range<Int>) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: range.count)
        var offset = 0
        try out.withUnsafeMutableBytes { raw in
            while offset < raw.count {
                let n = pread(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset, off_t(range.lowerBound + offset))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else {
                    throw SpoolError(description: "cannot read back a temporary file: \(String(cString: strerror(errno)))")
                }
                offset += n
            }
        }
        return out
    }
}
