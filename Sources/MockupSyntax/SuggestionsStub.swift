// TEMPORARY stub until the syntax branch lands.
public enum Suggestions {
    public static func closest(to name: String, among candidates: [String]) -> String? { nil }
}
