/// Makes hostile PNG files: mutations of the sample PNGs (bit flips, truncation, CRC
/// damage, absurd IHDR sizes with a correct CRC, palette removal) and small synthetic
/// images built here with stored deflate blocks, so that the pixel data itself can be
/// wrong (bad filter bytes, too little or too much data) behind valid chunks.
enum PNGMutator {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    struct Chunk {
        var type: [UInt8]
        var data: [UInt8]
        var crc: UInt32? = nil  // nil: computed when written
    }

    /// A mutated PNG and whether it is certainly invalid (a decoder must refuse it).
    struct Result {
        var bytes: [UInt8]
        var invalid: Bool
        var how: String
    }

    static func mutate(_ seeds: [[UInt8]], _ r: inout SeededRandom) -> Result {
        switch r.below(9) {
        case 0: return synthetic(&r)
        case 1, 2: return chunkMutation(r.pick(seeds), &r)
        case 3:
            var b = r.pick(seeds)
            let flips = 1 + r.below(8)
            for _ in 0..<flips where !b.isEmpty { b[r.below(b.count)] ^= UInt8(1 << r.below(8)) }
            return Result(bytes: b, invalid: false, how: "bit flips x\(flips)")
        case 4:
            let b = r.pick(seeds)
            let n = r.below(b.count)
            return Result(bytes: Array(b.prefix(n)), invalid: true, how: "truncated at \(n)")
        default: return synthetic(&r)
        }
    }

    /// Whole-chunk mutations of a real file.
    static func chunkMutation(_ bytes: [UInt8], _ r: inout SeededRandom) -> Result {
        guard var chunks = parse(bytes) else { return Result(bytes: bytes, invalid: false, how: "unparsed seed") }
        switch r.below(6) {
        case 0:
            let i = r.below(chunks.count)
            chunks[i].crc = crc32(chunks[i].type + chunks[i].data) ^ 0x1
            return Result(bytes: write(chunks), invalid: true, how: "CRC of chunk \(i) damaged")
        case 1:
            if let i = chunks.firstIndex(where: { $0.type == Array("IHDR".utf8) }), chunks[i].data.count >= 8 {
                let w = r.pick(absurdSides), h = r.pick(absurdSides)
                chunks[i].data.replaceSubrange(0..<8, with: be32(w) + be32(h))
                return Result(bytes: write(chunks), invalid: false, how: "IHDR \(w)x\(h)")
            }
        case 2:
            // Palette removal: claim a palette image and drop PLTE.
            chunks.removeAll { $0.type == Array("PLTE".utf8) }
            if let i = chunks.firstIndex(where: { $0.type == Array("IHDR".utf8) }), chunks[i].data.count >= 10 {
                chunks[i].data[8] = 8
                chunks[i].data[9] = 3
            }
            return Result(bytes: write(chunks), invalid: true, how: "palette image without PLTE")
        case 3:
            // Drop or duplicate a chunk.
            let i = r.below(chunks.count)
            if r.chance(0.5) { chunks.remove(at: i) } else { chunks.insert(chunks[i], at: i) }
            return Result(bytes: write(chunks), invalid: false, how: "chunk \(i) dropped or duplicated")
        case 4:
            // Truncate inside an IDAT but keep a correct CRC.
            if let i = chunks.firstIndex(where: { $0.type == Array("IDAT".utf8) }) {
                chunks[i].data = Array(chunks[i].data.prefix(r.below(chunks[i].data.count + 1)))
                return Result(bytes: write(chunks), invalid: true, how: "IDAT cut short")
            }
        default:
            // Huge chunk length field.
            var b = write(chunks)
            if b.count > 40 { b.replaceSubrange(33..<37, with: be32(UInt32.max - UInt32(r.below(16)))) }
            return Result(bytes: b, invalid: true, how: "huge chunk length")
        }
        return Result(bytes: write(chunks), invalid: false, how: "rewritten")
    }

    static let absurdSides: [UInt32] = [0, 1, 2, 16384, 16385, 32768, 65535, 1 << 24, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]

