#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupKit

/// The options on a mockup block's fence line, ```` ```mockup device=iphone-6 alt="Login" ````:
/// words `key=value`, a value in double quotes when it holds spaces (`\"` and `\\`
/// inside). Screen options (device, orientation, scale, ios) are checked by the
/// command line's own `ScreenOverrides`, as `--device` and the others are.
struct FenceOptions {
    /// Every key, in the order the docs list them.
    static let keys = ["device", "orientation", "scale", "ios", "format", "alt", "name"]

    /// One `key=value` word and where it is (scalar offsets in the options text).
    struct Word {
        var key: String
        var value: String
        var keyOffset: Int
        var valueOffset: Int
    }

    /// A problem at a scalar offset of the options text.
    struct Problem: Error {
        var offset: Int
        var length: Int
        var message: String
        var notes: [String] = []
    }

    private(set) var words: [String: Word] = [:]

    subscript(_ key: String) -> String? { words[key]?.value }

    /// Reads the options text; throws the first problem.
    init(_ text: String) throws(Problem) {
        let s = Array(text.unicodeScalars)
        var i = 0
        while true {
            while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
            guard i < s.count else { break }
            let keyStart = i
            while i < s.count, s[i] != "=", s[i] != " ", s[i] != "\t" { i += 1 }
            var key = ""
            key.unicodeScalars.append(contentsOf: s[keyStart..<i])
            guard Self.keys.contains(key) else {
                let near = HostDocument.closest(to: key, among: Self.keys)
                throw Problem(
                    offset: keyStart, length: key.unicodeScalars.count, message: "unknown option '\(key)'",
                    notes: (near.map { ["did you mean '\($0)'?"] } ?? []) + ["options: " + Self.keys.map { $0 + "=" }.joined(separator: ", ")])
            }
            guard i < s.count, s[i] == "=" else {
                throw Problem(offset: keyStart, length: key.unicodeScalars.count, message: "option '\(key)' needs a value: write \(key)=…")
            }
            i += 1
            let valueStart = i
            var value = ""
            if i < s.count, s[i] == "\"" {
                i += 1
                var closed = false
                while i < s.count {
                    if s[i] == "\\", i + 1 < s.count, s[i + 1] == "\"" || s[i + 1] == "\\" {
                        value.unicodeScalars.append(s[i + 1])
                        i += 2
                    } else if s[i] == "\"" {
                        i += 1
                        closed = true
                        break
                    } else {
                        value.unicodeScalars.append(s[i])
                        i += 1
                    }
                }
                guard closed else {
                    throw Problem(offset: valueStart, length: 1, message: "unterminated string", notes: ["a quoted value ends with \" on the fence line"])
                }
                guard i >= s.count || s[i] == " " || s[i] == "\t" else {
                    throw Problem(offset: i, length: 1, message: "expected a space after the quoted value of '\(key)'")
                }
            } else {
                while i < s.count, s[i] != " ", s[i] != "\t" {
                    value.unicodeScalars.append(s[i])
                    i += 1
                }
                if value.unicodeScalars.contains("\"") {
                    throw Problem(offset: valueStart, length: value.unicodeScalars.count, message: "a quoted value must start with \"")
                }
            }
            if words[key] != nil {
                throw Problem(offset: keyStart, length: key.unicodeScalars.count, message: "option '\(key)' is given twice")
            }
            words[key] = Word(key: key, value: value, keyOffset: keyStart, valueOffset: valueStart)
        }
    }

    /// What the block's image is: its screen options (these over the command line's),
    /// format, alt text and file name; throws a problem at the offending value.
    func resolve(defaults: [String]) throws(Problem) -> ImageSpec {
        func problem(_ key: String, _ message: String, notes: [String] = []) -> Problem {
            let w = words[key]
            return Problem(offset: w?.valueOffset ?? 0, length: max(1, w?.value.unicodeScalars.count ?? 1), message: message, notes: notes)
        }
        // Each screen option alone first, so that a bad value is reported where it is,
        // in the fence's own words (scale=, not --scale).
        var overrides: [String] = []
        // In the order written, so that the first bad one is the first reported.
        for w in words.values.sorted(by: { $0.keyOffset < $1.keyOffset }) {
            let key = w.key
            guard ["device", "orientation", "scale", "ios"].contains(key) else { continue }
            do {
                _ = try ScreenOverrides(Arguments(["--\(key)", w.value], valued: ["--\(key)"]))
            } catch {
                if "\(error)".contains("draws one screen") {
                    throw problem(key, "a block makes one image: give one \(key), not '\(w.value)'")
                }
                let text = "\(error)".replacing("--\(key)", with: "\(key)=")
                    .replacing("; run 'mockup devices' for the list", with: "")
                throw problem(key, text, notes: key == "device" ? ["'mockup devices' lists them"] : [])
            }
            overrides += ["--\(key)", w.value]
        }
        let screen: ScreenOverrides
        do {
            screen = try ScreenOverrides(
                Arguments(defaults + overrides, valued: ["--device", "--orientation", "--scale", "--ios", "--format"]))
        } catch {
            throw Problem(offset: 0, length: 1, message: "\(error)")
        }
        var spec = ImageSpec(screen: screen, pdf: false, alt: self["alt"], name: self["name"])
        let format = self["format"] ?? Arguments.value(of: "--format", in: defaults) ?? "png"
        guard ["png", "pdf"].contains(format) else { throw problem("format", "format= is png or pdf, not '\(format)'") }
        spec.pdf = format == "pdf"
        if let name = spec.name {
            guard ImageSpec.isPlainName(name) else {
                throw problem(
                    "name", "name= is a file name without folders: letters, digits, '.', '-' and '_', not '\(name)'",
                    notes: ["the image is written into the images folder (--out-dir) and nowhere else"])
            }
            if name.lowercased().hasSuffix(".png") || name.lowercased().hasSuffix(".pdf") {
                throw problem("name", "name= takes no extension: format= chooses it", notes: ["write name=\(name.dropLast(4))"])
            }
        }
        return spec
    }
}

/// What determines a block's image and its link.
struct ImageSpec {
    var screen: ScreenOverrides
    var pdf: Bool
    var alt: String?
    var name: String?

    var fileExtension: String { pdf ? "pdf" : "png" }

    /// At most 100 letters, digits, `.`, `-` and `_`, starting with a letter or digit.
    static func isPlainName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 100, isWordScalar(first) else { return false }
        return name.unicodeScalars.allSatisfy { isWordScalar($0) || $0 == "." || $0 == "-" || $0 == "_" }
    }

    private static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)
    }

    /// The text hashed into an image's name: everything that decides its bytes (the
    /// tool's version, the format, the screen options as resolved, the block's text).
    func hashInput(text: String) -> String {
        let device = screen.devices?.first?.id ?? ""
        let orientation = screen.orientations?.first?.rawValue ?? ""
        let scale = screen.scale.map(RenderCommand.scaleText) ?? ""
        let ios = screen.ios.map { String($0.rawValue) } ?? ""
        return "\(toolVersion)\nformat=\(fileExtension)\ndevice=\(device)\norientation=\(orientation)\nscale=\(scale)\nios=\(ios)\n\n\(text)"
    }
}

extension Arguments {
    /// The value of `option` in a word list of `--option value` pairs (the last one).
    static func value(of option: String, in words: [String]) -> String? {
        var found: String?
        var i = 0
        while i + 1 < words.count {
            if words[i] == option { found = words[i + 1] }
            i += 2
        }
        return found
    }
}
