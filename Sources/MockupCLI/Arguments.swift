/// A usage error: printed with the command's usage, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

/// Command-line words split into options (`--scale 3`, `--scale=3`, `-o x`) and
/// positional arguments, checked against the options a command accepts.
struct Arguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []
    /// Every value of options that may be given more than once, in order.
    private(set) var lists: [String: [String]] = [:]

    /// `valued`: options that take a value; `repeated`: valued options that may be
    /// given several times; `switches`: options that do not take one.
    /// Short aliases map to long names (`-o` → `--output`).
    init(
        _ words: [String], valued: [String], repeated: [String] = [], switches: [String] = [],
        aliases: [String: String] = [:]
    ) throws {
        var i = 0
        var onlyPositional = false
        while i < words.count {
            let w = words[i]
            i += 1
            if onlyPositional || w == "-" || !w.hasPrefix("-") {
                positional.append(w)
                continue
            }
            if w == "--" {
                onlyPositional = true
                continue
            }
            var name = w
            var inline: String?
            if let eq = w.firstIndex(of: "="), w.hasPrefix("--") {
                name = String(w[..<eq])
                inline = String(w[w.index(after: eq)...])
            }
            name = aliases[name] ?? name
            if valued.contains(name) || repeated.contains(name) {
                let value: String
                if let v = inline {
                    value = v
                } else if i < words.count {
                    value = words[i]
                    i += 1
                } else {
                    throw UsageError("option \(name) needs a value")
                }
                values[name] = value
                lists[name, default: []].append(value)
            } else if switches.contains(name) && inline == nil {
                flags.insert(name)
            } else {
                throw UsageError("unknown option '\(w)'")
            }
        }
    }

    subscript(_ name: String) -> String? { values[name] }
}
