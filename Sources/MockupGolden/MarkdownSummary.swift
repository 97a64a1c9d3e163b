/// `mockup test --summary FILE`: the run in Markdown, for a CI job summary
/// (`$GITHUB_STEP_SUMMARY`) or a pull-request comment. A heading with the totals, the
/// profile and record mode, one table row per case that did not pass (its status,
/// name, difference and links to its images), the accept commands folded away, and a
/// link to the HTML report. Links are relative to the summary's own folder.
public enum MarkdownSummary {
    /// The summary of `report` written at `path` (its links are relative to that
    /// file's folder); `reportFolder` is where `index.html` is, if one was written.
    public static func markdown(_ report: RunReport, path: String, reportFolder: String?) -> String {
        let from = folder(of: path)
        let failing = report.cases.filter { $0.status != .passed }
        var out = "## mockup test: "
        out += failing.isEmpty ? "all \(report.cases.count) case\(report.cases.count == 1 ? "" : "s") passed\n\n" : text(report.totalsLine) + "\n\n"
        var facts = ["profile \(text(report.profile.label))", "record \(report.record.rawValue) (\(text(report.recordSource)))"]
        if let shard = report.shard { facts.append("shard \(text(shard))") }
        if let dir = reportFolder { facts.append("[report](\(link(join(dir, "index.html"), from: from)))") }
        out += facts.joined(separator: " · ") + "\n"
        if !report.environmentWarnings.isEmpty {
            out += "\n> **The goldens were recorded in another environment:** " + text(report.environmentWarnings.joined(separator: ", ")) + "\n"
        }
        guard !failing.isEmpty else { return out }
        out += "\n| status | case | difference | images |\n| --- | --- | --- | --- |\n"
        for c in failing {
            let images = ["panels", "diff", "actual", "expected"].compactMap { kind in
                c.artifacts[kind].map { "[\(kind)](\(link($0, from: from)))" }
            }
            out += "| \(c.status.rawValue) | \(code(c.name)) | \(text(c.detail)) | \(images.joined(separator: " · ")) |\n"
        }
        let commands = failing.compactMap(\.acceptCommand)
        if !commands.isEmpty {
            out += "\n<details><summary>Accept the renders (after looking at them)</summary>\n\n```sh\n"
            out += commands.map { $0.replacingNewlines() }.joined(separator: "\n") + "\n```\n\n</details>\n"
        }
        return out
    }

    /// Text in a table cell or a line: Markdown's and HTML's special characters escaped,
    /// line breaks as spaces.
    static func text(_ s: String) -> String {
        var out = ""
        for ch in s.replacingNewlines() {
            switch ch {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!": out += "\\" + String(ch)
            default: out.append(ch)
            }
        }
        return out
    }

    /// A name as inline code, fenced by more backticks than it holds; `|` escaped, as a
    /// table cell needs.
    static func code(_ s: String) -> String {
        var longest = 0, run = 0
        for ch in s { run = ch == "`" ? run + 1 : 0; longest = max(longest, run) }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = s.hasPrefix("`") || s.hasSuffix("`") ? " " : ""
        return fence + pad + s.replacingNewlines().replacing("|", with: "\\|") + pad + fence
    }

    /// `path` relative to the folder `from` (both as the run was given them), each
    /// segment percent-encoded where a Markdown link needs it.
    static func link(_ path: String, from: [String]) -> String {
        let to = segments(path)
        // A summary written above the working folder: the path as given.
        guard !from.contains("..") else { return to.map(encode).joined(separator: "/") }
        guard !path.hasPrefix("/") else { return "/" + to.map(encode).joined(separator: "/") }
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + to[common...].map(encode)).joined(separator: "/")
    }

    static func folder(of path: String) -> [String] { Array(segments(path).dropLast()) }

    static func segments(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." && !$0.isEmpty }
    }

    static func join(_ a: String, _ b: String) -> String { GoldenLayout.join(a, b) }

    static func encode(_ segment: String) -> String {
        var out = ""
        for byte in segment.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~@+,=".contains(c) { out.append(c) } else { out += "%" + hex(byte) }
        }
        return out
    }

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
    }
}

extension String {
    /// Line breaks (and other vertical space) as single spaces: one table row stays one line.
    fileprivate func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
