import MockupPlatform

/// How the `mockup` process asks glibc for memory: a setting of the command line only,
/// made once at start; the library never changes process-wide allocator state.
///
/// A screen's canvas, a decoded PNG and a diff image are 3–11 MB each, and touching
/// fresh memory costs a page fault per 4 KiB page (over 2 µs each on the project's
/// virtual machine: thousands per `render` @3x or `diff`). So every thread allocates
/// from glibc's main heap (`M_ARENA_MAX` 1), large blocks stay in that heap instead of
/// mappings of their own (`M_MMAP_THRESHOLD`), freed ones are kept for the next file
/// of a batch (`M_TRIM_THRESHOLD`), and the heap is grown once by `padBytes` of address
/// space that is asked for transparent huge pages (`MADV_HUGEPAGE`; Debian's default
/// THP mode, `madvise`, honours the request): the kernel then faults 2 MiB at a time.
/// Memory is used only as it is touched; a process keeps its largest file's peak.
/// Measured in docs/PERFORMANCE.md ("Machinery removed").
enum ProcessMemory {
    /// Address space reserved at the heap's top for image buffers.
    static let padBytes = 256 << 20

    /// Applies the setting; does nothing where glibc's `mallopt` is not found.
    static func setUp() {
        #if canImport(Glibc)
        // `mallopt` and its parameters are in <malloc.h>, which the Glibc module does
        // not export: the function is looked up, the parameters are glibc's (ABI-stable).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3, arenaMax: Int32 = -8
        _ = mallopt(arenaMax, 1)
        _ = mallopt(mmapThreshold, Int32(padBytes))
        _ = mallopt(trimThreshold, Int32(2 * padBytes))
        _ = mallopt(topPad, Int32(padBytes))
        // One allocation grows the heap by the pad; the grown range is then advised.
        guard let probe = malloc(1 << 20) else { return }
        defer { free(probe) }
        let huge = 2 << 20
        let start = (Int(bitPattern: probe) & ~(huge - 1)) + huge
        guard let top = sbrk(0), Int(bitPattern: top) > start else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), Int(bitPattern: top) - start, MADV_HUGEPAGE)
        #endif
    }
}
