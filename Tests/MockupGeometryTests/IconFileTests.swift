import MockupGeometry
import Testing

private func errorOf(_ text: String) -> IconFileError? {
    do {
        _ = try Icon.parse(text, file: "x.svg")
        return nil
    } catch { return error }
}

@Suite struct IconFileParsing {
    @Test func pathsWithStyles() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" width="29">
              <path d="M1 1h2v2z" fill-rule="evenodd" fill="#fff"/>
              <path d="M0 0L5 5" fill="none" stroke="currentColor" stroke-width="1.5"
                    stroke-linecap="round" stroke-linejoin="bevel"></path>
              <circle cx="10" cy="10" r="2"/>
              <rect x="1" y="2" width="3" height="4" rx="1" fill="none" stroke-width="2"/>
            </svg>
            """
        let icon = try Icon.parse(text, file: "a.svg")
        #expect(icon.viewBox == Rect(x: 0, y: 0, width: 29, height: 29))
        #expect(icon.shapes.count == 4)
        #expect(icon.shapes[0].style == .fill)
        #expect(icon.shapes[0].path.fillRule == .evenOdd)
        #expect(
            icon.shapes[0].path.elements == [
                .move(Point(x: 1, y: 1)), .line(Point(x: 3, y: 1)), .line(Point(x: 3, y: 3)), .close,
            ])
        #expect(icon.shapes[1].style == .stroke(width: 1.5, cap: .round, join: .bevel))
        #expect(icon.shapes[2].path == Path.ellipse(in: Rect(x: 8, y: 8, width: 4, height: 4)))
        #expect(icon.shapes[3].style == .stroke(width: 2, cap: .butt, join: .miter))
        #expect(icon.shapes[3].path == Path.roundedRect(Rect(x: 1, y: 2, width: 3, height: 4), radius: 1))
    }

    @Test func emptyRootAndNegativeOrigin() throws {
        let icon = try Icon.parse("<svg viewBox='-1,-2 4 8'/>", file: "e.svg")
        #expect(icon.viewBox == Rect(x: -1, y: -2, width: 4, height: 8))
        #expect(icon.shapes.isEmpty)
    }
}

@Suite struct IconFileErrors {
    @Test func pathErrorPointsInsideTheAttribute() {
        let text = "<svg viewBox=\"0 0 10 10\">\n  <path d=\"M0 0\n    L 1 2 X\"/>\n</svg>"
        let e = errorOf(text)
        #expect(e == IconFileError(file: "x.svg", line: 3, column: 11, message: "unknown command 'X'"))
        #expect(e?.description == "x.svg:3:11: unknown command 'X'")
        let e2 = errorOf("<svg viewBox=\"0 0 10 10\"><path d=\"M0 0C1\"/></svg>")
        #expect(e2 == IconFileError(file: "x.svg", line: 1, column: 41, message: "expected a number after 'C'"))
    }

    @Test func unsupportedThingsAreNamed() {
        #expect(
            errorOf("<svg viewBox=\"0 0 1 1\">\n <g/>\n</svg>")
                == IconFileError(file: "x.svg", line: 2, column: 2, message: "unsupported element <g>"))
        #expect(errorOf("<svg viewBox=\"0 0 1 1\"><path d=\"\" transform=\"x\"/></svg>")?.message
            == "unsupported attribute 'transform' on <path>")
        #expect(errorOf("<svg viewBox=\"0 0 1 1\"><path d=\"\" transform=\"x\"/></svg>")?.column == 35)
        #expect(errorOf("<g/>")?.message == "root element must be <svg>, not <g>")
        #expect(errorOf("<!DOCTYPE svg><svg viewBox='0 0 1 1'/>")?.message == "unsupported element '<!DOCTYPE'")
        #expect(errorOf("<svg viewBox='0 0 1 1'><path d='M0 0' fill='none'/></svg>")?.message
            == "<path> with fill=\"none\" needs a stroke-width")
        #expect(errorOf("<svg viewBox='0 0 1 1'><path d='M0 0' stroke-width='1'/></svg>")?.message
            == "a stroked <path> needs fill=\"none\"")
        #expect(errorOf("<svg viewBox='0 0 1 1'><path d='M0 0' fill-rule='odd'/></svg>")?.column == 50)
    }

    @Test func structuralErrors() {
        #expect(errorOf("")?.message == "no <svg> element")
        #expect(errorOf("<svg>")?.message == "<svg> needs a viewBox=\"minX minY width height\"")
        #expect(errorOf("<svg viewBox='0 0 0 1'/>")?.message
            == "viewBox must be four numbers with positive width and height")
        #expect(errorOf("<svg viewBox='0 0 1 1'>")?.message == "<svg> is never closed")
        #expect(errorOf("<svg viewBox='0 0 1 1'>hi</svg>") == IconFileError(
            file: "x.svg", line: 1, column: 24, message: "unexpected text 'h'"))
        #expect(errorOf("<svg viewBox='0 0 1 1'/><svg viewBox='0 0 1 1'/>")?.message
            == "content after the closing </svg>")
        #expect(errorOf("<svg viewBox='0 0 1 1'></path>")?.message == "unexpected closing tag </path>")
        #expect(errorOf("<svg viewBox='0 0 1 1'><path d='M0 0'><path d=''/></path></svg>")?.message
            == "<path> inside <path> is not supported")
        #expect(errorOf("<!-- open")?.message == "unterminated comment")
        #expect(errorOf("<svg viewBox='0 0 1 1'><circle r='x'/></svg>")?.message
            == "attribute 'r' must be a number, not \"x\"")
        #expect(errorOf("<svg viewBox='0 0 1 1'><rect width='1'/></svg>")?.message == "<rect> needs 'height'")
        #expect(errorOf("<svg viewBox='0 0 1 1'><path d='&amp;'/></svg>")?.message
            == "entities are not supported in attribute values")
    }
}

@Suite struct IconFitting {
    @Test func aspectFitCentred() throws {
        let icon = try Icon.parse(
            "<svg viewBox='10 10 20 10'><path d='M10 10H30V20H10z'/>"
                + "<path d='M10 10L30 20' fill='none' stroke-width='2'/></svg>", file: "f.svg")
        let shapes = icon.fitted(into: Rect(x: 0, y: 0, width: 40, height: 40))
        // Scale 2, so 40×20 centred vertically: y from 10 to 30.
        #expect(shapes[0].path.controlBounds == Rect(x: 0, y: 10, width: 40, height: 20))
        #expect(shapes[1].style == .stroke(width: 4, cap: .butt, join: .miter))
        let tall = icon.fitted(into: Rect(x: 100, y: 0, width: 10, height: 100))
        #expect(tall[0].path.controlBounds == Rect(x: 100, y: 47.5, width: 10, height: 5))
    }
}

/// A tiny seedable generator for a reproducible fuzz run.
private struct Xorshift: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

@Test func iconParserFuzzNeverTraps() {
    var rng = Xorshift(state: 0x1C0_5EED)
    let pieces = [
        "<svg viewBox='0 0 9 9'>", "</svg>", "<path d='M1 1L2 2'/>", "<path", " d=\"", "\"", "'", "/>", ">",
        "<", "<!--", "-->", "<?xml?>", " fill='none'", " stroke-width='1'", "<circle r='2'/>", "<rect",
        " width='1' height='1'", "\n", " ", "M", "1", "a1 1 0 01 1 1", "&", "=", "é", "<g>", "</path>",
    ]
    for _ in 0..<3000 {
        var s = ""
        for _ in 0..<Int.random(in: 0...14, using: &rng) { s += pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
        do {
            _ = try Icon.parse(s, file: "f")
        } catch {
            #expect(error.line >= 1 && error.column >= 1)
        }
    }
}
