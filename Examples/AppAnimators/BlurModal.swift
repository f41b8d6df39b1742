// Blur modal: the background blurs in (effect nil → .systemMaterial) while the content card fades in and scales up from 0.9.
import UIKit

final class BlurModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool
    private let hiddenTransform = CGAffineTransform(scaleX: 0.9, y: 0.9)

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.45 : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let modal = transitionContext.viewController(forKey: key) as? BlurModalViewController else {
            transitionContext.completeTransition(false)
            return
        }

        if isPresenting {
            modal.view.frame = transitionContext.finalFrame(for: modal)
            transitionContext.containerView.addSubview(modal.view)
            modal.view.layoutIfNeeded()
            modal.blurView.effect = nil
            modal.contentView.alpha = 0
            modal.contentView.transform = hiddenTransform
        }

        let duration = transitionDuration(using: transitionContext)
        let animator = isPresenting
            ? UIViewPropertyAnimator(duration: duration, dampingRatio: 0.8)
            : UIViewPropertyAnimator(duration: duration, curve: .easeIn)

        animator.addAnimations {
            if self.isPresenting {
                modal.blurView.effect = UIBlurEffect(style: .systemMaterial)
                modal.contentView.alpha = 1
                modal.contentView.transform = .identity
            } else {
                modal.blurView.effect = nil
                modal.contentView.alpha = 0
                modal.contentView.transform = self.hiddenTransform
            }
        }
        animator.addCompletion { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !self.isPresenting && completed {
                modal.view.removeFromSuperview()
            }
            transitionContext.completeTransition(completed)
        }
        animator.startAnimation()
    }
}

final class BlurModalViewController: UIViewController {
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let contentView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear

        blurView.frame = view.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        #if os(Linux)
        blurView.addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] _ in self.close() })
        #else
        blurView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeObjC)))
        #endif
        view.addSubview(blurView)

        contentView.backgroundColor = .systemBackground
        contentView.layer.cornerRadius = 24
        contentView.layer.shadowColor = UIColor.black.cgColor
        contentView.layer.shadowOpacity = 0.15
        contentView.layer.shadowRadius = 20
        contentView.layer.shadowOffset = CGSize(width: 0, height: 8)
        view.addSubview(contentView)

        let iconLabel = UILabel()
        iconLabel.text = "✓"
        iconLabel.font = UIFont.systemFont(ofSize: 48, weight: .bold)
        iconLabel.textColor = .systemGreen
        iconLabel.textAlignment = .center

        let titleLabel = UILabel()
        titleLabel.text = "You're all set"
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        titleLabel.textAlignment = .center

        let messageLabel = UILabel()
        messageLabel.text = "Your Pro subscription is active. Enjoy unlimited projects and cloud sync."
        messageLabel.font = UIFont.preferredFont(forTextStyle: .body)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0

        let continueButton = UIButton(type: .system)
        continueButton.setTitle("Continue", for: .normal)
        continueButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        continueButton.setTitleColor(.white, for: .normal)
        continueButton.backgroundColor = .systemGreen
        continueButton.layer.cornerRadius = 12
        continueButton.addAction(UIAction { [unowned self] _ in self.close() }, for: .touchUpInside)

        // The card is 32 pt in from each side of the screen and as tall as its column (28 pt down,
        // 20 pt in from each side, 20 pt above the bottom), centred; it stretches with the screen.
        let cardWidth = view.bounds.width - 64
        let columnWidth = cardWidth - 40
        let fitting = CGSize(width: columnWidth, height: .greatestFiniteMagnitude)
        // Give the card its width before its subviews go in, so their flexible widths stay put.
        contentView.frame = CGRect(x: 32, y: 0, width: cardWidth, height: 0)
        var y: CGFloat = 28
        func place(_ subview: UIView, height: CGFloat, spacingAfter spacing: CGFloat) {
            subview.frame = CGRect(x: 20, y: y, width: columnWidth, height: height)
            subview.autoresizingMask = .flexibleWidth
            contentView.addSubview(subview)
            y += height + spacing
        }
        place(iconLabel, height: 56, spacingAfter: 12)
        place(titleLabel, height: titleLabel.sizeThatFits(fitting).height, spacingAfter: 12)
        place(messageLabel, height: messageLabel.sizeThatFits(fitting).height, spacingAfter: 24)
        place(continueButton, height: 48, spacingAfter: 20)
        contentView.frame = CGRect(x: 32, y: (view.bounds.height - y) / 2, width: cardWidth, height: y)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    }

    #if !os(Linux)
    @objc private func closeObjC() { close() }
    #endif

    private func close() {
        dismiss(animated: true)
    }
}

public final class UpgradeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The upgrade screen, as the app's window shows it.
    public static func makeRoot() -> UIViewController {
        UpgradeViewController()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Upgrade"
        view.backgroundColor = .systemGroupedBackground

        let upgradeButton = UIButton(type: .system)
        upgradeButton.setTitle("Upgrade to Pro – $4.99", for: .normal)
        upgradeButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        upgradeButton.addAction(UIAction { [unowned self] _ in self.upgrade() }, for: .touchUpInside)
        // Centred, and kept centred by its flexible margins.
        upgradeButton.sizeToFit()
        upgradeButton.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        upgradeButton.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(upgradeButton)
    }

    /// Presents the blurred "You're all set" modal (the upgrade button's action).
    public func upgrade() {
        let modal = BlurModalViewController()
        modal.modalPresentationStyle = .overFullScreen
        modal.transitioningDelegate = self
        present(modal, animated: true)
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BlurModalAnimator(isPresenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BlurModalAnimator(isPresenting: false)
    }
}
