/// A vector glyph read from a tiny SVG file (the subset is documented in docs/ICONS.md).
///
/// Icons carry no colour: the scene tints every shape, so `fill`/`stroke` colours in the
/// file are only there for previews in ordinary SVG viewers.
public struct Icon: Sendable, Hashable {
    /// The icon's coordinate system (the SVG `viewBox`).
    public var viewBox: Rect
    /// Largest coordinate accepted in an icon file (viewBox and path points).
    public static let maxCoordinate = 100_000.0
    /// Smallest viewBox width or height.
    public static let minViewBoxSide = 0.001
    /// Most path segments (move, line, cubic, close, after arcs and shapes are turned
    /// into them) one icon file may hold. Stroking costs more than linearly in the
    /// segments of one path: 5,000 crossing curves took 0.4 s at 29 pt, 50,000 took
    /// 16 s; 1,000 take under a tenth of a second (docs/LANGUAGE.md, Limits).
    public static let maxSegments = 1_000
    /// How far path points may lie outside the viewBox, in viewBox widths/heights on
    /// each side. Far-away points cost as much as many segments (long edges crossing
    /// every row), so 5,000 curves ten viewBoxes wide took 5 s; the shape beyond this
    /// margin could never show in the icon anyway.
    public static let viewBoxMargin = 1.0
    /// Widest stroke, as a fraction of the viewBox's larger side. A stroke far wider
    /// than the icon costs like thousands of segments (5,000 curves stroked 100,000
    /// wide took 9.8 s) and could only paint the whole box anyway.
    public static let maxStrokeFraction = 0.5

    /// The number of path segments over all shapes (what `maxSegments` bounds).
    public var segmentCount: Int { shapes.reduce(0) { $0 + $1.path.elements.count } }
    /// The shapes in drawing order, in viewBox coordinates.
    public var shapes: [IconShape]

    /// Creates an icon.
    public init(viewBox: Rect, shapes: [IconShape]) {
        self.viewBox = viewBox
        self.shapes = shapes
    }

    /// The shapes scaled to aspect-fit the viewBox into `rect`, centred
    /// (stroke widths scale with the shapes).
    public func fitted(into rect: Rect) -> [IconShape] {
        guard viewBox.width > 0, viewBox.height > 0 else { return [] }
        let s = min(rect.width / viewBox.width, rect.height / viewBox.height)
        let tx = rect.minX + (rect.width - s * viewBox.width) / 2 - s * viewBox.minX
        let ty = rect.minY + (rect.height - s * viewBox.height) / 2 - s * viewBox.minY
        let t = Transform(a: s, b: 0, c: 0, d: s, tx: tx, ty: ty)
        return shapes.map { shape in
            var style = shape.style
            if case .stroke(let width, let cap, let join) = style {
                style = .stroke(width: width * s, cap: cap, join: join)
            }
            return IconShape(path: shape.path.applying(t), style: style)
        }
    }
}

/// One outline of an icon and how it is painted.
public struct IconShape: Sendable, Hashable {
    /// A stroke's ends.
    public typealias LineCap = MockupGeometry.LineCap
    /// How a stroke's segments meet.
    public typealias LineJoin = MockupGeometry.LineJoin

    /// Filled (with the path's fill rule) or stroked.
    public enum Style: Sendable, Hashable {
        case fill
        case stroke(width: Double, cap: LineCap, join: LineJoin)
    }

    /// The outline in the icon's coordinates.
    public var path: Path
    /// Fill or stroke.
    public var style: Style

    /// Creates a shape.
    public init(path: Path, style: Style) {
        self.path = path
        self.style = style
    }
}

/// Why an icon file could not be read: "file:line:column: message".
public struct IconFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name passed to ``Icon/parse(_:file:)``.
    public var file: String
    /// One-based line.
    public var line: Int
    /// One-based column, counted in Unicode scalars.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// "file:line:column: message", the form editors jump to.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

extension Icon {
    /// Reads an icon file. `file` only labels errors.
    public static func parse(_ text: String, file: String) throws(IconFileError) -> Icon {
        var reader = IconFileReader(text: text, file: file)
        return try reader.read()
    }
}

/// A minimal XML reader for the icon subset; tracks line/column for every error.
struct IconFileReader {
    struct Position {
        var index: Int
        var line: Int
        var column: Int
    }

    struct Attribute {
        var name: String
        var value: String
        var namePosition: Position
        var valuePosition: Position
    }

