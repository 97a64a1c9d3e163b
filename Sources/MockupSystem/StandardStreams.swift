import MockupPlatform

/// Standard input, output and error as file descriptors, in place of Foundation's
/// `FileHandle` (corelibs Foundation; see `MockupSystem.swift`). Writes are unbuffered, as `FileHandle`'s were, so
/// the order of messages between stdout and stderr did not change.
public enum StandardStreams {
    /// Writes all of `text` to standard output.
    public static func writeOut(_ text: String) { write(text, to: STDOUT_FILENO) }

    /// Writes all of `text` to standard error.
    public static func writeError(_ text: String) { write(text, to: STDERR_FILENO) }

    /// Writes all of `text` to `fd`, resuming after signals and short writes; gives up
    /// silently on other errors (a closed pipe), as `FileHandle.write` did not report
    /// them either.
    public static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var done = 0
            while done < bytes.count {
                let n = writeBytes(fd, bytes.baseAddress! + done, bytes.count - done)
                if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
    }

    /// Up to `count` bytes of standard input; empty at its end (or on an error).
    public static func readInput(upTo count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, count) }
            if n >= 0 { return Array(buffer.prefix(n)) }
            if errno != EINTR { return [] }
        }
    }
}

/// `write(2)`, under a name `StandardStreams.write` does not hide.
private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
