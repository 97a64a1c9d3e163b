import MockupGeometry
import Testing

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

private func parse(_ d: String) throws -> [Path.Element] {
    try Path(svgPathData: d).elements
}

private func near(_ a: Point, _ b: Point, _ tol: Double = 1e-6) -> Bool {
    Swift.abs(a.x - b.x) <= tol && Swift.abs(a.y - b.y) <= tol
}

/// The end point of an element, if it has one.
private func end(_ e: Path.Element) -> Point? {
    switch e {
    case .move(let q), .line(let q), .cubic(_, _, let q): return q
    case .close: return nil
    }
}

private func errorOf(_ d: String) -> SVGPathError? {
    do {
        _ = try Path(svgPathData: d)
        return nil
    } catch { return error }
}

@Suite struct SVGPathNumbers {
    @Test func packedNumbers() throws {
        #expect(try parse("M1.5.5") == [.move(p(1.5, 0.5))])
        #expect(try parse("M-1-2") == [.move(p(-1, -2))])
        #expect(try parse("M1e-3 .5") == [.move(p(0.001, 0.5))])
        #expect(try parse("M+2E1,-.5e1") == [.move(p(20, -5))])
        #expect(try parse("M 1 , 2") == [.move(p(1, 2))])
    }

    @Test func emptyDataIsEmptyPath() throws {
        #expect(try parse("") == [])
        #expect(try parse(" \n\t") == [])
    }
}

@Suite struct SVGPathCommands {
    @Test func moveLineImplicit() throws {
        #expect(try parse("M 0 0 10 10") == [.move(p(0, 0)), .line(p(10, 10))])
        #expect(try parse("m 1 1 2 2 3 3") == [.move(p(1, 1)), .line(p(3, 3)), .line(p(6, 6))])
        #expect(try parse("M1 1L2 2 3 3l1 1") == [.move(p(1, 1)), .line(p(2, 2)), .line(p(3, 3)), .line(p(4, 4))])
        // A second relative move is relative to the current point.
        #expect(try parse("m1 1 l1 0 m1 1") == [.move(p(1, 1)), .line(p(2, 1)), .move(p(3, 2))])
    }

    @Test func horizontalVertical() throws {
        #expect(
            try parse("M1 2H5V7h-1v-2 3") == [
                .move(p(1, 2)), .line(p(5, 2)), .line(p(5, 7)), .line(p(4, 7)), .line(p(4, 5)),
                .line(p(4, 8)),
            ])
    }

    @Test func cubicAndSmooth() throws {
        #expect(try parse("M0 0C1 2 3 4 5 6") == [.move(p(0, 0)), .cubic(p(1, 2), p(3, 4), p(5, 6))])
        #expect(try parse("M1 1c1 2 3 4 5 6") == [.move(p(1, 1)), .cubic(p(2, 3), p(4, 5), p(6, 7))])
        // S reflects the previous second control point (3,4) about (5,6) → (7,8).
        #expect(
            try parse("M0 0C1 2 3 4 5 6S9 9 10 10") == [
                .move(p(0, 0)), .cubic(p(1, 2), p(3, 4), p(5, 6)), .cubic(p(7, 8), p(9, 9), p(10, 10)),
            ])
        #expect(
            try parse("M0 0C1 2 3 4 5 6s4 3 5 4") == [
                .move(p(0, 0)), .cubic(p(1, 2), p(3, 4), p(5, 6)), .cubic(p(7, 8), p(9, 9), p(10, 10)),
            ])
        // Without a previous cubic the first control point is the current point.
        #expect(
            try parse("M1 1L2 2S3 3 4 4") == [
                .move(p(1, 1)), .line(p(2, 2)), .cubic(p(2, 2), p(3, 3), p(4, 4)),
            ])
    }

    @Test func quadraticAndSmooth() throws {
        // Q(0,0)→(3,3)→(6,0): cubic controls at 2/3 towards the quad control.
        #expect(try parse("M0 0Q3 3 6 0") == [.move(p(0, 0)), .cubic(p(2, 2), p(4, 2), p(6, 0))])
        #expect(try parse("M0 0q3 3 6 0") == [.move(p(0, 0)), .cubic(p(2, 2), p(4, 2), p(6, 0))])
        // T reflects (3,3) about (6,0) → (9,-3).
        let e = try parse("M0 0Q3 3 6 0T12 0")
        #expect(e.count == 3)
        #expect(e[2] == .cubic(p(8, -2), p(10, -2), p(12, 0)))
        #expect(try parse("M0 0Q3 3 6 0t6 0") == e)
        // T with no previous quadratic is a straight curve.
        #expect(try parse("M0 0T3 0") == [.move(p(0, 0)), .cubic(p(0, 0), p(1, 0), p(3, 0))])
    }

    @Test func closeAndRelativeAfterClose() throws {
        #expect(
            try parse("M1 1l2 0 0 2z l1 1") == [
                .move(p(1, 1)), .line(p(3, 1)), .line(p(3, 3)), .close, .move(p(1, 1)), .line(p(2, 2)),
            ])
        #expect(try parse("M1 1h1zm1 1") == [.move(p(1, 1)), .line(p(2, 1)), .close, .move(p(2, 2))])
        #expect(try parse("M0 0ZZ") == [.move(p(0, 0)), .close, .close])
    }
}

