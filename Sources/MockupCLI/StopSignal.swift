import MockupPlatform

/// How the long-running commands (`watch`, `serve`, `test --review`) learn that they
/// should stop: Ctrl-C (SIGINT) or SIGTERM set one flag, which their loops poll.
enum StopSignal {
    nonisolated(unsafe) static var received: sig_atomic_t = 0

    /// Clears the flag, installs the handlers, ignores SIGPIPE (a client that leaves
    /// must not kill the server), and unblocks the two signals: a parent may start us
    /// with them blocked (Foundation's Process does, from a thread that blocks them),
    /// and then Ctrl-C or SIGTERM would stay pending forever.
    static func install() {
        received = 0
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT) { _ in StopSignal.received = 1 }
        signal(SIGTERM) { _ in StopSignal.received = 1 }
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
    }

    /// Whether a stop was asked for.
    static var requested: Bool { received != 0 }
}
