import MockupPlatform

/// The one way mockup reads a file it was given (mockup files, includes, icons, images,
/// goldens, `diff` inputs): regular files only, at most a known number of bytes.
///
/// The file is opened with `O_NONBLOCK` so that a FIFO or a device cannot block the
/// open, then `fstat`ed: the check is on what was opened, so swapping the file between
/// a check and the open changes nothing. Reading stops one byte past the limit, so a
/// huge file costs no more than the limit.
public enum BoundedFileReader {
    /// What is being read, with its size limit and the word used in messages.
    public struct Kind: Sendable, Hashable {
        /// The largest file accepted, in bytes.
        public var limit: Int
        /// Plural noun for messages: "larger than the 16 MiB limit for images".
        public var noun: String

        /// Creates a kind.
        public init(limit: Int, noun: String) {
            self.limit = limit
            self.noun = noun
        }

        /// Mockup files and includes: `Limits.maxFileBytes` (1 MiB).
        public static let mockup = Kind(limit: Limits.default.maxFileBytes, noun: "mockup files")
        /// SVG icon files (`icon: "a.svg"`): 1 MiB; icons are tiny.
        public static let icon = Kind(limit: 1 << 20, noun: "icon files")
        /// Image files (`image:`), PNG or SVG: 16 MiB.
        public static let image = Kind(limit: 16 << 20, noun: "images")
        /// PNG files given to `diff` and goldens read by `test`: 128 MiB (`DecodeLimits`:
        /// a 24-megapixel RGBA image stored uncompressed fits).
        public static let png = Kind(limit: 128 << 20, noun: "PNG files")
    }

    /// Why a file could not be read.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The path names something else than a regular file ("a FIFO", "a folder").
        case notRegular(what: String)
        /// The file has more bytes than its kind allows.
        case tooLarge(limit: Int, noun: String)
        /// The operating system's reason ("No such file or directory").
        case system(String)

        /// The reason, in the words of an error message.
        public var description: String {
            switch self {
            case .notRegular(let what): "is not a regular file (\(what))"
            case .tooLarge(let limit, let noun):
                "is larger than the \(BoundedFileReader.size(limit)) limit for \(noun)"
            case .system(let reason): reason
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `kind.limit` of them.
    ///
    /// - Parameter followSymlinks: false opens with `O_NOFOLLOW`, for paths already
    ///   resolved (and confined) with `realpath`, so a link planted afterwards is refused.
    public static func read(_ path: String, kind: Kind, followSymlinks: Bool = false) throws(Failure) -> [UInt8] {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if !followSymlinks { flags |= O_NOFOLLOW }
        let fd = open(path, flags)
        guard fd >= 0 else {
            let code = errno
            // O_NOFOLLOW on a link fails with ELOOP: say what it is.
            if code == ELOOP && !followSymlinks { throw .notRegular(what: "a symbolic link") }
            throw .system(String(cString: strerror(code)))
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .system(String(cString: strerror(errno))) }
        let type = st.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notRegular(what: describe(type)) }
        if Int(st.st_size) > kind.limit { throw .tooLarge(limit: kind.limit, noun: kind.noun) }
        // A regular file never blocks; O_NONBLOCK only mattered for the open.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(Int(st.st_size), kind.limit) + 1)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .system(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
            // The file grew since fstat: stop at the limit rather than read it all.
            if bytes.count > kind.limit { throw .tooLarge(limit: kind.limit, noun: kind.noun) }
        }
        return bytes
    }

    /// "a FIFO", "a folder", … for a `st_mode & S_IFMT` value.
    static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: "a FIFO"
        case S_IFDIR: "a folder"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a plain file"
        }
    }

    /// "16 MiB", "1 MiB", "512 KiB", or bytes.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

/// `read(2)`, under a name `BoundedFileReader.read` does not hide.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
