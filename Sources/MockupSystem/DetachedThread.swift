import MockupPlatform

/// Starting a thread without corelibs Foundation's `Thread` (see `MockupSystem.swift`).
public enum DetachedThread {
    /// Runs `body` on a new detached pthread with `stackSize` bytes of stack (nil: the
    /// system's default, as `Thread`'s).
    public static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if let size = stackSize { pthread_attr_setstacksize(&attributes, size) }
        #if canImport(Darwin)
        var thread: pthread_t? = nil
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, &attributes, { raw in
            // The argument is optional on Glibc and Musl, not on Darwin.
            guard let raw = raw as UnsafeMutableRawPointer? else { return nil }
            let body = Unmanaged<Body>.fromOpaque(raw).takeRetainedValue()
            body.run()
            return nil
        }, box)
        guard started == 0 else {
            // Foundation's `Thread.start` traps here too: nothing can be done without it.
            Unmanaged<Body>.fromOpaque(box).release()
            fatalError("cannot start a thread: \(String(cString: strerror(started)))")
        }
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
