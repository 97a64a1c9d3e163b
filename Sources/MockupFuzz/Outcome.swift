/// What one fuzz input did, as the harness classifies it. The raw values are the words
/// of the summary lines and the folder names under `artifacts/fuzz/`.
enum Outcome: String, CaseIterable, Sendable {
    /// Exit 0, 1 or 2 with a well-formed message: the tool did its job.
    case ok
    /// Killed by a signal (trap, abort, segmentation fault).
    case crash
    /// Still running after the time limit; killed.
    case hang
    /// Exit 2 whose message has neither `file:line:col: error:` nor the usage form.
    case badMessage = "bad-message"
    /// A `.*.tmp` file left in the scratch folder after the run.
    case leftover
    /// An output file written although the run failed.
    case outputAfterFailure = "output-after-failure"
    /// Peak resident memory above the ceiling (or killed by the address-space limit).
    case memory
    /// A message naming an absolute (machine) path instead of a project-relative one.
    case machinePath = "machine-path"
    /// A render that failed with exit 1 (an input problem should be exit 2 at its line).
    case renderFailed = "render-failed"
    /// A file known to be corrupt accepted as a match (exit 0).
    case acceptedInvalid = "accepted-invalid"
    /// Any other exit status.
    case badExit = "bad-exit"
}
