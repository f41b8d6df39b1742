import Testing
import Foundation
import SegueCore
import SegueKit
import SeedAnimators

/// The interruptible property animator, driven by a percent-driven interaction: UIKit scrubs its
/// fractionComplete, then reverses (cancel) or continues (finish) it.
@MainActor
struct CardPropertyAnimatorTests {
    private func controllers() -> (UIViewController, UIViewController) {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        to.view.backgroundColor = .systemBlue
        return (from, to)
    }

    /// The to view's y in frame `k` (the container's second subview).
    private func toY(_ recording: Recording, _ k: Int) -> Double? {
        recording.snapshot(atFrame: k).tree.nodes.first?.children.first?.children.dropFirst().first?.transform.ty
    }

    @Test func scrubbedTo0_3ThenReversedItRunsBackAndCancels() throws {
        let (from, to) = controllers()
        let interaction = UIPercentDrivenInteractiveTransition()
        let recording = try TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 60)
            .record(CardPropertyAnimator(), operation: .present, from: from, to: to, interactionController: interaction) { t, controller in
                if t <= 0.3 { controller.update(t) } else if abs(t - 0.5) < 1e-9 { controller.cancel() }
            }
        // Scrubbed linearly: at 0.3 s the to view is 30 % up: y = 80·(1 − 0.3).
        #expect(abs(toY(recording, 18)! - 80 * 0.7) < 1e-9)
        // Released at 0.5 s, reversed: back over 0.3 of the 0.5 s duration at completion speed 1.
        #expect(abs(recording.completionTime - (0.5 + 0.3 * 0.5)) < 1e-9)
        #expect(!recording.didComplete)
        #expect(recording.interactionRelease == InteractionRelease(outcome: .cancel, time: 0.5, percent: 0.3))
        // The completion restored the from view; the to view left the container.
        #expect(from.view.alpha == 1 && from.view.transform == .identity && to.view.superview == nil)
    }

    @Test func scrubbedTo0_3ThenFinishedAtSpeed2ItEndsInHalfTheRemainingTime() throws {
        let (from, to) = controllers()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        let recording = try TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 60)
            .record(CardPropertyAnimator(), operation: .present, from: from, to: to, interactionController: interaction) { t, controller in
                if t <= 0.3 { controller.update(t) } else if abs(t - 0.5) < 1e-9 { controller.finish() }
            }
        #expect(abs(recording.completionTime - (0.5 + (1 - 0.3) * 0.5 / 2)) < 1e-9)
        #expect(recording.didComplete)
        // At the end UIKit removed the from view: the to view, alone, is at its final frame.
        let last = recording.snapshot(atFrame: recording.frameCount - 1).tree.nodes.first?.children.first?.children
        #expect(last?.count == 1 && last?.first?.transform.ty == 0)
    }

    /// The gesture of `Templates/card-present-reversed.json`: scrubbed to 0.3 by 0.3 s, released
    /// below its threshold 0.5, so cancelled: the property animator is reversed and finishes at
    /// its start.
    static let gesture = Interaction(gesture: .progress([.init(time: 0, value: 0), .init(time: 0.3, value: 0.3)]),
                                     release: .init(threshold: 0.5))

    @Test func onTheShippedScreensItMatchesItsTemplateAndGoldens() throws {
        let list = ScreenViewController(file: Seeds.screen("list")), detail = ScreenViewController(file: Seeds.screen("detail"))
        let recording = try Seeds.recorder().record(CardPropertyAnimator(), operation: .present, from: list, to: detail,
                                                    interactionController: UIPercentDrivenInteractiveTransition(),
                                                    gesture: Self.gesture, name: "card-property-animator-reversed")
        // Released at 0.3 s, back over 0.3·0.5 s: 0.45 s, frames 0…27.
        #expect(abs(recording.completionTime - 0.45) < 1e-9 && recording.frameCount == 28 && !recording.didComplete)
        try expectGoldens(recording)
        // The template applies easeOut to the scrubbed fraction; the property animator scrubs
        // linearly (scrubsLinearly) and runs back along its own model, so the pixels differ while
        // the card moves (measured: at most 32.5 % of the pixels beyond YIQ 0.1, every 3rd frame);
        // the first and last frames are the list screen in both.
        let comparison = try Comparison.of(recording, template: "card-present-reversed", every: 3)
        print("card property animator vs card-present-reversed: \(comparison)")
        #expect(!comparison.differingFrames.contains(0) && !comparison.differingFrames.contains(27), "\(comparison)")
        #expect(comparison.largestDifferingShare > 0 && comparison.largestDifferingShare < 0.33, "\(comparison)")
    }
}
