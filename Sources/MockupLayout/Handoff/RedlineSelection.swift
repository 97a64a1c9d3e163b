import MockupSyntax

/// Which elements `--redlines` measures: groups of elements (`bars`, `table`, `views`,
/// `all`) and elements by their `id:` (`id:share`), comma-separated.
public struct RedlineSelection: Sendable, Hashable {
    /// The groups chosen.
    public var groups: Set<LaidOutElement.Group>
    /// The `id:` names chosen, in the order written.
    public var ids: [String]

    /// The words a selection may use besides `id:NAME`.
    public static let words = ["all"] + LaidOutElement.Group.allCases.map(\.rawValue)

    /// Everything on the screen.
    public static let all = RedlineSelection(groups: Set(LaidOutElement.Group.allCases), ids: [])

    /// Creates a selection.
    public init(groups: Set<LaidOutElement.Group>, ids: [String]) {
        self.groups = groups
        self.ids = ids
    }

    /// A selection as written on the command line (`bars,table`, `id:share,id:title`);
    /// an unknown word or an empty `id:` is an error naming it (with the closest word).
    public static func parse(_ text: String) throws(RedlineError) -> RedlineSelection {
        var selection = RedlineSelection(groups: [], ids: [])
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.filter { !$0.isWhitespace })
        }
        for part in parts {
            if part.hasPrefix("id:") {
                let name = String(part.dropFirst(3))
                guard !name.isEmpty else { throw .emptyID }
                if !selection.ids.contains(name) { selection.ids.append(name) }
            } else if part == "all" {
                selection.groups.formUnion(LaidOutElement.Group.allCases)
            } else if let g = LaidOutElement.Group(rawValue: part) {
                selection.groups.insert(g)
            } else {
                throw .unknownSelector(part, suggestion: Suggestions.closest(to: part, among: words))
            }
        }
        return selection
    }

    /// Whether `element` is measured.
    public func selects(_ element: LaidOutElement) -> Bool {
        groups.contains(element.group) || element.id.map(ids.contains) ?? false
    }

    /// The first `id:` that names no element laid out, as an error (with the closest id).
    public func check(_ elements: [LaidOutElement]) throws(RedlineError) {
        let known = Array(Set(elements.compactMap(\.id))).sorted()
        for name in ids where !known.contains(name) {
            throw .unknownID(name, suggestion: Suggestions.closest(to: name, among: known), known: known)
        }
    }
}

/// A `--redlines` selection that cannot be drawn.
public enum RedlineError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownSelector(String, suggestion: String?)
    case emptyID
    case unknownID(String, suggestion: String?, known: [String])

    public var description: String {
        switch self {
        case .unknownSelector(let word, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "unknown --redlines selector '\(word)'\(hint) (use all, bars, table, views or id:NAME, comma-separated)"
        case .emptyID:
            return "--redlines 'id:' needs a name, as in id:share"
        case .unknownID(let name, let suggestion, let known):
            if let suggestion { return "--redlines names 'id:\(name)', which no element on the screen has; did you mean 'id:\(suggestion)'?" }
            if known.isEmpty { return "--redlines names 'id:\(name)', but no element on the screen has an id" }
            return "--redlines names 'id:\(name)', which no element on the screen has (ids: \(known.joined(separator: ", ")))"
        }
    }
}
