// Photo zoom: a grid thumbnail zooms into a full-screen photo viewer through a temporary image view, and zooms back on dismiss.
import UIKit

final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool
    private let thumbnailView: UIImageView

    init(isPresenting: Bool, thumbnailView: UIImageView) {
        self.isPresenting = isPresenting
        self.thumbnailView = thumbnailView
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let detailVC = (isPresenting ? toVC : fromVC) as? PhotoDetailViewController else {
            transitionContext.completeTransition(false)
            return
        }

        if isPresenting {
            detailVC.view.frame = transitionContext.finalFrame(for: detailVC)
            containerView.addSubview(detailVC.view)
        } else {
            // .fullScreen removed the grid from the hierarchy, so bring it back underneath.
            toVC.view.frame = transitionContext.finalFrame(for: toVC)
            containerView.insertSubview(toVC.view, belowSubview: detailVC.view)
        }
        detailVC.view.layoutIfNeeded()
        let thumbnailFrame = thumbnailView.convert(thumbnailView.bounds, to: containerView)
        // A tile without its image zooms as its colour, to fill the viewer.
        let image = thumbnailView.image
        let fullFrame = aspectFitFrame(for: image?.size ?? .zero, in: detailVC.imageView.convert(detailVC.imageView.bounds, to: containerView))

        let zoomView = UIImageView(image: image)
        zoomView.backgroundColor = thumbnailView.backgroundColor
        zoomView.contentMode = .scaleAspectFill
        zoomView.clipsToBounds = true
        zoomView.frame = isPresenting ? thumbnailFrame : fullFrame
        zoomView.layer.cornerRadius = isPresenting ? thumbnailView.layer.cornerRadius : 0
        containerView.addSubview(zoomView)
        thumbnailView.isHidden = true
        detailVC.imageView.isHidden = true
        detailVC.view.alpha = isPresenting ? 0 : 1

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: isPresenting ? 0.8 : 1, initialSpringVelocity: 0, options: [], animations: {
            zoomView.frame = self.isPresenting ? fullFrame : thumbnailFrame
            zoomView.layer.cornerRadius = self.isPresenting ? 0 : self.thumbnailView.layer.cornerRadius
            detailVC.view.alpha = self.isPresenting ? 1 : 0
        }, completion: { _ in
            zoomView.removeFromSuperview()
            self.thumbnailView.isHidden = false
            detailVC.imageView.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    private func aspectFitFrame(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
        guard imageSize.width > 0, imageSize.height > 0 else { return bounds }
        let scale = min(bounds.width / imageSize.width, bounds.height / imageSize.height)
        let size = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}

/// The demo's photos: the app's photo.png on every tile, each tile with a colour of its own that
/// shows where the image is missing.
enum SamplePhotos {
    static let count = 18

    static var image: UIImage? { UIImage(named: "photo") }

    static func placeholderColor(at index: Int) -> UIColor {
        UIColor(hue: CGFloat(index) / CGFloat(count), saturation: 0.45, brightness: 0.95, alpha: 1)
    }
}

/// The grid's view: square thumbnails in three columns with 2-pt gutters from the top of the safe
/// area, laid out by frames.
final class PhotoGridView: UIView {
    let thumbnailViews: [UIImageView] = (0..<SamplePhotos.count).map { index in
        let imageView = UIImageView(image: SamplePhotos.image)
        imageView.backgroundColor = SamplePhotos.placeholderColor(at: index)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 6
        return imageView
    }
    private let columns = 3
    private let gutter: CGFloat = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        thumbnailViews.forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let safeArea = bounds.inset(by: safeAreaInsets)
        let side = floor((safeArea.width - gutter * CGFloat(columns - 1)) / CGFloat(columns))
        for (index, thumbnailView) in thumbnailViews.enumerated() {
            let column = CGFloat(index % columns), row = CGFloat(index / columns)
            thumbnailView.frame = CGRect(x: safeArea.minX + column * (side + gutter), y: safeArea.minY + row * (side + gutter),
                                         width: side, height: side)
        }
    }

    /// The index of the thumbnail at `point` (in this view's coordinates), if there is one.
    func indexOfThumbnail(at point: CGPoint) -> Int? {
        thumbnailViews.firstIndex { $0.frame.contains(point) }
    }
}

public final class PhotoGridViewController: UIViewController, UIViewControllerTransitioningDelegate {
    private let gridView = PhotoGridView()
    private var selectedIndex: Int?

    /// The photo grid, as the app's window shows it.
    public static func makeRoot() -> UIViewController {
        PhotoGridViewController()
    }

    public override func loadView() {
        view = gridView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        #if os(Linux)
        gridView.addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] in self.gridTapped($0) })
        #else
        gridView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(gridTappedObjC(_:))))
        #endif
    }

    #if !os(Linux)
    @objc private func gridTappedObjC(_ gesture: UITapGestureRecognizer) { gridTapped(gesture) }
    #endif

    private func gridTapped(_ gesture: UITapGestureRecognizer) {
        guard let index = gridView.indexOfThumbnail(at: gesture.location(in: gridView)) else { return }
        showPhoto(at: index)
    }

    /// Presents photo `index` (0 ..< 18) in the full-screen viewer, zooming from its thumbnail
    /// (what tapping the thumbnail does).
    public func showPhoto(at index: Int) {
        selectedIndex = index
        let detail = PhotoDetailViewController(image: SamplePhotos.image, placeholderColor: SamplePhotos.placeholderColor(at: index))
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = self
        present(detail, animated: true)
    }

    private var selectedThumbnail: UIImageView? {
        selectedIndex.map { gridView.thumbnailViews[$0] }
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        selectedThumbnail.map { PhotoZoomAnimator(isPresenting: true, thumbnailView: $0) }
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        selectedThumbnail.map { PhotoZoomAnimator(isPresenting: false, thumbnailView: $0) }
    }
}

final class PhotoDetailViewController: UIViewController {
    let imageView = UIImageView()

    /// A viewer of `image`; without one, `placeholderColor` fills it instead.
    init(image: UIImage?, placeholderColor: UIColor) {
        super.init(nibName: nil, bundle: nil)
        imageView.image = image
        if image == nil { imageView.backgroundColor = placeholderColor }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var prefersStatusBarHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.contentMode = .scaleAspectFit
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
        #if os(Linux)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] _ in self.close() })
        #else
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeObjC)))
        #endif
    }

    #if !os(Linux)
    @objc private func closeObjC() { close() }
    #endif

    private func close() {
        dismiss(animated: true)
    }
}
