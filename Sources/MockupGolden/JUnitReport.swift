import MockupSystem

/// JUnit XML for CI systems: one `testcase` per case, `failure` for failed, missing and
/// recorded cases (the run fails for each), `error` for errors.
public enum JUnitReport {
    /// The XML document for `report`.
    public static func xml(_ report: RunReport) -> String {
        let failures = report.cases.filter { [.failed, .missing, .recorded].contains($0.status) }.count
        let errors = report.cases.filter { $0.status == .error }.count
        var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        s += "<testsuites name=\"mockup test\" tests=\"\(report.cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(report.milliseconds))\">\n"
        s += "  <testsuite name=\"\(escape(report.golden))\" tests=\"\(report.cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(report.milliseconds))\">\n"
        s += "    <properties>\n"
        s += "      <property name=\"profile\" value=\"\(escape(report.profile.label))\"/>\n"
        s += "      <property name=\"record\" value=\"\(report.record.rawValue)\"/>\n"
        s += "    </properties>\n"
        for c in report.cases.sorted(by: { $0.name < $1.name }) {
            s += "    <testcase classname=\"\(escape(c.source))\" name=\"\(escape(c.name))\" time=\"\(seconds(c.milliseconds))\""
            let body: String
            switch c.status {
            case .passed:
                s += "/>\n"
                continue
            case .error:
                body = "      <error message=\"\(escape(c.detail))\" type=\"error\"/>\n"
            case .failed, .missing, .recorded:
                var text = c.detail
                for (k, v) in c.artifacts.sorted(by: { $0.key < $1.key }) { text += "\n\(k): \(v)" }
                if let cmd = c.acceptCommand { text += "\naccept: \(cmd)" }
                body = "      <failure message=\"\(escape(c.status.rawValue + ": " + c.detail))\" type=\"\(c.status.rawValue)\">\(escape(text))</failure>\n"
            }
            s += ">\n" + body + "    </testcase>\n"
        }
        s += "  </testsuite>\n</testsuites>\n"
        return s
    }

    static func seconds(_ ms: Double) -> String { PixelComparison.fixed(ms / 1000, 3) }

    /// XML text and attribute escaping (newlines kept, `'` as a reference).
    public static func escape(_ s: String) -> String {
        XMLText.escaped(s, keepingNewlines: true, also: ["'"])
    }
}
