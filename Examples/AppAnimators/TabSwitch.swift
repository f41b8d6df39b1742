// Tab switch: tab contents slide and cross-fade left or right depending on the tab indices, vended by UITabBarControllerDelegate.
import UIKit

final class TabSwitchAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case forward  // moving to a tab further right
        case backward // moving to a tab further left
    }

    private let direction: Direction

    init(direction: Direction) {
        self.direction = direction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.28 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let offset = containerView.bounds.width * 0.25 * (direction == .forward ? 1 : -1)

        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.transform = CGAffineTransform(translationX: offset, y: 0)
        toView.alpha = 0
        containerView.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [.curveEaseOut], animations: {
            fromView.transform = CGAffineTransform(translationX: -offset, y: 0)
            fromView.alpha = 0
            toView.transform = .identity
            toView.alpha = 1
        }, completion: { _ in
            // Reset the outgoing tab; the tab bar controller keeps its view around for later.
            fromView.transform = .identity
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

public final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    /// The four tabs, Home selected, as the app's window shows them (bar hidden); switch tabs with
    /// `selectedIndex`, as tapping the bar does.
    public static func makeRoot() -> UIViewController {
        let tabBarController = MainTabBarController()
        tabBarController.tabBar.isHidden = true
        return tabBarController
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        viewControllers = [
            makeTab(TabPageViewController(title: "Home", accent: .systemBlue), tag: 0),
            makeTab(TabPageViewController(title: "Explore", accent: .systemOrange), tag: 1),
            makeTab(TabPageViewController(title: "Saved", accent: .systemPink), tag: 2),
            makeTab(TabPageViewController(title: "Profile", accent: .systemTeal), tag: 3)
        ]
    }

    private func makeTab(_ root: UIViewController, tag: Int) -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.isNavigationBarHidden = true
        navigationController.tabBarItem = UITabBarItem(title: root.title, image: nil, tag: tag)
        return navigationController
    }

    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let viewControllers = tabBarController.viewControllers,
              let fromIndex = viewControllers.firstIndex(of: fromVC),
              let toIndex = viewControllers.firstIndex(of: toVC),
              fromIndex != toIndex else {
            return nil
        }
        return TabSwitchAnimator(direction: toIndex > fromIndex ? .forward : .backward)
    }
}

/// A tab page's view: its cards in a column 16 pt below the top of the safe area and 20 pt in
/// from each side, laid out by frames.
final class TabPageView: UIView {
    let cardStack = UIStackView()
    private let cardHeight: CGFloat = 110

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        cardStack.axis = .vertical
        cardStack.spacing = 16
        cardStack.distribution = .fillEqually
        addSubview(cardStack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let column = bounds.inset(by: safeAreaInsets).inset(by: UIEdgeInsets(top: 16, left: 20, bottom: 0, right: 20))
        let cards = CGFloat(cardStack.arrangedSubviews.count)
        cardStack.frame = CGRect(x: column.minX, y: column.minY, width: column.width,
                                 height: cards * cardHeight + max(cards - 1, 0) * cardStack.spacing)
    }
}

final class TabPageViewController: UIViewController {
    private let accent: UIColor
    private let pageView = TabPageView()

    init(title: String, accent: UIColor) {
        self.accent = accent
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = pageView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for index in 1...3 {
            let card = TabCardView()
            card.backgroundColor = accent.withAlphaComponent(1 - CGFloat(index - 1) * 0.25)
            card.layer.cornerRadius = 16
            card.label.text = "\(title ?? "") item \(index)"
            pageView.cardStack.addArrangedSubview(card)
        }
    }
}

/// A card with its label in the bottom-left corner, laid out by frames.
final class TabCardView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        label.textColor = .white
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = label.intrinsicContentSize
        label.frame = CGRect(x: 16, y: bounds.height - 12 - size.height, width: min(size.width, bounds.width - 32), height: size.height)
    }
}

// Usage: window.rootViewController = MainTabBarController.makeRoot()
