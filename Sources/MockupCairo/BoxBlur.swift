import CPNGShim

/// Three passes of a box blur in each direction approximate a Gaussian; premultiplied
/// channels blur independently. Edges repeat the outermost pixel.
///
/// The passes are plain C loops that the compiler vectorises (`CPNGShim/box_blur.c`):
/// each output byte is the rounded mean of its box, `(sum + size / 2) / size`, computed
/// as an exact 32-bit multiply and shift; the columns stream row after row with a
/// running sum per byte.
enum BoxBlur {
    /// The half-width of the three boxes that approximate a Gaussian of `sigma` pixels:
    /// three boxes of half-width k have a variance of k(k + 1).
    static func halfWidth(sigma: Double) -> Int {
        max(1, Int(((sigma * sigma + 0.25).squareRoot() - 0.5).rounded()))
    }

    /// Blurs `width × height` premultiplied ARGB pixels, rows `stride` bytes apart, in place.
    ///
    /// - Throws: `RenderError` when the blur's scratch memory cannot be had, or σ is
    ///   beyond any backdrop (boxes wider than 32,767 pixels on a side).
    static func apply(_ data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int, sigma: Double) throws {
        guard w > 0, h > 0 else { return }
        // Backdrops are drawn at most 8 pixels a σ (`Painter.maxBlurSamplesPerSigma`),
        // so k is at most 7 there.
        let k = halfWidth(sigma: sigma)
        guard k <= 32_767, mockup_box_blur(data, w, h, stride, Int32(k)) == 0 else {
            throw RenderError.cairo("cannot blur a \(w)x\(h) backdrop (σ \(sigma))")
        }
    }
}
