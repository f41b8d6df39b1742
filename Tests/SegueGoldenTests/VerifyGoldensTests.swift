import Testing
import Foundation
import SegueCore
import SegueGolden
import SeguePNG

/// The fade scene's golden run in fresh folders, with `record` and the artifacts beside the goldens.
struct Folders {
    let goldens = temporaryFolder("goldens")
    let artifacts = temporaryFolder("artifacts")
    /// The recording lines of every run, in order.
    let recorded = CollectedLog()

    func verify(_ color: Color, _ record: RecordMode, duration: Double = 1) throws -> GoldenReport {
        try verifyGoldens(of: .scene(fadeScene(to: color, duration: duration)), in: goldens, record: record,
                          orphansFail: false, artifacts: artifacts, log: recorded.log)
    }

    func golden(_ file: String) -> String { goldens + "/fade/" + file }
    func artifact(_ file: String) -> String { artifacts + "/fade/verify/" + file }
}

@Test func missingRecordsTheAbsentGoldensAndPasses() throws {
    let folders = Folders()
    let report = try folders.verify(.white, .missing)
    // 5 frames, quarters of 0…4: every one sampled, none there yet.
    #expect(report.passed)
    #expect(report.recordedFiles == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png"])
    #expect(exists(folders.golden("frame-0004.png")))
    // golden.json records the render, 5 frames of 8×8 px, and how it was sampled and drawn.
    #expect(bytes(folders.golden("golden.json")) == Array(fadeMeta(frameCount: 5).utf8))
    // Recording says so: frames 0…4 of the 4 fps clock are at 0, ¼ … 1 s.
    #expect(folders.recorded.lines == ["recorded \(folders.goldens)/fade: 5 frames (0, 0.25, 0.5, 0.75, 1 s) at scale 1"])
    // The next run compares and matches, and writes (and says) nothing.
    let again = try folders.verify(.white, .missing)
    #expect(again.passed && again.recordedFiles.isEmpty && again.recordingLine == nil)
    #expect(folders.recorded.lines.count == 1)
}

@Test func neverFailsOnAMissingGoldenAndSaysHowToRecordIt() throws {
    let folders = Folders()
    let report = try folders.verify(.white, .never)
    #expect(!report.passed)
    #expect(report.failedFrames.count == 5)
    #expect(!exists(folders.golden("frame-0000.png")))
    let message = try #require(report.failureMessage())
    // A subject with no goldens at all is one line, not one per frame, with the command.
    #expect(report.hasNoGoldens)
    #expect(message == "fade: no goldens yet (goldens in \(folders.goldens)/fade)\n"
        + "  fade: no goldens in \(folders.goldens)/fade (5 frames to record): record with SEGUE_RECORD=missing swift test")
    // The actual frame is left as an artifact to look at.
    #expect(exists(folders.artifact("frame-0000.png")))
}

@Test func aChangedFrameFailsWithArtifactsAndTheReRecordCommand() throws {
    let folders = Folders()
    _ = try folders.verify(.white, .missing)
    let report = try folders.verify(red, .never)
    // Frame 0 shows only the black from-screen in both; frames 1…4 show white or red at
    // alpha k/4 over black, so all 8·8 = 64 pixels differ. Frame 4 is white against red:
    // Δ = (0, 255, 255), squared distance 23625.69, normalised √(23625.69 / 35215) = 0.8191.
    #expect(report.failedFrames.map(\.index) == [1, 2, 3, 4])
    #expect(report.failedFrames.last?.line == "frame 4 (frame-0004.png): 64 pixels differ (largest distance 0.8191)")
    let message = try #require(report.failureMessage())
    #expect(message.contains("fade: 4 of 5 golden frames fail"))
    #expect(message.contains(folders.artifacts + "/fade/verify/"))
    #expect(message.contains("re-record with: SEGUE_RECORD=failed swift test"))
    #expect(exists(folders.artifact("frame-0004.png")) && exists(folders.artifact("frame-0004-diff.png")))
    #expect(!exists(folders.artifact("frame-0000.png")))
}

