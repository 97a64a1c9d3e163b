#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform
import MockupSystem
import Synchronization
import MockupKit

/// A `mockup render` worker in a process of its own: the same command line with
/// `--worker-process`, reading file indices on its standard input and answering each
/// with that file's `RenderStep`s on file descriptor 3, as length-prefixed frames.
///
/// Why processes: cairo shares FreeType faces between every font set of a process, so
/// engines on threads must take `FontLock` for all text, which two workers spent 15 %
/// of a batch holding and waiting for. Each process has its own cairo and FreeType; the
/// parent replays the steps in input order exactly as threads' steps were replayed.
final class RenderWorkerProcess: @unchecked Sendable {
    private let arguments: [String]
    private var child: Child?
    /// Fresh workers this slot may still start after one died: a file that kills its
    /// worker is reported and the next file gets a new one, but a worker that cannot
    /// live at all (a broken installation) does not start one per file.
    private var restartsLeft = 3
    private static let spawnLock = Mutex(())

    /// Starts `mockup render ARGS --worker-process`.
    init(arguments: [String]) throws {
        self.arguments = arguments
        child = try Child.spawn(arguments)
    }

    deinit {
        child?.finish()
    }

    /// The steps of file `index`. A worker found dead before it took the file (killed
    /// while idle) is replaced and the file given to the new one; a worker that dies
    /// while rendering it, or answers nonsense, makes that file an error step, and the
    /// next file gets a new worker.
    func steps(for index: Int, file: String) -> [RenderStep] {
        let failed: [RenderStep] = [.message("\(file): error: the worker process rendering it ended unexpectedly"), .status(1)]
        while true {
            if child == nil {
                guard restartsLeft > 0, let fresh = try? Child.spawn(arguments) else { return failed }
                restartsLeft -= 1
                child = fresh
            }
            guard let c = child else { return failed }
            guard c.writeAll(Array("\(index)\n".utf8)) else {
                c.kill()  // it never took this file: try it on a fresh worker
                child = nil
                continue
            }
            if let frame = c.readFrame(), let steps = try? RenderStepCodec.decode(frame) { return steps }
            c.kill()
            child = nil
            return failed
        }
    }

    /// One worker process and the two pipes to it.
    private struct Child {
        let pid: pid_t
        let toChild: Int32
        let fromChild: Int32

        static func spawn(_ arguments: [String]) throws -> Child {
            // Pipes are made and marked close-on-exec under one lock: workers are started
            // on several threads at once, and a worker that inherited another's pipe would
            // keep it from ever seeing the end of its input (each would wait for the
            // other at exit).
            try RenderWorkerProcess.spawnLock.withLock { _ in
                var toPipe: [Int32] = [0, 0], fromPipe: [Int32] = [0, 0]
                guard pipe(&toPipe) == 0 else { throw UsageError("cannot start a worker: \(String(cString: strerror(errno)))") }
                guard pipe(&fromPipe) == 0 else {
                    close(toPipe[0])
                    close(toPipe[1])
                    throw UsageError("cannot start a worker: \(String(cString: strerror(errno)))")
                }
                for fd in toPipe + fromPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
                let argv = [CommandLine.arguments.first ?? "mockup", "render"] + arguments + ["--worker-process"]
                let pid: pid_t
                do throws(ChildProcess.SpawnError) {
                    pid = try ChildProcess.spawn(
                        ChildProcess.ownExecutable, arguments: argv,
                        actions: [.duplicate(toPipe[0], as: 0), .duplicate(fromPipe[1], as: 3)])
                } catch {
                    for fd in toPipe + fromPipe { close(fd) }
                    throw UsageError("cannot start a worker: \(error.reason)")
                }
                close(toPipe[0])
                close(fromPipe[1])
                return Child(pid: pid, toChild: toPipe[1], fromChild: fromPipe[0])
            }
        }

        /// The end of a run: the worker sees the end of its input and exits.
        func finish() {
            close(toChild)
            close(fromChild)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }

        /// A worker that failed: ended now, whatever it was doing.
        func kill() {
            killProcess(pid)
            finish()
        }

        func writeAll(_ bytes: [UInt8]) -> Bool {
            // A worker that died has closed its end of the pipe: the write fails with EPIPE
            // (and the worker is replaced), but the SIGPIPE it raises would end the whole
            // run without a word. It is blocked on this thread while writing, and
            // taken if the write raised it, before the thread's mask is restored.
            var pipeSignal = sigset_t(), previous = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
            defer {
                var pending = sigset_t()
                if sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1, sigismember(&previous, SIGPIPE) == 0 {
                    #if canImport(Darwin)
                    // No sigtimedwait there; the signal is pending, so this returns at once.
                    var taken: Int32 = 0
                    _ = sigwait(&pipeSignal, &taken)
                    #else
                    var now = timespec(tv_sec: 0, tv_nsec: 0)
                    _ = sigtimedwait(&pipeSignal, nil, &now)
                    #endif
                }
                pthread_sigmask(SIG_SETMASK, &previous, nil)
            }
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeBytes { write(toChild, $0.baseAddress! + offset, bytes.count - offset) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }

        private func readExactly(_ count: Int) -> [UInt8]? {
            var out = [UInt8](repeating: 0, count: count)
            var offset = 0
            while offset < count {
                let n = out.withUnsafeMutableBytes { read(fromChild, $0.baseAddress! + offset, count - offset) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return nil }
                offset += n
            }
            return out
        }

        func readFrame() -> [UInt8]? {
            guard let head = readExactly(8) else { return nil }
            var length: UInt64 = 0
            for (k, b) in head.enumerated() { length |= UInt64(b) << (8 * UInt64(k)) }
            // A frame holds one file's outputs; far past any real one means garbage.
            guard length <= 1 << 34 else { return nil }
            return readExactly(Int(length))
        }
    }

    /// The worker's side: answers each index read on standard input with a frame on
    /// file descriptor 3 until the input ends.
    static func serve(files: [String], job: FileJob, engine: MockupEngine) -> Int32 {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let n = read(0, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            guard n == 1 else { return 0 }
            guard byte == UInt8(ascii: "\n") else {
                line.append(byte)
                continue
            }
            guard let index = Int(String(decoding: line, as: UTF8.self)), files.indices.contains(index) else { return 2 }
            line = []
            let payload = RenderStepCodec.encode(job.run(files[index], engine: engine))
            var frame: [UInt8] = []
            withUnsafeBytes(of: UInt64(payload.count).littleEndian) { frame += $0 }
            frame += payload
            var offset = 0
            while offset < frame.count {
                let w = frame.withUnsafeBytes { write(3, $0.baseAddress! + offset, frame.count - offset) }
                if w < 0 && errno == EINTR { continue }
                guard w > 0 else { return 1 }
                offset += w
            }
        }
    }
}

/// `kill(pid, SIGKILL)`, under a name `Child.kill` does not hide.
private func killProcess(_ pid: pid_t) {
    _ = kill(pid, SIGKILL)
}
