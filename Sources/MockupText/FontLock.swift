import MockupPlatform

/// The process-wide lock held by every call that can reach a FreeType face through
/// cairo: shaping and measuring text, drawing glyphs, finishing a PDF (which subsets
/// its fonts), cairo's toy text.
///
/// cairo shares one FreeType face per font file between all font maps of the process,
/// and keeps at most ten faces open, closing another thread's idle face to open a new
/// one; that close can race the other thread taking the face (a crash in
/// `FT_Load_Glyph` under `pango_layout_get_size`, seen with two render workers). Only
/// text needs serialising: paths, fills, images, blurs and PNG encoding run in parallel.
public enum FontLock {
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        // Recursive, which `Synchronization.Mutex` is not: a PDF holds it while drawing,
        // and drawing text takes it again.
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(m, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return m
    }()

    /// Runs `body` holding the lock (which the same thread may take again inside).
    public static func held<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
