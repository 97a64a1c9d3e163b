#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupGolden
import MockupKit
import MockupSystem
import Synchronization

import MockupPlatform

/// The cases a `mockup test --review` session may change and what was decided for each.
///
/// Only cases of the finished run are known, by their exact names; each approvable one
/// carries the PNG bytes the run rendered (read once, when the review starts, so what is
/// approved is what the page shows) and its golden's path, made from the golden folder and
/// the case name (`GoldenLayout`). Nothing a request says is ever used as a path.
final class ReviewState: Sendable {
    /// What became of a case.
    enum Decision: String, Sendable, Encodable {
        case undecided, approved, rejected
    }

    /// One failing case of the run.
    struct Entry: Sendable {
        var name: String
        var status: CaseStatus
        /// The render to approve; nil when the case has none (a file that did not compile).
        var actual: [UInt8]?
        /// `GOLDEN/NAME.png`.
        var golden: String
        /// The golden's bytes before the review, to put back when an approval is rejected;
        /// nil when there was no golden (or it could not be read: see `goldenExisted`).
        var original: [UInt8]?
        var goldenExisted: Bool
        var decision = Decision.undecided
        /// Whether the golden file now differs from before the review.
        var written = false
    }

    /// A refusal: the HTTP status and the message sent with it.
    struct Refusal: Error, Equatable {
        var status: Int
        var message: String
    }

    /// Names of every case of the run, passing ones included.
    private let known: Set<String>
    /// Failing cases, in the report's order.
    let order: [String]
    private let entries: Mutex<(cases: [String: Entry], closed: Bool)>

    /// The state for a finished run: `actual(case)` gives a case's rendered PNG.
    init(report: RunReport, actual: (CaseOutcome) -> [UInt8]?) {
        known = Set(report.cases.map(\.name))
        var cases: [String: Entry] = [:]
        var order: [String] = []
        for c in report.cases where c.status != .passed {
            let golden = GoldenLayout.goldenPath(c.name, in: report.golden)
            let approvable = [.failed, .missing, .error].contains(c.status) && Self.isPlainName(c.name)
            let png = approvable ? actual(c) : nil
            // A link counts even when it leads nowhere: a reject must never remove it.
            var st = stat()
            let existed = lstat(golden, &st) == 0
            let original = png != nil && existed ? Self.read(golden) : nil
            cases[c.name] = Entry(
                name: c.name, status: c.status, actual: png, golden: golden, original: original, goldenExisted: existed)
            order.append(c.name)
        }
        self.order = order
        entries = Mutex((cases, false))
    }

    /// Whether a case's name is a relative path of plain components, so that its golden
    /// stays inside the golden folder (case names come from file names under the inputs).
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/")
            && name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { $0 != "" && $0 != "." && $0 != ".." }
    }

    /// Whether the case has a render that can become its golden.
    func isApprovable(_ name: String) -> Bool {
        entries.withLock { $0.cases[name]?.actual != nil }
    }

    /// Golden path of a case, for the page.
    func goldenPath(_ name: String) -> String? {
        entries.withLock { $0.cases[name]?.golden }
    }

    /// Writes the case's render as its golden (atomically, creating folders inside the
    /// golden folder as recording does).
    func approve(_ name: String) throws(Refusal) -> Entry {
        try change(name) { e throws(Refusal) in
            guard let png = e.actual else { throw Refusal(status: 409, message: "\(name) has no render to approve") }
            try Self.write(png, to: e.golden)
            e.decision = .approved
            e.written = e.original != png
        }
    }

    /// Marks the case rejected; an earlier approval is undone (the old golden written
    /// back, or the new one removed when there was none).
    func reject(_ name: String) throws(Refusal) -> Entry {
        try change(name) { e throws(Refusal) in
            if e.decision == .approved {
                if let old = e.original {
                    try Self.write(old, to: e.golden)
                } else if e.goldenExisted {
                    throw Refusal(status: 409, message: "cannot put back \(e.golden): it could not be read when the review started")
                } else if unlink(e.golden) != 0 && errno != ENOENT {
                    throw Refusal(status: 500, message: "cannot remove \(e.golden): \(String(cString: strerror(errno)))")
                }
                e.written = false
            }
            e.decision = .rejected
        }
    }

    /// Ends the session: later requests are refused; the goldens written, in the report's order.
    func close() -> [Entry] {
        entries.withLock { state in
            state.closed = true
            return order.compactMap { state.cases[$0] }.filter(\.written)
        }
    }

    private func change(_ name: String, _ body: (inout Entry) throws(Refusal) -> Void) throws(Refusal) -> Entry {
        try entries.withLock { state throws(Refusal) in
            if let r = refusal(locked: state, name) { throw r }
            guard var e = state.cases[name] else { throw Refusal(status: 404, message: "'\(name)' is not a case of this run") }
            try body(&e)
            state.cases[name] = e
            return e
        }
    }

    /// The refusal for a name that is not a failing case with a render, or for any
    /// name once the review has stopped.
    private func refusal(locked state: (cases: [String: Entry], closed: Bool), _ name: String) -> Refusal? {
        if state.closed { return Refusal(status: 409, message: "the review has stopped") }
        guard let e = state.cases[name] else {
            return known.contains(name)
                ? Refusal(status: 409, message: "\(name) passed: there is nothing to approve or reject")
                : Refusal(status: 404, message: "'\(name)' is not a case of this run")
        }
        if e.actual == nil {
            return Refusal(status: 409, message: "\(name) is \(e.status.rawValue) with no render: there is nothing to approve or reject")
        }
        return nil
    }

    /// The most of an old golden kept to put back: the comparison's limit for PNG files.
    static let maxGoldenBytes = 128 << 20

    /// The bytes of a regular file (links followed) of at most `maxGoldenBytes`; nil otherwise.
    private static func read(_ path: String) -> [UInt8]? {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_size <= maxGoldenBytes,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return Array(data)
    }

    private static func write(_ bytes: [UInt8], to path: String) throws(Refusal) {
        do {
            let folder = PathText.deletingLastComponent(path)
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try AtomicFile.write(bytes, to: path)
        } catch let e as AtomicFile.WriteError {
            throw Refusal(status: 500, message: e.description)
        } catch {
            throw Refusal(status: 500, message: "cannot write \(path): \(error)")
        }
    }
}