@Suite struct SVGPathArcs {
    @Test func semicircle() throws {
        let e = try parse("M0 0A1 1 0 0 1 2 0")
        #expect(e.count == 3)  // move + two quarter-circle cubics
        #expect(e.first == .move(p(0, 0)))
        // Sweep 1 is clockwise on screen (y down): through the top point (1,-1).
        #expect(end(e[1]).map { near($0, p(1, -1)) } == true)
        #expect(end(e[2]).map { near($0, p(2, 0)) } == true)
        // The curve's midpoints stay on the circle (quarter-circle cubic error ≈ 2.7e-4).
        for case .cubic(let c1, let c2, let q) in e.dropFirst() {
            let start = e.firstIndex(of: .cubic(c1, c2, q)) == 1 ? p(0, 0) : p(1, -1)
            let mx = 0.125 * start.x + 0.375 * c1.x + 0.375 * c2.x + 0.125 * q.x
            let my = 0.125 * start.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * q.y
            let r = ((mx - 1) * (mx - 1) + my * my).squareRoot()
            #expect(Swift.abs(r - 1) < 3e-4)
        }
        // The other sweep goes below.
        let below = try parse("M0 0a1 1 0 0 0 2 0")
        #expect(end(below[1]).map { near($0, p(1, 1)) } == true)
    }

    @Test func radiiTooSmallAreScaledUp() throws {
        #expect(try parse("M0 0A0.25 0.25 0 0 1 2 0").count == 3)
        let e = try parse("M0 0A0.25 0.25 0 0 1 2 0")
        #expect(end(e[1]).map { near($0, p(1, -1)) } == true)
    }

    @Test func largeArcFlagPicksTheLongWay() throws {
        // Quarter of a radius-1 circle centred (1,0): small arc is 90°, large is 270°.
        let small = try parse("M0 0A1 1 0 0 1 1 -1")
        let large = try parse("M0 0A1 1 0 1 0 1 -1")
        #expect(small.count == 2)
        #expect(large.count == 4)
        #expect(end(large[1]).map { near($0, p(1, 1)) } == true)
        #expect(end(large[2]).map { near($0, p(2, 0)) } == true)
    }

    @Test func degenerateArcs() throws {
        #expect(try parse("M0 0A0 5 0 0 1 3 4") == [.move(p(0, 0)), .line(p(3, 4))])
        #expect(try parse("M1 1A3 3 0 0 1 1 1") == [.move(p(1, 1))])
    }

