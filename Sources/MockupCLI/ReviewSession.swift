#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupGolden
import MockupRegression

import MockupPlatform

/// `mockup test --review`: after the run, serves its report on 127.0.0.1 with approve
/// and reject per failing case until the page's Done, Ctrl-C or SIGTERM; then prints one
/// line per golden written and returns the run's exit code.
enum ReviewSession {
    /// The `--review` line of `mockup test --help`.
    static let help = """
          --review              after the run, serve the report on 127.0.0.1 (URL printed) with
                                approve/reject per failing case (keys j/k, a/r, 1/2/3 views);
                                approving writes that golden; Done or Ctrl-C stops and lists
                                the goldens written (docs/REGRESSION.md, "Reviewing")
        """


    static func run(_ report: RunReport, exitCode: Int32) -> Int32 {
        let state = ReviewState(report: report, actual: { ReportWriter.ownArtifact($0, .actual) })
        let open = state.order.filter(state.isApprovable).count
        guard open > 0 else {
            // Nothing to decide: no server waits for a person.
            Console.out("review: nothing to approve or reject (no case that did not pass has a render)")
            return exitCode
        }
        let token = ReviewRoutes.newToken()
        let html = HTMLReport.html(report, image: ReportWriter.ownArtifact)
        let page = Array(ReviewPage.html(report: html, state: state, token: token).utf8)
        let routes = ReviewRoutes(state: state, page: page, token: token, onDone: { StopSignal.received = 1 })
        let server: ReviewServer
        do {
            server = try ReviewServer(routes: routes)
        } catch {
            Console.err("mockup test: error: --review: \(error)")
            return 2
        }
        StopSignal.install()
        server.start()
        Console.out("review: \(server.url) (\(open) case\(open == 1 ? "" : "s") to approve or reject; Done in the page or Ctrl-C stops)")
        while !StopSignal.requested { usleep(100_000) }
        server.stop()
        server.drain(seconds: 2)
        // Waits for a write in progress; later requests are refused.
        let written = state.close()
        for e in written { Console.out("review: wrote \(e.golden) (\(e.name) approved)") }
        Console.out("review: stopped; \(written.count) golden\(written.count == 1 ? "" : "s") written")
        return exitCode
    }
}
