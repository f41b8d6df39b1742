// The receipt slides up over the checkout screen, which dims: a present animator as an app ships
// it (this folder stands for the app's own `MyApp/Transitions`, shared by path into the Linux
// test target of Package.swift; on iOS it compiles against Apple's UIKit).
import UIKit

public final class ReceiptAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the receipt takes to arrive.
    public static let duration: TimeInterval = 0.4
    /// How dark the checkout screen gets behind the receipt.
    public static let dimmedAlpha: CGFloat = 0.4

    public override init() { super.init() }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let receipt = transitionContext.view(forKey: .to),
              let receiptController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = .black
        dimming.alpha = 0
        container.addSubview(dimming)

        let finalFrame = transitionContext.finalFrame(for: receiptController)
        receipt.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
        container.addSubview(receipt)

        UIView.animate(withDuration: Self.duration, delay: 0, options: .curveEaseOut, animations: {
            receipt.frame = finalFrame
            dimming.alpha = Self.dimmedAlpha
        }, completion: { _ in
            dimming.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The screen the receipt is shown over.
public final class CheckoutViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        let pay = UIView(frame: CGRect(x: 24, y: 700, width: 342, height: 56))
        pay.backgroundColor = .systemGreen
        pay.layer.cornerRadius = 14
        view.addSubview(pay)
    }
}

/// The receipt: a white card with the total's bar.
public final class ReceiptViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let total = UIView(frame: CGRect(x: 24, y: 120, width: 342, height: 64))
        total.backgroundColor = .systemBlue
        total.layer.cornerRadius = 12
        view.addSubview(total)
    }
}
