/// `RenderStep`s as bytes, for a worker process to hand its results to `mockup render`:
/// a tag byte per step, strings and byte runs with a 32-bit length (little endian).
enum RenderStepCodec {
    struct Malformed: Error, CustomStringConvertible {
        var description: String { "a worker process sent malformed results" }
    }

    static func encode(_ steps: [RenderStep]) -> [UInt8] {
        var out: [UInt8] = []
        func int(_ v: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: v).littleEndian) { out += $0 } }
        func bytes(_ b: [UInt8]) {
            int(b.count)
            out += b
        }
        func text(_ s: String) { bytes(Array(s.utf8)) }
        for step in steps {
            switch step {
            case .message(let m):
                out.append(1)
                text(m)
            case .status(let s):
                out.append(2)
                int(Int(s))
            case .panelNote:
                out.append(3)
            case .timings:
                break  // never sent: --timings renders in the process itself
            case .output(let target, let density, .success(let b)):
                out.append(4)
                text(target)
                out.append(density ? 1 : 0)
                bytes(b)
            case .output(let target, let density, .failure(let f)):
                out.append(5)
                text(target)
                out.append(density ? 1 : 0)
                text(f.text)
            }
        }
        return out
    }

    static func decode(_ data: [UInt8]) throws -> [RenderStep] {
        var i = 0
        func byte() throws -> UInt8 {
            guard i < data.count else { throw Malformed() }
            defer { i += 1 }
            return data[i]
        }
        func int() throws -> Int {
            guard data.count - i >= 4 else { throw Malformed() }
            let v = UInt32(data[i]) | UInt32(data[i + 1]) << 8 | UInt32(data[i + 2]) << 16 | UInt32(data[i + 3]) << 24
            i += 4
            return Int(v)
        }
        func bytes() throws -> [UInt8] {
            let n = try int()
            guard data.count - i >= n else { throw Malformed() }
            defer { i += n }
            return Array(data[i..<(i + n)])
        }
        func text() throws -> String { String(decoding: try bytes(), as: UTF8.self) }
        var steps: [RenderStep] = []
        while i < data.count {
            switch try byte() {
            case 1: steps.append(.message(try text()))
            case 2: steps.append(.status(Int32(truncatingIfNeeded: try int())))
            case 3: steps.append(.panelNote)
            case 4:
                let target = try text()
                let density = try byte() == 1
                steps.append(.output(target: target, density: density, .success(try bytes())))
            case 5:
                let target = try text()
                let density = try byte() == 1
                steps.append(.output(target: target, density: density, .failure(RenderFailure(text: try text()))))
            default: throw Malformed()
            }
        }
        return steps
    }
}
