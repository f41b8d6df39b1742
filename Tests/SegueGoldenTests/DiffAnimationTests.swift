import Testing
@testable import SegueGolden

/// `DiffAnimation.instants`: golden and actual frames paired by time.
@Suite struct DiffAnimationTests {
    @Test func framesWithinTheToleranceAreOneInstantAndTheRestStandAlone() {
        // Goldens at 30 fps (0, 1/30, 2/30 s), actual frames at 60 fps (0, 1/60, 2/60, 3/60, 4/60
        // s); tolerance half a 60 fps frame (1/120 s). 0, 2/60 and 4/60 s pair with the goldens
        // at 0, 1/30 and 2/30; 1/60 and 3/60 s have no golden: five instants, at the actual times.
        let goldens = (0..<3).map { (time: Double($0) / 30, file: "g\($0)") }
        let actuals = (0..<5).map { (time: Double($0) / 60, file: "a\($0)") }
        let instants = DiffAnimation.instants(goldens: goldens, actuals: actuals, tolerance: 1.0 / 120)
        #expect(instants.map(\.golden) == ["g0", nil, "g1", nil, "g2"])
        #expect(instants.map(\.actual) == ["a0", "a1", "a2", "a3", "a4"])
        #expect(instants.map(\.time) == actuals.map(\.time))
    }

    @Test func aShorterRenderLeavesTheLaterGoldensOnTheirOwn() {
        // Goldens at 0, 0.5, 1, 1.5 s; a render now 1 s long sampled at 0 and 1 s: the goldens
        // at 0.5 and 1.5 s have no frame of the render, in time order.
        let goldens = [0.0, 0.5, 1, 1.5].enumerated().map { (time: $1, file: "g\($0)") }
        let actuals = [(time: 0.0, file: "a0"), (time: 1.0, file: "a1")]
        let instants = DiffAnimation.instants(goldens: goldens, actuals: actuals, tolerance: 0.01)
        #expect(instants == [
            .init(time: 0, golden: "g0", actual: "a0"), .init(time: 0.5, golden: "g1", actual: nil),
            .init(time: 1, golden: "g2", actual: "a1"), .init(time: 1.5, golden: "g3", actual: nil),
        ])
    }
}
