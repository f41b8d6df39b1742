// Seed 003 (iOS转场动画(Push)): the push that reveals the new screen through a circular
// CAShapeLayer mask growing from the Push button, a CABasicAnimation of `path` (easeInEaseOut,
// 1.0 s) whose delegate completes the transition and removes the mask, translated line for
// line from its Objective-C.
//
// One constant differs: the seed's button sits top right, so the corner it measures the radius
// to is the bottom-left one, (0, screen height). The list screen's button sits bottom right
// (centre (330, 724) on 390 × 844), so the corner farthest from it is the top-left one, (0, 0);
// the seed's radius formula, which assumes finalPoint.x = 0, is kept as it is.
import UIKit

public class PushTransition: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private weak var _transitionContext: UIViewControllerContextTransitioning?

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        _transitionContext = transitionContext

        let fromVC = transitionContext.viewController(forKey: .from) as! FromViewController
        let toVC = transitionContext.viewController(forKey: .to) as! ToViewController

        let contentView = transitionContext.containerView
        contentView.addSubview(fromVC.view)
        contentView.addSubview(toVC.view)

        let pushBtn = fromVC.pushBtn
        let maskLayerStartPath = UIBezierPath(ovalIn: CGRect(x: pushBtn.center.x, y: pushBtn.center.y, width: 0, height: 0))

        let startPoint = pushBtn.center
        let finalPoint = CGPoint(x: 0, y: 0) // the seed: CGPointMake(0, [UIScreen mainScreen].bounds.size.height)
        let radius = sqrt(pow(startPoint.x, 2) + pow((finalPoint.y - startPoint.y), 2))

        let maskLayerFinalPath = UIBezierPath(ovalIn: pushBtn.frame.insetBy(dx: -radius, dy: -radius))

        let maskLayer = CAShapeLayer()
        // 使动画结束后不会回到初始动画
        maskLayer.path = maskLayerFinalPath.cgPath
        toVC.view.layer.mask = maskLayer

        let maskLayerAnimation = CABasicAnimation(keyPath: "path")
        maskLayerAnimation.fromValue = maskLayerStartPath.cgPath
        maskLayerAnimation.toValue = maskLayerFinalPath.cgPath
        maskLayerAnimation.duration = 1.0
        maskLayerAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        maskLayerAnimation.delegate = self
        maskLayer.add(maskLayerAnimation, forKey: "pushPath")
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        _transitionContext?.completeTransition(!_transitionContext!.transitionWasCancelled)
        _transitionContext?.viewController(forKey: .from)?.view.layer.mask = nil
        _transitionContext?.viewController(forKey: .to)?.view.layer.mask = nil
    }
}
