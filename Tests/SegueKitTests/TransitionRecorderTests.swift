import SegueTestSupport
import Testing
import Foundation
import SegueCore
import SeguePNG
import SegueRender
@testable import SegueKit

/// TransitionRecorder: the container as UIKit sets it up, frame times, the percent-driven
/// controller's arithmetic, and errors that name the animator.
@MainActor
struct TransitionRecorderTests {
    /// Slides the to view in from the right over `duration`, linearly; completes with the context's verdict.
    final class SlideIn: NSObject, UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        var ended: Bool?
        init(duration: TimeInterval) { self.duration = duration }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let to = transitionContext.view(forKey: .to)!
            to.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
            container.addSubview(to)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                to.frame = container.bounds
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
        func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
    }

    private func controllers() -> (UIViewController, UIViewController) {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .red
        to.view.backgroundColor = .blue
        return (from, to)
    }

    /// The to view's x in frame `k`: its node's transform's translation.
    private func toX(_ recording: Recording, _ k: Int) -> Double? {
        recording.snapshot(atFrame: k).tree.nodes.first?.children.first?.children.dropFirst().first?.transform.tx
    }

    @Test func theContainerHoldsTheFromViewAndTheEndRemovesIt() throws {
        let (from, to) = controllers()
        final class Inspect: NSObject, UIViewControllerAnimatedTransitioning {
            var seen: [String] = []
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                let fromVC = transitionContext.viewController(forKey: .from)!, toVC = transitionContext.viewController(forKey: .to)!
                func box(_ r: CGRect) -> [CGFloat] { [r.origin.x, r.origin.y, r.size.width, r.size.height] }
                seen = ["\(container.subviews.count) \(container.subviews.first === transitionContext.view(forKey: .from))",
                        "\(box(transitionContext.initialFrame(for: fromVC))) \(box(transitionContext.finalFrame(for: toVC))) \(box(transitionContext.initialFrame(for: toVC)))"]
                container.addSubview(transitionContext.view(forKey: .to)!)
                transitionContext.completeTransition(true)
                seen.append("\(container.subviews.count) \(container.subviews.first === transitionContext.view(forKey: .to))")
            }
        }
        let inspect = Inspect()
        let recording = try TransitionRecorder(size: CGSize(width: 20, height: 10), scale: 1, fps: 30)
            .record(inspect, operation: .push, from: from, to: to)
        // The from view alone in the container, filling it; after completeTransition(true) only the to view.
        #expect(inspect.seen == ["1 true", "[0.0, 0.0, 20.0, 10.0] [0.0, 0.0, 20.0, 10.0] [0.0, 0.0, 0.0, 0.0]", "1 true"])
        #expect(recording.frameCount == 1)
    }

    @Test func framesAreTakenAtKOverFpsAndTheLastAtTheCompletion() throws {
        let (from, to) = controllers()
        let animator = SlideIn(duration: 0.25)
        let recording = try TransitionRecorder(size: CGSize(width: 40, height: 10), scale: 1, fps: 10)
            .record(animator, operation: .push, from: from, to: to)
        // Ticks 0, 0.1, 0.2 and the completion at 0.25 (before the tick at 0.3): 4 frames.
        #expect(recording.snapshots.map(\.time) == [0, 0.1, 0.2, 0.25])
        #expect(recording.name == "slidein-push")
        #expect(animator.ended == true)
        // Linear: x = 40·(1 − t/0.25).
        #expect(abs(toX(recording, 1)! - 40 * (1 - 0.1 / 0.25)) < 1e-9)
    }

    @Test func aPercentDrivenPopFinishedAtCompletionSpeed2EndsAtTheRemainingTimeOver2() throws {
        let (from, to) = controllers()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        var released: Double?
        let recording = try TransitionRecorder(size: CGSize(width: 40, height: 10), scale: 1, fps: 60)
            .record(SlideIn(duration: 1), operation: .pop, from: from, to: to, interactionController: interaction) { t, controller in
                if t <= 0.5 { controller.update(0.3 * t / 0.5) } else if released == nil { released = t; controller.finish() }
            }
        let release = try #require(released)
        // Paused at 30 %, then the remaining 0.7 s of a 1 s transition at twice the speed: 0.35 s.
        #expect(abs(recording.completionTime - (release + (1 - 0.3) * 1 / 2)) < 1e-9)
        #expect(recording.didComplete)
        // While scrubbing the animation shows the percent linearly: at 0.25 s, 15 % → x = 40·0.85.
        #expect(abs(toX(recording, 15)! - 40 * (1 - 0.15)) < 1e-9)
        // Finishing follows easeInOut from 30 % to 100 % (the completion curve).
        let k = Int((release + 0.175) * 60)
        let u = (Double(k) / 60 - release) / 0.35
        let progress = 0.3 + 0.7 * CubicBezierTiming.easeInEaseOut.progress(at: u)
        #expect(abs(toX(recording, k)! - 40 * (1 - progress)) < 1e-9)
        #expect(recording.interactionRelease == InteractionRelease(outcome: .finish, time: release, percent: 0.3))
    }

    @Test func aCancelledTransitionRunsBackAndRemovesTheToView() throws {
        let (from, to) = controllers()
        let animator = SlideIn(duration: 1)
        let interaction = UIPercentDrivenInteractiveTransition()
        let gesture = Interaction(gesture: .progress([.init(time: 0, value: 0), .init(time: 0.2, value: 0.2)]),
                                  release: .init(threshold: 0.5))
        let recording = try TransitionRecorder(size: CGSize(width: 40, height: 10), scale: 1, fps: 60)
            .record(animator, operation: .present, from: from, to: to, interactionController: interaction, gesture: gesture)
        // Released at 0.2 s at 20 % (< 0.5: cancel); back to 0 over 0.2·1 s.
        #expect(abs(recording.completionTime - 0.4) < 1e-9)
        #expect(!recording.didComplete && animator.ended == false)
        #expect(to.view.superview == nil)
        #expect(recording.snapshot(atFrame: recording.frameCount - 1).phase == .cancelling)
    }

    @Test func aTransitionThatStartsAnimatingPausesThenFinishes() throws {
        let (from, to) = controllers()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        interaction.completionCurve = .linear
        var log: [String] = []
        let recording = try TransitionRecorder(size: CGSize(width: 40, height: 10), scale: 1, fps: 10)
            .record(SlideIn(duration: 1), operation: .push, from: from, to: to, interactionController: interaction) { t, controller in
                if abs(t - 0.2) < 1e-9 { controller.pause(); log.append("paused at \(controller.percentComplete)") }
                if abs(t - 0.5) < 1e-9 { controller.finish() }
            }
        // Animating for 0.2 s (20 %), held until 0.5 s, then the remaining 0.8 s at speed 1.
        #expect(log == ["paused at 0.2"])
        #expect(abs(recording.completionTime - 1.3) < 1e-9)
        #expect(recording.snapshot(atFrame: 1).phase == .animating)
        #expect(recording.snapshot(atFrame: 4).phase == .interactive)
        #expect(abs(toX(recording, 4)! - 40 * 0.8) < 1e-9)
        // Finishing linearly: at 0.9 s, 20 % + 80 %·(0.4 / 0.8).
        #expect(abs(toX(recording, 9)! - 40 * (1 - 0.6)) < 1e-9)
    }

    @Test func aRecordingNameFollowsTheTemplatesFolderRule() {
        let (from, to) = controllers()
        let recorder = TransitionRecorder(size: CGSize(width: 10, height: 10), scale: 1, fps: 10)
        // The same rule as a template's name: 101 bytes is one too many for its staging folder.
        let long = String(repeating: "x", count: 101)
        #expect(throws: SegueKitError("TransitionRecorder.record(name: \(MessageText.quoted(long))): expected a name usable as a folder name (1 to 100 bytes, no \"/\", no control or bidi characters, not starting with \".\")")) {
            try recorder.record(SlideIn(duration: 0.1), operation: .push, from: from, to: to, name: long)
        }
    }

    @Test func anAnimatorThatNeverCompletesIsAnErrorNamingIt() {
        final class Forgetful: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
        }
        let recorder = TransitionRecorder(size: CGSize(width: 10, height: 10), scale: 1, fps: 10)
        recorder.timeLimit = 2
        let (from, to) = controllers()
        #expect(throws: SegueKitError("Forgetful: completeTransition was not called within 2.0 s (TransitionRecorder.timeLimit); call transitionContext.completeTransition(_:) when the animation ends")) {
            try recorder.record(Forgetful(), operation: .present, from: from, to: to)
        }
    }

    /// The red-to-blue slide (40×10 pt at 1×, 10 fps, 0.2 s: frames 0, 1, 2) recorded, and a new
    /// temporary folder for `body` to write it into, removed afterwards.
    private func withSlideRecording(_ body: (Recording, String) throws -> Void) throws {
        let (from, to) = controllers()
        let recording = try TransitionRecorder(size: CGSize(width: 40, height: 10), scale: 1, fps: 10)
            .record(SlideIn(duration: 0.2), operation: .push, from: from, to: to)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-kit-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(recording, folder)
    }

    @Test func writtenFramesHaveTheViewsColours() throws { try withSlideRecording { recording, folder in
        try recording.writeFrames(to: folder + "/slide")
        // Frame 1 (0.1 s): the blue view has come halfway, x ≥ 20; red is left of it.
        let image = try PNGDecoder.decode(file: folder + "/slide/frame-0001.png")
        #expect(image.width == 40 && image.height == 10)
        #expect(image[5, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[30, 5] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(FileManager.default.fileExists(atPath: folder + "/slide/manifest.json"))
    } }

    @Test func aRecordingWritesAGIFAndAVideoThroughTheSameSinks() throws { try withSlideRecording { recording, folder in
        try recording.writeFrames(to: folder + "/slide", gif: true, video: .mp4)
        // 0.2 s at 10 fps: frames 0, 1, 2, all in the GIF (10 ≤ 50); 20 cs spread over three:
        // cumulative 6.67 → 7, 13.33 → 13, 20: 7, 6, 7 cs. Pillow reads durations in ms. The
        // files are named after the recording, as a template's after the template.
        let name = recording.name
        let gif = try #require(try PythonCheck.json("gif_read", [folder + "/slide/\(name).gif"]) as? [String: Any])
        #expect(gif["frames"] as? Int == 3)
        #expect(gif["durations"] as? [Int] == [70, 60, 70])
        let manifest = try String(contentsOfFile: folder + "/slide/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"file\": \"\(name).gif\"") && manifest.contains("\"file\": \"\(name).mp4\""))
    } }

    @Test func aRecordingGetsTheSheetLayoutAndThePlotATemplateGets() throws { try withSlideRecording { recording, folder in
        // Through the same outputs as segue render (RenderOutputs): every frame in one column of
        // 20 px thumbnails without labels, and the timing plot of the recorded progress.
        var outputs = RenderOutputs()
        outputs.contactSheet = ContactSheetLayout(sampling: .frames(3), thumbWidth: 20, columns: 1, labels: false)
        outputs.plot = true
        try recording.writeFrames(to: folder + "/slide", outputs: outputs)
        // 40 × 10 pt fitted into 20 px: 20 × 5 thumbnails; margin max(8, 5 / 40) = 8, three rows:
        // 8 + (20 + 8) = 36 by 8 + 3 · (5 + 8) = 47 px.
        let sheet = try PNGDecoder.decode(file: folder + "/slide/sheet.png")
        #expect(sheet.width == 36 && sheet.height == 47)
        // The recorded progress is 0, ½, 1 at 0, 0.1, 0.2 s, held from frame to frame: at 0.15 s
        // it is ½, drawn at x = 64 + 0.15 / 0.2 · 1112 = 898 and y = 44 + (1.25 − 0.5) / 1.5 · 360
        // = 224 in the near-black of the timing curve.
        let plot = try PNGDecoder.decode(file: folder + "/slide/timing.png")
        #expect(plot.width == 1200)
        #expect((222...226).contains { plot[898, $0].r < 80 })
        #expect(!(300...400).contains { plot[898, $0].r < 80 })
        let manifest = try String(contentsOfFile: folder + "/slide/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"file\": \"sheet.png\"") && manifest.contains("\"file\": \"timing.png\""))
    } }

    @Test func aPresentationRelatesTheControllersWhileTheAnimatorRuns() throws {
        // What UIKit shows an animator during a full-screen presentation and its dismissal: an
        // animator serving both ways branches on isBeingPresented (Presentr's does).
        final class Inspect: NSObject, UIViewControllerAnimatedTransitioning {
            var seen: [String] = []
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let from = transitionContext.viewController(forKey: .from)!, to = transitionContext.viewController(forKey: .to)!
                seen.append("\(to.isBeingPresented) \(to.presentingViewController === from) \(from.presentedViewController === to) "
                    + "\(from.isBeingDismissed) \(from.presentingViewController === to)")
                transitionContext.view(forKey: .to).map { transitionContext.containerView.addSubview($0) }
                transitionContext.completeTransition(true)
            }
        }
        let (a, b) = controllers()
        let inspect = Inspect()
        let recorder = TransitionRecorder(size: CGSize(width: 20, height: 10), scale: 1, fps: 30)
        _ = try recorder.record(inspect, operation: .present, from: a, to: b)
        // After the recording the controllers are as before it: a recording shows an animator,
        // it leaves no controller presenting another.
        #expect(!b.isBeingPresented && b.presentingViewController == nil && a.presentedViewController == nil)
        _ = try recorder.record(inspect, operation: .dismiss, from: b, to: a)
        #expect(inspect.seen == ["true true true false false", "false false false true true"])
        #expect(!b.isBeingDismissed && b.presentingViewController == nil && a.presentedViewController == nil)
        // A recording that fails (an animator that never completes) restores them too.
        final class Never: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.1 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
        }
        recorder.timeLimit = 0.2
        #expect(throws: (any Error).self) { try recorder.record(Never(), operation: .present, from: a, to: b) }
        #expect(!b.isBeingPresented && b.presentingViewController == nil && a.presentedViewController == nil)
    }
}
