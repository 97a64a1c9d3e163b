import Glibc

/// Running a program and reading what it prints, in place of Foundation's `Process`
/// and `Pipe` (see `Lock` for why).
public enum ChildProcess {
    /// The standard output of `path` run with `arguments` (standard error to
    /// /dev/null), once it has exited; nil if it could not be started.
    public static func output(of path: String, arguments: [String]) -> [UInt8]? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }  // the child gets it as stdout only
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, nil, argv, environ)
        close(fds[1])
        guard spawned == 0 else {
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
