import Foundation

extension GoldenReport {
    /// The message of a run that did not pass, for `Issue.record` or `XCTFail`; `nil` when it
    /// passed. It says what failed (or what was re-recorded), where the artifacts are and what to
    /// do next; `rerecord` is the command that re-records failing frames (the default suits
    /// `swift test`; the other modes' commands are derived from it).
    public func failureMessage(rerecord: String = "SEGUE_RECORD=failed swift test") -> String? {
        guard !passed else { return nil }
        if overwroteGoldens { return overwriteMessage(rerecord: rerecord) }
        var lines = [headline] + failureLines(recordMissing: mode(.missing, in: rerecord)).map { "  " + $0 }
        if hasNoGoldens { return lines.joined(separator: "\n") }
        if !failedFrames.isEmpty {
            lines.append("Artifacts (actual frames, and diff images expected | difference in red | actual): \(artifactsFolder)/")
        }
        if metaFails {
            lines.append("If the change is intended, re-record with: \(rerecord) (it also removes the frames the render no longer has)")
        } else if failedFrames.isEmpty {
            lines.append("Delete the orphan goldens, or re-record the folder with: \(mode(.all, in: rerecord))")
        } else {
            if failedFrames.contains(where: { $0.outcome == .missing }) {
                lines.append("Missing goldens are not recorded in this mode; record them with: \(mode(.missing, in: rerecord))")
            }
            lines.append("If the change is intended, re-record with: \(rerecord)"
                + (orphans.isEmpty ? "" : " (\(mode(.all, in: rerecord)) also removes orphan goldens)"))
        }
        return lines.joined(separator: "\n")
    }

    /// The first line of a failure: what kind of failure, and where the goldens are.
    private var headline: String {
        let folder = "(goldens in \(goldenFolder))"
        if metaFails { return "\(name): the render no longer has the goldens' frames \(folder)" }
        if failedFrames.isEmpty { return "\(name): \(GoldenReport.counted(orphans.count, "orphan golden frame")) (orphans fail under CI) \(folder)" }
        if hasNoGoldens { return "\(name): no goldens yet \(folder)" }
        return "\(name): \(failedFrames.count) of \(GoldenReport.counted(frames.count, "golden frame")) fail \(folder)"
    }

    /// A run of mode `all`, or `failed` that re-recorded: it fails once, saying what it wrote.
    private func overwriteMessage(rerecord: String) -> String {
        let written = GoldenReport.counted(recordedFiles.count, "frame")
        var lines = mode == .all
            ? ["\(name): recorded \(written) in \(goldenFolder) (record mode all); run again without it to verify"]
            : ["\(name): re-recorded \(written) in \(goldenFolder); run again to verify"]
        lines += rewriteLines.map { "  " + $0 }
        if frames.contains(where: \.wasRerecorded) {
            lines.append("Artifacts (the frames as rendered, and diff images against the old goldens): \(artifactsFolder)/")
        }
        return lines.joined(separator: "\n")
    }

    /// What a run that overwrote goldens changed: the frame count or size it re-recorded for,
    /// the frames it re-recorded, the orphan frames it removed. Each line starts with the name.
    public var rewriteLines: [String] {
        var lines: [String] = []
        if !metaFails, let metaChange { lines.append("\(name): \(metaChange)") }
        lines += frames.filter(\.wasRerecorded).map { "\(name): \($0.line)" }
        lines += removedOrphans.map { "\(name): removed orphan golden \($0)" }
        return lines
    }

    /// `rerecord` with its `SEGUE_RECORD=failed` (or `--record failed`) made `mode`.
    private func mode(_ mode: RecordMode, in rerecord: String) -> String {
        rerecord.replacingOccurrences(of: "=failed", with: "=" + mode.rawValue)
            .replacingOccurrences(of: "--record failed", with: "--record " + mode.rawValue)
    }
}

/// `1 frame`, `4 frames`: a count with its noun, plural when it is not 1.
extension GoldenReport {
    /// `1 frame`, `2 frames`: a count with its noun, for messages.
    public static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
