/// Text from an input (a source line, a file name, a field of a report) made safe to
/// print on a terminal: control characters that a terminal would act on (ESC starting
/// a sequence that retitles or clears it, BEL, a carriage return that overwrites the
/// line, C1 controls such as CSI) are shown as `\u{1B}`, the form a Swift string
/// literal would take. Tab and newline stay: messages are laid out with them.
public enum TerminalText {
    /// The text with every control character but tab and newline escaped.
    public static func shown(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { escape($0) != nil }) else { return s }
        var out = ""
        for u in s.unicodeScalars {
            if let e = escape(u) { out += e } else { out.unicodeScalars.append(u) }
        }
        return out
    }

    /// How `u` is shown when it is not shown as itself: C0 controls but tab and
    /// newline, DEL and the C1 controls.
    public static func escape(_ u: Unicode.Scalar) -> String? {
        let v = u.value
        guard (v < 0x20 && u != "\t" && u != "\n") || (0x7F...0x9F).contains(v) else { return nil }
        return "\\u{" + String(v, radix: 16, uppercase: true) + "}"
    }
}
