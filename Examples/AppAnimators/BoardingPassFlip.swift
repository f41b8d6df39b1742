// Boarding pass flip: the pass turns over to its details, a UIKit flip (UIView.transition(from:to:) with .transitionFlipFromRight) in a custom animator.
import UIKit

final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }

        toView.frame = transitionContext.finalFrame(for: toViewController)
        // .showHideTransitionViews expects the to view in the hierarchy and hidden.
        toView.isHidden = true
        containerView.addSubview(toView)

        let flip: UIView.AnimationOptions = presenting ? .transitionFlipFromRight : .transitionFlipFromLeft
        UIView.transition(from: fromView, to: toView, duration: transitionDuration(using: transitionContext),
                          options: [flip, .showHideTransitionViews]) { _ in
            let cancelled = transitionContext.transitionWasCancelled
            fromView.isHidden = false
            if cancelled {
                toView.isHidden = false
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        }
    }
}

final class FlipTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FlipAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FlipAnimator(presenting: false)
    }
}

/// A pass face: a rounded coloured card with a title and a line below it.
private func passCard(title: String, detail: String, color: UIColor, in bounds: CGRect) -> UIView {
    let card = UIView(frame: bounds.insetBy(dx: 24, dy: 140))
    card.backgroundColor = color
    card.layer.cornerRadius = 24
    card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let titleLabel = UILabel(frame: CGRect(x: 24, y: 28, width: card.bounds.width - 48, height: 40))
    titleLabel.text = title
    titleLabel.font = UIFont.systemFont(ofSize: 34, weight: .bold)
    titleLabel.textColor = .white
    let detailLabel = UILabel(frame: CGRect(x: 24, y: 76, width: card.bounds.width - 48, height: 24))
    detailLabel.text = detail
    detailLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    detailLabel.textColor = UIColor.white.withAlphaComponent(0.8)
    card.addSubview(titleLabel)
    card.addSubview(detailLabel)
    return card
}

public final class BoardingPassViewController: UIViewController {
    private let flipDelegate = FlipTransitioningDelegate()

    /// The pass's front, as the app's window shows it.
    public static func makeRoot() -> UIViewController {
        BoardingPassViewController()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(passCard(title: "SFO → NRT", detail: "Gate A12 · Boards 10:40", color: .systemIndigo, in: view.bounds))
        let button = UIButton(type: .system)
        button.setTitle("Details", for: .normal)
        button.frame = CGRect(x: 0, y: view.bounds.height - 110, width: view.bounds.width, height: 44)
        button.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        button.addAction(UIAction { [unowned self] _ in self.showDetails() }, for: .touchUpInside)
        view.addSubview(button)
    }

    /// Flips the pass over to its details (what the Details button does).
    public func showDetails() {
        let details = PassDetailsViewController()
        details.modalPresentationStyle = .fullScreen
        details.transitioningDelegate = flipDelegate
        present(details, animated: true)
    }
}

final class PassDetailsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(passCard(title: "Seat 14A", detail: "Zone 2 · Economy", color: .systemTeal, in: view.bounds))
    }
}
