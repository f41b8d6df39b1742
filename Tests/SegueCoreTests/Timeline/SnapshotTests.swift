import Testing
@testable import SegueCore

@Suite struct SnapshotTests {
    @Test func snapshotUsesTheElapsedFraction() {
        // duration 2 s: t = 0.5 s is f = 0.25; a linear fade then has to.opacity 0.25.
        let scene = EvaluationFixtures.scene(.fade, duration: 2)
        let snapshot = scene.snapshot(at: 0.5)
        #expect(snapshot.time == 0.5)
        #expect(snapshot.progress == 0.25)
        #expect(snapshot.phase == .animating)
        #expect(EvaluationFixtures.isClose(EvaluationFixtures.layer("to", in: snapshot.tree)!.opacity, 0.25))
        #expect(scene.duration == 2)
    }

    @Test func timesPastTheEndShowTheEndState() {
        // t = 3 s of a 2 s transition clamps to f = 1.
        let scene = EvaluationFixtures.scene(.fade, duration: 2)
        #expect(scene.snapshot(at: 3).progress == 1)
        #expect(scene.snapshot(at: -1).progress == 0)
    }
}
