/// Three passes of a box blur in each direction approximate a Gaussian; premultiplied
/// channels blur independently. Edges repeat the outermost pixel.
///
/// Each output is the rounded mean of its box, `(sum + size / 2) / size`, computed as
/// an exact multiply and shift (a division per channel per pixel was 14 % of a batch's
/// CPU). The horizontal pass runs along each row; the vertical pass streams rows,
/// keeping one running sum per byte of a row, so that it reads memory in order and the
/// compiler can vectorise it (the column-by-column version gathered each column), with
/// the k + 1 rows it still needs unblurred kept aside.
enum BoxBlur {
    /// The box of half-width `k`: its size and the reciprocal that divides by it.
    struct Box {
        let k: Int
        let size: UInt32
        let half: UInt32
        /// ⌈2⁴⁰ / size⌉: exact for every numerator below 2²⁴ (a box of 255s is below
        /// 2⁸ × size, and sizes stay below 2¹⁶), as then the error of the product stays
        /// under one part in `size`.
        let reciprocal: UInt64

        init(k: Int) {
            self.k = k
            size = UInt32(2 * k + 1)
            half = size / 2
            reciprocal = ((1 << 40) + UInt64(size) - 1) / UInt64(size)
        }

        /// `(sum + half) / size`.
        @inline(__always) func mean(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: (UInt64(sum &+ half) &* reciprocal) >> 40)
        }
    }

    /// Blurs `width × height` premultiplied ARGB pixels, rows `stride` bytes apart, in place.
    static func apply(_ data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int, sigma: Double) {
        guard w > 0, h > 0 else { return }
        // Three boxes of half-width k have a variance of k(k + 1).
        let k = max(1, Int(((sigma * sigma + 0.25).squareRoot() - 0.5).rounded()))
        // Sizes below 2¹⁶ keep the reciprocal exact. Backdrops are drawn at most 8
        // pixels a σ (`Painter.maxBlurSamplesPerSigma`), so k is at most 7.
        precondition(k < 32_000, "a box blur of half-width \(k)")
        let box = Box(k: k)
        let rowBytes = 4 * w
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
        let ring = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * (k + 1))
        defer {
            line.deallocate()
            sums.deallocate()
            ring.deallocate()
        }
        for _ in 0..<3 {
            for y in 0..<h { horizontal(data + y * stride, count: w, box: box, scratch: line) }
            vertical(data, stride: stride, rowBytes: rowBytes, height: h, box: box, sums: sums, ring: ring)
        }
    }

    /// One box pass along a row of `n` pixels, in place (`scratch` holds the source).
    private static func horizontal(_ row: UnsafeMutablePointer<UInt8>, count n: Int, box: Box, scratch src: UnsafeMutablePointer<UInt8>) {
        src.update(from: row, count: 4 * n)
        let k = box.k
        var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
        for i in -k...k {
            let p = src + 4 * min(max(i, 0), n - 1)
            s0 &+= UInt32(p[0])
            s1 &+= UInt32(p[1])
            s2 &+= UInt32(p[2])
            s3 &+= UInt32(p[3])
        }
        for i in 0..<n {
            let o = row + 4 * i
            o[0] = box.mean(s0)
            o[1] = box.mean(s1)
            o[2] = box.mean(s2)
            o[3] = box.mean(s3)
            let a = src + 4 * min(i + k + 1, n - 1), r = src + 4 * max(i - k, 0)
            s0 = s0 &+ UInt32(a[0]) &- UInt32(r[0])
            s1 = s1 &+ UInt32(a[1]) &- UInt32(r[1])
            s2 = s2 &+ UInt32(a[2]) &- UInt32(r[2])
            s3 = s3 &+ UInt32(a[3]) &- UInt32(r[3])
        }
    }

    /// One box pass down every column of `data`, in place, row after row: `sums` holds
    /// each byte's running sum over the box, and `ring` the last k + 1 rows as they were
    /// before this pass (the rows above that the box still subtracts).
    private static func vertical(
        _ data: UnsafeMutablePointer<UInt8>, stride: Int, rowBytes: Int, height h: Int, box: Box,
        sums: UnsafeMutablePointer<UInt32>, ring: UnsafeMutablePointer<UInt8>
    ) {
        let k = box.k, ringRows = k + 1
        sums.update(repeating: 0, count: rowBytes)
        for i in -k...k {
            let row = data + stride * min(max(i, 0), h - 1)
            for j in 0..<rowBytes { sums[j] &+= UInt32(row[j]) }
        }
        for y in 0..<h {
            let row = data + y * stride
            (ring + (y % ringRows) * rowBytes).update(from: row, count: rowBytes)
            for j in 0..<rowBytes { row[j] = box.mean(sums[j]) }
            // The row entering the box is below this one (so not yet blurred), except at
            // the bottom edge, where it is this row itself; the row leaving it is at most
            // k above, still in the ring (row 0 stays there for the first k + 1 rows).
            let enter = min(y + k + 1, h - 1), leave = max(y - k, 0)
            let a = enter > y ? data + enter * stride : ring + (enter % ringRows) * rowBytes
            let r = ring + (leave % ringRows) * rowBytes
            for j in 0..<rowBytes { sums[j] = sums[j] &+ UInt32(a[j]) &- UInt32(r[j]) }
        }
    }
}
