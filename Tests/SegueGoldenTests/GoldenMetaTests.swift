import Testing
import Foundation
import SegueGolden

@Test func goldenMetaTextIsOneDeterministicLine() {
    let meta = GoldenMeta(frameCount: 91, pixelSize: PixelSize(width: 390, height: 844))
    #expect(meta.text == "{\"frameCount\": 91, \"pixelSize\": [390, 844]}\n")
}

@Test func goldenMetaOfASceneCountsItsFramesAndPixels() throws {
    // The fade scene: 1 s at 4 fps is frames 0…4, 5 frames; 8 pt at 1× is 8 px.
    #expect(GoldenMeta(of: try fadeScene(to: .white).resolved()) == GoldenMeta(frameCount: 5, pixelSize: PixelSize(width: 8, height: 8)))
    // 1.5 s at 4 fps: 6 ticks after frame 0, so 7 frames.
    #expect(GoldenMeta(of: try fadeScene(to: .white, duration: 1.5).resolved()).frameCount == 7)
}

@Test func goldenMetaChangeSaysWhatChanged() {
    let old = GoldenMeta(frameCount: 91, pixelSize: PixelSize(width: 390, height: 844))
    #expect(old.change(to: old) == nil)
    #expect(old.change(to: GoldenMeta(frameCount: 73, pixelSize: old.pixelSize)) == "the frame count changed from 91 to 73")
    #expect(old.change(to: GoldenMeta(frameCount: 73, pixelSize: PixelSize(width: 195, height: 422)))
        == "the frame count changed from 91 to 73 and the pixel size changed from 390×844 to 195×422")
}

@Test func aMalformedGoldenJSONIsAnErrorNamingTheFile() throws {
    let goldens = temporaryFolder("meta")
    try FileManager.default.createDirectory(atPath: goldens + "/fade", withIntermediateDirectories: true)
    try Data("{\"frameCount\": \"five\"}".utf8).write(to: URL(fileURLWithPath: goldens + "/fade/golden.json"))
    #expect(throws: GoldenError(goldens + "/fade/golden.json: frameCount: expected a whole number of frames, found \"five\"; "
        + "delete it and it is written again on the next record")) {
        try verifyGoldens(of: .scene(fadeScene(to: .white)), in: goldens, record: .never, artifacts: temporaryFolder("meta-out"))
    }
}

@Test func aGoldenJSONThatIsAFolderIsAnErrorNamingTheFile() throws {
    // Before: "NSCocoaErrorDomain error 512" from writing over it, naming nothing.
    let goldens = temporaryFolder("meta-folder")
    try FileManager.default.createDirectory(atPath: goldens + "/fade/golden.json", withIntermediateDirectories: true)
    for record in [RecordMode.never, .missing, .all] {
        #expect(throws: GoldenError(goldens + "/fade/golden.json: expected a regular file, found a directory")) {
            try verifyGoldens(of: .scene(fadeScene(to: .white)), in: goldens, record: record, artifacts: temporaryFolder("meta-folder-out"))
        }
    }
}

@Test func aGoldenFrameThatIsAFolderIsAnErrorNamingTheFile() throws {
    let goldens = temporaryFolder("frame-folder")
    try FileManager.default.createDirectory(atPath: goldens + "/fade/frame-0000.png", withIntermediateDirectories: true)
    #expect(throws: GoldenError(goldens + "/fade/frame-0000.png: expected a regular file, found a directory")) {
        try verifyGoldens(of: .scene(fadeScene(to: .white)), in: goldens, record: .missing, artifacts: temporaryFolder("frame-folder-out"))
    }
}
