import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct SnapshotTests {
    @Test func snapshotUsesTheElapsedFraction() throws {
        // duration 2 s: t = 0.5 s is f = 0.25; a linear fade then has to.opacity 0.25.
        let scene = try EvaluationFixtures.scene(FadeEffect(), duration: 2).resolved()
        let snapshot = scene.snapshot(at: 0.5)
        #expect(snapshot.time == 0.5)
        #expect(snapshot.progress == 0.25)
        #expect(snapshot.phase == .animating)
        expectClose(EvaluationFixtures.layer("to", in: snapshot.tree)!.opacity, 0.25, tolerance: EvaluationFixtures.tolerance)
        #expect(scene.duration == 2)
        #expect(scene.frameClock.frameCount == 121)  // 2 s at 60 fps: frames 0…120
    }

    @Test func timesPastTheEndShowTheEndState() throws {
        // t = 3 s of a 2 s transition clamps to f = 1.
        let scene = try EvaluationFixtures.scene(FadeEffect(), duration: 2).resolved()
        #expect(scene.snapshot(at: 3).progress == 1)
        #expect(scene.snapshot(at: -1).progress == 0)
    }

    @Test func anotherScaleOrFrameRateKeepsTheEvaluation() throws {
        // 30 fps over 2 s is 61 frames; frame 15 is t = 0.5 s, the same tree as at 60 fps.
        let scene = try EvaluationFixtures.scene(FadeEffect(), duration: 2).resolved()
        let slower = try scene.withCanvas(scale: 3, fps: 30)
        #expect(slower.frameClock.frameCount == 61)
        #expect(slower.canvas.scale == 3)
        #expect(slower.snapshot(ofFrame: 15).tree == scene.snapshot(at: 0.5).tree)
        #expect(throws: SceneError(path: "canvas.fps", message: "expected an integer in 1...240, found 0")) {
            try scene.withCanvas(fps: 0)
        }
    }
}
