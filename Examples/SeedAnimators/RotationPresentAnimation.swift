// Seed 001 (转场动画01 UIViewControllerTransitioning): the present animator that slides the new
// screen up from one screen height below with UIKit's spring (damping 0.6, velocity 0, 0.5 s),
// translated line for line from its Objective-C.
import UIKit

public class RotationPresentAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        //1
        let toVC = transitionContext.viewController(forKey: .to)!

        //2
        let finalRect = transitionContext.finalFrame(for: toVC)

        //下面这句话的意思是在 finalRect 的基础上获取一个 x 偏移0 y偏移一个屏幕高度的 frame。
        toVC.view.frame = finalRect.offsetBy(dx: 0, dy: UIScreen.main.bounds.size.height)

        //3
        transitionContext.containerView.addSubview(toVC.view)

        //4
        UIView.animate(withDuration: self.transitionDuration(using: transitionContext), delay: 0.0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.0, options: .curveLinear, animations: {
            toVC.view.frame = finalRect
        }, completion: { (finished) in
            //5
            transitionContext.completeTransition(true)
        })
    }
}