    @Test func packedFlags() throws {
        let a = try parse("M0 0a1 1 0 01 2 0")
        let b = try parse("M0 0a1 1 0 0 1 2 0")
        let c = try parse("M0 0a1,1,0,0,1,2,0")
        #expect(a == b)
        #expect(a == c)
        #expect(try parse("M0 0a1 1 0 012 0") == b)
    }

    @Test func rotatedEllipse() throws {
        // rx=2, ry=1 rotated 90°: from (0,0) to (0,4), clockwise on screen passes (1, 2).
        let e = try parse("M0 0A2 1 90 0 1 0 4")
        #expect(end(e[e.count - 1]).map { near($0, p(0, 4)) } == true)
        #expect(end(e[1]).map { near($0, p(1, 2)) } == true)
    }
}

@Suite struct SVGPathErrors {
    @Test func messagesAndOffsets() {
        let e1 = errorOf("M 0 0 C 1 2")
        #expect(e1 == SVGPathError(offset: 11, command: "C", message: "expected a number after 'C'"))
        let e2 = errorOf("M0 0 X 1")
        #expect(e2 == SVGPathError(offset: 5, command: "M", message: "unknown command 'X'"))
        let e3 = errorOf("  L 1 2")
        #expect(e3 == SVGPathError(offset: 2, command: nil, message: "path must start with M"))
        #expect(errorOf("10 10")?.message == "path must start with M")
        #expect(errorOf("M0 0z 1 1") == SVGPathError(offset: 6, command: "z", message: "expected a command after 'z'"))
        #expect(errorOf("M0 0 a1 1 0 2 1 2 0") == SVGPathError(offset: 12, command: "a", message: "expected a flag (0 or 1) after 'a'"))
        #expect(errorOf("M0 0L1 2,Z")?.offset == 9)
        #expect(errorOf("M0 0L1 2,Z")?.message == "expected a number after 'L'")
        #expect(errorOf("M1e 2")?.message == "malformed number")
        #expect(errorOf("M1e 2")?.offset == 1)
        #expect(errorOf("M . 2")?.offset == 2)
        #expect(errorOf("M1e400 0")?.message == "number out of range")
        #expect(errorOf("M0 0 L1 1 é")?.offset == 10)
        #expect(errorOf("M0 0 L1 1 #")?.message == "unexpected '#'")
        #expect(errorOf("M,1 2")?.offset == 1)
    }

    @Test func runawayCoordinatesAreErrors() {
        let d = "M0 0" + String(repeating: " h1e308", count: 3)
        #expect(errorOf(d)?.message == "coordinate out of range")
        _ = errorOf("M0 0A1e300 1e-300 0 0 1 1e300 1e300")  // must not trap
    }

    @Test func limits() {
        let long = "M0 0" + String(repeating: " ", count: Path.maxSVGPathDataLength)
        #expect(errorOf(long)?.message.hasPrefix("path data longer") == true)
        let many = "M0 0" + String(repeating: "h1", count: Path.maxSVGPathElements + 1)
        #expect(errorOf(many)?.message.hasPrefix("path has more than") == true)
    }
}

/// SplitMix64: a tiny seedable generator so the fuzz run is reproducible.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Test func fuzzNeverTraps() {
    var rng = SplitMix64(state: 0x5EED)
    let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789011-+.,eE  \n\t9Xé")
    var parsed = 0
    for round in 0..<5000 {
        let length = Int.random(in: 0...60, using: &rng)
        var s = round % 2 == 0 ? "M" : ""
        for _ in 0..<length { s.append(alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]) }
        do {
            let path = try Path(svgPathData: s)
            parsed += 1
            for e in path.elements {
                if case .cubic(let a, let b, let c) = e {
                    #expect(a.x.isFinite && b.y.isFinite && c.x.isFinite)
                }
            }
        } catch {
            #expect(error.offset >= 0 && error.offset <= s.utf8.count)
        }
    }
    #expect(parsed > 0)
}
