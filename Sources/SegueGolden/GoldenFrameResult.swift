/// What happened to one sampled frame in a golden run.
public struct GoldenFrameResult: Hashable, Sendable {
    /// What the comparison found and what the run wrote for the frame; `failed` says which outcomes fail the run.
    public enum Outcome: Hashable, Sendable {
        /// The frame equals its golden (within the options).
        case matched(DiffSummary)
        /// The frame differs from its golden beyond the options: a failure.
        case differs(DiffSummary)
        /// There is no golden and the record mode forbids writing one: a failure.
        case missing
        /// The golden was written (it was missing, or the mode is `all`).
        case recorded
        /// The frame differed and the golden was overwritten (mode `failed`).
        case rerecorded(DiffSummary)
    }

    /// The frame index in the render.
    public var index: Int
    /// The golden's file name, `frame-0015.png`.
    public var file: String
    /// What happened to the frame.
    public var outcome: Outcome

    /// The result for frame `index`, whose golden is `file`.
    public init(index: Int, file: String, outcome: Outcome) {
        self.index = index
        self.file = file
        self.outcome = outcome
    }

    /// Whether this frame fails the run.
    public var failed: Bool {
        switch outcome {
        case .differs, .missing: true
        case .matched, .recorded, .rerecorded: false
        }
    }

    /// Whether the golden was overwritten because the frame differed (mode `failed`).
    public var wasRerecorded: Bool {
        if case .rerecorded = outcome { true } else { false }
    }

    /// `frame 15 (frame-0015.png): 3 pixels differ (largest distance 0.0379)`.
    public var line: String {
        let what: String
        switch outcome {
        case .matched(let s): what = "matches (\(s))"
        case .differs(let s): what = s.description
        case .missing: what = "no golden"
        case .recorded: what = "recorded"
        case .rerecorded(let s): what = "re-recorded (\(s))"
        }
        return "frame \(index) (\(file)): \(what)"
    }
}
