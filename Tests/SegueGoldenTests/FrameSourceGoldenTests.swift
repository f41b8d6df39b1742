import Testing
import SegueCore
import SegueGolden
import SeguePNG

/// Three recorded frames on a 4×4 pt canvas at 1× and 10 fps, at 0, 0.1 and 0.15 s (the last
/// when the transition completed), each one node over the whole canvas in `colors[i]`.
private func recorded(_ colors: [Color], name: String = "recorded") throws -> SnapshotSequence {
    let canvas = Canvas(size: Size(unchecked: 4, 4), scale: 1, fps: 10)
    let snapshots = zip([0, 0.1, 0.15], colors).map { time, color in
        Snapshot(time: time, progress: time / 0.15, phase: .animating, tree: RenderTree(size: canvas.size, nodes: [
            RenderNode(id: "view", size: canvas.size, backgroundColor: color),
        ]))
    }
    return try SnapshotSequence(name: name, canvas: canvas, snapshots: snapshots)
}

private let green = Color(unchecked: 0, 1, 0)
private let blue = Color(unchecked: 0, 0, 1)

@Suite struct FrameSourceGoldenTests {
    @Test func recordedFramesAreRecordedThenVerifiedAsATemplateIs() throws {
        let folders = Folders()
        func verify(_ frames: SnapshotSequence, _ record: RecordMode) throws -> GoldenReport {
            try verifyGoldens(of: .frames(frames), at: .everyFrame, in: folders.goldens, record: record,
                              orphansFail: false, artifacts: folders.artifacts, log: folders.recorded.log)
        }
        let first = try verify(try recorded([red, green, blue]), .missing)
        #expect(first.passed)
        #expect(first.recordedFiles == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        // The golden folder is named after the frames; frame 1 is green on every pixel.
        let golden = try PNGDecoder.decode(file: folders.goldens + "/recorded/frame-0001.png")
        #expect(golden[0, 0] == RGBA8(r: 0, g: 255, b: 0) && golden[3, 3] == RGBA8(r: 0, g: 255, b: 0))
        // golden.json: 3 frames of 4×4 px, every frame, at 1× and 10 fps on the 4×4 pt canvas.
        let meta = try #require(try GoldenMeta.read(folder: folders.goldens + "/recorded"))
        #expect(meta == GoldenMeta(frameCount: 3, pixelSize: PixelSize(width: 4, height: 4), recording: GoldenRecording(
            recordedBy: .segueGolden, sampling: .everyFrame, scale: 1, fps: 10, canvasSize: Size(unchecked: 4, 4), font: "Inter")))
        // The same frames match.
        let again = try verify(try recorded([red, green, blue]), .never)
        #expect(again.passed && again.recordedFiles.isEmpty)
        // Frame 1 turned blue: all 16 pixels differ by Δ = (0, −255, 255), in YIQ
        // y = −120.40, i = −12.14, q = 212.61, squared distance 0.5053·y² + 0.299·i² + 0.1957·q²
        // = 16214.7, normalised √(16214.7 / 35215) = 0.6786. Frames 0 and 2 still match.
        let changed = try verify(try recorded([red, blue, blue]), .never)
        #expect(!changed.passed)
        #expect(changed.failedFrames.map(\.index) == [1])
        let message = try #require(changed.failureMessage())
        #expect(message.contains("recorded: 1 of 3 golden frames fail"))
        #expect(changed.failedFrames.first?.line == "frame 1 (frame-0001.png): 16 pixels differ (largest distance 0.6786)")
        #expect(message.contains("frame 1 (frame-0001.png): 16 pixels differ"))
    }

    @Test func aSubjectRenamesAndRescalesRecordedFramesButCannotResampleThem() throws {
        let folders = Folders()
        let frames = try recorded([red, green, blue])
        // At 2×, the 4×4 pt frames are 8×8 px, in a folder of the subject's name.
        let report = try verifyGoldens(of: .frames(frames, name: "renamed", scale: 2), at: .everyFrame, in: folders.goldens,
                                       record: .missing, orphansFail: false, artifacts: folders.artifacts, log: folders.recorded.log)
        #expect(report.name == "renamed" && report.renderedMeta.frameCount == 3
            && report.renderedMeta.pixelSize == PixelSize(width: 8, height: 8) && report.renderedMeta.recording?.scale == 2)
        #expect(try PNGDecoder.decode(file: folders.goldens + "/renamed/frame-0002.png")[7, 7] == RGBA8(r: 0, g: 0, b: 255))
        // Another fps would need frames that were never taken.
        let resampled = GoldenSubject(source: .frames(frames, images: [:]), fps: 20)
        #expect(throws: GoldenError("recorded: fps 20 would resample frames taken at 10 fps, which only a scene can do; "
            + "leave the subject's fps nil")) {
            try resampled.load()
        }
    }
}