    let scalars: [Unicode.Scalar]
    let file: String
    var pos = Position(index: 0, line: 1, column: 1)

    /// Icons are tiny; this bounds work on hostile input.
    static let maxLength = 2_000_000

    init(text: String, file: String) {
        scalars = Array(text.unicodeScalars)
        self.file = file
    }

    func error(_ message: String, at p: Position? = nil) -> IconFileError {
        let p = p ?? pos
        return IconFileError(file: file, line: p.line, column: p.column, message: message)
    }

    var atEnd: Bool { pos.index >= scalars.count }
    var peek: Unicode.Scalar? { atEnd ? nil : scalars[pos.index] }

    mutating func advance() {
        guard !atEnd else { return }
        if scalars[pos.index] == "\n" {
            pos.line += 1
            pos.column = 1
        } else {
            pos.column += 1
        }
        pos.index += 1
    }

    func looking(at s: String) -> Bool {
        var k = pos.index
        for c in s.unicodeScalars {
            guard k < scalars.count, scalars[k] == c else { return false }
            k += 1
        }
        return true
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\n" || c == "\t" || c == "\r" }
    static func isNameChar(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" || c == ":"
            || c == "."
    }

    mutating func skipSpace() { while let c = peek, Self.isSpace(c) { advance() } }

    /// Skips past `terminator`, or fails with `message` at `start`.
    mutating func skip(past terminator: String, unterminated message: String, from start: Position)
        throws(IconFileError)
    {
        while !atEnd {
            if looking(at: terminator) {
                for _ in terminator.unicodeScalars { advance() }
                return
            }
            advance()
        }
        throw error(message, at: start)
    }

    mutating func name() -> String {
        var s = ""
        while let c = peek, Self.isNameChar(c) {
            s.unicodeScalars.append(c)
            advance()
        }
        return s
    }

    /// Reads attributes up to `>` or `/>`; returns them and whether the tag self-closes.
    mutating func attributes(tag: String, tagStart: Position) throws(IconFileError) -> ([Attribute], Bool) {
        var attrs: [Attribute] = []
        while true {
            let hadSpace = peek.map(Self.isSpace) ?? false
            skipSpace()
            guard let c = peek else { throw error("unterminated <\(tag)> tag", at: tagStart) }
            if c == ">" {
                advance()
                return (attrs, false)
            }
            if looking(at: "/>") {
                advance()
                advance()
                return (attrs, true)
            }
            guard hadSpace else { throw error("expected a space before an attribute") }
            let namePos = pos
            let n = name()
            guard !n.isEmpty else { throw error("unexpected '\(c)' in <\(tag)>") }
            skipSpace()
            guard peek == "=" else { throw error("expected '=' after attribute '\(n)'") }
            advance()
            skipSpace()
            guard let q = peek, q == "\"" || q == "'" else {
                throw error("expected a quoted value for attribute '\(n)'")
            }
            advance()
            let valuePos = pos
            var value = ""
            while true {
                guard let v = peek else { throw error("unterminated value of attribute '\(n)'", at: valuePos) }
                if v == q { break }
                // Entities would shift path offsets; icons never need them.
                if v == "&" { throw error("entities are not supported in attribute values") }
                if v == "<" { throw error("'<' in the value of attribute '\(n)'") }
                value.unicodeScalars.append(v)
                advance()
            }
            advance()
            if attrs.contains(where: { $0.name == n }) {
                throw error("duplicate attribute '\(n)'", at: namePos)
            }
            attrs.append(Attribute(name: n, value: value, namePosition: namePos, valuePosition: valuePos))
        }
    }

    mutating func read() throws(IconFileError) -> Icon {
        if scalars.count > Self.maxLength {
            throw error("icon file longer than \(Self.maxLength) characters")
        }
        var viewBox: Rect?
        var segments = 0
        var shapes: [IconShape] = []
        var open: [(name: String, at: Position)] = []  // element stack: svg, then at most one shape
        var rootClosed = false

        while true {
            skipSpace()
            guard let c = peek else { break }
            let start = pos
            if looking(at: "<?") {
                try skip(past: "?>", unterminated: "unterminated XML declaration", from: start)
            } else if looking(at: "<!--") {
                try skip(past: "-->", unterminated: "unterminated comment", from: start)
            } else if looking(at: "<!") {
                advance()
                advance()
                throw error("unsupported element '<!\(name())'", at: start)
            } else if looking(at: "</") {
                advance()
                advance()
                let n = name()
                skipSpace()
                guard peek == ">" else { throw error("expected '>' to close </\(n)>") }
                advance()
                guard let top = open.last, top.name == n else {
                    throw error("unexpected closing tag </\(n)>", at: start)
                }
                open.removeLast()
                if open.isEmpty { rootClosed = true }
            } else if c == "<" {
                advance()
                let namePos = pos
                let n = name()
                guard !n.isEmpty else { throw error("expected an element name after '<'", at: namePos) }
                let (attrs, selfClosing) = try attributes(tag: n, tagStart: start)
                if rootClosed { throw error("content after the closing </svg>", at: start) }
                if open.isEmpty {
                    guard n == "svg" else { throw error("root element must be <svg>, not <\(n)>", at: start) }
                    viewBox = try readViewBox(attrs, tagStart: start)
                    if selfClosing { rootClosed = true } else { open.append((n, start)) }
                } else if open.count == 1 {
                    let added = try shape(n, attrs, at: start)
                    segments += added.path.elements.count
                    // Reported at the shape that goes past the limit, before reading on.
                    if segments > Icon.maxSegments {
                        throw error(
                            "the icon has more than \(Icon.maxSegments) path segments (\(segments) up to this <\(n)>)", at: start)
                    }
                    if let vb = viewBox, case .stroke(let w, _, _) = added.style,
                        w > max(vb.width, vb.height) * Icon.maxStrokeFraction
                    {
                        throw error(
                            "stroke-width \(w) is too wide for a \(vb.width)×\(vb.height) viewBox (at most half its larger side)",
                            at: start)
                    }
                    if let vb = viewBox, let b = added.path.controlBounds {
                        let mx = vb.width * Icon.viewBoxMargin, my = vb.height * Icon.viewBoxMargin
                        if b.minX < vb.minX - mx || b.maxX > vb.maxX + mx || b.minY < vb.minY - my || b.maxY > vb.maxY + my {
                            throw error(
                                "path coordinates lie too far outside the viewBox (at most its own width and height beyond each edge)",
                                at: start)
                        }
                    }
                    shapes.append(added)
                    if !selfClosing { open.append((n, start)) }
                } else {
                    throw error("<\(n)> inside <\(open[open.count - 1].name)> is not supported", at: start)
                }
            } else {
                throw error("unexpected text '\(c)'")
            }
        }
        if let unclosed = open.last { throw error("<\(unclosed.name)> is never closed", at: unclosed.at) }
        guard let vb = viewBox else { throw error("no <svg> element") }
        for shape in shapes {
            if let b = shape.path.controlBounds,
                [b.minX, b.minY, b.maxX, b.maxY].contains(where: { abs($0) > Icon.maxCoordinate })
            {
                throw error("path coordinates must lie within ±\(Int(Icon.maxCoordinate))")
            }
        }
        return Icon(viewBox: vb, shapes: shapes)
    }

    // MARK: Attributes

    func number(_ a: Attribute) throws(IconFileError) -> Double {
        let t = a.value.trimmingSpaces
        guard let v = Double(t), v.isFinite else {
            throw error("attribute '\(a.name)' must be a number, not \"\(a.value)\"", at: a.valuePosition)
        }
        return v
    }

    func readViewBox(_ attrs: [Attribute], tagStart: Position) throws(IconFileError) -> Rect {
        // Other root attributes (xmlns, width, height, version) only matter to viewers.
        guard let a = attrs.first(where: { $0.name == "viewBox" }) else {
            throw error("<svg> needs a viewBox=\"minX minY width height\"", at: tagStart)
        }
        let parts = a.value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
        let values = parts.compactMap { Double($0) }.filter(\.isFinite)
        guard parts.count == 4, values.count == 4, values[2] > 0, values[3] > 0 else {
            throw error("viewBox must be four numbers with positive width and height", at: a.valuePosition)
        }
        // Icons are drawn a few dozen points wide: a box far outside that range only
        // produces overflowing coordinates once fitted.
        guard values.allSatisfy({ abs($0) <= Icon.maxCoordinate }), values[2] >= Icon.minViewBoxSide,
            values[3] >= Icon.minViewBoxSide
        else {
            throw error(
                "viewBox values must lie within ±\(Int(Icon.maxCoordinate)), width and height at least \(Icon.minViewBoxSide)",
                at: a.valuePosition)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    static let styleAttributes: Set<String> = [
        "fill", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "id",
    ]
    static let geometryAttributes: [String: Set<String>] = [
        "path": ["d"], "circle": ["cx", "cy", "r"], "rect": ["x", "y", "width", "height", "rx"],
    ]

    func shape(_ element: String, _ attrs: [Attribute], at start: Position) throws(IconFileError) -> IconShape {
        guard let geometry = Self.geometryAttributes[element] else {
            throw error("unsupported element <\(element)>", at: start)
        }
        for a in attrs where !geometry.contains(a.name) && !Self.styleAttributes.contains(a.name) {
            throw error("unsupported attribute '\(a.name)' on <\(element)>", at: a.namePosition)
        }
        func attr(_ n: String) -> Attribute? { attrs.first { $0.name == n } }
        func required(_ n: String) throws(IconFileError) -> Double {
            guard let a = attr(n) else { throw error("<\(element)> needs '\(n)'", at: start) }
            return try number(a)
        }

        var fillRule = Path.FillRule.nonZero
        if let a = attr("fill-rule") {
            guard let r = Path.FillRule(rawValue: a.value) else {
                throw error("fill-rule must be evenodd or nonzero", at: a.valuePosition)
            }
            fillRule = r
        }

        var path: Path
        switch element {
        case "path":
            guard let d = attr("d") else { throw error("<path> needs a 'd' attribute", at: start) }
            do {
                path = try Path(svgPathData: d.value, fillRule: fillRule)
            } catch {
                // Name the command being read when the message does not already
                // ("malformed number" → "malformed number in the 'C' command").
                var message = error.message
                if let c = error.command, !message.contains("'") { message += " in the '\(c)' command" }
                throw self.error(message, at: position(of: error.offset, in: d))
            }
        case "circle":
            let cx = try attr("cx").map { a throws(IconFileError) in try number(a) } ?? 0
            let cy = try attr("cy").map { a throws(IconFileError) in try number(a) } ?? 0
            let r = try required("r")
            guard r > 0 else { throw error("circle radius must be positive", at: start) }
            path = Path.ellipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
            path.fillRule = fillRule
        default:  // rect
            let x = try attr("x").map { a throws(IconFileError) in try number(a) } ?? 0
            let y = try attr("y").map { a throws(IconFileError) in try number(a) } ?? 0
            let w = try required("width"), h = try required("height")
            guard w > 0, h > 0 else { throw error("rect width and height must be positive", at: start) }
            let rx = try attr("rx").map { a throws(IconFileError) in try number(a) } ?? 0
            path = Path.roundedRect(Rect(x: x, y: y, width: w, height: h), radius: rx)
            path.fillRule = fillRule
        }
        return IconShape(path: path, style: try style(element, attr, at: start))
    }

    func style(_ element: String, _ attr: (String) -> Attribute?, at start: Position) throws(IconFileError)
        -> IconShape.Style
    {
        let noFill = attr("fill")?.value.trimmingSpaces == "none"
        guard let w = attr("stroke-width") else {
            if noFill { throw error("<\(element)> with fill=\"none\" needs a stroke-width", at: start) }
            return .fill
        }
        // Shapes are either filled or stroked, never both, so previews match renders.
        guard noFill else {
            throw error("a stroked <\(element)> needs fill=\"none\"", at: w.namePosition)
        }
        let width = try number(w)
        guard width > 0 else { throw error("stroke-width must be positive", at: w.valuePosition) }
        var cap = IconShape.LineCap.butt
        if let a = attr("stroke-linecap") {
            guard let c = IconShape.LineCap(rawValue: a.value) else {
                throw error("stroke-linecap must be butt, round or square", at: a.valuePosition)
            }
            cap = c
        }
        var join = IconShape.LineJoin.miter
        if let a = attr("stroke-linejoin") {
            guard let j = IconShape.LineJoin(rawValue: a.value) else {
                throw error("stroke-linejoin must be miter, round or bevel", at: a.valuePosition)
            }
            join = j
        }
        return .stroke(width: width, cap: cap, join: join)
    }

    /// Where the `offset`-th character of an attribute value sits in the file.
    func position(of offset: Int, in a: Attribute) -> Position {
        var p = a.valuePosition
        for c in a.value.unicodeScalars.prefix(max(0, offset)) {
            if c == "\n" {
                p.line += 1
                p.column = 1
            } else {
                p.column += 1
            }
            p.index += 1
        }
        return p
    }
}

extension String {
    /// The string without leading and trailing ASCII whitespace (no Foundation here).
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
