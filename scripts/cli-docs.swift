// Generates the man page and the bash, zsh and fish completions of `mockup` from the
// built binary's own help texts (`mockup --help`, `mockup COMMAND --help`), so they
// never drift from the commands: a command or option added to the CLI appears in all
// four on the next `scripts/package.sh`. Nothing here is hand-written per command.
//
//   swiftc -O scripts/cli-docs.swift -o /tmp/cli-docs
//   /tmp/cli-docs MOCKUP_BINARY OUT_DIR "one-line summary" YYYY-MM-DD
//
// writes OUT_DIR/mockup.1, OUT_DIR/mockup.bash, OUT_DIR/_mockup, OUT_DIR/mockup.fish.
import Foundation

// MARK: - Reading the help texts

/// One option as the help text shows it.
struct Option {
    /// `--format`, or a short one such as `-o`.
    var name: String
    /// The value's placeholder or choices as written (`FILE`, `png|pdf`); nil for a switch.
    var value: String?
    /// The option line's description, when the help has one.
    var summary = ""
    /// Choices read from the binary rather than the help (the device ids of `--device`).
    var listed: [String] = []

    /// Literal choices of the value (`png|pdf` → png, pdf); placeholders in capitals
    /// (`NAME|LIST|all` → all) and patterns (`id:NAME,...`) are left out.
    var choices: [String] {
        guard let v = value, v.contains("|") || !listed.isEmpty else { return [] }
        return listed + v.split(separator: "|").map(String.init).filter {
            $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !$0.isEmpty
        }
    }

    /// Whether the value names a file or folder (completed from the disk).
    var takesPath: Bool {
        guard let v = value, choices.isEmpty else { return false }
        let word = v.uppercased()
        return ["FILE", "DIR", "OUT", "PAGE", ".PNG", ".MD"].contains { word.contains($0) }
    }
}

/// One command: name, one-line summary, help text, options.
struct Command {
    var name: String
    var summary: String
    var help: String
    var options: [Option] = []
}

/// The version line and the commands, as the binary prints them.
struct CLI {
    var version: String
    var usage: String
    var commands: [Command]
}

/// Standard output of `binary args`; exits on failure.
func run(_ binary: String, _ args: [String]) -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: binary)
    p.arguments = args
    let out = Pipe()
    p.standardOutput = out
    do { try p.run() } catch {
        FileHandle.standardError.write(Data("cli-docs: cannot run \(binary): \(error)\n".utf8))
        exit(1)
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    guard p.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("cli-docs: '\(binary) \(args.joined(separator: " "))' failed\n".utf8))
        exit(1)
    }
    return text
}

/// Leading spaces of a line.
func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }

/// Whether `word` reads as an option's value: a placeholder in capitals (`FILE`,
/// `DIR...`, `PAGE.md`), choices (`png|pdf`) or a pattern (`x,y,w,h`, `K/N`).
func isValue(_ word: Substring) -> Bool {
    guard let first = word.first else { return false }
    return first.isUppercase || word.contains("|") || (word.contains(",") && !word.hasSuffix(","))
        || word.allSatisfy(\.isNumber)
}

/// The synopsis lines of a help text: `usage: …` and the lines that continue it
/// (indented further, or another `mockup …` form), up to the first description line.
func synopsis(_ help: String) -> [Substring] {
    var lines: [Substring] = []
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
        let t = line.drop { $0 == " " }
        if lines.isEmpty {
            if t.hasPrefix("usage:") { lines.append(line) }
        } else if t.hasPrefix("[") || t.hasPrefix("mockup ") {
            lines.append(line)
        } else {
            break
        }
    }
    return lines
}

