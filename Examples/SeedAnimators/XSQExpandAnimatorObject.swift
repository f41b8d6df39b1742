// Seed 002 (自定義UINavigationController內的轉場動畫): the push that expands the detail screen
// from a thumbnail's frame over 1.0 s, translated line for line from its Objective-C. It
// animates `toView.frame`: the view resizes, its subviews keep their size and position.
import UIKit

public class XSQExpandAnimatorObject: NSObject, UIViewControllerAnimatedTransitioning {
    let thumbView: UIView

    /// The seed's `initWithThumbView:`, given the master controller's thumbnail.
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

        let thumbFrame = transitionContext.containerView.convert(self.thumbView.bounds, from: self.thumbView)
        toView.frame = thumbFrame

        transitionContext.containerView.addSubview(toView)

        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        UIView.animate(withDuration: self.transitionDuration(using: transitionContext),
                       animations: {
                           toView.frame = toViewFinalFrame
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
