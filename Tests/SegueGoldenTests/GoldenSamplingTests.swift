import Testing
import SegueGolden

@Test func quartersOfSixtyOneFrames() throws {
    // 1 s at 60 fps has 61 frames, 0…60: f · 60 for f = 0, ¼, ½, ¾, 1.
    #expect(try GoldenSampling.quarters.frameIndices(frameCount: 61) == [0, 15, 30, 45, 60])
}

@Test func quartersOfAShortRenderRoundAndMerge() throws {
    // 3 frames: f · 2 = 0, 0.5, 1, 1.5, 2, rounded half away from zero: 0, 1, 1, 2, 2.
    #expect(try GoldenSampling.quarters.frameIndices(frameCount: 3) == [0, 1, 2])
}

@Test func framesAreSortedOnceAndChecked() throws {
    #expect(try GoldenSampling.frames([4, 0, 4]).frameIndices(frameCount: 5) == [0, 4])
    #expect(throws: GoldenError("frame 5 is outside the render's frames 0-4")) {
        try GoldenSampling.frames([5]).frameIndices(frameCount: 5)
    }
    #expect(throws: GoldenError("time fraction 1.5 is outside 0…1")) {
        try GoldenSampling.fractions([1.5]).frameIndices(frameCount: 5)
    }
}