/// An option line of the description: `  --golden DIR     golden folder…`: the option,
/// maybe a value, then two spaces or more before its description (or nothing).
func optionLine(_ line: Substring) -> Option? {
    let t = line.drop { $0 == " " }
    guard t.hasPrefix("-"), t.count > 1, t.dropFirst().first != " " else { return nil }
    let head: Substring, rest: Substring
    if let gap = t.range(of: "  ") {
        head = t[..<gap.lowerBound]
        rest = t[gap.lowerBound...].drop { $0 == " " }
    } else {
        head = t
        rest = ""
    }
    let words = head.split(separator: " ")
    guard let name = words.first, words.count <= 2 else { return nil }
    if words.count == 2 && !isValue(words[1]) { return nil }
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
    return Option(name: String(name), value: words.count == 2 ? String(words[1]) : nil, summary: String(rest))
}

/// Whether `line` continues the description of the option line `option`: indented
/// deeper than the option, not blank, not an option line itself.
func continues(_ line: Substring, after option: Substring) -> Bool {
    !line.allSatisfy({ $0 == " " }) && indent(line) > indent(option) && optionLine(line) == nil
}

/// The options of one command: from its synopsis (`[--format png|pdf]`,
/// `[--scale S | --device NAME]`) and its option lines, in order of first mention;
/// option lines supply descriptions (continuation lines joined).
func options(_ help: String) -> [Option] {
    var found: [Option] = []
    func add(_ o: Option) {
        if let i = found.firstIndex(where: { $0.name == o.name }) {
            if found[i].value == nil { found[i].value = o.value }
            if found[i].summary.isEmpty { found[i].summary = o.summary }
        } else {
            found.append(o)
        }
    }
    for line in synopsis(help) {
        // Every bracket group; alternatives inside one are separated by " | ".
        var rest = line[...]
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]") else { break }
            for alternative in rest[rest.index(after: open)..<close].components(separatedBy: " | ") {
                let words = alternative.split(separator: " ")
                guard let name = words.first, name.hasPrefix("-") else { continue }
                let value = words.count > 1 && isValue(words[1]) ? String(words[1]) : nil
                add(Option(name: String(name), value: value))
            }
            rest = rest[rest.index(after: close)...]
        }
        // Options outside brackets (`-o PAGE.md`, `mockup lint --rules`).
        let words = line.split(separator: " ").filter { !$0.contains("[") && !$0.contains("]") }
        for (i, w) in words.enumerated() where w.hasPrefix("-") && w.count > 1 {
            let value = i + 1 < words.count && isValue(words[i + 1]) ? String(words[i + 1]) : nil
            add(Option(name: String(w), value: value))
        }
    }
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    var i = synopsis(help).count
    while i < lines.count {
        guard let first = optionLine(lines[i]) else {
            i += 1
            continue
        }
        var o = first
        i += 1
        while i < lines.count, continues(lines[i], after: lines[i - 1]) {
            o.summary += " " + lines[i].drop { $0 == " " }
            i += 1
        }
        add(o)
    }
    return found.filter { $0.name != "--help" && $0.name != "-h" }
}

/// Reads the version, the command list and every command's help from `binary`.
func readCLI(_ binary: String) -> CLI {
    let version = run(binary, ["--version"]).trimmingCharacters(in: .whitespacesAndNewlines)
    let usage = run(binary, ["--help"])
    var listed: [Substring] = []
    var inList = false
    for line in usage.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("commands:") {
            inList = true
        } else if inList && indent(line) == 2 {
            listed.append(line)
        } else if inList && line.allSatisfy({ $0 == " " }) && !listed.isEmpty {
            inList = false
        }
    }
    // `  render FILE...   render .mockup files…`: the summaries start in one column,
    // the one most lines leave two spaces before (a long synopsis may leave one).
    var columns: [Int: Int] = [:]
    for line in listed {
        if let gap = line.dropFirst(2).range(of: "  ") {
            let rest = line[gap.lowerBound...].drop { $0 == " " }
            columns[line.count - rest.count, default: 0] += 1
        }
    }
    let column = columns.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? 0
    // `--device NAME` completes the catalogue's ids: the first column of `mockup devices`.
    let devices = run(binary, ["devices"]).split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard words.count > 2, words[0].allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }),
            words[1].contains("x"), words[1].first?.isNumber == true
        else { return nil }
        return String(words[0])
    }
    var commands: [Command] = []
    for line in listed {
        guard let name = line.split(separator: " ").first else { continue }
        let summary = line.count > column ? line.dropFirst(column).drop { $0 == " " } : ""
        let help = run(binary, [String(name), "--help"])
        var found = options(help)
        for i in found.indices where found[i].name == "--device" { found[i].listed = devices }
        commands.append(Command(name: String(name), summary: String(summary), help: help, options: found))
    }
    guard !commands.isEmpty else {
        FileHandle.standardError.write(Data("cli-docs: no commands in '\(binary) --help'\n".utf8))
        exit(1)
    }
    return CLI(version: version, usage: usage, commands: commands)
}

