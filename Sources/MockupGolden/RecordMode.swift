/// When goldens are written, as in swift-snapshot-testing. Writing a golden always
/// fails the run ("recorded, re-run"), and a golden whose decoded pixels are unchanged
/// is never rewritten.
public enum RecordMode: String, Sendable, Codable, CaseIterable {
    /// Never write: a missing golden fails. The default when `CI` is set.
    case never
    /// Write goldens that do not exist yet. The default locally.
    case missing
    /// Also rewrite goldens whose comparison failed.
    case failed
    /// Rewrite every golden whose pixels differ at all, even within the limits.
    case all

    /// The mode from `--record` if given, else `MOCKUP_RECORD` (a mode name, or `1`/
    /// `true` for `all` and `0`/`false` for `never`), else `never` under CI, else `missing`.
    ///
    /// - Returns: the mode and where it came from, for the report.
    /// - Throws: `RecordModeError` naming the bad value.
    public static func resolve(flag: String?, environment: [String: String]) throws -> (mode: RecordMode, source: String) {
        if let flag {
            guard let m = RecordMode(rawValue: flag) else {
                throw RecordModeError(description: "--record is never, missing, failed or all, not '\(flag)'")
            }
            return (m, "--record")
        }
        if let env = environment["MOCKUP_RECORD"], !env.isEmpty {
            switch env.lowercased() {
            case "1", "true", "yes": return (.all, "MOCKUP_RECORD")
            case "0", "false", "no": return (.never, "MOCKUP_RECORD")
            default:
                guard let m = RecordMode(rawValue: env.lowercased()) else {
                    throw RecordModeError(
                        description: "MOCKUP_RECORD is never, missing, failed, all, 1 or 0, not '\(env)'")
                }
                return (m, "MOCKUP_RECORD")
            }
        }
        if let ci = environment["CI"], !ci.isEmpty, !["0", "false", "no"].contains(ci.lowercased()) {
            return (.never, "CI")
        }
        return (.missing, "default")
    }
}

/// A bad `--record` or `MOCKUP_RECORD` value.
public struct RecordModeError: Error, CustomStringConvertible {
    public var description: String
}
