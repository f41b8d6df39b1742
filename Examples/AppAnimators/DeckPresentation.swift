// Deck presentation: the presenting screen recedes to 0.92 scale with rounded corners while the new sheet slides up from the bottom.
import UIKit

final class DeckPresentationController: UIPresentationController {
    private let presentingScale: CGFloat = 0.92
    private let cornerRadius: CGFloat = 12

    private lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.3)
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
        let top = containerView.safeAreaInsets.top + 16
        return CGRect(x: 0, y: top, width: containerView.bounds.width, height: containerView.bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)

        presentedView?.layer.cornerRadius = cornerRadius
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true
        presentingViewController.view.clipsToBounds = true
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
            self.setPresentingViewRecessed(true)
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard !completed else { return }
        dimmingView.removeFromSuperview()
        setPresentingViewRecessed(false)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
            self.setPresentingViewRecessed(false)
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        dimmingView.removeFromSuperview()
        presentingViewController.view.clipsToBounds = false
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func setPresentingViewRecessed(_ recessed: Bool) {
        let presentingView = presentingViewController.view
        presentingView?.transform = recessed ? CGAffineTransform(scaleX: presentingScale, y: presentingScale) : .identity
        presentingView?.layer.cornerRadius = recessed ? cornerRadius : 0
    }

    #if !os(Linux)
    @objc private func dimmingViewTappedObjC() { dimmingViewTapped() }
    #endif

    private func dimmingViewTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

final class DeckTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.55 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let sheetView = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let offscreen = CGAffineTransform(translationX: 0, y: containerView.bounds.height)
        if isPresenting, let toVC = transitionContext.viewController(forKey: .to) {
            sheetView.frame = transitionContext.finalFrame(for: toVC)
            sheetView.transform = offscreen
            containerView.addSubview(sheetView)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: isPresenting ? 0.9 : 1, initialSpringVelocity: 0,
                       options: isPresenting ? .curveEaseOut : .curveEaseIn, animations: {
            sheetView.transform = self.isPresenting ? .identity : offscreen
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !self.isPresenting && completed { sheetView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        })
    }
}

final class DeckTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DeckPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DeckTransitionAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DeckTransitionAnimator(isPresenting: false)
    }
}

/// The library screen's view: the Now Playing bar along the bottom of the safe area, laid out by frames.
final class LibraryView: UIView {
    let nowPlayingButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        nowPlayingButton.setTitle("▶︎  Now Playing — Midnight Drive", for: .normal)
        nowPlayingButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        nowPlayingButton.backgroundColor = .secondarySystemBackground
        nowPlayingButton.layer.cornerRadius = 14
        addSubview(nowPlayingButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let safeArea = bounds.inset(by: safeAreaInsets)
        nowPlayingButton.frame = CGRect(x: safeArea.minX + 20, y: safeArea.maxY - 12 - 60, width: safeArea.width - 40, height: 60)
    }
}

public final class LibraryViewController: UIViewController {
    private let deckTransitioningDelegate = DeckTransitioningDelegate()
    private let libraryView = LibraryView()

    /// The library screen, as the app's window shows it.
    public static func makeRoot() -> UIViewController {
        LibraryViewController()
    }

    public override func loadView() {
        view = libraryView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        libraryView.nowPlayingButton.addAction(UIAction { [unowned self] _ in self.showPlayer() }, for: .touchUpInside)
    }

    /// Presents the player over the receding library (the Now Playing bar's action).
    public func showPlayer() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .custom
        player.transitioningDelegate = deckTransitioningDelegate
        present(player, animated: true)
    }
}

final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let closeButton = UIButton(type: .system)
        closeButton.setTitle("⌄", for: .normal)
        closeButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .title1)
        closeButton.addAction(UIAction { [unowned self] _ in self.close() }, for: .touchUpInside)

        let artworkView = UIView()
        artworkView.backgroundColor = .systemPink
        artworkView.layer.cornerRadius = 16
        let songLabel = UILabel()
        songLabel.text = "Midnight Drive"
        songLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        let artistLabel = UILabel()
        artistLabel.text = "The Night Shift"
        artistLabel.font = UIFont.preferredFont(forTextStyle: .body)
        artistLabel.textColor = .secondaryLabel

        let controls = UIStackView(arrangedSubviews: ["◀︎◀︎", "❚❚", "▶︎▶︎"].map { title -> UIButton in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = UIFont.systemFont(ofSize: 34)
            return button
        })
        controls.distribution = .equalSpacing

        // A column from 16 pt down, 32 pt in from each side, the artwork square: the sheet is as
        // wide as the screen.
        let width = view.bounds.width - 64
        var y: CGFloat = 16
        func place(_ subview: UIView, height: CGFloat, spacingAfter spacing: CGFloat) {
            subview.frame = CGRect(x: 32, y: y, width: width, height: height)
            subview.autoresizingMask = .flexibleWidth
            view.addSubview(subview)
            y += height + spacing
        }
        place(closeButton, height: closeButton.intrinsicContentSize.height, spacingAfter: 20)
        place(artworkView, height: width, spacingAfter: 20)
        place(songLabel, height: songLabel.intrinsicContentSize.height, spacingAfter: 4)
        place(artistLabel, height: artistLabel.intrinsicContentSize.height, spacingAfter: 20)
        place(controls, height: 56, spacingAfter: 0)
    }

    private func close() {
        dismiss(animated: true)
    }
}
