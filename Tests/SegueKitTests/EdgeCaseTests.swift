import Testing
import Foundation
import SegueCore
@testable import SegueKit

/// Cases where SegueKit must neither go quiet nor refuse too much.
@MainActor
struct EdgeCaseTests {
    final class Present: NSObject, UIViewControllerAnimatedTransitioning {
        let configure: (UIView) -> Void
        init(_ configure: @escaping (UIView) -> Void = { _ in }) { self.configure = configure }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            to.frame = transitionContext.containerView.bounds
            configure(to)
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.2, animations: { to.alpha = 0.5 }) { _ in transitionContext.completeTransition(true) }
        }
    }

    private func record(_ animator: Present, from: UIViewController = UIViewController(), to: UIViewController = UIViewController()) throws -> Recording {
        try TransitionRecorder(size: CGSize(width: 10, height: 10), scale: 1, fps: 10).record(animator, operation: .present, from: from, to: to)
    }

    @Test func misuseBeforeTheRecordingIsThrownByIt() {
        final class Repeating: UIViewController {
            override func viewDidLoad() { view.layer.repeatCount = 2 }
        }
        let to = Repeating()
        to.loadViewIfNeeded() // before record, as code that reads a frame does
        #expect(throws: SegueKitError("not supported in SegueKit: CALayer.repeatCount (a layer's own repeating time line)")) {
            try record(Present(), to: to)
        }
    }

    @Test func misuseOfAnotherThreadIsNotThisRecordings() throws {
        // Another thread records a problem outside any recording (as a test running beside this
        // one may), then waits; this thread's recording must not throw it, and the other
        // thread's next recording (here: its own take) still gets it.
        let recorded = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var taken: [SegueKitError] = [] }
        let box = Box()
        let other = Thread {
            Misuse.record(SegueKitError("the other thread's misuse"))
            recorded.signal()
            proceed.wait()
            box.taken = Misuse.take()
            recorded.signal()
        }
        other.start()
        recorded.wait()
        _ = try record(Present())
        proceed.signal()
        recorded.wait()
        #expect(box.taken == [SegueKitError("the other thread's misuse")])
    }

    @Test func anExplicitAnimationWithoutDurationTakesTheTransactions() {
        KitClock.run { clock in
            let layer = CALayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            layer.add(fade, forKey: nil)
            CATransaction.commit()
            clock.advance(to: 1)
            #expect(layer.presentedState(at: clock.runtime.now).opacity == 0.5)
        }
    }

    @Test func aZScaleDrawsFlatButPerspectiveIsRefused() throws {
        let recording = try record(Present { $0.layer.transform = CATransform3DMakeScale(0.5, 0.5, 0.5) })
        let node = try #require(recording.snapshot(atFrame: 0).tree.nodes.first?.children.first?.children.last)
        #expect(node.transform.a == 0.5 && node.transform.d == 0.5)
    }

    @Test func aTimingCurveShapesTheCompletion() throws {
        final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let to = transitionContext.view(forKey: .to)!
                to.frame = CGRect(x: 100, y: 0, width: 100, height: 10)
                transitionContext.containerView.addSubview(to)
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { to.frame.origin.x = 0 }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.timingCurve = UICubicTimingParameters(animationCurve: .linear)
        let recording = try TransitionRecorder(size: CGSize(width: 100, height: 10), scale: 1, fps: 10)
            .record(Slide(), operation: .push, from: UIViewController(), to: UIViewController(), interactionController: interaction) { t, c in
                if t < 0.05 { c.update(0.2) } else { c.finish(); c.finish() } // the second finish is ignored
            }
        // From 20 % at 0.1 s, linearly over 0.8 s: at 0.5 s, 20 % + 80 %·0.5 = 60 % → x = 40.
        let x = try #require(recording.snapshot(atFrame: 5).tree.nodes.first?.children.first?.children.last?.transform.tx)
        #expect(abs(x - 40) < 1e-9)
        #expect(abs(recording.completionTime - 0.9) < 1e-9)
    }

    @Test func pathsOfDifferentElementsAreRecorded() {
        KitClock.run { _ in
            let shape = CAShapeLayer()
            let morph = CABasicAnimation(keyPath: "path")
            morph.fromValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
            morph.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
            shape.add(morph, forKey: "morph")
            #expect(Misuse.take().first?.message.contains("fromValue and toValue are paths with different elements") == true)
        }
    }
}
