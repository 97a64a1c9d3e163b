#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CHTTPServer
import MockupKit
import MockupScene

/// What a render request asks for, in any of Kroki's three forms: `GET
/// /mockup/FORMAT/SOURCE` (the text deflated with zlib and base64url-encoded, as Kroki's
/// clients encode it), `POST /mockup/FORMAT` with the text as the body, and `POST /` with
/// Kroki's JSON. Options come from the JSON's `diagram_options` or the query string
/// (`?device=ipad&scale=2`).
struct KrokiRequest: Equatable {
    enum Format: String, CaseIterable {
        case png, svg, pdf

        var contentType: String {
            switch self {
            case .png: "image/png"
            case .svg: "image/svg+xml"
            case .pdf: "application/pdf"
            }
        }
    }

    var format: Format
    var source: String
    var options: [String: String] = [:]

    /// Why a request is refused: its HTTP status and the message the body carries.
    struct Refusal: Error, Equatable {
        var status: UInt32
        var message: String
        init(_ status: UInt32, _ message: String) {
            self.status = status
            self.message = message
        }
    }

    /// The options a request may set, as Kroki's `diagram_options` or query parameters.
    static let optionNames = ["device", "scale", "orientation", "ios"]

    /// Reads a request; `maxSource` bounds the text (encoded, decoded and inflated alike).
    static func parse(method: String, path: String, query: String, body: [UInt8], maxSource: Int) throws(Refusal) -> KrokiRequest {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        if method == "POST" && (parts == [""] || parts.isEmpty) { return try json(body, maxSource: maxSource) }
        guard parts.count >= 2, parts[0] == "mockup" else {
            throw Refusal(404, "unknown path \(path): use /mockup/png|svg|pdf, POST / (Kroki's JSON), /health or /metrics")
        }
        guard let format = Format(rawValue: parts[1]) else {
            throw Refusal(400, "unknown output format '\(parts[1])': png, svg or pdf")
        }
        var request: KrokiRequest
        switch (method, parts.count) {
        case ("GET", 3):
            request = KrokiRequest(format: format, source: try inflate(parts[2], maxSource: maxSource))
        case ("POST", 2):
            guard body.count <= maxSource else { throw Refusal(413, "the diagram source is over \(maxSource) bytes") }
            guard let text = String(validating: body, as: UTF8.self) else { throw Refusal(400, "the diagram source is not UTF-8 text") }
            request = KrokiRequest(format: format, source: text)
        case ("GET", 2):
            throw Refusal(400, "GET /mockup/\(format.rawValue)/SOURCE needs the source: zlib-deflated, base64url-encoded")
        default:
            throw Refusal(405, "\(method) \(path): GET /mockup/FORMAT/SOURCE or POST /mockup/FORMAT")
        }
        request.options = try queryOptions(query)
        return request
    }

    /// Kroki's JSON: `diagram_source`, `diagram_type` (`mockup`), `output_format`,
    /// `diagram_options`.
    static func json(_ body: [UInt8], maxSource: Int) throws(Refusal) -> KrokiRequest {
        struct Body: Decodable {
            var diagram_source: String?
            var diagram_type: String?
            var output_format: String?
            var diagram_options: [String: String]?
        }
        let decoded: Body
        do { decoded = try JSONDecoder().decode(Body.self, from: Data(body)) } catch {
            throw Refusal(400, "the body is not Kroki's JSON (diagram_source, diagram_type, output_format, diagram_options as strings)")
        }
        guard let source = decoded.diagram_source else { throw Refusal(400, "diagram_source is missing") }
        guard source.utf8.count <= maxSource else { throw Refusal(413, "the diagram source is over \(maxSource) bytes") }
        if let type = decoded.diagram_type, type.lowercased() != "mockup" {
            throw Refusal(400, "diagram_type '\(type)' is not served here: this service renders 'mockup'")
        }
        let name = decoded.output_format?.lowercased() ?? "png"
        guard let format = Format(rawValue: name) else { throw Refusal(400, "unknown output format '\(name)': png, svg or pdf") }
        var request = KrokiRequest(format: format, source: source)
        for (key, value) in decoded.diagram_options ?? [:] {
            guard optionNames.contains(key) else {
                throw Refusal(400, "unknown diagram option '\(key)': \(optionNames.joined(separator: ", "))")
            }
            request.options[key] = value
        }
        return request
    }

