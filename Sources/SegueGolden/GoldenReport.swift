/// The result of verifying one subject against its goldens: every sampled frame's outcome, the
/// orphan golden files, what `golden.json` said, and where the goldens and artifacts are.
///
/// A run passes when no frame differs or is missing, the frame count and pixel size are those
/// the goldens were recorded with, no orphan counts as a failure, and the run wrote over no
/// golden: modes `all` and `failed` fail when they overwrite (as swift-snapshot-testing's record
/// mode does), so a run that changed the goldens is never mistaken for one that verified them.
/// Writing goldens that did not exist (`missing`) passes.
public struct GoldenReport: Hashable, Sendable {
    /// The golden folder's name (the subject's name, or its source's).
    public var name: String
    /// `DIR/<name>`: where the goldens are.
    public var goldenFolder: String
    /// `output/<name>/verify`: where the actual frames and diff images of failures are written.
    public var artifactsFolder: String
    /// The record mode the run used.
    public var mode: RecordMode
    /// The frame count and pixel size of this run's render, and how it was sampled and drawn.
    public var renderedMeta: GoldenMeta
    /// What the folder's `golden.json` said before the run; `nil` when it had none (unknown).
    public var recordedMeta: GoldenMeta?
    /// The sampled frames' results, in increasing frame order.
    public var frames: [GoldenFrameResult]
    /// Golden frames this run does not produce (left in place), by their frame file names
    /// (`frame-0099.png`), also when they are frames of `frames.png` (`layout`).
    public var orphans: [String]
    /// Orphan frame files removed (mode `all`, or `failed` after a changed frame count).
    public var removedOrphans: [String]
    /// Whether orphans fail the run (by default: under CI); otherwise they are `warnings`.
    public var orphansFail: Bool
    /// What the run wrote into the golden folder, as it was logged (`recorded DIR/fade: 5 frames
    /// (0, 0.25, 0.5, 0.75, 1 s) at scale 1`); `nil` when it wrote nothing.
    public var recordingLine: String?
    /// The compared frames as instants of time, golden beside actual (`GoldenInstant`), for a
    /// run that verified (wrote no golden); empty for one that recorded, or with no goldens.
    public var instants: [GoldenInstant]
    /// How the golden folder keeps its frames after the run, which says where an orphan is.
    public var layout: GoldenLayout
    /// `OUT/<name>/verify/golden-frames` when the run compared a `frames.png`'s frames staged
    /// there as files and left them (`verifyGoldens(…, keepsStagedGoldens: true)`, or a run that
    /// failed, whose report and diff show them); `nil` otherwise.
    public var stagingFolder: String? = nil

    /// A report from its parts, as `verifyGoldens` assembles it; nothing is checked or derived here.
    public init(name: String, goldenFolder: String, artifactsFolder: String, mode: RecordMode,
                renderedMeta: GoldenMeta, recordedMeta: GoldenMeta?, frames: [GoldenFrameResult],
                orphans: [String], removedOrphans: [String], orphansFail: Bool, recordingLine: String? = nil,
                instants: [GoldenInstant] = [], layout: GoldenLayout = .frames) {
        self.name = name
        self.goldenFolder = goldenFolder
        self.artifactsFolder = artifactsFolder
        self.mode = mode
        self.renderedMeta = renderedMeta
        self.recordedMeta = recordedMeta
        self.frames = frames
        self.orphans = orphans
        self.removedOrphans = removedOrphans
        self.orphansFail = orphansFail
        self.recordingLine = recordingLine
        self.instants = instants
        self.layout = layout
    }

    /// Frames in the whole render (the sampled ones are in `frames`).
    public var frameCount: Int { renderedMeta.frameCount }

    /// The frames that fail the run: those that differ from their golden or have none.
    public var failedFrames: [GoldenFrameResult] { frames.filter(\.failed) }

    /// `the frame count changed from 91 to 73` when the render no longer has the frame count or
    /// pixel size the goldens were recorded with; `nil` when it has, or when that is unknown.
    public var metaChange: String? { recordedMeta?.change(to: renderedMeta) }

