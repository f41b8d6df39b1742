// Seed 003's pop, which the article leaves as "Pop时的转场动画原理与其相同" (the same principle as
// the push): PushTransition in reverse. The list screen goes under the leaving detail screen,
// whose mask shrinks from the circle covering the farthest corner to a point on the Push
// button; the delegate completes the transition and removes the mask, as the push's does.
import UIKit

public class PopTransition: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private weak var _transitionContext: UIViewControllerContextTransitioning?

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        _transitionContext = transitionContext

        // On pop the controllers swap roles: the pushed ToViewController leaves.
        let fromVC = transitionContext.viewController(forKey: .from) as! ToViewController
        let toVC = transitionContext.viewController(forKey: .to) as! FromViewController

        let contentView = transitionContext.containerView
        contentView.addSubview(toVC.view)
        contentView.addSubview(fromVC.view)

        let pushBtn = toVC.pushBtn
        let maskLayerFinalPath = UIBezierPath(ovalIn: CGRect(x: pushBtn.center.x, y: pushBtn.center.y, width: 0, height: 0))

        let startPoint = pushBtn.center
        let finalPoint = CGPoint(x: 0, y: 0)
        let radius = sqrt(pow(startPoint.x, 2) + pow((finalPoint.y - startPoint.y), 2))

        let maskLayerStartPath = UIBezierPath(ovalIn: pushBtn.frame.insetBy(dx: -radius, dy: -radius))

        let maskLayer = CAShapeLayer()
        // 使动画结束后不会回到初始动画
        maskLayer.path = maskLayerFinalPath.cgPath
        fromVC.view.layer.mask = maskLayer

        let maskLayerAnimation = CABasicAnimation(keyPath: "path")
        maskLayerAnimation.fromValue = maskLayerStartPath.cgPath
        maskLayerAnimation.toValue = maskLayerFinalPath.cgPath
        maskLayerAnimation.duration = 1.0
        maskLayerAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        maskLayerAnimation.delegate = self
        maskLayer.add(maskLayerAnimation, forKey: "popPath")
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        _transitionContext?.completeTransition(!_transitionContext!.transitionWasCancelled)
        _transitionContext?.viewController(forKey: .from)?.view.layer.mask = nil
        _transitionContext?.viewController(forKey: .to)?.view.layer.mask = nil
    }
}
