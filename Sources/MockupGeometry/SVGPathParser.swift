import MockupPlatform

/// Why SVG path data could not be read, and where.
public struct SVGPathError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Zero-based character offset into the path data where the problem was found.
    public var offset: Int
    /// The command letter being read when the problem was found, if any.
    public var command: Character?
    /// A human-readable explanation, e.g. "expected a number after 'C'".
    public var message: String

    /// Creates an error.
    public init(offset: Int, command: Character?, message: String) {
        self.offset = offset
        self.command = command
        self.message = message
    }

    /// "offset N: message".
    public var description: String { "offset \(offset): \(message)" }
}

extension Path {
    /// Longest path data accepted, in bytes; icons are tiny, this only stops abuse.
    public static let maxSVGPathDataLength = 1_000_000
    /// Most elements a parsed path may have (arcs expand to up to four cubics each).
    public static let maxSVGPathElements = 200_000

    /// Reads SVG 1.1 path data (`d` attribute) into absolute move/line/cubic/close elements.
    ///
    /// Quadratics become cubics, arcs become ≤90° cubic segments, relative and smooth
    /// commands are resolved. Empty (or all-whitespace) data gives an empty path.
    /// Never traps; malformed data throws an ``SVGPathError`` at the first problem.
    public init(svgPathData: String, fillRule: FillRule = .nonZero) throws(SVGPathError) {
        var parser = SVGPathParser(bytes: Array(svgPathData.utf8))
        self.init(try parser.parse(), fillRule: fillRule)
    }
}

/// Recursive-descent reader over the UTF-8 bytes of path data.
///
/// Works on bytes: the grammar is pure ASCII, so the first non-ASCII byte is an error
/// and every offset reported before it is also a character offset.
struct SVGPathParser {
    let bytes: [UInt8]
    var i = 0
    var elements: [Path.Element] = []
    /// The letter of the command being read (for error messages).
    var command: UInt8 = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: Errors

    func error(_ message: String, at offset: Int? = nil) -> SVGPathError {
        SVGPathError(
            offset: offset ?? i, command: command == 0 ? nil : Character(Unicode.Scalar(command)),
            message: message)
    }

    func describe(_ b: UInt8) -> String {
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return b < 0x80 ? "character 0x\(String(b, radix: 16))" : "non-ASCII character"
    }

    var commandName: String { "'\(Character(Unicode.Scalar(command)))'" }

