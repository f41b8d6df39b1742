import Testing
import Foundation
import SegueCore
import SegueKit
import SeedAnimators
import SegueTestSupport

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

    /// The pan of `pan-present-finish` and `pan-fade-present`: 180 pt down at 0.6 s.
    static let finishingPan = PanScript(keyframes: [(0, 0), (0.15, 60), (0.3, 120), (0.45, 160), (0.6, 180)])

    /// Records PresentAnimator driven by the seed's pan handler following `pan`.
    static func recordPan(_ pan: PanScript, name: String) throws -> Recording {
        let interactive = UIPercentDrivenInteractiveTransition()
        let gesture = FadePanGesture(interactive: interactive)
        return try Seeds.recorder().record(
            PresentAnimator(), operation: .present,
            from: ScreenViewController(file: Seeds.screen("list")), to: ScreenViewController(file: Seeds.screen("detail")),
            interactionController: interactive,
            gesture: { t, _ in
                for event in pan.events(at: t) {
                    let offset = CGPoint(x: 0, y: pan.y(at: t))
                    switch event {
                    case .began: gesture.pan(.began, translation: offset)
                    case .changed: gesture.pan(.changed, translation: offset)
                    case .ended: gesture.pan(.ended, translation: offset)
                    }
                }
            }, name: name)
    }

    @Test func aPanPast0_4FinishesAtItsOwnPaceAndMatchesItsTemplateByteForByte() throws {
        let recording = try Self.recordPan(Self.finishingPan, name: "seed000-pan-finish")
        // Released at 0.6 s at 180 / 400 = 0.45 > 0.4: finish() plays the remaining
        // (1 − 0.45)·0.6 s = 0.33 s, so the transition completes at 0.93 s: 57 frames at 60 fps
        // (k = 0 … 56, the last clamped from 56/60 s to 0.93 s).
        #expect(recording.didComplete)
        expectClose(recording.completionTime, 0.6 + 0.55 * 0.6, tolerance: 1e-9)
        #expect(recording.frameCount == 57)
        #expect(recording.interactionRelease?.outcome == .finish)
        // At 0.3 s the pan is at 120 pt: percent 0.3, and the paused fade shows the to view at
        // easeInEaseOut(0.3 · 0.6 / 0.6) (the interactive part is linear in time).
        let frame18 = try Seeds.container(recording.snapshot(atFrame: 18))
        expectClose(frame18.children[1].opacity, CubicBezierTiming.easeInEaseOut.progress(at: 0.3), tolerance: 1e-9)
        let comparison = try Comparison.of(recording, template: "pan-fade-present")
        #expect(comparison.isByteIdentical, "\(comparison)")
        try expectGoldens(recording)
    }

    @Test func aPanReleasedAt0_25CancelsAndTheToViewIsRemoved() throws {
        // 100 pt down at 0.3 s: percent 0.25 ≤ 0.4, cancel() plays 0.25 · 0.6 s = 0.15 s back.
        let recording = try Self.recordPan(PanScript(keyframes: [(0, 0), (0.3, 100)]), name: "seed000-pan-cancel")
        #expect(!recording.didComplete)
        #expect(recording.interactionRelease?.outcome == .cancel)
        expectClose(recording.completionTime, 0.3 + 0.25 * 0.6, tolerance: 1e-9)
        #expect(recording.frameCount == 28) // 0.45 s at 60 fps: k = 0 … 27
        // completeTransition(false) took the to view out; the list is alone and opaque.
        let last = try Seeds.container(recording.snapshot(atFrame: recording.frameCount - 1))
        let listBackground = try Color(hex: "#F2F2F7")
        #expect(last.children.count == 1 && last.children[0].backgroundColor == listBackground)
        try expectGoldens(recording)
    }

    @Test func theFadeMatchesTheFadePresentTemplateByteForByte() throws {
        let recording = try Seeds.recorder().record(
            PresentAnimator(), operation: .present,
            from: ScreenViewController(file: Seeds.screen("list")), to: ScreenViewController(file: Seeds.screen("detail")),
            name: "seed000-fade-present")
        #expect(recording.frameCount == 37) // 0.6 s at 60 fps
        let comparison = try Comparison.of(recording, template: "fade-present")
        #expect(comparison.isByteIdentical, "\(comparison)")
        try expectGoldens(recording)
    }
}
