import Testing
import Foundation
import SegueCore
import SegueGolden
import SeguePNG

/// Goldens kept as one `frames.png` (`GoldenLayout.apng`) against goldens kept as frame files:
/// the same comparisons, the same record modes, one file. The subject is `fadeScene`: 5 frames
/// of 8×8 px at 4 fps, white (or red) fading in over black, every frame sampled (quarters of 0…4).
@Suite struct GoldenLayoutTests {
    let folders = Folders()

    func verify(_ color: Color, _ record: RecordMode, layout: GoldenLayout? = nil, orphansFail: Bool = false) throws -> GoldenReport {
        try verifyGoldens(of: .scene(fadeScene(to: color)), in: folders.goldens, record: record, orphansFail: orphansFail,
                          artifacts: folders.artifacts, layout: layout, log: folders.recorded.log)
    }

    var packed: String { folders.golden(GoldenLayout.packedFileName) }

    func contents(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The frames of `frames.png`, decoded, with the indices its tEXt lists.
    func packedFrames() throws -> (indices: String?, frames: [AnimatedPNG.Frame]) {
        let parts = try AnimatedPNG.parts(of: bytes(packed))
        return (parts.text.first { $0.keyword == "Segue frames" }?.text, try AnimatedPNG.frames(of: bytes(packed)))
    }

    @Test func apngRecordsOneFileOfTheSampledFramesWithTheirIndicesAndTimes() throws {
        let report = try verify(.white, .missing, layout: .apng)
        #expect(report.passed && report.recordedFiles.count == 5)
        #expect(contents(of: folders.goldens + "/fade") == ["frames.png", "golden.json"])
        // golden.json says so right after the pixel size; nothing else changes.
        let meta = fadeMeta(frameCount: 5)
        #expect(String(decoding: bytes(folders.golden("golden.json")), as: UTF8.self)
            == meta.replacingOccurrences(of: "\"pixelSize\": [8, 8],", with: "\"pixelSize\": [8, 8],\n  \"layout\": \"apng\","))
        // Frames 0…4, each shown until the next at 4 fps (¼ s), the last for half a second.
        let (indices, frames) = try packedFrames()
        #expect(indices == "0 1 2 3 4")
        #expect(frames.map(\.delay) == [0.25, 0.25, 0.25, 0.25, 0.5])
        // Frame k is the frame file a folder records: white at alpha k/4 over black.
        let other = Folders()
        _ = try verifyGoldens(of: .scene(fadeScene(to: .white)), in: other.goldens, record: .missing, artifacts: other.artifacts,
                              log: other.recorded.log)
        for k in 0..<5 {
            #expect(frames[k].image == (try PNGDecoder.decode(file: other.golden("frame-000\(k).png"))))
        }
        #expect(folders.recorded.lines == ["recorded \(folders.goldens)/fade: 5 frames (0, 0.25, 0.5, 0.75, 1 s) at scale 1; "
            + "5 frames in frames.png"])
        // The next run reads the layout from golden.json, compares, and writes nothing.
        let again = try verify(.white, .never)
        #expect(again.passed && again.recordingLine == nil && again.layout == .apng)
        // A passing run leaves no artifacts: the frames it staged to compare are gone.
        #expect(again.stagingFolder == nil && !exists(folders.artifacts + "/fade/verify/golden-frames"))
        let kept = try verifyGoldens(of: .scene(fadeScene(to: .white)), in: folders.goldens, record: .never,
                                     artifacts: folders.artifacts, keepsStagedGoldens: true, log: folders.recorded.log)
        #expect(kept.stagingFolder == folders.artifacts + "/fade/verify/golden-frames" && kept.instants.count == 5)
    }

    @Test func aChangedFrameFailsFrameByFrameAsInAFolder() throws {
        _ = try verify(.white, .missing, layout: .apng)
        let recorded = bytes(packed)
        let report = try verify(red, .never)
        // Frame 0 is black in both; frames 1…4 differ in all 64 pixels.
        #expect(report.failedFrames.map(\.index) == [1, 2, 3, 4])
        // Frame 4, white against red, as `VerifyGoldensTests` finds it in a folder.
        #expect(report.failedFrames.last?.line == "frame 4 (frame-0004.png): 64 pixels differ (largest distance 0.8191)")
        // The actual frame and its diff are artifacts as for a folder, and the goldens the run
        // compared are there as frame files for the report and the animated diff.
        #expect(exists(folders.artifact("frame-0001.png")) && exists(folders.artifact("frame-0001-diff.png")))
        #expect(exists(folders.artifact("diff.png")))
        let staged = folders.artifacts + "/fade/verify/golden-frames/"
        #expect(report.instants.compactMap(\.golden) == (0..<5).map { staged + "frame-000\($0).png" })
        #expect(bytes(packed) == recorded)
        // `failed` re-records into the one file: it then holds what a red recording holds.
        let rerecorded = try verify(red, .failed)
        #expect(!rerecorded.passed && rerecorded.recordedFiles.count == 4)
        let fresh = Folders()
        _ = try verifyGoldens(of: .scene(fadeScene(to: red)), in: fresh.goldens, record: .missing, artifacts: fresh.artifacts,
                              layout: .apng, log: fresh.recorded.log)
        #expect(bytes(packed) == bytes(fresh.golden("frames.png")))
        #expect(try verify(red, .never).passed)
    }

    @Test func switchingLayoutsConvertsTheGoldensHeldWithoutReRecordingThem() throws {
        _ = try verify(.white, .missing)
        let white = try (0..<5).map { try PNGDecoder.decode(file: folders.golden("frame-000\($0).png")) }
        // A red render asked for apng: its frames fail against the white goldens held, and those
        // goldens (not the red frames) are what goes into frames.png.
        let report = try verify(red, .missing, layout: .apng)
        #expect(report.failedFrames.map(\.index) == [1, 2, 3, 4])
        #expect(contents(of: folders.goldens + "/fade") == ["frames.png", "golden.json"])
        #expect(try packedFrames().frames.map(\.image) == white)
        #expect(folders.recorded.lines.last == "recorded \(folders.goldens)/fade: 5 frames in frames.png "
            + "(5 frame files packed into it and removed)")
        #expect(try verify(.white, .never).passed)
        // And back: frame files again, golden.json without the key, frames.png gone.
        let back = try verify(.white, .missing, layout: .frames)
        #expect(back.passed)
        #expect(contents(of: folders.goldens + "/fade") == ["frame-0000.png", "frame-0001.png", "frame-0002.png",
                                                            "frame-0003.png", "frame-0004.png", "golden.json"])
        #expect(try (0..<5).map { try PNGDecoder.decode(file: folders.golden("frame-000\($0).png")) } == white)
        #expect(bytes(folders.golden("golden.json")) == Array(fadeMeta(frameCount: 5).utf8))
        #expect(folders.recorded.lines.last == "recorded \(folders.goldens)/fade: 5 frames unpacked from frames.png into frame files")
    }

    @Test func neverConvertsNothing() throws {
        _ = try verify(.white, .missing)
        let report = try verify(.white, .never, layout: .apng)
        #expect(report.passed && report.recordingLine == nil)
        #expect(!exists(packed) && exists(folders.golden("frame-0000.png")))
    }

    @Test func anOrphanFrameInsideFramesPngSaysHowToDropIt() throws {
        _ = try verify(.white, .missing)
        try FileManager.default.copyItem(atPath: folders.golden("frame-0000.png"), toPath: folders.golden("frame-0099.png"))
        // Packed as it is: an orphan is kept until a run of mode all, as in a folder.
        let report = try verify(.white, .missing, layout: .apng)
        #expect(report.orphans == ["frame-0099.png"])
        #expect(report.warnings == ["fade: warning: orphan golden frame-0099.png: not produced by this run (5 frames); "
            + "re-record with mode all to drop it from \(folders.goldens)/fade/frames.png"])
        #expect(try packedFrames().indices == "0 1 2 3 4 99")
        let all = try verify(.white, .all)
        #expect(all.removedOrphans == ["frame-0099.png"] && all.orphans.isEmpty)
        #expect(try packedFrames().indices == "0 1 2 3 4")
    }

    @Test func aDamagedFramesPngIsOneLineNamingIt() throws {
        _ = try verify(.white, .missing, layout: .apng)
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: packed))
        #expect(throws: GoldenError("\(packed): not a PNG file")) { try verify(.white, .never) }
        // An APNG that does not list its frames' indices is not a golden file of Segue's.
        var animation = AnimatedPNG(width: 8, height: 8, hasAlpha: false, fps: 4)
        RGBAImage(width: 8, height: 8, fill: RGBA8(r: 0, g: 0, b: 0)).withPixelRows { animation.append($0) }
        try Data(animation.bytes()).write(to: URL(fileURLWithPath: packed))
        #expect(throws: GoldenError("\(packed): tEXt \"Segue frames\": expected 1 increasing frame indices, one a frame, "
            + "found no such chunk; delete the file and record again")) { try verify(.white, .never) }
    }

    @Test func golden_jsonNamesTheLayoutOrSaysWhatItExpected() throws {
        let folder = temporaryFolder("meta")
        try Data(#"{"frameCount": 5, "pixelSize": [8, 8], "layout": "apng"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/golden.json"))
        #expect(try GoldenMeta.read(folder: folder)?.layout == .apng)
        try Data(#"{"frameCount": 5, "pixelSize": [8, 8], "layout": "flat"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/golden.json"))
        #expect(throws: GoldenError(#"\#(folder)/golden.json: layout: expected "frames" or "apng", found "flat""#)) {
            try GoldenMeta.read(folder: folder)
        }
        // Without the key (every folder recorded before layouts) it is frames, and written without it.
        var meta = GoldenMeta(frameCount: 5, pixelSize: PixelSize(width: 8, height: 8))
        #expect(meta.text == "{\"frameCount\": 5, \"pixelSize\": [8, 8]}\n")
        meta.layout = .apng
        #expect(meta.text == "{\"frameCount\": 5, \"pixelSize\": [8, 8], \"layout\": \"apng\"}\n")
    }
}
