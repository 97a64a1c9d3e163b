import Foundation

/// Markdown documents for `mockup markdown`: lines built from the pieces CommonMark's
/// block rules turn on (fences, list items, quotes, HTML blocks, the tool's own
/// comments and links), under random containers, some repeated thousands of times, with
/// byte flips.
enum MarkdownMaker {
    static let pieces = [
        "```mockup", "```", "~~~mockup", "~~~", "````mockup", "````", "```mockup name=a", "```mockup name=../out",
        "```mockup device: ipad landscape", "```mockup pdf", "```mockup scale: 9", "```mockup alt=\"x\"", "``` mockup",
        "<!-- mockup:source", "-->", "<!-- mockup -->", "![m](images/a.png)<!-- mockup -->",
        "![m](../../etc/passwd)<!-- mockup -->", "<pre>", "</pre>", "<div>", "<!--", "# Title", "---", "***", "",
        "status-bar", "navigation-bar title: \"A\"", "button \"OK\"", "include \"x.mockup\"", "screen device: iphone-6",
        "label \"\u{1B}]0;x\u{7}\"", "\t", "    indented", "1) x", "2. y", "> > >", "- - -",
    ]
    static let containers = ["- ", "> ", "  ", "1. ", "\t", "* ", ">", "    ", "10) "]

    static func make(_ r: inout SeededRandom, seeds: [[UInt8]]) -> (bytes: [UInt8], how: String) {
        var lines: [String] = []
        let count = r.chance(0.1) ? 1 + r.below(3_000) : 1 + r.below(60)
        var how = "\(count) lines"
        for _ in 0..<count {
            let prefix = (0..<(r.chance(0.5) ? 0 : r.below(5))).map { _ in r.pick(containers) }.joined()
            var body = r.pick(pieces)
            if r.chance(0.3), let seed = seeds.isEmpty ? nil : r.pick(seeds) {
                let seedLines = String(decoding: seed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                body = String(r.pick(seedLines))
            }
            lines.append(prefix + body)
        }
        if r.chance(0.05) {
            let nest = 1 + r.below(200)
            lines += (0..<nest).map { String(repeating: "  ", count: $0) + "- a" }
            how += ", \(nest) nested items"
        }
        var bytes = Array((lines.joined(separator: r.chance(0.1) ? "\r\n" : "\n") + (r.chance(0.8) ? "\n" : "")).utf8)
        if r.chance(0.2), !bytes.isEmpty {
            for _ in 0..<(1 + r.below(4)) { bytes[r.below(bytes.count)] = UInt8(truncatingIfNeeded: r.next()) }
            how += ", byte flips"
        }
        if r.chance(0.05) { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        return (bytes, how)
    }

    static func make(_ r: inout SeededRandom, seeds: [[UInt8]], part: String) -> ProcessCase {
        let (doc, how) = make(&r, seeds: seeds)
        let mode = r.pick([["--check"], [], ["--replace"], ["--check", "--no-lint"], ["--out-dir", "img"]])
        var c = ProcessCase(kind: "markdown", arguments: ["markdown"] + mode + ["doc.md"], how: how + " " + mode.joined(separator: " "))
        c.files = [("doc.md", doc), ("x.mockup", Array(part.utf8))]
        return c
    }
}

/// `report.json` files of a shard for `mockup test --merge-reports`: a real report (made
/// when the run starts) with fields replaced by hostile values, truncated, or flipped.
enum ReportMaker {
    nonisolated(unsafe) static let values: [Any] = [
        "/etc/passwd", "/proc/self/environ", "../../../../etc/passwd", "s1/a@2x.actual.png", "a@2x.actual.png", "",
        "\u{1B}[2J", "\u{FFFE}", "<script>x</script>", String(repeating: "a", count: 10_000), -1, 1e308, 9_223_372_036_854_775_807,
        NSNull(), [String: Any](), [Any](), true, "..", ".", "s1", "s1/", "//", "\u{0}",
    ]

    static func mutate(_ value: Any, _ r: inout SeededRandom, depth: Int = 0) -> Any {
        if var object = value as? [String: Any], !object.isEmpty, depth < 6 {
            let key = r.pick(object.keys.sorted())
            if r.chance(0.15) {
                object[key] = nil
            } else if r.chance(0.3) {
                object[key] = r.pick(values)
            } else {
                object[key] = mutate(object[key] as Any, &r, depth: depth + 1)
            }
            if r.chance(0.05) { object[r.pick(["artifacts", "extra", "cases", "name", "status"])] = r.pick(values) }
            return object
        }
        if var array = value as? [Any], !array.isEmpty, depth < 6 {
            let i = r.below(array.count)
            if r.chance(0.1) {
                array += Array(repeating: array[i], count: 1 + r.below(2_000))
            } else if r.chance(0.1) {
                array.remove(at: i)
            } else {
                array[i] = mutate(array[i], &r, depth: depth + 1)
            }
            return array
        }
        return r.pick(values)
    }

    static func make(_ r: inout SeededRandom, seed: ReportSeed) -> ProcessCase {
        var report = seed.report
        var how = ""
        if r.chance(0.75), let object = try? JSONSerialization.jsonObject(with: Data(report)) {
            var value: Any = object
            let n = 1 + r.below(4)
            for _ in 0..<n { value = mutate(value, &r) }
            report = (try? Array(JSONSerialization.data(withJSONObject: value))) ?? report
            how = "\(n) field mutations"
        } else if r.chance(0.5), !report.isEmpty {
            report = Array(report.prefix(r.below(report.count)))
            how = "truncated"
        } else {
            for _ in 0..<(1 + r.below(8)) where !report.isEmpty { report[r.below(report.count)] = UInt8(truncatingIfNeeded: r.next()) }
            how = "byte flips"
        }
        var c = ProcessCase(kind: "report", arguments: ["test", "--merge-reports", "s1", "--report", "merged"], how: how)
        c.files = seed.files + [("s1/report.json", report)]
        c.outputs = ["merged"]
        return c
    }
}

/// A real shard report and the files beside it, made with the binary under test.
struct ReportSeed {
    var report: [UInt8]
    var files: [(name: String, bytes: [UInt8])]

    static func make(binary: String, folder: String) -> ReportSeed? {
        let fm = FileManager.default
        try? fm.removeItem(atPath: folder)
        try? fm.createDirectory(atPath: folder + "/samples", withIntermediateDirectories: true)
        try? fm.createDirectory(atPath: folder + "/golden", withIntermediateDirectories: true)
        write(Data("status-bar\nnavigation-bar title: \"A\"\n".utf8), to: folder + "/samples/a.mockup")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = ["test", "samples", "--artifacts", "s1"]
        p.currentDirectoryURL = URL(fileURLWithPath: folder)
        p.environment = ["CI": "1", "PATH": "/usr/bin:/bin"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        p.waitUntilExit()
        guard let report = try? Array(Data(contentsOf: URL(fileURLWithPath: folder + "/s1/report.json"))) else { return nil }
        var files: [(String, [UInt8])] = [("samples/a.mockup", read(folder + "/samples/a.mockup")), ("golden/.keep", [])]
        for name in (try? fm.subpathsOfDirectory(atPath: folder + "/s1")) ?? [] where name.hasSuffix(".png") {
            files.append(("s1/" + name, read(folder + "/s1/" + name)))
        }
        return ReportSeed(report: report, files: files)
    }
}
