/// When goldens are written instead of (or as well as) compared, as swift-snapshot-testing's
/// record modes: chosen per call, or from the environment (`SEGUE_RECORD`, `CI`).
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write every sampled frame as its golden (and remove the folder's orphan frames). The run
    /// fails, saying what it recorded, as swift-snapshot-testing's record mode: it verified nothing.
    case all
    /// Write the goldens that do not exist yet (the run passes); compare the others.
    case missing
    /// Compare; write the goldens that are missing or whose frame failed, so they pass next time.
    /// A run that re-recorded fails once, saying what it re-recorded: a silent re-record would
    /// hide a change.
    case failed
    /// Only compare: a missing golden fails, with a message saying how to record it.
    case never

    /// `SEGUE_RECORD` when set (one of all, missing, failed, never); otherwise `never` when the
    /// environment looks like CI (`CI` set to anything but "", "0" or "false", as GitHub
    /// Actions, GitLab and most CI services set it) so a missing golden fails the build, and
    /// `missing` locally so a new test records its goldens on its first run.
    public static func from(environment: [String: String]) throws(GoldenError) -> RecordMode {
        if let value = environment["SEGUE_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw GoldenError("SEGUE_RECORD: expected all, missing, failed or never, found \(value)")
            }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// Whether `environment` says the process runs in CI (`CI` set and not "", "0" or "false").
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }
}
