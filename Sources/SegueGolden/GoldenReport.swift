import Foundation

/// The result of verifying one subject against its goldens: every sampled frame's outcome, the
/// orphan golden files, and where the goldens and artifacts are.
public struct GoldenReport: Hashable, Sendable {
    /// The golden folder's name (the scene's name).
    public var name: String
    /// `DIR/<name>`: where the goldens are.
    public var goldenFolder: String
    /// `output/<name>/verify`: where the actual frames and diff images of failures are written.
    public var artifactsFolder: String
    /// Frames in the whole render (the sampled ones are in `frames`).
    public var frameCount: Int
    public var frames: [GoldenFrameResult]
    /// Frame files in the golden folder that this run does not produce (left in place).
    public var orphans: [String]
    /// Orphan frame files removed because the record mode was `all`.
    public var removedOrphans: [String]
    /// Whether orphans fail the run (by default: under CI).
    public var orphansFail: Bool

    public init(name: String, goldenFolder: String, artifactsFolder: String, frameCount: Int,
                frames: [GoldenFrameResult], orphans: [String], removedOrphans: [String], orphansFail: Bool) {
        self.name = name
        self.goldenFolder = goldenFolder
        self.artifactsFolder = artifactsFolder
        self.frameCount = frameCount
        self.frames = frames
        self.orphans = orphans
        self.removedOrphans = removedOrphans
        self.orphansFail = orphansFail
    }

    public var failedFrames: [GoldenFrameResult] { frames.filter(\.failed) }

    /// True when no frame failed and no orphan counts as a failure.
    public var passed: Bool { failedFrames.isEmpty && (orphans.isEmpty || !orphansFail) }

    /// Files written into the golden folder by this run.
    public var recordedFiles: [String] {
        frames.compactMap {
            switch $0.outcome {
            case .recorded, .rerecorded: $0.file
            default: nil
            }
        }
    }

    /// One line per problem: failing frames, a changed frame set, orphans (as warnings unless
    /// they fail).
    public var problemLines: [String] {
        var lines = failedFrames.map { "\(name): \($0.line)" }
        let missing = frames.contains { $0.outcome == .missing }
        if missing && !orphans.isEmpty {
            lines.append("\(name): the frames changed: the goldens hold \(orphans.count) frame(s) this run does not produce, "
                + "and it samples frames \(frames.map { String($0.index) }.joined(separator: ", ")) of \(frameCount)")
        }
        let label = orphansFail ? "orphan golden" : "warning: orphan golden"
        lines += orphans.map { "\(name): \(label) \($0): not produced by this run (\(frameCount) frames)" }
        return lines
    }

    /// The message of a failed run, for `Issue.record` or `XCTFail`; `nil` when it passed.
    /// It says what differs, where the artifacts are and how to re-record; `rerecord` is the
    /// command that re-records (the default suits `swift test`).
    public func failureMessage(rerecord: String = "SEGUE_RECORD=failed swift test") -> String? {
        guard !passed else { return nil }
        var lines = ["\(name): \(failedFrames.count) of \(frames.count) golden frames fail (goldens in \(goldenFolder))"]
        lines += problemLines.map { "  " + $0 }
        if !failedFrames.isEmpty {
            lines.append("Artifacts (actual frames, and diff images expected | difference in red | actual): \(artifactsFolder)/")
        }
        if failedFrames.contains(where: { $0.outcome == .missing }) {
            lines.append("Missing goldens are not recorded in this mode; record them with: "
                + rerecord.replacingOccurrences(of: "=failed", with: "=missing"))
        }
        lines.append("If the change is intended, re-record with: \(rerecord)"
            + (orphans.isEmpty ? "" : " (SEGUE_RECORD=all also removes orphan goldens)"))
        return lines.joined(separator: "\n")
    }
}
