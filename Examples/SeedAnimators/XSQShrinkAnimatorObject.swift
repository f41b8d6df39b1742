// Seed 002's pop, which the article leaves as "反向的pop動畫的實現方式也類似" (the reverse pop is
// implemented the same way): XSQExpandAnimatorObject run backwards. The master's view goes
// under the detail's, whose frame shrinks back to the thumbnail's over 1.0 s; the completion
// is the push's, statement for statement.
//
// Unlike the push, the thumbnail is on the incoming (to) view, so that view is put in the
// container, at its final frame, before the thumbnail's frame is converted into it.
import UIKit

public class XSQShrinkAnimatorObject: NSObject, UIViewControllerAnimatedTransitioning {
    let thumbView: UIView

    /// Given the master controller's thumbnail, which the detail shrinks back to.
    public init(thumbView: UIView) {
        self.thumbView = thumbView
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {

        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        let fromView = transitionContext.view(forKey: .from)!

        toView.frame = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)

        let thumbFrame = transitionContext.containerView.convert(self.thumbView.bounds, from: self.thumbView)
        UIView.animate(withDuration: self.transitionDuration(using: transitionContext),
                       animations: {
                           fromView.frame = thumbFrame
                       },
                       completion: { (finished) in
                           if !transitionContext.transitionWasCancelled {
                               fromView.removeFromSuperview()
                               transitionContext.completeTransition(true)
                           }
                           else {
                               toView.removeFromSuperview()
                               transitionContext.completeTransition(false)
                           }
                       })
    }
}
