import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct PercentTrackTests {
    /// Linear interpolation of a few decimal numbers: only rounding error remains.
    let tolerance = 1e-12

    // The seed's pan: 0 → 80 → 180 points over 0.6 s, percent = translation / 400.
    let pan = Interaction.Gesture.pan(translation: [.init(time: 0, value: 0), .init(time: 0.3, value: 80),
                                                    .init(time: 0.6, value: 180)], distance: 400)

    @Test func panPercentIsTranslationOverDistance() throws {
        let track = try PercentTrack(pan)
        expectClose(track.percent(at: 0.15), 0.1, tolerance: tolerance)   // 40 / 400
        expectClose(track.percent(at: 0.45), 0.325, tolerance: tolerance) // 130 / 400
        expectClose(track.release.value, 0.45, tolerance: tolerance)      // 180 / 400
        #expect(track.release.time == 0.6)
        // last segment: (0.45 − 0.2) / 0.3 s
        expectClose(track.releaseSlope, 0.25 / 0.3, tolerance: tolerance)
    }

    @Test func panPercentIsClampedToUnitInterval() throws {
        let track = try PercentTrack(.pan(translation: [.init(time: 0, value: -100), .init(time: 1, value: 500)],
                                          distance: 400))
        #expect(track.percent(at: 0) == 0)    // −100 / 400 clamped up
        #expect(track.percent(at: 1) == 1)    // 500 / 400 clamped down
        // The clamped keyframes (0 → 1 over 1 s) are interpolated: 0.5 at 0.5 s.
        expectClose(track.percent(at: 0.5), 0.5, tolerance: tolerance)
    }

    @Test func holdsBeforeTheFirstAndAfterTheLastKeyframe() throws {
        let track = try PercentTrack(.progress([.init(time: 0.2, value: 0.1), .init(time: 0.4, value: 0.3)]))
        #expect(track.percent(at: 0) == 0.1)
        #expect(track.percent(at: 9) == 0.3)
    }

    @Test func singleKeyframeHasZeroSlope() throws {
        #expect(try PercentTrack(.progress([.init(time: 0, value: 0.7)])).releaseSlope == 0)
    }

    @Test func rejectsMalformedGestures() {
        #expect(throws: GeometryError("progress: expected at least one keyframe, found none")) { try PercentTrack(.progress([])) }
        #expect(throws: GeometryError("progress[1] time: expected a time after 0.3, found 0.3")) {
            try PercentTrack(.progress([.init(time: 0.3, value: 0), .init(time: 0.3, value: 0.2)]))
        }
        #expect(throws: GeometryError("progress[0] percent: expected a number in 0...1, found 1.2")) { try PercentTrack(.progress([.init(time: 0, value: 1.2)])) }
        #expect(throws: GeometryError("progress[0] time: expected a finite non-negative number, found -1")) { try PercentTrack(.progress([.init(time: -1, value: 0)])) }
        #expect(throws: GeometryError("pan.distance: expected a finite non-zero number of points, found 0")) { try PercentTrack(.pan(translation: [.init(time: 0, value: 0)], distance: 0)) }
        #expect(throws: GeometryError("pan.translation[0] value: expected a finite number, found nan")) {
            try PercentTrack(.pan(translation: [.init(time: 0, value: .nan)], distance: 400))
        }
    }
}