    /// `device=ipad&scale=2`: only the known options, each once.
    static func queryOptions(_ query: String) throws(Refusal) -> [String: String] {
        var out: [String: String] = [:]
        for pair in query.split(separator: "&") where !pair.isEmpty {
            let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard optionNames.contains(kv[0]) else {
                throw Refusal(400, "unknown diagram option '\(kv[0])': \(optionNames.joined(separator: ", "))")
            }
            out[kv[0]] = kv.count > 1 ? kv[1] : ""
        }
        return out
    }

    /// The text of Kroki's GET form: base64url (padding optional) of zlib-deflated UTF-8,
    /// inflated into at most `maxSource` bytes (a deflate bomb stops there).
    static func inflate(_ encoded: String, maxSource: Int) throws(Refusal) -> String {
        guard encoded.utf8.count <= maxSource * 2 else { throw Refusal(414, "the encoded source is over \(maxSource * 2) bytes") }
        guard let packed = base64URL(encoded) else { throw Refusal(400, "the source is not base64url (A–Z, a–z, 0–9, '-', '_')") }
        var out = [UInt8](repeating: 0, count: maxSource)
        var length = 0
        let status = packed.withUnsafeBufferPointer { p in
            out.withUnsafeMutableBufferPointer { o in mockup_zlib_inflate(p.baseAddress, p.count, o.baseAddress, o.count, &length) }
        }
        switch status {
        case 0: break
        case 1: throw Refusal(413, "the source inflates to more than \(maxSource) bytes")
        default: throw Refusal(400, "the source is not zlib-deflated data (Kroki's encoding: deflate, then base64url)")
        }
        guard let text = String(validating: out[..<length], as: UTF8.self) else { throw Refusal(400, "the diagram source is not UTF-8 text") }
        return text
    }

    /// Base64 in the URL alphabet (or the standard one), padding optional.
    static func base64URL(_ text: String) -> [UInt8]? {
        var values: [UInt8] = []
        values.reserveCapacity(text.utf8.count)
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): values.append(c - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): values.append(c - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(c - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "-"), UInt8(ascii: "+"): values.append(62)
            case UInt8(ascii: "_"), UInt8(ascii: "/"): values.append(63)
            case UInt8(ascii: "="): continue
            default: return nil
            }
        }
        guard values.count % 4 != 1 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(values.count * 3 / 4)
        var i = 0
        while i + 1 < values.count {
            let n = min(4, values.count - i)
            let a = UInt32(values[i]), b = UInt32(values[i + 1])
            let c = n > 2 ? UInt32(values[i + 2]) : 0, d = n > 3 ? UInt32(values[i + 3]) : 0
            let v = a << 18 | b << 12 | c << 6 | d
            out.append(UInt8(v >> 16))
            if n > 2 { out.append(UInt8((v >> 8) & 0xFF)) }
            if n > 3 { out.append(UInt8(v & 0xFF)) }
            i += 4
        }
        return out
    }

    /// The compile options the request's options name, checked as the command line's are.
    func compileOptions() throws(Refusal) -> CompileOptions {
        var c = CompileOptions()
        if let d = options["device"] {
            guard let device = DeviceCatalog.device(named: d) else {
                throw Refusal(400, "\(UnknownName(kind: "device", name: d, suggestion: DeviceCatalog.suggestion(for: d)))")
            }
            c.device = device.id
        }
        if let o = options["orientation"] {
            guard let v = Orientation(rawValue: o) else { throw Refusal(400, "orientation is portrait or landscape, not '\(o)'") }
            c.orientation = v
        }
        if let s = options["scale"] {
            guard let v = Double(s), v.isFinite, v >= 0.5, v <= 4 else { throw Refusal(400, "scale is a number from 0.5 to 4, not '\(s)'") }
            c.scale = v
        }
        if let i = options["ios"] {
            guard let n = Int(i), let v = IOSVersion(rawValue: n) else { throw Refusal(400, "ios is 7, 8 or 9, not '\(i)'") }
            c.ios = v
        }
        return c
    }

    /// The cache key: everything that decides the output's bytes.
    var key: String {
        let opts = Self.optionNames.map { "\($0)=\(options[$0] ?? "")" }.joined(separator: "&")
        return SHA256.hex(Array("\(format.rawValue)\n\(opts)\n\(source)".utf8))
    }
}
