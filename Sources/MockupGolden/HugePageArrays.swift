import CPNGShim

/// Image-sized arrays whose memory the kernel may back with 2 MiB pages (transparent
/// huge pages, where the system allows them on request): an 11 MB diff image then
/// costs a handful of page faults instead of ~2,700, which were a sixth of a
/// `mockup diff -o` (docs/PERFORMANCE.md).
enum HugePageArrays {
    /// An array of `count` elements, each written by `fill` before it is returned.
    static func make<T: BitwiseCopyable>(_ count: Int, fill: (UnsafeMutableBufferPointer<T>) -> Void) -> [T] {
        [T](unsafeUninitializedCapacity: mockup_huge_array_capacity(count, MemoryLayout<T>.stride)) { buffer, initialized in
            mockup_advise_huge_pages(buffer.baseAddress, count * MemoryLayout<T>.stride)
            fill(UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
            initialized = count
        }
    }

    /// `count` copies of `value`.
    static func repeating<T: BitwiseCopyable>(_ value: T, count: Int) -> [T] {
        make(count) { $0.initialize(repeating: value) }
    }
}
