import Foundation

/// One input run as a `mockup` process: the files written into its folder, the
/// arguments, and what the harness knows about the input.
struct ProcessCase {
    var kind: String
    var files: [(name: String, bytes: [UInt8])] = []
    var fifos: [String] = []
    var arguments: [String]
    /// The output file the command would write (must be absent after a failure).
    var outputs: [String] = []
    /// Inputs certainly invalid: exit 0 is a finding.
    var invalidInput = false
    var how: String
    /// Render cases need `file:line:col` on exit 2; diff cases name the input file.
    var isRender: Bool { arguments.first == "render" }
}

/// The seeds every process case draws from.
struct Seeds {
    var pngs: [[UInt8]]
    var icons: [String]
    var imageMockup: String
    var iconMockup: String
    var plainMockup: String
}

enum CaseMaker {
    static let scales = [
        "1", "2", "3", "0", "-1", "0x2", "0X2", "2.0", "2e0", "1e308", "1e309", "nan", "inf", "-inf", "0.0001", "1e-320",
        "9223372036854775807", "3.000001", "4", "10", "100", " 2", "2 ", "", "+2", "٢", "2.5",
    ]
    static let ioses = ["7", "8", "9", "6", "10", "0", "-1", "8.0", "0x8", "9223372036854775808", "", "ios8", "+8"]
    static let devices = ["iphone-6", "iphone-6-plus", "iphone-5", "ipad", "IPHONE-6", "", "x", "iphone-6\u{0}", "../../etc"]
    static let ints = [
        "0", "1", "-1", "255", "256", "9223372036854775807", "9223372036854775807", "9223372036854775806",
        "4611686018427387904", "9223372036854775808", "-9223372036854775808",
        "4294967296", "0x10", "1e3", "", "nan", "2147483648", "1.5",
    ]
    static let ratios = ["0", "1", "0.5", "-0", "-0.1", "1.0000001", "nan", "inf", "1e-320", "0x1", ""]

    static func ignoreValue(_ r: inout SeededRandom) -> String {
        let parts = (0..<(r.chance(0.9) ? 4 : r.below(7))).map { _ in r.pick(ints) }
        var v = parts.joined(separator: ",")
        if r.chance(0.2) { v += ";" + (0..<4).map { _ in r.pick(ints) }.joined(separator: ",") }
        return v
    }

    static func make(kind: String, _ r: inout SeededRandom, seeds: Seeds) -> ProcessCase {
        switch kind {
        case "png-diff":
            let a = PNGMutator.mutate(seeds.pngs, &r)
            var c = ProcessCase(kind: kind, arguments: ["diff"], how: a.how)
            c.files.append(("a.png", a.bytes))
            if r.chance(0.3) {
                c.arguments += ["a.png", "a.png"]
                c.invalidInput = a.invalid
            } else {
                c.files.append(("b.png", r.chance(0.5) ? r.pick(seeds.pngs) : PNGMutator.mutate(seeds.pngs, &r).bytes))
                c.arguments += r.chance(0.5) ? ["a.png", "b.png"] : ["b.png", "a.png"]
            }
            if r.chance(0.3) {
                c.arguments += ["-o", "diff.png"]
                c.outputs.append("diff.png")
            }
            if r.chance(0.2) {
                c.arguments += ["--panels", "panels.png"]
                c.outputs.append("panels.png")
            }
            if r.chance(0.3) { c.arguments += ["--profile", "perceptual"] }
            return c
        case "png-image":
            let a = PNGMutator.mutate(seeds.pngs, &r)
            var c = ProcessCase(kind: kind, arguments: ["render", "main.mockup", "-o", "out.png"], how: a.how)
            c.files = [("main.mockup", Array(seeds.imageMockup.utf8)), ("img.png", a.bytes)]
            c.outputs = ["out.png"]
            return c
        case "svg":
            let s = SVGMutator.mutate(seeds.icons, &r)
            var c = ProcessCase(kind: kind, arguments: ["render", "main.mockup", "-o", "out.png"], how: s.how)
            c.files = [("main.mockup", Array(seeds.iconMockup.utf8)), ("icon.svg", Array(s.text.utf8))]
            c.outputs = ["out.png"]
            return c
        case "fifo":
            let which = r.below(4)
            var c = ProcessCase(kind: kind, arguments: ["render", "main.mockup", "-o", "out.png"], how: "")
            c.outputs = ["out.png"]
            switch which {
            case 0:
                c.files = [("main.mockup", Array((seeds.plainMockup + "\ninclude \"part.mockup\"\n").utf8))]
                c.fifos = ["part.mockup"]
                c.how = "include of a FIFO"
            case 1:
                c.files = [("main.mockup", Array(seeds.imageMockup.utf8))]
                c.fifos = ["img.png"]
                c.how = "image: a FIFO"
            case 2:
                c.files = [("main.mockup", Array(seeds.iconMockup.utf8))]
                c.fifos = ["icon.svg"]
                c.how = "icon: a FIFO"
            default:
                c.fifos = ["main.mockup"]
                c.how = "main file a FIFO"
            }
            return c
        default:  // "flags"
            if r.chance(0.5) {
                var c = ProcessCase(kind: kind, arguments: ["render", "main.mockup"], how: "render flags")
                c.files = [("main.mockup", Array(seeds.plainMockup.utf8))]
                if r.chance(0.7) { c.arguments += ["--scale", r.pick(scales)] }
                if r.chance(0.4) { c.arguments += ["--ios", r.pick(ioses)] }
                if r.chance(0.4) { c.arguments += ["--device", r.pick(devices)] }
                if r.chance(0.2) { c.arguments += ["--orientation", r.pick(["landscape", "portrait", "up", ""])] }
                if r.chance(0.2) { c.arguments += ["--format", r.pick(["pdf", "png", "PNG", "gif", ""])] }
                let out = r.chance(0.3) ? "out.pdf" : "out.png"
                c.arguments += ["-o", out]
                c.outputs = [out]
                return c
            }
            let (a, b) = PNGMutator.pair(&r)
            var c = ProcessCase(kind: kind, arguments: ["diff", "a.png", "b.png"], how: "diff flags")
            c.files = [("a.png", a), ("b.png", r.chance(0.2) ? a : b)]
            for _ in 0..<r.below(3) { c.arguments += ["--ignore", ignoreValue(&r)] }
            if r.chance(0.3) { c.arguments += ["--profile", r.pick(["strict", "perceptual", "x"])] }
            if r.chance(0.3) { c.arguments += ["--threshold", r.chance(0.5) ? r.pick(ints) : r.pick(ratios)] }
            if r.chance(0.3) { c.arguments += ["--max-diff-pixels", r.pick(ints)] }
            if r.chance(0.3) { c.arguments += ["--max-diff-ratio", r.pick(ratios)] }
            if r.chance(0.3) {
                c.arguments += ["-o", "diff.png"]
                c.outputs.append("diff.png")
            }
            if r.chance(0.2) {
                c.arguments += ["--panels", "panels.png"]
                c.outputs.append("panels.png")
            }
            return c
        }
    }
}
