// Navigation push: the new screen slides in over the previous one, which shifts left in parallax and dims (UINavigationControllerDelegate).
import UIKit

final class ParallaxPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation
    private let parallaxRatio: CGFloat = 0.3
    private let maxDimming: CGFloat = 0.25

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let isPush = operation == .push
        let topView = isPush ? toView : fromView      // the page that slides fully
        let bottomView = isPush ? fromView : toView   // the page that moves in parallax and dims
        toView.frame = transitionContext.finalFrame(for: toVC)
        if isPush {
            containerView.addSubview(toView)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }

        let dimmingView = UIView(frame: bottomView.bounds)
        dimmingView.backgroundColor = .black
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = isPush ? 0 : maxDimming
        bottomView.addSubview(dimmingView)

        topView.layer.shadowColor = UIColor.black.cgColor
        topView.layer.shadowOpacity = 0.25
        topView.layer.shadowRadius = 10
        topView.layer.shadowOffset = .zero
        topView.layer.shadowPath = UIBezierPath(rect: topView.bounds).cgPath

        let width = containerView.bounds.width
        let offscreen = CGAffineTransform(translationX: width, y: 0)
        let parallax = CGAffineTransform(translationX: -width * parallaxRatio, y: 0)
        topView.transform = isPush ? offscreen : .identity
        bottomView.transform = isPush ? .identity : parallax

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 1, initialSpringVelocity: 0, options: .curveEaseInOut, animations: {
            topView.transform = isPush ? .identity : offscreen
            bottomView.transform = isPush ? parallax : .identity
            dimmingView.alpha = isPush ? self.maxDimming : 0
        }, completion: { _ in
            dimmingView.removeFromSuperview()
            topView.transform = .identity
            bottomView.transform = .identity
            topView.layer.shadowOpacity = 0
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class ParallaxNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push, .pop:
            return ParallaxPushAnimator(operation: operation)
        default:
            return nil
        }
    }
}

public final class ParallaxNavigationController: UINavigationController {
    // UINavigationController.delegate is weak; keep the delegate alive for the controller's lifetime.
    private let parallaxDelegate = ParallaxNavigationDelegate()

    /// The inbox, as the app's window shows it (bar hidden).
    public static func makeRoot() -> UIViewController {
        let navigationController = ParallaxNavigationController(rootViewController: InboxViewController())
        navigationController.isNavigationBarHidden = true
        return navigationController
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = parallaxDelegate
    }
}

struct InboxMessage {
    let sender: String
    let preview: String
    let color: UIColor
}

/// A round avatar's size is its own, so stack views size it without constraints.
final class AvatarView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 40) }
}

/// The inbox's view: the message rows, 60 pt each, 8 pt below the top of the safe area and 20 pt
/// in from each side, laid out by frames.
final class InboxView: UIView {
    let rowStack = UIStackView()
    private let rowHeight: CGFloat = 60

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        rowStack.axis = .vertical
        rowStack.spacing = 4
        rowStack.distribution = .fillEqually
        addSubview(rowStack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let column = bounds.inset(by: safeAreaInsets).inset(by: UIEdgeInsets(top: 8, left: 20, bottom: 0, right: 20))
        let rows = CGFloat(rowStack.arrangedSubviews.count)
        rowStack.frame = CGRect(x: column.minX, y: column.minY, width: column.width,
                                height: rows * rowHeight + max(rows - 1, 0) * rowStack.spacing)
    }
}

public final class InboxViewController: UIViewController {
    private let messages = [
        InboxMessage(sender: "Maya Chen", preview: "Design review moved to 3 PM", color: .systemPurple),
        InboxMessage(sender: "Jonas Weber", preview: "Invoice #2041 is ready", color: .systemOrange),
        InboxMessage(sender: "Priya Nair", preview: "Photos from the offsite", color: .systemGreen)
    ]
    private let inboxView = InboxView()

    public override func loadView() {
        view = inboxView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        for (index, message) in messages.enumerated() {
            inboxView.rowStack.addArrangedSubview(makeRow(for: message, index: index))
        }
    }

    private func makeRow(for message: InboxMessage, index: Int) -> UIView {
        let avatar = AvatarView()
        avatar.backgroundColor = message.color
        avatar.layer.cornerRadius = 20

        let senderLabel = UILabel()
        senderLabel.text = message.sender
        senderLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        let previewLabel = UILabel()
        previewLabel.text = message.preview
        previewLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        previewLabel.textColor = .secondaryLabel

        let labels = UIStackView(arrangedSubviews: [senderLabel, previewLabel])
        labels.axis = .vertical
        labels.spacing = 2

        let row = UIStackView(arrangedSubviews: [avatar, labels])
        row.spacing = 12
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        row.tag = index
        #if os(Linux)
        row.addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] in self.rowTapped($0) })
        #else
        row.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(rowTappedObjC(_:))))
        #endif
        return row
    }

    #if !os(Linux)
    @objc private func rowTappedObjC(_ gesture: UITapGestureRecognizer) { rowTapped(gesture) }
    #endif

    private func rowTapped(_ gesture: UITapGestureRecognizer) {
        guard let index = gesture.view?.tag else { return }
        openMessage(at: index)
    }

    /// Pushes message `index` (0 ..< 3) (what tapping its row does).
    public func openMessage(at index: Int) {
        navigationController?.pushViewController(MessageViewController(message: messages[index]), animated: true)
    }
}

/// The message screen's view: the body text 20 pt below the top of the safe area and 20 pt in
/// from each side, laid out by frames.
final class MessageView: UIView {
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        addSubview(bodyLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let column = bounds.inset(by: safeAreaInsets).inset(by: UIEdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
        let height = bodyLabel.sizeThatFits(CGSize(width: column.width, height: .greatestFiniteMagnitude)).height
        bodyLabel.frame = CGRect(x: column.minX, y: column.minY, width: column.width, height: height)
    }
}

final class MessageViewController: UIViewController {
    private let message: InboxMessage
    private let messageView = MessageView()

    init(message: InboxMessage) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        title = message.sender
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        view = messageView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        messageView.bodyLabel.text = "\(message.preview).\n\nLet me know if that works for you.\n\n— \(message.sender)"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Tint the bar buttons in the sender's color in sync with the push.
        transitionCoordinator?.animate(alongsideTransition: { _ in
            self.navigationController?.navigationBar.tintColor = self.message.color
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in
            self.navigationController?.navigationBar.tintColor = nil
        })
    }
}

// Usage: window.rootViewController = ParallaxNavigationController.makeRoot()