    /// A small image from scratch: random colour type and depth, random pixel bytes,
    /// filter bytes sometimes invalid, data sometimes short or long, sometimes claiming
    /// a large size over little data (a decompression bomb in miniature).
    static func synthetic(_ r: inout SeededRandom) -> Result {
        let (colorType, depth) = r.pick([(0, 1), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 8), (4, 8), (6, 8), (6, 16)])
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
        var w = 1 + r.below(40), h = 1 + r.below(40)
        var invalid = false
        var how = "synthetic type \(colorType) depth \(depth)"
        let rowBytes = (w * channels * depth + 7) / 8
        var raw: [UInt8] = []
        for _ in 0..<h {
            var filter = UInt8(r.below(5))
            if r.chance(0.05) {
                filter = UInt8(5 + r.below(250))
                invalid = true
                how += ", bad filter"
            }
            raw.append(filter)
            for _ in 0..<rowBytes { raw.append(UInt8(truncatingIfNeeded: r.next())) }
        }
        if r.chance(0.1) {
            raw.removeLast(1 + r.below(raw.count))
            invalid = true
            how += ", short data"
        } else if r.chance(0.05) {
            raw += [UInt8](repeating: 0, count: 1 + r.below(100))
            how += ", long data"
        }
        if r.chance(0.05) {
            w = Int(r.pick([4096, 16384, 20000] as [UInt32]))
            h = w
            how += ", claims \(w)x\(h)"
            invalid = true
        }
        var chunks = [Chunk(type: Array("IHDR".utf8), data: be32(UInt32(w)) + be32(UInt32(h)) + [UInt8(depth), UInt8(colorType), 0, 0, 0])]
        if colorType == 3 {
            if r.chance(0.9) {
                let entries = 1 + r.below(256)
                chunks.append(Chunk(type: Array("PLTE".utf8), data: (0..<entries * 3).map { _ in UInt8(truncatingIfNeeded: r.next()) }))
            } else {
                invalid = true
                how += ", no palette"
            }
        }
        chunks.append(Chunk(type: Array("IDAT".utf8), data: zlibStored(raw)))
        chunks.append(Chunk(type: Array("IEND".utf8), data: []))
        return Result(bytes: write(chunks), invalid: invalid, how: how)
    }

    /// Two same-size valid images that differ in a few pixels (for `diff` flag cases).
    static func pair(_ r: inout SeededRandom) -> ([UInt8], [UInt8]) {
        let w = 8 + r.below(64), h = 8 + r.below(64)
        var raw: [UInt8] = []
        for _ in 0..<h {
            raw.append(0)
            for _ in 0..<w * 4 { raw.append(255) }
        }
        var other = raw
        for _ in 0..<(1 + r.below(20)) { other[r.below(other.count)] = 0 }
        for y in 0..<h { other[y * (w * 4 + 1)] = 0 }
        func png(_ data: [UInt8]) -> [UInt8] {
            write([
                Chunk(type: Array("IHDR".utf8), data: be32(UInt32(w)) + be32(UInt32(h)) + [8, 6, 0, 0, 0]),
                Chunk(type: Array("IDAT".utf8), data: zlibStored(data)),
                Chunk(type: Array("IEND".utf8), data: []),
            ])
        }
        return (png(raw), png(other))
    }

    static func parse(_ b: [UInt8]) -> [Chunk]? {
        guard b.count >= 8, Array(b[0..<8]) == signature else { return nil }
        var chunks: [Chunk] = []
        var i = 8
        while i + 12 <= b.count {
            let n = Int(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3]))
            guard n <= b.count - i - 12 else { return nil }
            chunks.append(Chunk(type: Array(b[i + 4..<i + 8]), data: Array(b[i + 8..<i + 8 + n])))
            i += 12 + n
        }
        return chunks.isEmpty ? nil : chunks
    }

    static func write(_ chunks: [Chunk]) -> [UInt8] {
        var out = signature
        for c in chunks {
            out += be32(UInt32(c.data.count)) + c.type + c.data
            out += be32(c.crc ?? crc32(c.type + c.data))
        }
        return out
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }

    /// zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            out.append(i + n == data.count ? 1 : 0)
            out += [UInt8(n & 0xff), UInt8(n >> 8), UInt8(~n & 0xff), UInt8((~n >> 8) & 0xff)]
            out += data[i..<i + n]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for x in data {
            a = (a + UInt32(x)) % 65521
            b = (b + a) % 65521
        }
        return out + be32(b << 16 | a)
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
