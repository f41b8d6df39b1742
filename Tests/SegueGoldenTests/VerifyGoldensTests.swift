import Testing
import Foundation
import SegueCore
import SegueGolden
import SegueRender

/// The fade scene's golden run in fresh folders, with `record` and the artifacts beside the goldens.
struct Folders {
    let goldens = temporaryFolder("goldens")
    let artifacts = temporaryFolder("artifacts")

    func verify(_ color: Color, _ record: RecordMode) throws -> GoldenReport {
        try verifyGoldens(of: .scene(fadeScene(to: color)), in: goldens, record: record, orphansFail: false,
                          artifacts: artifacts)
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
    // The next run compares and matches.
    let again = try folders.verify(.white, .missing)
    #expect(again.passed && again.recordedFiles.isEmpty)
}

@Test func neverFailsOnAMissingGoldenAndSaysHowToRecordIt() throws {
    let folders = Folders()
    let report = try folders.verify(.white, .never)
    #expect(!report.passed)
    #expect(report.failedFrames.count == 5)
    #expect(!exists(folders.golden("frame-0000.png")))
    let message = try #require(report.failureMessage())
    #expect(message.contains("fade: frame 0 (frame-0000.png): no golden"))
    #expect(message.contains("record them with: SEGUE_RECORD=missing swift test"))
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

@Test func failedReRecordsOnlyTheFailingFrames() throws {
    let folders = Folders()
    _ = try folders.verify(.white, .missing)
    // Replace frame 0's golden with the same pixels encoded differently: a re-record would
    // write the `small` encoding over it, so unchanged bytes prove it was left alone.
    let frame0 = try PNGDecoder.decode(file: folders.golden("frame-0000.png"))
    let planted = try PNGEncoder(compression: .fast).encode(frame0)
    try Data(planted).write(to: URL(fileURLWithPath: folders.golden("frame-0000.png")))
    let report = try folders.verify(red, .failed)
    #expect(report.passed)
    #expect(report.recordedFiles == ["frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png"])
    #expect(bytes(folders.golden("frame-0000.png")) == planted)
    #expect(try folders.verify(red, .never).passed)
}

@Test func allOverwritesEveryGoldenAndRemovesOrphans() throws {
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
}

@Test func orphanFramesAreReportedAndFailOnlyWhenAsked() throws {
    let folders = Folders()
    _ = try folders.verify(.white, .missing)
    try Data([1]).write(to: URL(fileURLWithPath: folders.golden("frame-0099.png")))
    let local = try folders.verify(.white, .never)
    #expect(local.passed && local.orphans == ["frame-0099.png"])
    #expect(local.problemLines == ["fade: warning: orphan golden frame-0099.png: not produced by this run (5 frames)"])
    let strict = try verifyGoldens(of: .scene(fadeScene(to: .white)), in: folders.goldens, record: .never,
                                   orphansFail: true, artifacts: folders.artifacts)
    #expect(!strict.passed)
    #expect(strict.failureMessage()?.contains("fade: orphan golden frame-0099.png") == true)
}

@Test func goldenFailureReturnsNilWhenTheGoldensMatch() {
    let folders = Folders()
    let subject = GoldenSubject.scene(fadeScene(to: .white))
    #expect(goldenFailure(of: subject, in: folders.goldens, record: .missing, artifacts: folders.artifacts) == nil)
    #expect(goldenFailure(of: subject, in: folders.goldens, record: .never, artifacts: folders.artifacts) == nil)
    #expect(goldenFailure(of: .template("no/such.json"), in: folders.goldens, record: .never)?
        .hasPrefix("golden test could not run: no/such.json") == true)
}
