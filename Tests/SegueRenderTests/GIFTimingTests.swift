import Testing
@testable import SegueRender

@Suite struct GIFTimingTests {
    @Test func tenFramesPerSecondKeepsEveryFrameAndSpreadsTheCentiseconds() {
        // 1 s at 10 fps: frames 0…10, 11 of them; 10 ≤ 50, so k = 1. Cumulative times 100·j/11:
        // 9.09 → 9, 18.18 → 18, 27.27 → 27, 36.36 → 36, 45.45 → 45, 54.55 → 55, 63.64 → 64,
        // 72.73 → 73, 81.82 → 82, 90.91 → 91, 100: differences 9 9 9 9 9 10 9 9 9 9 9.
        let timing = GIFTiming(frameCount: 11, fps: 10, duration: 1)
        #expect(timing.step == 1)
        #expect(timing.frames == Array(0...10))
        #expect(timing.delays == [9, 9, 9, 9, 9, 10, 9, 9, 9, 9, 9])
        #expect(timing.delays.reduce(0, +) == 100)
    }

    @Test func sixtyFramesPerSecondBecomesThirtyWithTheSamplesSpreadToTheLastFrame() {
        // 0.35 s at 60 fps: frames 0…21 (n = 21). 60 / 1 > 50, 60 / 2 = 30: k = 2, M = ⌈21/2⌉ + 1
        // = 12 samples, the frames nearest 21·j/11 = 1.909·j: 0, 1.91 → 2, 3.82 → 4, 5.73 → 6,
        // 7.64 → 8, 9.55 → 10, 11.45 → 11, 13.36 → 13, 15.27 → 15, 17.18 → 17, 19.09 → 19, 21:
        // steps of 2 with the one step of 1 in the middle, not 20 → 21 at the end.
        // Cumulative 35·j/12: 2.92 → 3, 5.83 → 6, 8.75 → 9, 11.67 → 12, 14.58 → 15, 17.5 → 18,
        // 20.42 → 20, 23.33 → 23, 26.25 → 26, 29.17 → 29, 32.08 → 32, 35.
        let timing = GIFTiming(frameCount: 22, fps: 60, duration: 0.35)
        #expect(timing.step == 2)
        #expect(timing.frames == [0, 2, 4, 6, 8, 10, 11, 13, 15, 17, 19, 21])
        #expect(timing.delays == [3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3])
        // 1 s at 60 fps: n = 60, k = 2 divides it: every other frame, 0, 2, …, 60.
        #expect(GIFTiming(frameCount: 61, fps: 60, duration: 1).frames == Array(stride(from: 0, through: 60, by: 2)))
    }

    @Test func fiftyFramesPerSecondSkipsFramesToKeepEveryDelayAtTwoCentiseconds() {
        // 1 s at 50 fps: k = 1 gives 51 frames of 100/51 = 1.96 cs, so some delay is 1 cs
        // (cumulative 1.96 → 2, 3.92 → 4, …, 25.49 → 25, 27.45 → 27: a 2, …, the first 1 soon).
        // k = 2: frames 0, 2, …, 50, 26 of them, 3.85 cs each: every delay 3 or 4.
        let timing = GIFTiming(frameCount: 51, fps: 50, duration: 1)
        #expect(timing.step == 2)
        #expect(timing.frames.count == 26)
        #expect(timing.delays.allSatisfy { $0 == 3 || $0 == 4 })
        #expect(timing.delays.reduce(0, +) == 100)
        #expect(GIFTiming.delays(total: 100, count: 51).min() == 1)
    }

    @Test func aTimelineTooShortForTwoFramesShowsItsEndState() {
        // 0.01 s at 240 fps: frames 0…3 (ceil(2.4)); k starts at ceil(240/50) = 5: frames 0 and 3,
        // delays round(0.5) = 1 and 0: too short. The end state alone, for the 2 cs minimum.
        let timing = GIFTiming(frameCount: 4, fps: 240, duration: 0.01)
        #expect(timing.frames == [3])
        #expect(timing.delays == [2])
        // One frame: it is the end state, for the whole duration.
        #expect(GIFTiming(frameCount: 1, fps: 10, duration: 0.5).delays == [50])
    }
}
