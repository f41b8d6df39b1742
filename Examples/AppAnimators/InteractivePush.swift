// Interactive push: a UIViewPropertyAnimator slide for push/pop, with an interactive pop driven by a left screen-edge pan.
import UIKit

final class SlideNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation
    private var propertyAnimator: UIViewPropertyAnimator?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    // UIKit may call this several times for one transition, so always hand back the same animator.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let propertyAnimator = propertyAnimator {
            return propertyAnimator
        }

        let duration = transitionDuration(using: transitionContext)
        let animator = UIViewPropertyAnimator(duration: duration, curve: transitionContext.isInteractive ? .linear : .easeInOut)
        propertyAnimator = animator

        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            return animator
        }

        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        let isPush = operation == .push
        toView.frame = transitionContext.finalFrame(for: toVC)

        if isPush {
            containerView.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
            toView.transform = CGAffineTransform(translationX: -width * 0.3, y: 0)
        }

        // The incoming (push) or outgoing (pop) page casts a shadow on the one underneath.
        let topView = isPush ? toView : fromView
        topView.layer.shadowColor = UIColor.black.cgColor
        topView.layer.shadowOpacity = 0.2
        topView.layer.shadowRadius = 8
        topView.layer.shadowOffset = CGSize(width: -2, height: 0)
        topView.layer.shadowPath = UIBezierPath(rect: topView.bounds).cgPath

        animator.addAnimations {
            toView.transform = .identity
            fromView.transform = isPush
                ? CGAffineTransform(translationX: -width * 0.3, y: 0)
                : CGAffineTransform(translationX: width, y: 0)
        }
        animator.addCompletion { _ in
            fromView.transform = .identity
            toView.transform = .identity
            topView.layer.shadowOpacity = 0
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
    }
}

public final class InteractiveNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    private var interactionController: UIPercentDrivenInteractiveTransition?

    /// The reader at chapter 1, as the app's window shows it (bar hidden).
    public static func makeRoot() -> UIViewController {
        let navigationController = InteractiveNavigationController(rootViewController: ArticleViewController(chapter: 1))
        navigationController.isNavigationBarHidden = true
        return navigationController
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        // Returning a custom animator disables the system swipe-back, so we provide our own.
        interactivePopGestureRecognizer?.isEnabled = false

        #if os(Linux)
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self) { [unowned self] in self.handleEdgePan($0) }
        #else
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePanObjC(_:)))
        #endif
        edgePan.edges = .left
        edgePan.delegate = self
        view.addGestureRecognizer(edgePan)
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        viewControllers.count > 1 && transitionCoordinator == nil
    }

    #if !os(Linux)
    @objc private func handleEdgePanObjC(_ gesture: UIScreenEdgePanGestureRecognizer) { handleEdgePan(gesture) }
    #endif

    private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translation = gesture.translation(in: view).x
        let progress = min(max(translation / view.bounds.width, 0), 1)

        switch gesture.state {
        case .began:
            interactionController = UIPercentDrivenInteractiveTransition()
            popViewController(animated: true)
        case .changed:
            interactionController?.update(progress)
        case .ended:
            let velocity = gesture.velocity(in: view).x
            if progress > 0.5 || velocity > 800 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        case .cancelled, .failed:
            interactionController?.cancel()
            interactionController = nil
        default:
            break
        }
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .none ? nil : SlideNavigationAnimator(operation: operation)
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }
}

/// The article screen's view: a colour header, the text and the Next Chapter button in a column
/// 16 pt below the top of the safe area and 20 pt in from each side, laid out by frames.
final class ArticleView: UIView {
    let headerView = UIView()
    let bodyLabel = UILabel()
    let nextButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        headerView.layer.cornerRadius = 12
        bodyLabel.text = "Swipe from the left edge to go back — the pop follows your finger and can be cancelled halfway."
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        nextButton.setTitle("Next Chapter →", for: .normal)
        nextButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        [headerView, bodyLabel, nextButton].forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let column = bounds.inset(by: safeAreaInsets).inset(by: UIEdgeInsets(top: 16, left: 20, bottom: 0, right: 20))
        headerView.frame = CGRect(x: column.minX, y: column.minY, width: column.width, height: 180)
        let bodyHeight = bodyLabel.sizeThatFits(CGSize(width: column.width, height: .greatestFiniteMagnitude)).height
        bodyLabel.frame = CGRect(x: column.minX, y: headerView.frame.maxY + 20, width: column.width, height: bodyHeight)
        nextButton.frame = CGRect(x: column.minX, y: bodyLabel.frame.maxY + 20, width: column.width,
                                  height: nextButton.intrinsicContentSize.height)
    }
}

public final class ArticleViewController: UIViewController {
    private let chapter: Int
    private let articleView = ArticleView()

    public init(chapter: Int) {
        self.chapter = chapter
        super.init(nibName: nil, bundle: nil)
        title = "Chapter \(chapter)"
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func loadView() {
        view = articleView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        articleView.headerView.backgroundColor = UIColor(hue: CGFloat(chapter % 7) / 7, saturation: 0.5, brightness: 0.9, alpha: 1)
        articleView.nextButton.addAction(UIAction { [unowned self] _ in self.showNextChapter() }, for: .touchUpInside)
    }

    /// Pushes the next chapter (the Next Chapter button's action).
    public func showNextChapter() {
        navigationController?.pushViewController(ArticleViewController(chapter: chapter + 1), animated: true)
    }
}

// Usage: window.rootViewController = InteractiveNavigationController.makeRoot()
