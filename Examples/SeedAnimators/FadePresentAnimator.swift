// Seed 000 (UIViewControllerTransitioning in Swift): the present animator that fades the new
// screen in over 0.6 s, line for line. Driven by a UIPercentDrivenInteractiveTransition that a
// downward pan updates with offset.y / 400 and releases at 0.4 (FadePanGesture.swift).
import UIKit

public class PresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var duration: TimeInterval = 0.6

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 可以使用as?获取具体控制器的引用,针对特定的视图做效果
        guard let to = transitionContext.viewController(forKey: .to) else { return }
        guard let from = transitionContext.viewController(forKey: .from) else { return }
        // 视图容器,动画效果需要在里面完成
        let container = transitionContext.containerView
        container.addSubview(from.view)
        to.view.alpha = 0
        container.addSubview(to.view)
        // 简单效果
        UIView.animate(withDuration: self.duration, animations: {
            to.view.alpha = 1
        }) { (finished) in
            if finished {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}
