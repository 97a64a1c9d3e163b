import MockupPlatform

/// Reads files for the main file and its includes; `DiskFileSystem` reads from disk,
/// tests and previews use `InMemoryFileSystem`.
public protocol SourceFileSystem: Sendable {
    /// The raw bytes of the mockup file at an absolute, resolved path.
    func read(_ absolutePath: String) throws -> [UInt8]
    /// The raw bytes of a file of `kind` (icon, image) at an absolute, resolved path;
    /// a file larger than `kind.limit` is refused with that limit as the reason.
    func read(_ absolutePath: String, kind: BoundedFileReader.Kind) throws -> [UInt8]
    /// The absolute path with `..` and symbolic links resolved; nil if it does not exist.
    func realPath(_ path: String) -> String?
    /// Where `path`'s links lead, followed as far as they go even when the last target
    /// is missing; nil for a loop. Lets a caller give a link out of the project the
    /// same answer whether or not its target exists.
    func linkDestination(_ path: String) -> String?
}

/// Why a file could not be read.
public struct SourceFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path that was read.
    public var path: String
    /// A short reason such as "No such file or directory".
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The reason, for use in a note.
    public var description: String { reason }

    /// A whole message about `subject` ("included file 'a.mockup'"): "… is not a regular
    /// file (a FIFO)" for what the file is, "cannot read …: Permission denied" otherwise.
    public func message(about subject: String) -> String {
        reason.hasPrefix("is ") ? "\(subject) \(reason)" : "cannot read \(subject): \(reason)"
    }
}

extension SourceFileSystem {
    /// A file system that cannot tell: its real path.
    public func linkDestination(_ path: String) -> String? { realPath(path) }

    /// Reads with `read(_:)` and applies the kind's size limit afterwards (for file
    /// systems that hold their files in memory already).
    public func read(_ absolutePath: String, kind: BoundedFileReader.Kind) throws -> [UInt8] {
        let bytes = try read(absolutePath)
        if bytes.count > kind.limit {
            throw SourceFileError(
                path: absolutePath,
                reason: BoundedFileReader.Failure.tooLarge(limit: kind.limit, noun: kind.noun).description)
        }
        return bytes
    }
}

/// Reads files from disk with `BoundedFileReader`: regular files only, never through a
/// symbolic link (paths arrive resolved by `realPath`, and confined by the caller).
public struct DiskFileSystem: SourceFileSystem {
    /// Mockup files larger than this are refused with the limit as the reason.
    public var maxBytes: Int

    /// Creates a file system that reads mockup files of at most `maxBytes` bytes.
    public init(maxBytes: Int = Limits.default.maxFileBytes) {
        self.maxBytes = maxBytes
    }

    /// Reads a mockup file of at most `maxBytes` bytes.
    public func read(_ absolutePath: String) throws -> [UInt8] {
        try read(absolutePath, kind: BoundedFileReader.Kind(limit: maxBytes, noun: "mockup files"))
    }

    /// Reads a file of `kind`: a regular file, not a link, at most `kind.limit` bytes.
    public func read(_ absolutePath: String, kind: BoundedFileReader.Kind) throws -> [UInt8] {
        do {
            return try BoundedFileReader.read(absolutePath, kind: kind)
        } catch {
            throw SourceFileError(path: absolutePath, reason: error.description)
        }
    }

    /// `realpath(3)`.
    public func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Follows `path`'s links one component at a time with `readlink(2)`, as
    /// `realpath(3)` does, but keeps going past a missing target.
    public func linkDestination(_ path: String) -> String? {
        var pending = path.split(separator: "/").map(String.init)
        var resolved: [String] = []
        var hops = 0
        var buffer = [CChar](repeating: 0, count: 4097)
        while !pending.isEmpty {
            let part = pending.removeFirst()
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                if !resolved.isEmpty { resolved.removeLast() }
                continue
            }
            let candidate = "/" + (resolved + [part]).joined(separator: "/")
            let n = readlink(candidate, &buffer, 4096)
            guard n > 0 else {
                resolved.append(part)
                continue
            }
            hops += 1
            if hops > 40 { return nil }  // a loop, as ELOOP
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") { resolved = [] }
            pending = target.split(separator: "/").map(String.init) + pending
        }
        return "/" + resolved.joined(separator: "/")
    }
}

/// Files held in memory, keyed by absolute path, with optional symbolic links.
public struct InMemoryFileSystem: SourceFileSystem {
    /// File contents by normalised absolute path.
    public var files: [String: [UInt8]]
    /// Link path → target (absolute, or relative to the link's directory).
    public var symlinks: [String: String]
    /// Directory that relative paths start from.
    public var currentDirectory: String

    /// Creates a file system from raw bytes.
    public init(bytes: [String: [UInt8]], symlinks: [String: String] = [:], currentDirectory: String = "/") {
        let cwd = Paths.normalize(currentDirectory.hasPrefix("/") ? currentDirectory : "/" + currentDirectory)
        self.currentDirectory = cwd
        var normalized: [String: [UInt8]] = [:]
        for (path, data) in bytes { normalized[Self.absolute(path, cwd: cwd)] = data }
        self.files = normalized
        var links: [String: String] = [:]
        for (path, target) in symlinks { links[Self.absolute(path, cwd: cwd)] = target }
        self.symlinks = links
    }

    /// Creates a file system from UTF-8 text.
    public init(files: [String: String], symlinks: [String: String] = [:], currentDirectory: String = "/") {
        self.init(
            bytes: files.mapValues { Array($0.utf8) }, symlinks: symlinks, currentDirectory: currentDirectory)
    }

    /// The bytes of a file, after resolving links.
    public func read(_ absolutePath: String) throws -> [UInt8] {
        guard let real = resolve(absolutePath), let data = files[real] else {
            if realPath(absolutePath) != nil {
                throw SourceFileError(path: absolutePath, reason: BoundedFileReader.Failure.notRegular(what: "a folder").description)
            }
            throw SourceFileError(path: absolutePath, reason: "No such file or directory")
        }
        return data
    }

    /// Where the links lead, whether or not something is there.
    public func linkDestination(_ path: String) -> String? { resolve(path) }

    /// Resolves `..` and links; nil unless the result is a file or a directory holding one.
    public func realPath(_ path: String) -> String? {
        guard let real = resolve(path) else { return nil }
        if files[real] != nil || real == "/" { return real }
        let prefix = real + "/"
        return files.keys.contains { $0.hasPrefix(prefix) } ? real : nil
    }

    private func resolve(_ path: String) -> String? {
        var pending = Self.components(Self.absolute(path, cwd: currentDirectory))
        var resolved: [String] = []
        var hops = 0
        while !pending.isEmpty {
            let part = pending.removeFirst()
            if part == "." { continue }
            if part == ".." {
                if !resolved.isEmpty { resolved.removeLast() }
                continue
            }
            let candidate = "/" + (resolved + [part]).joined(separator: "/")
            if let target = symlinks[candidate] {
                hops += 1
                if hops > 40 { return nil }  // a link loop, like ELOOP
                if target.hasPrefix("/") { resolved = [] }
                pending = Self.components(target) + pending
            } else {
                resolved.append(part)
            }
        }
        return "/" + resolved.joined(separator: "/")
    }

    private static func absolute(_ path: String, cwd: String) -> String {
        Paths.normalize(path.hasPrefix("/") ? path : Paths.join(cwd, path))
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}
