/// Per-channel arithmetic on premultiplied `0xAARRGGBB` words.
enum ChannelMath {
    /// The largest absolute difference of the four channels.
    @inline(__always)
    static func maxDelta(_ p: UInt32, _ q: UInt32) -> Int {
        var m: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let a = (p >> shift) & 0xFF, b = (q >> shift) & 0xFF
            let d = a > b ? a - b : b - a
            if d > m { m = d }
            shift += 8
        }
        return Int(m)
    }
}
