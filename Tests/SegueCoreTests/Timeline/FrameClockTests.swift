import Testing
@testable import SegueCore

@Suite struct FrameClockTests {
    @Test func oneSecondAtSixtyFpsHasSixtyOneFrames() {
        // n = ceil(1.0·60 − 1e-9) = 60, so frames 0…60: 61 of them.
        let clock = FrameClock(duration: 1.0, fps: 60)
        #expect(clock.frameCount == 61)
        #expect(clock.time(ofFrame: 0) == 0)
        #expect(clock.time(ofFrame: 30) == 0.5)  // 30 / 60, exact in binary
        #expect(clock.time(ofFrame: 60) == 1.0)  // the last frame is the duration exactly
    }

    @Test func productJustAboveAWholeNumberDoesNotAddAFrame() {
        // 0.35·60 = 21.000000000000004 in doubles; minus 1e-9 it rounds up to 21: 22 frames.
        let clock = FrameClock(duration: 0.35, fps: 60)
        #expect(clock.frameCount == 22)
        #expect(clock.time(ofFrame: 21) == 0.35)
        #expect(clock.time(ofFrame: 20) == 20.0 / 60.0)
    }

    @Test func partialLastFrameIsClampedToTheDuration() {
        // 0.11·10 = 1.1 → n = 2: frames at 0, 0.1 and 0.11 (not 0.2).
        let clock = FrameClock(duration: 0.11, fps: 10)
        #expect(clock.frameCount == 3)
        #expect(clock.time(ofFrame: 1) == 0.1)
        #expect(clock.time(ofFrame: 2) == 0.11)
    }

    @Test func indicesOutsideTheClockAreClamped() {
        let clock = FrameClock(duration: 1.0, fps: 4)  // frames at 0, 0.25, 0.5, 0.75, 1
        #expect(clock.time(ofFrame: -3) == 0)
        #expect(clock.time(ofFrame: 99) == 1.0)
    }

    @Test func zeroDurationIsOneFrame() {
        // n = ceil(0 − 1e-9) = 0: only the start (= end) state.
        #expect(FrameClock(duration: 0, fps: 60).frameCount == 1)
    }

    @Test func absurdDurationsAreSanitisedInsteadOfTrapping() {
        // 1e299 s (a completionSpeed of 1e-300) is clamped to a day: n = 86400·60 = 5,184,000.
        let huge = FrameClock(duration: 1e299, fps: 60)
        #expect(huge.duration == FrameClock.maxDuration)
        #expect(huge.frameCount == 5_184_001)
        #expect(FrameClock(duration: .infinity, fps: 60).duration == FrameClock.maxDuration)
        // NaN and negative durations have nothing to play: one frame at 0.
        #expect(FrameClock(duration: .nan, fps: 60).frameCount == 1)
        #expect(FrameClock(duration: -2, fps: 60).time(ofFrame: 0) == 0)
        // fps 0 becomes 1: 2 s at 1 fps has frames 0, 1, 2.
        #expect(FrameClock(duration: 2, fps: 0).frameCount == 3)
        #expect(FrameClock(duration: 1, fps: .max).fps == FrameClock.maxFPS)
    }
}