    /// Whether the changed frame count or size fails the run: in `missing` and `never`, which
    /// then write nothing; `failed` and `all` re-record instead.
    public var metaFails: Bool { metaChange != nil && (mode == .missing || mode == .never) }

    /// Whether the run wrote over existing goldens: always in mode `all`, and in `failed` when a
    /// frame or the frame count had changed.
    public var overwroteGoldens: Bool {
        switch mode {
        case .all: true
        case .failed: metaChange != nil || frames.contains(where: \.wasRerecorded)
        case .missing, .never: false
        }
    }

    /// True when nothing failed, nothing was overwritten and no orphan counts as a failure.
    public var passed: Bool {
        failedFrames.isEmpty && !metaFails && !overwroteGoldens && (orphans.isEmpty || !orphansFail)
    }

    /// Files written into the golden folder by this run.
    public var recordedFiles: [String] {
        frames.compactMap {
            switch $0.outcome {
            case .recorded, .rerecorded: $0.file
            default: nil
            }
        }
    }

    /// True for a subject with no goldens yet: its golden folder holds none of the sampled
    /// frames, no other frame and no `golden.json` (a new template under a mode that does not record).
    public var hasNoGoldens: Bool {
        recordedMeta == nil && orphans.isEmpty && !frames.isEmpty && frames.allSatisfy { $0.outcome == .missing }
    }

    /// One line per thing that fails the run: a changed frame count or size, failing frames,
    /// orphans when they fail. Each starts with the name.
    public var failureLines: [String] { failureLines(recordMissing: "record mode missing") }

    /// `failureLines`, where a subject with no goldens at all is one line (not one per frame)
    /// ending with `recordMissing`, how to record them (`--record missing` on the command line).
    public func failureLines(recordMissing: String) -> [String] {
        if hasNoGoldens {
            return ["\(name): no goldens in \(goldenFolder) (\(GoldenReport.counted(frames.count, "frame")) to record): record with \(recordMissing)"]
        }
        var lines: [String] = []
        if metaFails, let metaChange { lines.append("\(name): \(metaChange) since the goldens were recorded") }
        // After a changed frame count the missing frames and orphans only echo the change.
        lines += failedFrames.filter { !metaFails || $0.outcome != .missing }.map { "\(name): \($0.line)" }
        if recordedMeta == nil && frames.contains(where: { $0.outcome == .missing }) && !orphans.isEmpty {
            lines.append("\(name): the frames changed: the goldens hold \(orphans.count) frame(s) this run does not produce, "
                + "and it samples frames \(frames.map { String($0.index) }.joined(separator: ", ")) of \(frameCount)")
        }
        if orphansFail && !metaFails { lines += orphanLines(label: "orphan golden") }
        return lines
    }

    /// What the run found that does not fail it: orphan frames, when they do not fail (locally)
    /// and are not explained by a changed frame count. `segue verify` prints them; a test can
    /// print them from `verifyGoldens(…)`'s report.
    public var warnings: [String] {
        orphansFail || metaFails ? [] : orphanLines(label: "warning: orphan golden")
    }

    /// `fade: warning: orphan golden frame-0099.png: not produced by this run (5 frames); delete DIR/fade/frame-0099.png`;
    /// for a frame of `frames.png`, how to drop it from there.
    private func orphanLines(label: String) -> [String] {
        orphans.map { "\(name): \(label) \($0): not produced by this run (\(frameCount) frames); \(orphanRemedy($0))" }
    }

    /// How to get rid of the orphan `file`: `delete DIR/fade/frame-0099.png`, or for a frame of
    /// `frames.png`, `re-record with mode all to drop it from DIR/fade/frames.png`.
    public func orphanRemedy(_ file: String) -> String {
        layout == .apng ? "re-record with mode all to drop it from \(goldenFolder)/\(GoldenLayout.packedFileName)"
            : "delete \(goldenFolder)/\(file)"
    }
}
