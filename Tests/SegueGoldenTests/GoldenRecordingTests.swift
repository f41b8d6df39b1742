import Testing
import Foundation
import SegueCore
import SegueGolden

/// `golden.json` records how the goldens were made, runs are checked against it, and a folder
/// belongs to whoever recorded it.
@Suite struct GoldenRecordingTests {
    @Test func goldenJSONSpellsOutHowTheGoldensWereMade() throws {
        let folders = Folders()
        _ = try folders.verify(.white, .missing)
        // The fade scene: 8×8 pt at 1× and 4 fps, 1 s (frames 0…4), light, no device or variant.
        #expect(String(decoding: bytes(folders.golden("golden.json")), as: UTF8.self) == """
            {
              "frameCount": 5,
              "pixelSize": [8, 8],
              "recordedBy": "SegueGolden",
              "sampling": {
                "fractions": [0, 0.25, 0.5, 0.75, 1]
              },
              "scale": 1,
              "fps": 4,
              "canvas": {
                "size": [8, 8]
              },
              "appearance": "light",
              "font": "Inter"
            }

            """)
        // And reads back as written.
        let meta = try #require(try GoldenMeta.read(folder: folders.goldens + "/fade"))
        #expect(meta.text == fadeMeta(frameCount: 5))
    }

    @Test func aDeviceAVariantAndDarkAreRecorded() throws {
        // The shipped variants template rendered rtl (loaded, not rendered), and an iPhone 16 canvas read dark.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let rtl = try GoldenSubject.template(root + "/Templates/variants-slide-push.json", variant: .rtl, scale: 0.25)
        let source = try rtl.load().source
        let recording = GoldenRecording(of: source, sampling: .quarters, recordedBy: .segueGolden)
        #expect(recording.variant == "rtl" && recording.scale == 0.25 && recording.appearance == .light)
        #expect(GoldenMeta(of: source, sampling: .quarters, recordedBy: .segueGolden).text.contains("\n  \"variant\": \"rtl\",\n  \"font\": \"Inter\"\n}"))
        var canvas = Canvas(device: try #require(Device.named("iPhone 16")))
        canvas.appearance = .dark
        let phone = GoldenRecording(recordedBy: .segueVerify, sampling: .everyFrame, scale: 3, fps: 60, canvasSize: canvas.size,
                                    device: canvas.device?.name, appearance: canvas.appearance)
        let text = GoldenMeta(frameCount: 1, pixelSize: PixelSize(width: 1179, height: 2556), recording: phone).text
        #expect(text.contains("\"sampling\": \"all\"") && text.contains("\"device\": \"iPhone 16\"") && text.contains("\"appearance\": \"dark\""))
    }

    @Test func aGoldenJSONFromBeforeTheRecordingStillVerifiesAndIsBroughtUpToDateWhenRecording() throws {
        let folders = Folders()
        _ = try folders.verify(.white, .missing)
        // The one-line file of earlier Segue versions: frame count and pixel size only.
        let old = "{\"frameCount\": 5, \"pixelSize\": [8, 8]}\n"
        try Data(old.utf8).write(to: URL(fileURLWithPath: folders.golden("golden.json")))
        let never = try folders.verify(.white, .never)
        #expect(never.passed && never.recordedMeta?.recording == nil && never.recordedMeta?.frameCount == 5)
        #expect(bytes(folders.golden("golden.json")) == Array(old.utf8))
        // A run that may record writes the full file, and says so; no frame is touched.
        let missing = try folders.verify(.white, .missing)
        #expect(missing.passed && missing.recordedFiles.isEmpty)
        #expect(missing.recordingLine == "recorded \(folders.goldens)/fade: golden.json only (no frame written)")
        #expect(bytes(folders.golden("golden.json")) == Array(fadeMeta(frameCount: 5).utf8))
    }

    @Test func aScaleOtherThanTheRecordedOneIsOneErrorNamingBoth() throws {
        let folders = Folders()
        _ = try folders.verify(.white, .missing)
        let before = try FileManager.default.contentsOfDirectory(atPath: folders.goldens + "/fade").sorted()
        let scaled = GoldenSubject.scene(fadeScene(to: .white), scale: 2)
        for mode in [RecordMode.never, .missing, .failed] {
            #expect(throws: GoldenError("\(folders.goldens)/fade/golden.json: recorded at scale 1, not scale 2 "
                + "(re-record with SEGUE_RECORD=all, or verify at the recorded scale)")) {
                try verifyGoldens(of: scaled, in: folders.goldens, record: mode, artifacts: folders.artifacts, log: folders.recorded.log)
            }
        }
        // Nothing was written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folders.goldens + "/fade").sorted() == before)
        #expect(bytes(folders.golden("golden.json")) == Array(fadeMeta(frameCount: 5).utf8))
        // `all` re-records at the new scale: 8 pt at 2× is 16 px.
        let all = try verifyGoldens(of: scaled, in: folders.goldens, record: .all, artifacts: folders.artifacts, log: folders.recorded.log)
        #expect(all.recordingLine == "recorded \(folders.goldens)/fade: 5 frames (0, 0.25, 0.5, 0.75, 1 s) at scale 2")
        #expect(try GoldenMeta.read(folder: folders.goldens + "/fade")?.recording?.scale == 2)
    }

    @Test func anotherFontThanTheRecordedOneIsOneError() throws {
        let folders = Folders()
        _ = try folders.verify(.white, .missing)   // drawn with the default, Inter
        var subject = GoldenSubject.scene(fadeScene(to: .white))
        subject.fontFamily = "DejaVu Sans"
        #expect(throws: GoldenError("\(folders.goldens)/fade/golden.json: recorded at font Inter, not font DejaVu Sans "
            + "(re-record with SEGUE_RECORD=all, or verify at the recorded font)")) {
            try verifyGoldens(of: subject, in: folders.goldens, record: .missing, artifacts: folders.artifacts, log: folders.recorded.log)
        }
        // A golden.json from before fonts were recorded holds no font, which no font contradicts.
        var meta = try #require(try GoldenMeta.read(folder: folders.goldens + "/fade"))
        meta.recording?.font = nil
        #expect(meta.recording?.conflicts(with: GoldenRecording(recordedBy: .segueGolden, sampling: .quarters, scale: 1, fps: 4,
                                                                 canvasSize: Size(unchecked: 8, 8), font: "DejaVu Sans"),
                                          frameCount: 5) == [])
    }

    /// A text size other than large is recorded after the appearance, and contradicting it is
    /// one error; large, the default, is left out, so older files read as large.
    @Test func theTextSizeIsRecordedAndChecked() throws {
        let folders = Folders()
        var scene = fadeScene(to: .white)
        scene.canvas.contentSize = .accessibilityLarge
        _ = try verifyGoldens(of: .scene(scene), in: folders.goldens, record: .missing, artifacts: folders.artifacts, log: folders.recorded.log)
        let text = String(decoding: bytes(folders.golden("golden.json")), as: UTF8.self)
        #expect(text.contains(#""appearance": "light",\#n  "contentSize": "accessibilityLarge",\#n  "font": "Inter""#))
        #expect(throws: GoldenError("\(folders.goldens)/fade/golden.json: recorded at contentSize accessibilityLarge, not contentSize large "
            + "(re-record with SEGUE_RECORD=all, or verify at the recorded contentSize)")) {
            try folders.verify(.white, .never)
        }
        #expect(try GoldenMeta.read(folder: folders.goldens + "/fade")?.recording?.contentSize == .accessibilityLarge)
    }

    @Test func anotherSamplingIsAnErrorUnlessItPicksTheSameFrames() throws {
        let folders = Folders()
        _ = try folders.verify(.white, .missing)
        let subject = GoldenSubject.scene(fadeScene(to: .white))
        #expect(throws: GoldenError("\(folders.goldens)/fade/golden.json: recorded at sampling fractions 0, 0.25, 0.5, 0.75, 1, "
            + "not sampling fractions 0, 1 (re-record with SEGUE_RECORD=all, or verify at the recorded sampling)")) {
            try verifyGoldens(of: subject, at: .fractions([0, 1]), in: folders.goldens, record: .missing,
                              artifacts: folders.artifacts, log: folders.recorded.log)
        }
        // Frames 0…4 are the quarters of a 5-frame render: the same frames, so no contradiction.
        let same = try verifyGoldens(of: subject, at: .frames([0, 1, 2, 3, 4]), in: folders.goldens, record: .never,
                                     artifacts: folders.artifacts, log: folders.recorded.log)
        #expect(same.passed)
        // And another fps (8: frames 0…8) is named too.
        #expect(throws: GoldenError("\(folders.goldens)/fade/golden.json: recorded at fps 4, not fps 8 "
            + "(re-record with SEGUE_RECORD=all, or verify at the recorded fps)")) {
            try verifyGoldens(of: .scene(fadeScene(to: .white), fps: 8), in: folders.goldens, record: .never,
                              artifacts: folders.artifacts, log: folders.recorded.log)
        }
    }

    @Test func recordedSettingsFollowTheRulesAndWordsOfTheirFlags() throws {
        // A run takes golden.json's scale and fps when --scale and --fps are left out, so the file
        // is held to what those flags accept (0.25 to 4, and 1 to 240 whole frames a second), in
        // their words: a scale of 5 is not a canvas of too many pixels, and 1e308 is not "inf".
        let folders = Folders()
        _ = try folders.verify(.white, .missing)
        let cases: [(String, String, String)] = [
            ("\"scale\": 1", "\"scale\": 5", "scale: expected a number from 0.25 to 4, found 5"),
            ("\"scale\": 1", "\"scale\": 1e308", "scale: expected a number from 0.25 to 4, found 1e+308"),
            ("\"scale\": 1", "\"scale\": true", "scale: expected a number, found true"),
            ("\"fps\": 4", "\"fps\": 241", "fps: expected 1 to 240, found 241"),
            ("\"fps\": 4", "\"fps\": 24.5", "fps: expected 1 to 240, found 24.5"),
            ("\"font\": \"Inter\"", "\"font\": 7", "font: expected a font family name, found 7"),
            ("\"appearance\": \"light\"", "\"appearance\": \"dim\"", "appearance: expected \"light\" or \"dark\", found \"dim\""),
        ]
        for (was, now, message) in cases {
            let text = fadeMeta(frameCount: 5).replacingOccurrences(of: was, with: now)
            #expect(text != fadeMeta(frameCount: 5), "\(was) is in the file")
            try Data(text.utf8).write(to: URL(fileURLWithPath: folders.golden("golden.json")))
            #expect(throws: GoldenError("\(folders.goldens)/fade/golden.json: \(message); delete it and it is written again on the next record")) {
                try folders.verify(.white, .never)
            }
        }
    }

    @Test func aLongSamplingIsCutInMessages() {
        // 100 000 fractions once made a 789 044-character line; values are cut after 80
        // characters, as every echoed value is.
        let sampling = GoldenSampling.fractions((0..<100_000).map { Double($0) / 100_000 })
        let values = sampling.values(separator: ",")
        #expect(values.hasPrefix("0,1e-05,2e-05,") && values.hasSuffix("…") && values.count <= 81)
        #expect(GoldenSampling.frames([0, 30]).description == "frames 0, 30")
    }

    @Test func aMalformedRecordingNamesTheKey() throws {
        let folders = Folders()
        _ = try folders.verify(.white, .missing)
        let text = fadeMeta(frameCount: 5).replacingOccurrences(of: "\"recordedBy\": \"SegueGolden\"", with: "\"recordedBy\": \"me\"")
        try Data(text.utf8).write(to: URL(fileURLWithPath: folders.golden("golden.json")))
        #expect(throws: GoldenError("\(folders.goldens)/fade/golden.json: recordedBy: expected \"segue verify\" or \"SegueGolden\", found \"me\"; "
            + "delete it and it is written again on the next record")) {
            try folders.verify(.white, .never)
        }
    }

    @Test func orphanFolderChecksJudgeOnlyTheFoldersOfTheirRecorder() throws {
        let goldens = temporaryFolder("owners")
        func folder(_ name: String, _ meta: String?) throws {
            try FileManager.default.createDirectory(atPath: goldens + "/" + name, withIntermediateDirectories: true)
            if let meta { try Data(meta.utf8).write(to: URL(fileURLWithPath: goldens + "/" + name + "/golden.json")) }
        }
        let cli = GoldenMeta(frameCount: 5, pixelSize: PixelSize(width: 8, height: 8), recording: GoldenRecording(
            recordedBy: .segueVerify, sampling: .everyFrame, scale: 1, fps: 4, canvasSize: Size(unchecked: 8, 8)))
        try folder("by-cli", cli.text)
        try folder("by-test", fadeMeta(frameCount: 5))
        try folder("legacy", "{\"frameCount\": 5, \"pixelSize\": [8, 8]}\n")
        try folder("bare", nil)
        try folder("kept-by-test", fadeMeta(frameCount: 5))
        // Each side judges its own folders and those nobody owns, never the other's.
        #expect(GoldenFiles.orphanFolders(in: goldens, producing: ["kept-by-test"], recordedBy: .segueGolden) == ["bare", "by-test", "legacy"])
        #expect(GoldenFiles.orphanFolders(in: goldens, producing: [], recordedBy: .segueVerify) == ["bare", "by-cli", "legacy"])
    }

    @Test func orphanFramesOfAFolderAnotherRecorderOwnsAreNotJudged() throws {
        let folders = Folders()
        // The CLI's folder (recorded as segue verify would), with a frame this subject does not produce.
        _ = try verifyGoldens(of: .scene(fadeScene(to: .white)), in: folders.goldens, record: .missing,
                              artifacts: folders.artifacts, recordedBy: .segueVerify, log: folders.recorded.log)
        try Data([1]).write(to: URL(fileURLWithPath: folders.golden("frame-0099.png")))
        let test = try verifyGoldens(of: .scene(fadeScene(to: .white)), in: folders.goldens, record: .never, orphansFail: true,
                                     artifacts: folders.artifacts, log: folders.recorded.log)
        #expect(test.passed && test.orphans.isEmpty)
        // Its owner's run does judge it.
        let owner = try verifyGoldens(of: .scene(fadeScene(to: .white)), in: folders.goldens, record: .never, orphansFail: true,
                                      artifacts: folders.artifacts, recordedBy: .segueVerify, log: folders.recorded.log)
        #expect(!owner.passed && owner.orphans == ["frame-0099.png"])
        // A passing run of the other side wrote nothing, so the folder is still the CLI's.
        #expect(try GoldenMeta.read(folder: folders.goldens + "/fade")?.recording?.recordedBy == .segueVerify)
    }
}