// MARK: - The man page

/// Text escaped for roff: backslashes, a leading dot or quote, and option dashes.
func roff(_ text: Substring) -> String {
    var s = text.replacingOccurrences(of: "\\", with: "\\e")
    // `-` before a letter is an option or a negative number: a minus sign, not a hyphen.
    s = s.replacingOccurrences(of: #"(^|[\s\[(|'=,])-(-?)(?=[A-Za-z0-9])"#, with: "$1\\\\-$2", options: .regularExpression)
    s = s.replacingOccurrences(of: #"\\-(-)"#, with: "\\\\-\\\\-", options: .regularExpression)
    if s.hasPrefix(".") || s.hasPrefix("'") { s = "\\&" + s }
    return s
}

/// One command's help as man source: the synopsis in no-fill mode, prose as
/// paragraphs, option lines as tagged paragraphs, further-indented blocks kept as
/// written.
func manSection(_ c: Command) -> String {
    var out = ".SS \"mockup \(c.name)\"\n"
    let lines = c.help.split(separator: "\n", omittingEmptySubsequences: false)
    let syn = synopsis(c.help)
    out += ".nf\n"
    for line in syn {
        let t = line.hasPrefix("usage: ") ? line.dropFirst(7) : line.drop { $0 == " " }
        out += "\\fB" + roff(t) + "\\fR\n"
    }
    out += ".fi\n"
    var i = syn.count
    var paragraph: [Substring] = []
    func flush() {
        if !paragraph.isEmpty {
            out += ".PP\n" + paragraph.map(roff).joined(separator: "\n") + "\n"
            paragraph = []
        }
    }
    while i < lines.count {
        let line = lines[i]
        if line.allSatisfy({ $0 == " " }) {
            flush()
            i += 1
        } else if let o = optionLine(line) {
            flush()
            var summary = o.summary
            i += 1
            while i < lines.count, continues(lines[i], after: line) {
                summary += " " + lines[i].drop { $0 == " " }
                i += 1
            }
            out += ".TP\n\\fB\(roff(o.name[...]))\\fR" + (o.value.map { " \\fI\(roff($0[...]))\\fR" } ?? "") + "\n"
            out += roff(summary[...]) + "\n"
        } else if indent(line) > 2 {
            flush()
            out += ".RS\n.nf\n"
            while i < lines.count, indent(lines[i]) > 2 {
                out += roff(lines[i].drop { $0 == " " }) + "\n"
                i += 1
            }
            out += ".fi\n.RE\n"
        } else {
            paragraph.append(line.drop { $0 == " " })
            i += 1
        }
    }
    flush()
    return out
}

/// The whole man page.
func manPage(_ cli: CLI, summary: String, date: String) -> String {
    var out = """
        .\\" Generated by scripts/cli-docs.swift from the help texts of \(cli.version); do not edit.
        .TH MOCKUP 1 "\(date)" "\(cli.version)" "User Commands"
        .SH NAME
        mockup \\- \(roff(summary[...]))
        .SH SYNOPSIS
        .B mockup
        .I command
        .RI [ options ]
        .br
        .B mockup
        .BR \\-\\-help " | " \\-\\-version
        .SH DESCRIPTION
        .B mockup
        turns text files describing iOS 7\\(en9 screens into PNG, PDF and SVG mockups.
        Each command's options follow; \\fBmockup \\fIcommand\\fB \\-\\-help\\fR prints them too.
        .SH COMMANDS

        """
    for c in cli.commands {
        out += ".TP\n.B \(c.name)\n\(roff(c.summary[...]))\n"
    }
    out += ".SH OPTIONS\n"
    for c in cli.commands { out += manSection(c) }
    out += """
        .SH EXIT STATUS
        0 on success; 1 when a render or write failed, or (\\fBdiff\\fR, \\fBtest\\fR, \\fBlint\\fR)
        the images differ or a rule is broken; 2 for bad input (syntax or scene errors,
        unreadable files) or bad usage; 127 when a shared library of the installation is
        missing (the system's loader names it).
        .SH FILES
        Fonts are read from the Debian font packages' folders
        (\\fI/usr/share/fonts/opentype/inter\\fR, \\fI/usr/share/fonts/opentype/noto\\fR,
        \\fI/usr/share/fonts/opentype/urw\\-base35\\fR, \\fI/usr/share/fonts/truetype/noto\\fR)
        through a private fontconfig configuration built in memory: no user or system
        font configuration changes a render.
        .SH ENVIRONMENT
        \\fBMOCKUP_FONT_DIRS\\fR names the folders (separated by colons) that hold the
        pinned font files, in place of the Debian folders; where a file is in neither,
        it is looked for under its name in the system's fontconfig.

        """
    return out
}

// MARK: - Completions

/// The first clause of an option's description, for the shells' one-line hints.
func hint(_ summary: String) -> String {
    var end = summary.endIndex
    for stop in [". ", "; "] {
        if let r = summary.range(of: stop), r.lowerBound < end { end = r.lowerBound }
    }
    let clause = summary[..<end]
    return clause.count <= 80 ? String(clause) : String(clause.prefix(79)) + "…"
}

/// `text` in single quotes for bash and zsh.
func shQuote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

/// The bash completion: commands, each command's options, choices after an option.
func bash(_ cli: CLI) -> String {
    var out = """
        # bash completion for mockup: generated by scripts/cli-docs.swift from the help
        # texts of \(cli.version); do not edit.
        _mockup() {
            local cur prev cmd opts
            cur="${COMP_WORDS[COMP_CWORD]}"
            prev="${COMP_WORDS[COMP_CWORD-1]}"
            if [ "$COMP_CWORD" -eq 1 ]; then
                COMPREPLY=($(compgen -W \(shQuote((cli.commands.map(\.name) + ["--help", "--version"]).joined(separator: " "))) -- "$cur"))
                return
            fi
            cmd="${COMP_WORDS[1]}"
            case "$cmd $prev" in

        """
    for c in cli.commands {
        for o in c.options where o.value != nil {
            let pattern = shQuote("\(c.name) \(o.name)")
            if !o.choices.isEmpty {
                out += "        \(pattern)) COMPREPLY=($(compgen -W \(shQuote(o.choices.joined(separator: " "))) -- \"$cur\")); return ;;\n"
            } else if o.takesPath {
                out += "        \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
            } else {
                out += "        \(pattern)) COMPREPLY=(); return ;;\n"
            }
        }
    }
    out += """
            esac
            case "$cmd" in

        """
    for c in cli.commands {
        out += "        \(shQuote(c.name))) opts=\(shQuote((c.options.map(\.name) + ["--help"]).joined(separator: " "))) ;;\n"
    }
    out += """
                *) opts="" ;;
            esac
            if [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "$opts" -- "$cur"))
            else
                COMPREPLY=($(compgen -f -- "$cur"))
            fi
        }
        complete -o filenames -F _mockup mockup

        """
    return out
}

/// A zsh `_arguments` description: brackets and colons escaped.
func zshText(_ text: String) -> String {
    var s = text.replacingOccurrences(of: "\\", with: "\\\\")
    for c in ["[", "]", ":"] { s = s.replacingOccurrences(of: c, with: "\\" + c) }
    return s
}

/// The zsh completion (`_mockup`, for a `vendor-completions` folder on `fpath`).
func zsh(_ cli: CLI) -> String {
    var out = """
        #compdef mockup
        # zsh completion for mockup: generated by scripts/cli-docs.swift from the help
        # texts of \(cli.version); do not edit.
        _mockup() {
          local -a commands
          commands=(

        """
    for c in cli.commands { out += "    \(shQuote(c.name + ":" + c.summary.replacingOccurrences(of: ":", with: "\\:")))\n" }
    out += """
          )
          if (( CURRENT == 2 )); then
            _describe -t commands 'mockup command' commands
            return
          fi
          local cmd=$words[2]
          shift words
          (( CURRENT-- ))
          case $cmd in

        """
    for c in cli.commands {
        out += "    \(shQuote(c.name)))\n      _arguments -s \\\n"
        for o in c.options {
            let summary = hint(o.summary)
            var spec = "*\(o.name)" + (summary.isEmpty ? "" : "[\(zshText(summary))]")
            if let v = o.value {
                let label = zshText(v.replacingOccurrences(of: "|", with: " or "))
                if !o.choices.isEmpty {
                    spec += ":\(label):(\(o.choices.joined(separator: " ")))"
                } else {
                    spec += ":\(label):" + (o.takesPath ? "_files" : " ")
                }
            }
            out += "        \(shQuote(spec)) \\\n"
        }
        out += "        '*:file:_files'\n      ;;\n"
    }
    out += """
          esac
        }
        if [ "$funcstack[1]" = "_mockup" ]; then
          _mockup "$@"
        else
          compdef _mockup mockup
        fi

        """
    return out
}

/// `text` in single quotes for fish.
func fishQuote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
}

/// The fish completion (`mockup.fish`, for `vendor_completions.d`).
func fish(_ cli: CLI) -> String {
    var out = """
        # fish completion for mockup: generated by scripts/cli-docs.swift from the help
        # texts of \(cli.version); do not edit.
        complete -c mockup -f
        complete -c mockup -n __fish_use_subcommand -l help -d 'show the commands'
        complete -c mockup -n __fish_use_subcommand -l version -d 'print the version'

        """
    for c in cli.commands {
        out += "complete -c mockup -n __fish_use_subcommand -a \(fishQuote(c.name)) -d \(fishQuote(c.summary))\n"
    }
    for c in cli.commands {
        let when = fishQuote("__fish_seen_subcommand_from \(c.name)")
        out += "complete -c mockup -n \(when) -F\n"
        for o in c.options {
            var line = "complete -c mockup -n \(when) "
            line += o.name.hasPrefix("--") ? "-l \(fishQuote(String(o.name.dropFirst(2))))" : "-s \(fishQuote(String(o.name.dropFirst())))"
            if o.value != nil {
                if !o.choices.isEmpty {
                    line += " -x -a \(fishQuote(o.choices.joined(separator: " ")))"
                } else {
                    line += o.takesPath ? " -r -F" : " -x"
                }
            }
            if !o.summary.isEmpty { line += " -d \(fishQuote(hint(o.summary)))" }
            out += line + "\n"
        }
    }
    return out
}

// MARK: - Main

let args = CommandLine.arguments
guard args.count == 5 else {
    FileHandle.standardError.write(Data("usage: cli-docs MOCKUP_BINARY OUT_DIR SUMMARY DATE\n".utf8))
    exit(2)
}
let cli = readCLI(args[1])
let dir = URL(fileURLWithPath: args[2])
let outputs = [
    ("mockup.1", manPage(cli, summary: args[3], date: args[4])), ("mockup.bash", bash(cli)), ("_mockup", zsh(cli)),
    ("mockup.fish", fish(cli)),
]
do {
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, text) in outputs { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
} catch {
    FileHandle.standardError.write(Data("cli-docs: \(error)\n".utf8))
    exit(1)
}
for c in cli.commands {
    print("cli-docs: \(c.name): \(c.options.count) options")
}
