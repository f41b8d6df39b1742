// Card presentation: a rounded, shadowed card springs up over a dimming view through a custom UIPresentationController.
import UIKit

final class CardPresentationController: UIPresentationController {
    private let topInset: CGFloat = 44
    private let cornerRadius: CGFloat = 20

    private lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.45)
        view.alpha = 0
        #if os(Linux)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] _ in self.dimmingViewTapped() })
        #else
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingViewTappedObjC)))
        #endif
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        // Leave a strip of the presenting screen visible above the card.
        let top = containerView.safeAreaInsets.top + topInset
        return CGRect(x: 0, y: top, width: containerView.bounds.width, height: containerView.bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)

        if let presentedView = presentedView {
            presentedView.layer.cornerRadius = cornerRadius
            presentedView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            presentedView.layer.shadowColor = UIColor.black.cgColor
            presentedView.layer.shadowOpacity = 0.25
            presentedView.layer.shadowRadius = 12
            presentedView.layer.shadowOffset = CGSize(width: 0, height: -4)
        }
        animateDimming(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        animateDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    private func animateDimming(to alpha: CGFloat) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = alpha
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = alpha })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        guard let presentedView = presentedView else { return }
        presentedView.layer.shadowPath = UIBezierPath(roundedRect: presentedView.bounds, byRoundingCorners: [.topLeft, .topRight],
                                                      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius)).cgPath
    }

    #if !os(Linux)
    @objc private func dimmingViewTappedObjC() { dimmingViewTapped() }
    #endif

    private func dimmingViewTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

final class CardTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.5 : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let cardVC = transitionContext.viewController(forKey: isPresenting ? .to : .from),
              let cardView = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }

        let onscreenFrame = isPresenting ? transitionContext.finalFrame(for: cardVC) : transitionContext.initialFrame(for: cardVC)
        let offscreenFrame = onscreenFrame.offsetBy(dx: 0, dy: containerView.bounds.height - onscreenFrame.minY)
        if isPresenting {
            cardView.frame = offscreenFrame
            containerView.addSubview(cardView)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: isPresenting ? 0.85 : 1, initialSpringVelocity: 0.3,
                       options: .curveEaseOut, animations: {
            cardView.frame = self.isPresenting ? onscreenFrame : offscreenFrame
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !self.isPresenting && completed { cardView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        })
    }
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardTransitionAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardTransitionAnimator(isPresenting: false)
    }
}

public final class CardHostViewController: UIViewController {
    // transitioningDelegate is weak, so the presenter keeps it alive.
    private let cardTransitioningDelegate = CardTransitioningDelegate()

    /// The orders screen, as the app's window shows it.
    public static func makeRoot() -> UIViewController {
        CardHostViewController()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        view.backgroundColor = .systemBackground

        let button = UIButton(type: .system)
        button.setTitle("Show Order Details", for: .normal)
        button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        button.addAction(UIAction { [unowned self] _ in self.showCard() }, for: .touchUpInside)
        // Centred, and kept centred by its flexible margins.
        button.sizeToFit()
        button.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(button)
    }

    /// Presents the order card (the button's action).
    public func showCard() {
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitioningDelegate
        present(card, animated: true)
    }
}

final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground

        let titleLabel = UILabel()
        titleLabel.text = "Order #4512"
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title1)

        let bodyLabel = UILabel()
        bodyLabel.text = "2 × Flat White\n1 × Almond Croissant\n\nReady for pickup at 9:42 AM."
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0

        let doneButton = UIButton(type: .system)
        doneButton.setTitle("Done", for: .normal)
        doneButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        doneButton.setTitleColor(.white, for: .normal)
        doneButton.backgroundColor = .systemBlue
        doneButton.layer.cornerRadius = 12
        doneButton.addAction(UIAction { [unowned self] _ in self.close() }, for: .touchUpInside)

        // A column from 32 pt down, 20 pt in from each side; the card is as wide as the screen,
        // and the views stretch with it.
        let width = view.bounds.width - 40
        let fitting = CGSize(width: width, height: .greatestFiniteMagnitude)
        var y: CGFloat = 32
        func place(_ subview: UIView, height: CGFloat, spacingAfter spacing: CGFloat) {
            subview.frame = CGRect(x: 20, y: y, width: width, height: height)
            subview.autoresizingMask = .flexibleWidth
            view.addSubview(subview)
            y += height + spacing
        }
        place(titleLabel, height: titleLabel.sizeThatFits(fitting).height, spacingAfter: 12)
        place(bodyLabel, height: bodyLabel.sizeThatFits(fitting).height, spacingAfter: 32)
        place(doneButton, height: 50, spacingAfter: 0)
    }

    private func close() {
        dismiss(animated: true)
    }
}
