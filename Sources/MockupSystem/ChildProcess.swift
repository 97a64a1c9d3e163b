import MockupPlatform

/// Starting programs and reading what they print, in place of Foundation's `Process`
/// and `Pipe` (corelibs Foundation; see the module's `MockupSystem` note).
public enum ChildProcess {
    /// What a child's descriptor is made before it runs.
    public enum FileAction: Sendable {
        /// The descriptor `target` becomes a copy of `source` (`dup2`).
        case duplicate(_ source: Int32, as: Int32)
        /// The descriptor is `/dev/null`, opened with `flags`.
        case null(Int32, flags: Int32)
    }

    /// Why `posix_spawn` failed: its error number.
    public struct SpawnError: Error {
        /// The `errno` value.
        public let code: Int32
        /// The C library's text for it.
        public var reason: String { String(cString: strerror(code)) }
    }

    /// Starts `path` with `arguments` (the first is the child's `argv[0]`), its
    /// descriptors set by `actions`, in this process's environment; returns its id.
    public static func spawn(_ path: String, arguments: [String], actions: [FileAction]) throws(SpawnError) -> pid_t {
        // The file actions are a struct on Glibc and Musl and a pointer on Darwin.
        #if canImport(Darwin)
        var fileActions: posix_spawn_file_actions_t? = nil
        #else
        var fileActions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        for action in actions {
            switch action {
            case .duplicate(let source, let target): posix_spawn_file_actions_adddup2(&fileActions, source, target)
            case .null(let fd, let flags): posix_spawn_file_actions_addopen(&fileActions, fd, "/dev/null", flags, 0)
            }
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let code = posix_spawn(&child, path, &fileActions, nil, argv, environment)
        guard code == 0 else { throw SpawnError(code: code) }
        return child
    }

    /// The process's environment as `posix_spawn` takes it (Darwin has no `environ`
    /// symbol for programs).
    private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        _NSGetEnviron().pointee
        #else
        environ
        #endif
    }

    /// The path that starts this program again: `/proc/self/exe` on Linux (the file
    /// itself, whatever name it was started by), the loader's path elsewhere.
    public static var ownExecutable: String {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return CommandLine.arguments.first ?? "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        "/proc/self/exe"
        #endif
    }

    /// The standard output of `path` run with `arguments` (standard error to
    /// /dev/null), once it has exited; nil if it could not be started.
    public static func output(of path: String, arguments: [String]) -> [UInt8]? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }  // the child gets it as stdout only
        let child = try? spawn(
            path, arguments: [path] + arguments, actions: [.duplicate(fds[1], as: STDOUT_FILENO), .null(STDERR_FILENO, flags: O_WRONLY)])
        close(fds[1])
        guard let child else {
            close(fds[0])
            return nil
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            if n > 0 { output += buffer.prefix(n) } else if n < 0 && errno == EINTR { continue } else { break }
        }
        close(fds[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return output
    }
}
