import Foundation
import SegueCore
import Testing
@testable import SegueKit

/// Navigation and tab bar controllers running an app's transitions through their delegates,
/// and view controller containment (issue 26, item 3).
@MainActor
struct ContainerControllerTests {
    /// Slides the to view in from the right over 0.5 s, linearly, checking the frames UIKit's
    /// navigation context gives (from starts filling the container, to ends filling it).
    final class SlideIn: NSObject, UIViewControllerAnimatedTransitioning {
        var frames: [CGRect] = []
        var toFrameBefore: CGRect = .null
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let fromVC = transitionContext.viewController(forKey: .from)!, toVC = transitionContext.viewController(forKey: .to)!
            frames = [transitionContext.initialFrame(for: fromVC), transitionContext.finalFrame(for: fromVC),
                      transitionContext.initialFrame(for: toVC), transitionContext.finalFrame(for: toVC)]
            let to = transitionContext.view(forKey: .to)!
            toFrameBefore = to.frame
            container.addSubview(to)
            to.frame.origin.x = container.bounds.width
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { to.frame.origin.x = 0 },
                           completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
        let animator = SlideIn()
        var interaction: UIPercentDrivenInteractiveTransition?
        var log: [String] = []
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            log.append("animator \(operation == .push ? "push" : "pop")")
            return animator
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            interaction
        }
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.append("willShow")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.append("didShow")
        }
    }

    /// A controller that logs its containment calls.
    final class Logged: UIViewController {
        var log: [String] = []
        override func willMove(toParent parent: UIViewController?) { log.append("willMove \(parent == nil ? "nil" : "parent")") }
        override func didMove(toParent parent: UIViewController?) { log.append("didMove \(parent == nil ? "nil" : "parent")") }
        override func viewWillAppear(_ animated: Bool) { log.append(isMovingToParent ? "willAppear moving" : "willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append(isMovingToParent ? "didAppear moving" : "didAppear") }
    }

    private func colored(_ color: UIColor) -> Logged {
        let controller = Logged()
        controller.view.backgroundColor = color
        return controller
    }

    @Test func aPushRunsTheDelegatesAnimatorInTheContentView() throws {
        let root = colored(.white), detail = colored(.black)
        let navigation = UINavigationController(rootViewController: root)
        navigation.isNavigationBarHidden = true
        let delegate = NavigationDelegate()
        navigation.delegate = delegate
        var stackDuringPush: [UIViewController] = []
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10)
        let recording = try recorder.record(root: navigation, name: "push") { navigation in
            (navigation as! UINavigationController).pushViewController(detail, animated: true)
            stackDuringPush = (navigation as! UINavigationController).viewControllers
        }
        // 0.5 s at 10 fps: frames at 0, 0.1 … 0.5.
        #expect(recording.frameCount == 6)
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 80)
        #expect(delegate.animator.frames == [bounds, .zero, .zero, bounds] && delegate.animator.toFrameBefore == bounds)
        // The stack changes when the push starts; the child is moved in when it completes.
        #expect(stackDuringPush == [root, detail] && navigation.viewControllers == [root, detail])
        #expect(navigation.topViewController === detail && detail.navigationController === navigation && detail.parent === navigation)
        // isMovingToParent holds through the pushed controller's appearance calls, then ends.
        #expect(detail.log == ["willMove parent", "willAppear moving", "didAppear moving", "didMove parent"])
        #expect(!detail.isMovingToParent && !root.isMovingFromParent)
        #expect(delegate.log == ["willShow", "animator push", "didShow"])
        // At 0.3 s of 0.5 the detail's left edge has come 60 % of the way from 40: 40 · 0.4 = 16.
        let frame = recording.snapshot(atFrame: 3)
        var lefts: [Double] = []
        func visit(_ node: RenderNode, _ parent: SegueCore.AffineTransform) {
            let transform = node.transform.concatenating(parent)
            if node.backgroundColor == Color(unchecked: 0, 0, 0, 1) { lefts.append(transform.apply(to: Point(0, 0)).x) }
            node.children.forEach { visit($0, transform) }
        }
        frame.tree.nodes.forEach { visit($0, SegueCore.AffineTransform.identity) }
        #expect(lefts.count == 1 && abs((lefts.first ?? .nan) - 16) < 1e-9)
    }

    @Test func aCancelledInteractivePopPutsTheStackBack() throws {
        let root = colored(.white), detail = colored(.black)
        let navigation = UINavigationController(rootViewController: root)
        navigation.isNavigationBarHidden = true
        navigation.pushViewController(detail, animated: false)
        let delegate = NavigationDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10)
        var popped: UIViewController?
        var interactionChanges = 0, coordinatorFound = false
        _ = try recorder.record(root: navigation, name: "pop") { navigation in
            popped = (navigation as! UINavigationController).popViewController(animated: true)
            // The navigation controller answers with the coordinator of the pop it runs.
            coordinatorFound = navigation.transitionCoordinator != nil
            navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
                interactionChanges += context.isCancelled ? 1 : 0
            }
            interaction.update(0.2)
            interaction.cancel()
        }
        #expect(popped === detail && navigation.viewControllers == [root, detail] && detail.parent === navigation)
        #expect(coordinatorFound && interactionChanges == 1)
        #expect(delegate.log == ["willShow", "animator pop"])
    }

    @Test func barsAndDefaultAnimationsAreRecordedAsNotSupported() throws {
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10)
        let shown = UINavigationController(rootViewController: colored(.white))
        #expect(throws: SegueKitError.unsupported("UINavigationController's navigation bar (set isNavigationBarHidden = true): bars are not drawn")) {
            _ = try recorder.record(root: shown, name: "bar") { _ in }
        }
        let plain = UINavigationController(rootViewController: colored(.white))
        plain.isNavigationBarHidden = true
        #expect(throws: SegueKitError.unsupported("pushViewController(animated: true) without an animator from the navigation controller's delegate (UIKit's default slide)")) {
            _ = try recorder.record(root: plain, name: "slide") { navigation in
                (navigation as! UINavigationController).pushViewController(UIViewController(), animated: true)
            }
        }
    }

    final class TabDelegate: NSObject, UITabBarControllerDelegate {
        let animator = SlideIn()
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    @Test func aTabSwitchRunsTheDelegatesAnimator() throws {
        let first = colored(.white), second = colored(.black)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.tabBar.isHidden = true
        let delegate = TabDelegate()
        tabs.delegate = delegate
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10)
        let recording = try recorder.record(root: tabs, name: "tabs") { tabs in (tabs as! UITabBarController).selectedIndex = 1 }
        #expect(recording.frameCount == 6 && tabs.selectedViewController === second && second.tabBarController === tabs)
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 80)
        #expect(delegate.animator.frames == [bounds, .zero, .zero, bounds])
        // At the end only the second tab's view is in the content view.
        #expect(second.view.superview != nil && first.view.superview == nil)
    }

    @Test func withoutAnAnimatorATabSwitchIsInstant() {
        KitClock.run { clock in
            let first = colored(.white), second = colored(.black)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            clock.window.addSubview(tabs.view)
            tabs.selectedViewController = second
            #expect(second.view.superview != nil && first.view.superview == nil && tabs.selectedIndex == 1)
            #expect(second.log.suffix(2) == ["willAppear", "didAppear"])
            tabs.selectedIndex = 5
            #expect(Misuse.take().map(\.message) == ["UITabBarController.selectedIndex = 5: expected 0..<2"])
        }
    }

    @Test func containmentAndAppearanceForwardingFollowUIKitsOrder() {
        let parent = UIViewController(), child = Logged()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child] && child.parent === parent)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.log == ["willMove parent", "didMove parent", "willAppear", "didAppear", "willMove nil", "didMove nil"])
        #expect(parent.children.isEmpty && child.parent == nil && child.navigationController == nil)
    }

    @Test func theResponderChainRunsViewToControllerToSuperview() {
        let parent = UIView(), controller = UIViewController()
        parent.addSubview(controller.view)
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.next === controller.view && controller.view.next === controller && controller.next === parent)
        #expect(parent.next == nil)
    }

    @Test func aPresentedControllersPreferredSizeReachesItsPresentationController() throws {
        final class Sizing: UIPresentationController {
            var changes: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                changes.append(container.preferredContentSize)
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            var presentation: Sizing?
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                presentation = Sizing(presentedViewController: presented, presenting: presenting)
                return presentation
            }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideIn() }
        }
        let root = UIViewController(), sheet = UIViewController()
        let delegate = Delegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        var interactionChanges = 0
        _ = try TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10).record(root: root, name: "size") { root in
            root.present(sheet, animated: true)
            sheet.transitionCoordinator?.notifyWhenInteractionChanges { _ in interactionChanges += 1 }
            sheet.preferredContentSize = CGSize(width: 40, height: 30)
        }
        #expect(delegate.presentation?.changes == [CGSize(width: 40, height: 30)] && interactionChanges == 0)
        #expect(delegate.presentation?.size(forChildContentContainer: sheet, withParentContainerSize: CGSize(width: 40, height: 80))
                == CGSize(width: 40, height: 80))
    }

    @Test func storyboardSeguesAreRecorded() {
        KitClock.run { _ in
            UIViewController().performSegue(withIdentifier: "showDetail", sender: nil)
            #expect(Misuse.take().map(\.message) == [#"not supported in SegueKit: performSegue(withIdentifier: "showDetail") (storyboards; present or push the controller in code)"#])
        }
    }

    /// Never completes its transition; keeps the context weakly.
    final class Stalled: NSObject, UIViewControllerAnimatedTransitioning {
        weak var context: AnyObject?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { context = transitionContext }
    }

    @Test func aRecordingThatThrowsLeavesNoTransitionAlive() throws {
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = Stalled()
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let delegate = Delegate()
        let root = UIViewController(), sheet = UIViewController()
        sheet.transitioningDelegate = delegate
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10)
        recorder.timeLimit = 0.3
        #expect(throws: SegueKitError.self) {
            _ = try recorder.record(root: root, name: "stalled") { root in
                root.present(sheet, animated: true)
                _ = root.presentedViewController?.transitionCoordinator // made, and held by the context
            }
        }
        // The context and its coordinator held each other; the recording let them go.
        #expect(delegate.animator.context == nil)
    }

    /// The slide-in menu pattern apps copy: the presented view slides in from the left to its
    /// presentation frame, and out from `finalFrame(for:)` of the dismissed controller.
    final class SlideMenu: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var seenFinal: CGRect = .null
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let key: UITransitionContextViewControllerKey = presenting ? .to : .from
            let controller = transitionContext.viewController(forKey: key)!
            if presenting { transitionContext.containerView.addSubview(controller.view) }
            let shown = transitionContext.finalFrame(for: controller)
            seenFinal = shown
            var hidden = shown
            hidden.origin.x = -shown.width
            controller.view.frame = presenting ? hidden : shown
            UIView.animate(withDuration: 0.3, animations: { controller.view.frame = self.presenting ? shown : hidden }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    @Test func aDismissedCustomPresentationEndsAtItsPresentationFrame() throws {
        final class Menu: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 0, y: 0, width: 30, height: 80) }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let present = SlideMenu(presenting: true), dismiss = SlideMenu(presenting: false)
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                Menu(presentedViewController: presented, presenting: presenting)
            }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { present }
            func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismiss }
        }
        let delegate = Delegate()
        let root = UIViewController(), menu = UIViewController()
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = delegate
        let recorder = TransitionRecorder(size: CGSize(width: 40, height: 80), scale: 1, fps: 10)
        _ = try recorder.record(root: root, name: "menu") { root in root.present(menu, animated: true) }
        let recording = try recorder.record(root: root, name: "menu-out") { root in root.dismiss(animated: true) }
        // The dismissal starts from the menu's frame, so it slides out over 0.3 s (4 frames).
        #expect(delegate.dismiss.seenFinal == CGRect(x: 0, y: 0, width: 30, height: 80) && recording.frameCount == 4)
    }

    /// Fades the to view in linearly over 1 s.
    final class LinearFade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { to.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    @Test func aTransitionThatStartedAnimatingPausesAndFinishesOnItsOwnTimeLine() throws {
        // wantsInteractiveStart false: the fade runs from t = 0; paused at 0.3 s it is 30 %
        // through; finished at 0.5 s it plays its remaining 0.7 s and ends at 1.2 s.
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        var pausedAt: CGFloat = .nan
        let recording = try TransitionRecorder(size: CGSize(width: 10, height: 10), scale: 1, fps: 10)
            .record(LinearFade(), operation: .present, from: UIViewController(), to: UIViewController(),
                    interactionController: interaction, gesture: .script { t, controller in
                if abs(t - 0.3) < 1e-9 { controller.pause(); pausedAt = controller.percentComplete }
                if abs(t - 0.5) < 1e-9 { controller.finish() }
            })
        #expect(abs(pausedAt - 0.3) < 1e-9)
        #expect(recording.frameCount == 13 && abs(recording.snapshot(atFrame: 12).time - 1.2) < 1e-9)
    }
}
