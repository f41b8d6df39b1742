import Testing
import Foundation
import SegueCore
import SegueKit
import SeedAnimators

/// Seed 000's fade, recorded from its UIKit code: frames at k/fps until completeTransition.
@MainActor
struct FadePresentTests {
    @Test func aFadeOf0_6sAt10fpsHas7FramesAndAlphaFollowsEaseInOut() throws {
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 40), scale: 1, fps: 10)
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .red
        to.view.backgroundColor = .blue
        let recording = try recorder.record(PresentAnimator(), operation: .present, from: from, to: to)
        // 0.6 s at 10 fps: ticks 0 … 6, the last at the moment completeTransition is called.
        #expect(recording.frameCount == 7)
        #expect(recording.completionTime == 0.6)
        #expect(recording.didComplete)
        // Frame 3 (0.3 s): the to view's node has alpha easeInEaseOut(0.5) = 0.5.
        let tree = recording.snapshot(atFrame: 3).tree
        let container = try #require(tree.nodes.first?.children.first)
        #expect(container.children.count == 2)
        #expect(abs(container.children[1].opacity - CubicBezierTiming.easeInEaseOut.progress(at: 0.5)) < 1e-12)
        // At the end UIKit has removed the from view: only the to view is left, opaque.
        let last = try #require(recording.snapshot(atFrame: 6).tree.nodes.first?.children.first)
        #expect(last.children.count == 1)
        #expect(last.children[0].opacity == 1)
    }
}
