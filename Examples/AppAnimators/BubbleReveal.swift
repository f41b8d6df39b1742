// Bubble reveal: the menu grows out of the tapped button as an expanding circular mask; pan down to shrink it back interactively.
import UIKit

final class BubbleTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    enum Mode { case present, dismiss }

    private let mode: Mode
    private let origin: CGPoint // in window coordinates
    private var transitionContext: UIViewControllerContextTransitioning?

    init(mode: Mode, origin: CGPoint) {
        self.mode = mode
        self.origin = origin
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        guard let bubbleView = transitionContext.view(forKey: mode == .present ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }
        if mode == .present, let toVC = transitionContext.viewController(forKey: .to) {
            bubbleView.frame = transitionContext.finalFrame(for: toVC)
            containerView.addSubview(bubbleView)
        }

        let center = bubbleView.convert(origin, from: nil)
        let radius = coveringRadius(from: center, in: bubbleView.bounds)
        let smallCircle = UIBezierPath(ovalIn: CGRect(origin: center, size: .zero).insetBy(dx: -1, dy: -1)).cgPath
        let bigCircle = UIBezierPath(ovalIn: CGRect(origin: center, size: .zero).insetBy(dx: -radius, dy: -radius)).cgPath

        let maskLayer = CAShapeLayer()
        maskLayer.frame = bubbleView.bounds
        maskLayer.path = mode == .present ? bigCircle : smallCircle // final (model) value
        bubbleView.layer.mask = maskLayer

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = mode == .present ? smallCircle : bigCircle
        animation.toValue = maskLayer.path
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        maskLayer.add(animation, forKey: "bubble")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let transitionContext = transitionContext,
              let bubbleView = transitionContext.view(forKey: mode == .present ? .to : .from) else { return }
        let cancelled = transitionContext.transitionWasCancelled
        switch (mode, cancelled) {
        case (.present, false), (.dismiss, true):
            bubbleView.layer.mask = nil // fully visible again
        case (.present, true), (.dismiss, false):
            bubbleView.removeFromSuperview()
        }
        transitionContext.completeTransition(!cancelled)
        self.transitionContext = nil
    }

    private func coveringRadius(from point: CGPoint, in rect: CGRect) -> CGFloat {
        let dx = max(point.x - rect.minX, rect.maxX - point.x)
        let dy = max(point.y - rect.minY, rect.maxY - point.y)
        return sqrt(dx * dx + dy * dy)
    }
}

final class BubbleDismissInteractor: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false

    func handlePan(_ gesture: UIPanGestureRecognizer, dismissing viewController: UIViewController) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view).y
        let progress = min(max(translation / (view.bounds.height * 0.6), 0), 1)

        switch gesture.state {
        case .began:
            isInteracting = true
            viewController.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            let velocity = gesture.velocity(in: view).y
            if progress > 0.4 || velocity > 1000 { finish() } else { cancel() }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default: break
        }
    }
}

final class BubbleTransition: NSObject, UIViewControllerTransitioningDelegate {
    var startingPoint: CGPoint = .zero
    let dismissInteractor = BubbleDismissInteractor()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BubbleTransitionAnimator(mode: .present, origin: startingPoint)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BubbleTransitionAnimator(mode: .dismiss, origin: startingPoint)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        dismissInteractor.isInteracting ? dismissInteractor : nil
    }
}

@MainActor
private func makeFloatingButton(title: String, background: UIColor, tint: UIColor) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.titleLabel?.font = UIFont.systemFont(ofSize: 28, weight: .semibold)
    button.tintColor = tint
    button.backgroundColor = background
    button.layer.cornerRadius = 30
    return button
}

/// Where both screens put their round button: 60 pt across, 24 pt in from the bottom-right
/// corner of the safe area, so that the menu's ✕ sits exactly where the notes' + was.
@MainActor
private func floatingButtonFrame(in view: UIView) -> CGRect {
    let safeArea = view.bounds.inset(by: view.safeAreaInsets)
    return CGRect(x: safeArea.maxX - 24 - 60, y: safeArea.maxY - 24 - 60, width: 60, height: 60)
}

/// The notes screen's view, laid out by frames: the floating + button.
final class NotesView: UIView {
    let addButton = makeFloatingButton(title: "+", background: .systemIndigo, tint: .white)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addButton.layer.shadowColor = UIColor.black.cgColor
        addButton.layer.shadowOpacity = 0.3
        addButton.layer.shadowRadius = 6
        addButton.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(addButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        addButton.frame = floatingButtonFrame(in: self)
    }
}

public final class NotesViewController: UIViewController {
    private let bubbleTransition = BubbleTransition()
    private let notesView = NotesView()

    /// The notes screen, as the app's window shows it.
    public static func makeRoot() -> UIViewController {
        NotesViewController()
    }

    public override func loadView() {
        view = notesView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        notesView.addButton.addAction(UIAction { [unowned self] _ in self.showCreateMenu() }, for: .touchUpInside)
    }

    /// Presents the create menu, growing out of the + button (the button's action).
    public func showCreateMenu() {
        let addButton = notesView.addButton
        bubbleTransition.startingPoint = addButton.convert(CGPoint(x: addButton.bounds.midX, y: addButton.bounds.midY), to: nil)
        let menu = CreateMenuViewController()
        menu.dismissInteractor = bubbleTransition.dismissInteractor
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = bubbleTransition
        present(menu, animated: true)
    }
}

/// The create menu's view, laid out by frames: the menu's buttons in a centred column, and the ✕
/// button where the notes' + button is.
final class CreateMenuView: UIView {
    let menuStack = UIStackView()
    let closeButton = makeFloatingButton(title: "✕", background: .white, tint: .systemIndigo)
    private let menuRowHeight: CGFloat = 44

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemIndigo
        menuStack.axis = .vertical
        menuStack.spacing = 24
        menuStack.distribution = .fillEqually
        addSubview(menuStack)
        addSubview(closeButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rows = CGFloat(menuStack.arrangedSubviews.count)
        let height = rows * menuRowHeight + max(rows - 1, 0) * menuStack.spacing
        menuStack.frame = CGRect(x: 0, y: bounds.midY - height / 2, width: bounds.width, height: height)
        closeButton.frame = floatingButtonFrame(in: self)
    }
}

final class CreateMenuViewController: UIViewController {
    weak var dismissInteractor: BubbleDismissInteractor?
    private let menuView = CreateMenuView()

    override func loadView() {
        view = menuView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        #if os(Linux)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self) { [unowned self] in self.handlePan($0) })
        #else
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePanObjC(_:))))
        #endif

        for title in ["New Note", "New Checklist", "Scan Document"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .title2)
            button.tintColor = .white
            button.addAction(UIAction { [unowned self] _ in self.close() }, for: .touchUpInside)
            menuView.menuStack.addArrangedSubview(button)
        }
        menuView.closeButton.addAction(UIAction { [unowned self] _ in self.close() }, for: .touchUpInside)
    }

    #if !os(Linux)
    @objc private func handlePanObjC(_ gesture: UIPanGestureRecognizer) { handlePan(gesture) }
    #endif

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        dismissInteractor?.handlePan(gesture, dismissing: self)
    }

    private func close() {
        dismiss(animated: true)
    }
}
