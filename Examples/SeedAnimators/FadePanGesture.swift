// Seed 000 (UIViewControllerTransitioning in Swift): FirstViewController's pan handler, which
// drives PresentAnimator through a UIPercentDrivenInteractiveTransition, line for line. A
// downward pan of offset.y points updates the transition to offset.y / 400; on release it
// finishes past 0.4 and cancels otherwise.
//
// The handler takes the recogniser's state and translation as arguments, so that a test's
// gesture closure can call it at each tick as UIKit would call `pan(_:)` and compare the frames
// with the template's scripted finger; `AppFlowTests` runs seed 000's flow from a real
// `UIPanGestureRecognizer` fed by a scripted touch.
import UIKit

@MainActor
public final class FadePanGesture {
    /// The states of UIPanGestureRecognizer that `pan(_:)` reads.
    public enum State: Sendable { case began, changed, cancelled, ended }

    public var interactive: UIPercentDrivenInteractiveTransition?
    /// The seed's presentItem(): presents SecondViewController with PresentAnimator. Under
    /// TransitionRecorder the transition is already started, so it does nothing by default.
    public var presentItem: () -> Void = {}

    public init(interactive: UIPercentDrivenInteractiveTransition?) {
        self.interactive = interactive
    }

    /// The seed's `pan(_ gesture: UIPanGestureRecognizer)`, with `gesture.state` and
    /// `gesture.translation(in: self.view)` passed in.
    public func pan(_ state: State, translation offset: CGPoint) {
        if state == .began {
            self.presentItem() // 在手势开始时present控制器
        } else if state == .changed {
            if offset.y > 0 && offset.y < 400 {
                interactive?.update(offset.y/400) // 用向下偏移量来控制动画执行百分比
            }
        } else if state == .cancelled {
            interactive?.cancel() // 取消动画
        } else if state == .ended {
            // 手势结束时判断结束或取消动画
            if interactive!.percentComplete > 0.4 {
                interactive?.finish()
            } else {
                interactive?.cancel()
            }
        }
    }
}
