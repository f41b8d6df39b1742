import Testing
@testable import SegueCore

/// A 4×4 pt canvas at 1× and 10 fps.
private let canvas = Canvas(size: Size(unchecked: 4, 4), scale: 1, fps: 10)

/// A snapshot at `time` whose tree is `nodes` on the canvas.
private func snapshot(_ time: Double, _ nodes: [RenderNode] = []) -> Snapshot {
    Snapshot(time: time, progress: min(1, time / 0.15), phase: .animating, tree: RenderTree(size: canvas.size, nodes: nodes))
}

/// A 1×1 pt node with `children`.
private func node(_ children: [RenderNode] = []) -> RenderNode {
    RenderNode(id: "n", size: Size(unchecked: 1, 1), children: children)
}

/// The error `SnapshotSequence.init` throws for `snapshots` on `canvas`, if any.
private func error(_ snapshots: [Snapshot], canvas: Canvas = canvas) -> SceneError? {
    do { _ = try SnapshotSequence(name: "s", canvas: canvas, snapshots: snapshots) } catch { return error }
    return nil
}

@Suite struct SnapshotSequenceTests {
    @Test func framesAreTheSnapshotsWithTheirOwnTimes() throws {
        // Frames at 0, 0.1 and 0.15 s: the last is not 2/10 s but when the transition completed.
        let frames = try SnapshotSequence(name: "recorded", canvas: canvas,
                                          snapshots: [snapshot(0), snapshot(0.1), snapshot(0.15)])
        #expect(frames.frameCount == 3)
        #expect((0..<3).map { frames.time(ofFrame: $0) } == [0, 0.1, 0.15])
        #expect(frames.duration == 0.15)
        #expect(frames.snapshot(ofFrame: 1) == snapshot(0.1))
        // Indices outside 0..<3 are clamped, as a frame clock's are.
        #expect(frames.time(ofFrame: -1) == 0 && frames.time(ofFrame: 7) == 0.15)
        #expect(frames.interactionRelease == nil)
    }

    @Test func groupDepthIsTheDeepestNestingOfAnyFrame() throws {
        // Frame 0: one node (depth 1); frame 1: a node whose child has a child (depth 3) beside
        // a lone node; frame 2: none (depth 0). The deepest frame counts: 3.
        #expect(SnapshotSequence.depth(of: snapshot(0, [node()]).tree) == 1)
        #expect(SnapshotSequence.depth(of: snapshot(0).tree) == 0)
        let frames = try SnapshotSequence(name: "nested", canvas: canvas, snapshots: [
            snapshot(0, [node()]), snapshot(0.1, [node([node([node()])]), node()]), snapshot(0.15),
        ])
        #expect(frames.groupDepth == 3)
    }

    @Test func badFramesAreRefusedSayingWhichAndWhy() {
        #expect(error([]) == SceneError(path: "snapshots", message: "expected at least one snapshot, found none"))
        #expect(error([snapshot(0), snapshot(0.2), snapshot(0.1)])
            == SceneError(path: "snapshots[2].time", message: "expected a finite time of at least 0.2 s (times never decrease), found 0.1"))
        #expect(error([snapshot(-0.5)])?.path == "snapshots[0].time")
        #expect(error([snapshot(.nan)])?.path == "snapshots[0].time")
        var wide = snapshot(0)
        wide.tree.size = Size(unchecked: 8, 4)
        #expect(error([wide]) == SceneError(path: "snapshots[0].tree.size", message: "expected the canvas's size 4×4, found 8×4"))
        #expect(error([snapshot(0)], canvas: Canvas(size: canvas.size, scale: 1, fps: 0))?.path == "canvas.fps")
        // Two frames at one time are allowed: a transition may complete on a tick.
        #expect(error([snapshot(0), snapshot(0)]) == nil)
    }

    @Test func aResolvedSceneIsAFrameSourceOnItsClock() throws {
        // EvaluationFixtures' scene: 2 s at 60 fps, 121 frames. The list screen nests 2 levels
        // (group > badge), plus 2 for the stage around the screens: 4.
        let scene = try EvaluationFixtures.scene(FadeEffect(), duration: 2).resolved()
        let source: any FrameSource = scene
        #expect(source.frameCount == 121)
        #expect(source.time(ofFrame: 30) == 0.5 && source.duration == 2)
        #expect(source.snapshot(ofFrame: 30) == scene.snapshot(at: 0.5))
        #expect(source.groupDepth == 4)
        #expect(source.interactionRelease == nil)
    }
}
