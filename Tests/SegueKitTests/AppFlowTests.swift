import SegueTestSupport
import Testing
import Foundation
import SegueCore
@testable import SegueKit

/// An app's own flow under `TransitionRecorder.record(root:…)`: scripted touches through gesture
/// recognizers, `present` and `dismiss` through a transitioning delegate and a presentation
/// controller, and the transition coordinator, each checked against a value derived by hand.
@MainActor
struct AppFlowTests {
    /// Every node of a frame's tree whose id ends with `.name` (or is `name`).
    private func nodes(_ recording: Recording, frame k: Int, named name: String) -> [RenderNode] {
        var found: [RenderNode] = []
        func visit(_ node: RenderNode) {
            if node.id == name || node.id.hasSuffix("." + name) { found.append(node) }
            node.children.forEach(visit)
        }
        recording.snapshot(atFrame: k).tree.nodes.forEach(visit)
        return found
    }

    /// Slides the presented view up from the bottom over `duration`, linearly, into its final frame.
    final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        init(duration: TimeInterval) { self.duration = duration }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let toVC = transitionContext.viewController(forKey: .to)!
            let to = transitionContext.view(forKey: .to)!
            let final = transitionContext.finalFrame(for: toVC)
            to.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            container.addSubview(to)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { to.frame = final },
                           completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    /// Takes the presented view down linearly.
    final class SlideDown: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let from = transitionContext.view(forKey: .from)!
            let height = transitionContext.containerView.bounds.height
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { from.frame.origin.y = height },
                           completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    /// A card presentation: the presented view covers the lower half, over a dimming view that
    /// fades in alongside; the calls are logged in order.
    final class HalfCard: UIPresentationController {
        var log: [String] = []
        let dimming = UIView()
        override var frameOfPresentedViewInContainerView: CGRect {
            let b = containerView!.bounds
            return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
        }
        override func presentationTransitionWillBegin() {
            log.append("willBegin")
            dimming.backgroundColor = .black
            dimming.frame = containerView!.bounds
            dimming.alpha = 0
            dimming.accessibilityIdentifier = "dimming"
            containerView!.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.5 }, completion: { _ in
                self.log.append("coordinatorCompletion")
            })
        }
        override func containerViewWillLayoutSubviews() { log.append("willLayout") }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("didEnd \(completed)") }
        override func dismissalTransitionWillBegin() { log.append("dismissalWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalDidEnd \(completed)") }
    }

    final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var presentation: HalfCard?
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideUp(duration: 0.5) }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideDown() }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let card = HalfCard(presentedViewController: presented, presenting: presenting)
            presentation = card
            return card
        }
    }

    @Test func aCustomPresentationRunsItsPresentationControllerInUIKitsOrder() throws {
        let root = UIViewController(), card = UIViewController()
        root.view.backgroundColor = .white
        card.view.backgroundColor = .blue
        card.view.accessibilityIdentifier = "card"
        let delegate = CardDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        var coordinator: (any UIViewControllerTransitionCoordinator)?
        var presenterInWindow = false
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10)
        let recording = try recorder.record(root: root, name: "card") { root in
            root.present(card, animated: true) { presenterInWindow = root.view.window != nil }
            coordinator = root.transitionCoordinator
        }
        // UIKit's documented order: will-begin, the container's layout, the animator, did-end
        // at completeTransition; the coordinator's completion runs once the transition has ended.
        let log = delegate.presentation!.log
        #expect(log.filter { $0 != "coordinatorCompletion" } == ["willBegin", "willLayout", "didEnd true"])
        #expect(log.contains("coordinatorCompletion"))
        // 0.5 s at 10 fps: frames at 0, 0.1, …, 0.5.
        #expect(recording.frameCount == 6)
        // A custom presentation keeps the presenter's view out of the context; the presented one is in it.
        #expect(coordinator != nil && coordinator?.view(forKey: .from) == nil && coordinator?.view(forKey: .to) === card.view)
        // The card ends at the lower half; at 0.2 s it has come 0.2/0.5 of the way from y = 80.
        let y = { (k: Int) in self.nodes(recording, frame: k, named: "card").first.map { $0.transform.ty } }
        #expect(y(5) == 40)
        #expect(abs((y(2) ?? 0) - (80 - 40 * 0.4)) < 1e-9)
        // The dimming view fades alongside, over the transition's 0.5 s along UIView.animate's
        // default ease-in-out: at 0.2 s, 0.5 × easeInEaseOut(0.4).
        let dim = { (k: Int) in self.nodes(recording, frame: k, named: "dimming").first?.opacity ?? -1 }
        #expect(dim(0) == 0)
        #expect(abs(dim(2) - 0.5 * CubicBezierTiming.easeInEaseOut.progress(at: 0.4)) < 1e-9)
        #expect(abs(dim(5) - 0.5) < 1e-9)
        // The presenter's view stays in the window, under the container.
        #expect(presenterInWindow && root.presentedViewController === card && card.presentingViewController === root)
        #expect(card.presentationController === delegate.presentation)
    }

    @Test func aFullScreenPresentationTakesThePresenterOffTheScreenAndDismissalPutsItBack() throws {
        let root = UIViewController(), modal = UIViewController()
        let delegate = CardDelegate()
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = delegate
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10)
        var seenFrom: UIView?
        var presenterGone = false
        _ = try recorder.record(root: root, name: "full") { root in
            root.present(modal, animated: true) { presenterGone = root.view.superview == nil }
            seenFrom = root.transitionCoordinator?.view(forKey: .from)
        }
        #expect(seenFrom === root.view)
        #expect(presenterGone)
        let root2 = UIViewController(), modal2 = UIViewController()
        modal2.modalPresentationStyle = .fullScreen
        modal2.transitioningDelegate = delegate
        var presenterBack = false
        let back = try recorder.record(root: root2, name: "back") { root in
            root.present(modal2, animated: false)
            modal2.dismiss(animated: true) { presenterBack = root.view.window != nil }
        }
        // 0.5 s of SlideDown at 10 fps, then the presenter's view is back in the window.
        #expect(back.frameCount == 6)
        #expect(presenterBack && root2.presentedViewController == nil && modal2.presentingViewController == nil)
    }

    @Test func isBeingPresentedAndDismissedHoldWhileTheTransitionRuns() throws {
        // As UIKit's: true from the call through the controller's appearance calls, false once
        // the transition has ended; a plain presentation is never "being dismissed".
        final class Watched: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); seen.append("willAppear \(isBeingPresented)") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); seen.append("didAppear \(isBeingPresented)") }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); seen.append("willDisappear \(isBeingDismissed)") }
        }
        let root = UIViewController(), modal = Watched()
        let delegate = CardDelegate()
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = delegate
        var duringDismissal: Bool?
        _ = try TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10).record(root: root, name: "watched") { root in
            root.present(modal, animated: true)
        }
        #expect(modal.seen == ["willAppear true", "didAppear true"])
        #expect(!modal.isBeingPresented && !modal.isBeingDismissed)
        let root2 = UIViewController(), modal2 = Watched()
        modal2.modalPresentationStyle = .fullScreen
        modal2.transitioningDelegate = delegate
        _ = try TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10).record(root: root2, name: "dismissed") { root in
            root.present(modal2, animated: false)
            modal2.dismiss(animated: true)
            duringDismissal = modal2.isBeingDismissed
        }
        #expect(duringDismissal == true && modal2.seen.last == "willDisappear true" && !modal2.isBeingDismissed)
    }

    @Test func presentingWithoutAnAnimatorIsRecordedAsUnsupported() throws {
        let root = UIViewController(), modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10)
        #expect(throws: SegueKitError.unsupported("present(_:animated: true) without an animator from the transitioning delegate (UIKit's default cover-vertical animation)")) {
            try recorder.record(root: root, name: "none") { $0.present(modal, animated: true) }
        }
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        #expect(throws: SegueKitError.unsupported("present(_:animated:completion:) in the .pageSheet style; expected .fullScreen, .overFullScreen or .custom")) {
            try recorder.record(root: UIViewController(), name: "sheet") { $0.present(sheet, animated: true) }
        }
    }

    /// Seed 000's flow as an app runs it: a pan on the list presents through the delegate's
    /// interaction controller; the handler updates by translation.y / 400 and finishes past 0.4.
    final class PanPresenter: UIViewController, UIViewControllerTransitioningDelegate {
        let interactive = UIPercentDrivenInteractiveTransition()
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGFloat] = []
        let second = UIViewController()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self) { [unowned self] in self.pan($0) })
            second.modalPresentationStyle = .fullScreen
            second.transitioningDelegate = self
        }
        func pan(_ gesture: UIPanGestureRecognizer) {
            states.append(gesture.state)
            let offset = gesture.translation(in: view)
            translations.append(offset.y)
            switch gesture.state {
            case .began: present(second, animated: true)
            case .changed: interactive.update(offset.y / 400)
            case .ended: if interactive.percentComplete > 0.4 { interactive.finish() } else { interactive.cancel() }
            default: break
            }
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideUp(duration: 1) }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            interactive
        }
    }

    @Test func aScriptedPanRunsTheAppsOwnHandlerWhichDrivesThePresentation() throws {
        let root = PanPresenter()
        // Down at (20, 10) at t = 0, dragged 300 points down over 1 s: at 10 fps the finger moves
        // 30 points a frame; it lifts at t = 1 s at y = 310.
        let drag = TouchPath.drag(from: CGPoint(x: 20, y: 10), to: CGPoint(x: 20, y: 310), duration: 1)
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 400), scale: 1, fps: 10)
        let recording = try recorder.record(root: root, touches: [drag], name: "pan")
        // The first move (30 points at t = 0.1) crosses the 10-point hysteresis: began with the
        // hysteresis taken off (20), then changed at every frame (50, 80, …, 290 at t = 0.9),
        // changed at the lift (320 − 10 = 300) and ended there.
        #expect(root.states.first == .began && root.states.last == .ended)
        #expect(root.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(root.translations.first == 20)
        #expect(root.translations.last == 290)
        // Released at 290 / 400 = 0.725 > 0.4: finish() plays the rest, (1 − 0.725) · 1 s at
        // completionSpeed 1, so the transition completes at 1 + 0.275 = 1.275 s.
        #expect(recording.didComplete)
        #expect(abs(recording.completionTime - 1.275) < 1e-9)
        #expect(recording.frameCount == 14)  // 0, 0.1, …, 1.2 and the last at 1.275
    }

    @Test func aPanBeginsPerAxisAndReportsUIKitsVelocity() throws {
        final class Holder: UIViewController {
            var began: (time: CFTimeInterval, translation: CGPoint)?
            var velocities: [CGPoint] = []
            override func viewDidLoad() {
                view.addGestureRecognizer(UIPanGestureRecognizer(target: self) { [unowned self] pan in
                    if pan.state == .began { self.began = (CACurrentMediaTime(), pan.translation(in: nil)) }
                    self.velocities.append(pan.velocity(in: nil))
                })
            }
        }
        let root = Holder()
        // (8, 8) in the first 0.1 s: 11.3 points away, but under 10 along each axis, so no pan yet.
        // Then 60 right in the next 0.1 s, and still until the lift at 0.3 s.
        let path = TouchPath([(0, CGPoint(x: 5, y: 5)), (0.1, CGPoint(x: 13, y: 13)), (0.2, CGPoint(x: 73, y: 13)),
                              (0.3, CGPoint(x: 73, y: 13))])
        let recorder = TransitionRecorder(size: CGSize(width: 100, height: 20), scale: 1, fps: 10)
        recorder.timeLimit = 0.5  // no transition starts: the recording ends in an error once the touch is over
        #expect(throws: SegueKitError.self) { try recorder.record(root: root, touches: [path], name: "pan") }
        // It begins at 0.2 s, at (68, 8) from the landing: 10 comes off x, and y's 8 is all hysteresis.
        #expect(root.began?.time == 0.2)
        #expect(root.began?.translation == CGPoint(x: 58, y: 0))
        // Velocity at began: 0.2 × (600, 0) + 0.8 × (80, 80) = (184, 64) points a second; at the
        // last move and the lift, 0.2 × (0, 0) + 0.8 × (600, 0) = (480, 0).
        #expect(root.velocities.count == 3)
        #expect(abs(root.velocities[0].x - 184) < 1e-9 && abs(root.velocities[0].y - 64) < 1e-9)
        #expect(abs(root.velocities[2].x - 480) < 1e-9 && root.velocities[2].y == 0)
    }

    @Test func aCancelledFullScreenPresentationPutsThePresenterBack() throws {
        let root = PanPresenter()
        root.view.accessibilityIdentifier = "root"
        // A 100-point drag: released at (100 − 10) / 400 = 0.225 < 0.4, so the handler cancels and
        // the transition runs back over 0.225 · 1 s.
        let drag = TouchPath.drag(from: CGPoint(x: 20, y: 10), to: CGPoint(x: 20, y: 110), duration: 1)
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 400), scale: 1, fps: 10)
        let recording = try recorder.record(root: root, touches: [drag], name: "cancel")
        #expect(!recording.didComplete)
        #expect(abs(recording.completionTime - 1.225) < 1e-9)
        // The presenter's view is on screen again in the last frame, and nothing is presented.
        #expect(nodes(recording, frame: recording.frameCount - 1, named: "root").count == 1)
        #expect(root.presentedViewController == nil && root.second.presentingViewController == nil)
    }

    @Test func anAnimatorDurationThatIsNotANumberIsRecordedNamingIt() {
        final class Broken: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { .nan }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { transitionContext.completeTransition(true) }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
        }
        let broken = Broken(), modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = broken
        let recorder = TransitionRecorder(size: CGSize(width: 10, height: 10), scale: 1, fps: 10)
        #expect(throws: SegueKitError("Broken.transitionDuration(using:): expected a finite, non-negative number of seconds, found nan")) {
            try recorder.record(root: UIViewController(), name: "broken") { $0.present(modal, animated: true) }
        }
    }

    @Test func aTouchPathThatCannotBePlayedNamesThePoint() {
        let recorder = TransitionRecorder(size: CGSize(width: 10, height: 10), scale: 1, fps: 10)
        let bad = TouchPath([(0.2, CGPoint(x: 1, y: 1)), (0.1, CGPoint(x: 2, y: 2))])
        #expect(throws: SegueKitError("TransitionRecorder.record(root:touches[0]): points[1].time: expected a time after points[0]'s 0.2 s, found 0.1")) {
            try recorder.record(root: UIViewController(), touches: [bad], name: "bad")
        }
    }

    @Test func hitTestingSkipsHiddenAndNonInteractiveViewsFrontToBack() {
        KitClock.run { _ in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(back)
            root.addSubview(front)
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
            front.isUserInteractionEnabled = false
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
            back.alpha = 0.005
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
            #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
        }
    }
}
