import Testing
import SegueGolden

@Test func frameNamesMatchSegueRender() {
    #expect(GoldenFileName.frame(15, frameCount: 61) == "frame-0015.png")
    // 12 000 frames end at 11999: five digits.
    #expect(GoldenFileName.frame(7, frameCount: 12_000) == "frame-00007.png")
    #expect(GoldenFileName.diff(15, frameCount: 61) == "frame-0015-diff.png")
}

@Test func onlyFrameFilesAreFrames() {
    #expect(GoldenFileName.isFrame("frame-0015.png"))
    #expect(!GoldenFileName.isFrame("frame-0015-diff.png"))
    #expect(!GoldenFileName.isFrame("manifest.json"))
}
