// A transition written the iOS 10 way, with an interruptible UIViewPropertyAnimator: the new
// screen rises from the bottom while the old one shrinks back. A percent-driven interaction
// scrubs it (UIKit drives the property animator's fractionComplete), then reverses or finishes it.
import UIKit

public final class CardPropertyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator { return animator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let finalFrame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
        container.addSubview(toView)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            toView.frame = finalFrame
            fromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            fromView.alpha = 0.6
        }
        animator.addCompletion { position in
            fromView.transform = .identity
            fromView.alpha = 1
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