@Test func failedReRecordsOnlyTheFailingFramesAndFailsOnceSayingSo() throws {
    let folders = Folders()
    _ = try folders.verify(.white, .missing)
    // Replace frame 0's golden with the same pixels encoded differently: a re-record would
    // write the `small` encoding over it, so unchanged bytes prove it was left alone.
    let frame0 = try PNGDecoder.decode(file: folders.golden("frame-0000.png"))
    let planted = try PNGEncoder(compression: .fast).encode(frame0)
    try Data(planted).write(to: URL(fileURLWithPath: folders.golden("frame-0000.png")))
    let report = try folders.verify(red, .failed)
    // Frames 1…4 show white against red now (see the test above): re-recorded, and the run
    // fails once so the change is seen.
    #expect(!report.passed)
    #expect(report.recordedFiles == ["frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png"])
    #expect(bytes(folders.golden("frame-0000.png")) == planted)
    let message = try #require(report.failureMessage())
    #expect(message.hasPrefix("fade: re-recorded 4 frames in \(folders.goldens)/fade; run again to verify\n"))
    #expect(message.contains("  fade: frame 4 (frame-0004.png): re-recorded (64 pixels differ (largest distance 0.8191))"))
    #expect(try folders.verify(red, .never).passed)
    // Nothing differs now: `failed` re-records nothing and passes.
    #expect(try folders.verify(red, .failed).passed)
}