    // MARK: Lexing

    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isCommand(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "L"), UInt8(ascii: "l"),
            UInt8(ascii: "H"), UInt8(ascii: "h"), UInt8(ascii: "V"), UInt8(ascii: "v"),
            UInt8(ascii: "C"), UInt8(ascii: "c"), UInt8(ascii: "S"), UInt8(ascii: "s"),
            UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "T"), UInt8(ascii: "t"),
            UInt8(ascii: "A"), UInt8(ascii: "a"), UInt8(ascii: "Z"), UInt8(ascii: "z"):
            return true
        default: return false
        }
    }
    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    var atEnd: Bool { i >= bytes.count }
    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    mutating func skipWhitespace() {
        while i < bytes.count && Self.isWhitespace(bytes[i]) { i += 1 }
    }

    /// Skips `wsp* ,? wsp*`; returns whether a comma was seen.
    @discardableResult
    mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return false }
        i += 1
        skipWhitespace()
        return true
    }

    func startsNumber(_ b: UInt8) -> Bool {
        Self.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// Reads `sign? (digits (. digits?)? | . digits) ([eE] sign? digits)?`.
    mutating func number() throws(SVGPathError) -> Double {
        let start = i
        guard let first = peek, startsNumber(first) else {
            throw error("expected a number after \(commandName)")
        }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { i += 1 }
        var mantissaDigits = 0
        while let b = peek, Self.isDigit(b) { i += 1; mantissaDigits += 1 }
        if peek == UInt8(ascii: ".") {
            i += 1
            while let b = peek, Self.isDigit(b) { i += 1; mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else { throw error("malformed number", at: start) }
        // An exponent only if digits follow; "e" alone is not a command either, so it errs.
        if let b = peek, b | 0x20 == UInt8(ascii: "e") {
            i += 1
            if let s = peek, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { i += 1 }
            var expDigits = 0
            while let d = peek, Self.isDigit(d) { i += 1; expDigits += 1 }
            guard expDigits > 0 else { throw error("malformed number", at: start) }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number out of range", at: start)
        }
        return value
    }

    /// Reads a single `0` or `1` arc flag (flags may be packed without separators).
    mutating func flag() throws(SVGPathError) -> Bool {
        switch peek {
        case UInt8(ascii: "0"): i += 1; return false
        case UInt8(ascii: "1"): i += 1; return true
        default: throw error("expected a flag (0 or 1) after \(commandName)")
        }
    }

    /// Reads `count` comma/whitespace-separated numbers.
    mutating func numbers(_ count: Int) throws(SVGPathError) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(count)
        for k in 0..<count {
            if k > 0 { skipCommaWhitespace() }
            out.append(try number())
        }
        return out
    }

    // MARK: Parsing

    mutating func parse() throws(SVGPathError) -> [Path.Element] {
        if bytes.count > Path.maxSVGPathDataLength {
            throw error("path data longer than \(Path.maxSVGPathDataLength) bytes", at: 0)
        }
        var current = Point.zero
        var subpathStart = Point.zero
        // The reflected control points for S/T; nil when the previous command was not a cubic/quad.
        var lastCubicControl: Point?
        var lastQuadControl: Point?
        var needsMove = false  // a drawing command after Z starts a new sub-path at its start

        skipWhitespace()
        if atEnd { return [] }
        if let b = peek, b != UInt8(ascii: "M") && b != UInt8(ascii: "m") {
            throw error("path must start with M")
        }

        while true {
            skipWhitespace()
            guard let b = peek else { break }
            var letter: UInt8
            if Self.isCommand(b) {
                letter = b
                command = b
                i += 1
                skipWhitespace()
            } else if startsNumber(b) {
                // Implicit repetition of the previous command (M/m continue as L/l).
                switch command {
                case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                    throw error("expected a command after \(commandName)")
                case UInt8(ascii: "M"): letter = UInt8(ascii: "L")
                case UInt8(ascii: "m"): letter = UInt8(ascii: "l")
                default: letter = command
                }
            } else if Self.isLetter(b) {
                throw error("unknown command \(describe(b))")
            } else {
                throw error("unexpected \(describe(b))")
            }

            let relative = letter >= UInt8(ascii: "a")
            let base = relative ? current : Point.zero
            func abs(_ x: Double, _ y: Double) -> Point { Point(x: base.x + x, y: base.y + y) }
            let countBefore = elements.count
            var nextCubicControl: Point?
            var nextQuadControl: Point?

            if needsMove && letter | 0x20 != UInt8(ascii: "m") && letter | 0x20 != UInt8(ascii: "z") {
                elements.append(.move(current))
            }
            needsMove = false

            switch letter | 0x20 {
            case UInt8(ascii: "m"):
                let v = try numbers(2)
                current = abs(v[0], v[1])
                subpathStart = current
                elements.append(.move(current))
            case UInt8(ascii: "l"):
                let v = try numbers(2)
                current = abs(v[0], v[1])
                elements.append(.line(current))
            case UInt8(ascii: "h"):
                let v = try number()
                current = Point(x: relative ? current.x + v : v, y: current.y)
                elements.append(.line(current))
            case UInt8(ascii: "v"):
                let v = try number()
                current = Point(x: current.x, y: relative ? current.y + v : v)
                elements.append(.line(current))
            case UInt8(ascii: "c"):
                let v = try numbers(6)
                let c1 = abs(v[0], v[1]), c2 = abs(v[2], v[3]), p = abs(v[4], v[5])
                elements.append(.cubic(c1, c2, p))
                nextCubicControl = c2
                current = p
            case UInt8(ascii: "s"):
                let v = try numbers(4)
                let c1 = lastCubicControl.map { reflect($0, about: current) } ?? current
                let c2 = abs(v[0], v[1]), p = abs(v[2], v[3])
                elements.append(.cubic(c1, c2, p))
                nextCubicControl = c2
                current = p
            case UInt8(ascii: "q"):
                let v = try numbers(4)
                let q = abs(v[0], v[1]), p = abs(v[2], v[3])
                elements.append(quadratic(from: current, control: q, to: p))
                nextQuadControl = q
                current = p
            case UInt8(ascii: "t"):
                let v = try numbers(2)
                let q = lastQuadControl.map { reflect($0, about: current) } ?? current
                let p = abs(v[0], v[1])
                elements.append(quadratic(from: current, control: q, to: p))
                nextQuadControl = q
                current = p
            case UInt8(ascii: "a"):
                let radii = try numbers(3)
                skipCommaWhitespace()
                let large = try flag()
                skipCommaWhitespace()
                let sweep = try flag()
                skipCommaWhitespace()
                let v = try numbers(2)
                let p = abs(v[0], v[1])
                let ok = appendArc(
                    from: current, to: p, rx: radii[0], ry: radii[1], xAxisRotation: radii[2],
                    largeArc: large, sweep: sweep)
                guard ok else { throw error("arc out of range") }
                current = p
            default:  // z
                elements.append(.close)
                current = subpathStart
                needsMove = true
            }
            lastCubicControl = nextCubicControl
            lastQuadControl = nextQuadControl

            // Relative coordinates can accumulate past Double's range; stop before inf/NaN.
            guard current.x.isFinite && current.y.isFinite,
                elements[countBefore...].allSatisfy(Self.isFinite)
            else { throw error("coordinate out of range") }
            if elements.count > Path.maxSVGPathElements {
                throw error("path has more than \(Path.maxSVGPathElements) elements")
            }

            // A comma may separate repeated argument groups, but must then be followed by one.
            if letter | 0x20 != UInt8(ascii: "z"), skipCommaWhitespace() {
                if let n = peek, startsNumber(n) { continue }
                throw error("expected a number after \(commandName)")
            }
        }
        return elements
    }

    static func isFinite(_ e: Path.Element) -> Bool {
        switch e {
        case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
        case .cubic(let a, let b, let c):
            return a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite && c.x.isFinite
                && c.y.isFinite
        case .close: return true
        }
    }

    func reflect(_ p: Point, about c: Point) -> Point { Point(x: 2 * c.x - p.x, y: 2 * c.y - p.y) }

    /// The exact cubic equivalent of a quadratic Bézier.
    func quadratic(from p0: Point, control q: Point, to p: Point) -> Path.Element {
        .cubic(
            Point(x: p0.x + 2 / 3 * (q.x - p0.x), y: p0.y + 2 / 3 * (q.y - p0.y)),
            Point(x: p.x + 2 / 3 * (q.x - p.x), y: p.y + 2 / 3 * (q.y - p.y)), p)
    }

    /// Appends an elliptical arc as cubics (SVG 1.1 implementation notes F.6.5/F.6.6).
    /// Returns false when the maths leaves Double's range.
    mutating func appendArc(
        from p1: Point, to p2: Point, rx rxIn: Double, ry ryIn: Double, xAxisRotation: Double,
        largeArc: Bool, sweep: Bool
    ) -> Bool {
        // Identical endpoints: the arc is omitted entirely.
        if p1 == p2 { return true }
        var rx = Swift.abs(rxIn)
        var ry = Swift.abs(ryIn)
        // A zero radius makes the arc a straight line.
        if rx == 0 || ry == 0 {
            elements.append(.line(p2))
            return true
        }
        let phi = xAxisRotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // Step 1: the midpoint in the ellipse's rotated frame.
        let dx = (p1.x - p2.x) / 2, dy = (p1.y - p2.y) / 2
        let x1p = cosPhi * dx + sinPhi * dy
        let y1p = -sinPhi * dx + cosPhi * dy
        // Out-of-range radii are scaled up just enough to reach (F.6.6).
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        guard lambda.isFinite else { return false }
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
        }
        // Step 2: the centre in the rotated frame.
        let num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
        let den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
        guard den > 0, den.isFinite else { return false }
        var coef = (max(0, num) / den).squareRoot()
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1p / ry
        let cyp = -coef * ry * x1p / rx
        // Step 3: the centre in user space.
        let cx = cosPhi * cxp - sinPhi * cyp + (p1.x + p2.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p1.y + p2.y) / 2
        // Step 4: start angle and sweep.
        let theta1 = atan2((y1p - cyp) / ry, (x1p - cxp) / rx)
        var delta = atan2((-y1p - cyp) / ry, (-x1p - cxp) / rx) - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        guard cx.isFinite, cy.isFinite, theta1.isFinite, delta.isFinite else { return false }

        // ≤90° per cubic keeps the radial error below 0.03 %.
        let segments = max(1, Int((Swift.abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ t: Double) -> Point {
            let x = rx * cos(t), y = ry * sin(t)
            return Point(x: cosPhi * x - sinPhi * y + cx, y: sinPhi * x + cosPhi * y + cy)
        }
        func derivative(_ t: Double) -> Point {
            let x = -rx * sin(t), y = ry * cos(t)
            return Point(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var t = theta1
        var start = p1
        for s in 0..<segments {
            let t2 = t + step
            // The last segment ends exactly on the requested endpoint (no drift).
            let end = s == segments - 1 ? p2 : point(t2)
            let d1 = derivative(t), d2 = derivative(t2)
            elements.append(
                .cubic(
                    Point(x: start.x + k * d1.x, y: start.y + k * d1.y),
                    Point(x: end.x - k * d2.x, y: end.y - k * d2.y), end))
            start = end
            t = t2
        }
        return true
    }
}
