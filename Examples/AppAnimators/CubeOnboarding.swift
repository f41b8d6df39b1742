// Cube onboarding: each page turns in as the next face of a cube, two views rotated about their shared edge under the container's sublayerTransform perspective (UINavigationControllerDelegate).
import UIKit

final class CubeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool

    init(isPush: Bool) {
        self.isPush = isPush
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
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
        containerView.addSubview(toView)

        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1000
        containerView.layer.sublayerTransform = perspective

        // +1 for push (the cube turns left), -1 for pop.
        let direction: CGFloat = isPush ? 1 : -1
        let width = containerView.bounds.width
        let leftEdge = CGPoint(x: 0, y: 0.5)
        let rightEdge = CGPoint(x: 1, y: 0.5)

        // Hinge each view on the edge the two faces share.
        setAnchorPoint(isPush ? rightEdge : leftEdge, for: fromView)
        setAnchorPoint(isPush ? leftEdge : rightEdge, for: toView)
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false

        toView.layer.transform = CATransform3DRotate(CATransform3DMakeTranslation(direction * width, 0, 0), direction * .pi / 2, 0, 1, 0)
        let fromFinalTransform = CATransform3DRotate(CATransform3DMakeTranslation(-direction * width, 0, 0), -direction * .pi / 2, 0, 1, 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut, animations: {
            fromView.layer.transform = fromFinalTransform
            toView.layer.transform = CATransform3DIdentity
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            for view in [fromView, toView] {
                view.layer.transform = CATransform3DIdentity
                self.setAnchorPoint(CGPoint(x: 0.5, y: 0.5), for: view)
                view.layer.isDoubleSided = true
            }
            containerView.layer.sublayerTransform = CATransform3DIdentity
            if cancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }

    /// Moves the layer's anchor point without moving the view on screen (while its transform is identity).
    private func setAnchorPoint(_ anchorPoint: CGPoint, for view: UIView) {
        let frame = view.frame
        view.layer.anchorPoint = anchorPoint
        view.layer.position = CGPoint(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y)
    }
}

final class CubeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .none ? nil : CubeAnimator(isPush: operation == .push)
    }
}

public final class OnboardingNavigationController: UINavigationController {
    // UINavigationController.delegate is weak; keep the delegate alive for the controller's lifetime.
    private let cubeDelegate = CubeNavigationDelegate()

    /// The first onboarding page, as the app's window shows it (bar hidden).
    public static func makeRoot() -> UIViewController {
        let navigationController = OnboardingNavigationController(rootViewController: OnboardingPageViewController(page: 0))
        navigationController.isNavigationBarHidden = true
        return navigationController
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = cubeDelegate
    }
}

public final class OnboardingPageViewController: UIViewController {
    private static let pages: [(title: String, color: UIColor)] = [
        ("Plan trips", .systemBlue), ("Share them", .systemOrange), ("Go", .systemGreen),
    ]
    let page: Int

    init(page: Int) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let (title, color) = Self.pages[page % Self.pages.count]
        view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 24, y: 160, width: view.bounds.width - 48, height: 44))
        label.text = title
        label.font = UIFont.systemFont(ofSize: 40, weight: .heavy)
        label.textColor = .white
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.frame = CGRect(x: 0, y: view.bounds.height - 110, width: view.bounds.width, height: 44)
        button.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        button.addAction(UIAction { [unowned self] _ in self.showNextPage() }, for: .touchUpInside)
        view.addSubview(button)
    }

    /// Pushes the next page (what the Next button does).
    public func showNextPage() {
        navigationController?.pushViewController(OnboardingPageViewController(page: page + 1), animated: true)
    }
}