@Test func allOverwritesEveryGoldenRemovesOrphansAndFailsOnce() throws {
    let folders = Folders()
    _ = try folders.verify(.white, .missing)
    let frame0 = try PNGDecoder.decode(file: folders.golden("frame-0000.png"))
    try Data(try PNGEncoder(compression: .fast).encode(frame0)).write(to: URL(fileURLWithPath: folders.golden("frame-0000.png")))
    try Data([1]).write(to: URL(fileURLWithPath: folders.golden("frame-0099.png")))
    let report = try folders.verify(.white, .all)
    #expect(report.recordedFiles.count == 5)
    #expect(report.removedOrphans == ["frame-0099.png"])
    #expect(bytes(folders.golden("frame-0000.png")) == (try PNGEncoder(compression: .small).encode(frame0)))
    #expect(!exists(folders.golden("frame-0099.png")))
    // Like swift-snapshot-testing's record mode, a run that wrote every golden verified nothing.
    #expect(report.failureMessage() == """
        fade: recorded 5 frames in \(folders.goldens)/fade (record mode all); run again without it to verify
          fade: removed orphan golden frame-0099.png
        """)
}

@Test func aChangedFrameCountFailsInMissingModeAndWritesNothing() throws {
    let folders = Folders()
    _ = try folders.verify(.white, .missing)
    // 1.5 s at 4 fps is 7 frames; the quarters of 0…6 are 0, 1.5→2, 3, 4.5→5, 6, so frames 5
    // and 6 have no golden and the old frames 1 and 4 are not sampled.
    let report = try folders.verify(.white, .missing, duration: 1.5)
    #expect(!report.passed)
    #expect(report.metaChange == "the frame count changed from 5 to 7")
    #expect(!exists(folders.golden("frame-0005.png")))
    #expect(bytes(folders.golden("golden.json")) == Array(fadeMeta(frameCount: 5).utf8))
    let message = try #require(report.failureMessage())
    #expect(message.hasPrefix("fade: the render no longer has the goldens' frames (goldens in \(folders.goldens)/fade)\n"
        + "  fade: the frame count changed from 5 to 7 since the goldens were recorded\n"))
    #expect(message.hasSuffix("If the change is intended, re-record with: SEGUE_RECORD=failed swift test "
        + "(it also removes the frames the render no longer has)"))
    #expect(goldenFailure(of: .scene(fadeScene(to: .white, duration: 1.5)), in: folders.goldens, record: .missing,
                          artifacts: folders.artifacts, log: folders.recorded.log) != nil)
}

@Test func failedReRecordsAChangedFrameCountAndRemovesTheOldFrames() throws {
    let folders = Folders()
    _ = try folders.verify(.white, .missing)
    // The sampled frames of the 7-frame render are 0, 2, 3, 5, 6 (see the test above): frames 2
    // and 3 now show alpha 2/6 and 3/6 instead of 2/4 and 3/4, so they differ; 5 and 6 are new.
    let report = try folders.verify(.white, .failed, duration: 1.5)
    #expect(!report.passed)
    #expect(report.recordedFiles == ["frame-0002.png", "frame-0003.png", "frame-0005.png", "frame-0006.png"])
    #expect(report.removedOrphans == ["frame-0001.png", "frame-0004.png"])
    #expect(bytes(folders.golden("golden.json")) == Array(fadeMeta(frameCount: 7).utf8))
    // Frames 2, 3, 5, 6 of the 4 fps clock: 0.5, 0.75, 1.25 and 1.5 s.
    #expect(folders.recorded.lines.last == "recorded \(folders.goldens)/fade: 4 frames (0.5, 0.75, 1.25, 1.5 s) at scale 1")
    #expect(report.failureMessage()?.hasPrefix("fade: re-recorded 4 frames in \(folders.goldens)/fade; run again to verify\n"
        + "  fade: the frame count changed from 5 to 7\n") == true)
    #expect(try folders.verify(.white, .never, duration: 1.5).passed)
}

@Test func aFolderWithoutGoldenJSONIsUnknownAndGetsOneOnTheNextRecord() throws {
    let folders = Folders()
    _ = try folders.verify(.white, .missing)
    try FileManager.default.removeItem(atPath: folders.golden("golden.json"))
    let never = try folders.verify(.white, .never)
    #expect(never.passed && never.recordedMeta == nil && !exists(folders.golden("golden.json")))
    let missing = try folders.verify(.white, .missing)
    #expect(missing.passed && missing.recordedFiles.isEmpty)
    #expect(exists(folders.golden("golden.json")))
}

@Test func orphanFramesAreWarningsLocallyAndFailuresWhenAsked() throws {
    let folders = Folders()
    _ = try folders.verify(.white, .missing)
    try Data([1]).write(to: URL(fileURLWithPath: folders.golden("frame-0099.png")))
    let local = try folders.verify(.white, .never)
    #expect(local.passed && local.orphans == ["frame-0099.png"] && local.failureLines.isEmpty)
    #expect(local.warnings == ["fade: warning: orphan golden frame-0099.png: not produced by this run (5 frames); "
        + "delete \(folders.goldens)/fade/frame-0099.png"])
    let strict = try verifyGoldens(of: .scene(fadeScene(to: .white)), in: folders.goldens, record: .never,
                                   orphansFail: true, artifacts: folders.artifacts)
    #expect(!strict.passed && strict.warnings.isEmpty)
    // Only an orphan fails: the message says so, not "0 of 5 golden frames fail".
    #expect(strict.failureMessage() == """
        fade: 1 orphan golden frame (orphans fail under CI) (goldens in \(folders.goldens)/fade)
          fade: orphan golden frame-0099.png: not produced by this run (5 frames); delete \(folders.goldens)/fade/frame-0099.png
        Delete the orphan goldens, or re-record the folder with: SEGUE_RECORD=all swift test
        """)
}

@Test func goldenFailureReturnsNilWhenTheGoldensMatch() {
    let folders = Folders()
    let subject = GoldenSubject.scene(fadeScene(to: .white))
    #expect(goldenFailure(of: subject, in: folders.goldens, record: .missing, artifacts: folders.artifacts) == nil)
    #expect(goldenFailure(of: subject, in: folders.goldens, record: .never, artifacts: folders.artifacts) == nil)
    // `failed` with nothing changed re-records nothing and passes.
    #expect(goldenFailure(of: subject, in: folders.goldens, record: .failed, artifacts: folders.artifacts) == nil)
    #expect(goldenFailure(of: .template("no/such.json"), in: folders.goldens, record: .never)?
        .hasPrefix("golden test could not run: no/such.json") == true)
}
