import Foundation
import SegueCore
import SegueTemplates

/// A view controller whose view is a Segue screen file's layers (the `screens/*.json` templates
/// name), so that templates and UIKit animator code show the same screens. Each layer becomes a
/// view with the layer's frame, anchor point, transform and look, and its id as the view's
/// `accessibilityIdentifier`: `view(withID:)` finds it, as an animator finds a thumbnail.
///
/// The file is read when the view loads; a file that cannot be read or decoded is recorded
/// (the recorder throws it: "screens/list.json: …") and the view is left empty.
@preconcurrency @MainActor
open class ScreenViewController: UIViewController {
    /// The screen file, as given.
    public let file: String
    /// The screen, once the view has loaded it.
    public private(set) var screen: Screen?

    /// A controller showing the screen file at `file` (relative to the current directory).
    public init(file: String) {
        self.file = file
        super.init(nibName: nil, bundle: nil)
    }

    /// Required by `UIViewController`: controllers are not decoded in SegueKit, so it records "not supported" and
    /// returns nil, as the superclass does.
    public required init?(coder: NSCoder) {
        file = ""
        super.init(coder: coder)
    }

    /// Reads the screen file and makes the view of its layers at the screen's size (`UIScreen.main.bounds`); a file that
    /// cannot be read or decoded is recorded and leaves an empty view.
    open override func loadView() {
        let bounds = UIScreen.main.bounds
        do {
            let loaded = try TemplateLoader().loadScreen(file: file)
            screen = loaded.screen
            let root = loaded.screen.rootLayer(id: "screen", canvas: Size(unchecked: Double(bounds.width), Double(bounds.height)))
            view = ScreenLayerView.make(root)
            view.accessibilityIdentifier = nil
        } catch {
            Misuse.record(SegueKitError(error.description))
            view = UIView(frame: bounds)
        }
    }

    /// The view of the screen's layer with this id, at any depth; `nil` when there is none.
    open func view(withID id: String) -> UIView? {
        func search(_ view: UIView) -> UIView? {
            if view.accessibilityIdentifier == id { return view }
            for subview in view.subviews { if let found = search(subview) { return found } }
            return nil
        }
        return search(view)
    }
}

/// A view made from a screen file's layer: it draws the layer's content (text, image, shape) as
/// the template renderer does.
final class ScreenLayerView: UIView {
    var fixedContent: LayerContent?

    override func content(for state: LayerState) -> LayerContent? { fixedContent }

    /// The view tree of `layer` and its sublayers.
    static func make(_ layer: Layer) -> UIView {
        let view = ScreenLayerView(frame: .zero)
        let cgLayer = view.layer
        let size = layer.frame.size
        cgLayer.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        cgLayer.anchorPoint = CGPoint(x: layer.anchorPoint.x, y: layer.anchorPoint.y)
        cgLayer.position = CGPoint(x: layer.frame.origin.x + layer.anchorPoint.x * size.width,
                                   y: layer.frame.origin.y + layer.anchorPoint.y * size.height)
        cgLayer.setAffineTransform(CGAffineTransform(layer.transform.matrix))
        cgLayer.opacity = Float(layer.opacity)
        cgLayer.backgroundColor = layer.backgroundColor.map(CGColor.init)
        cgLayer.cornerRadius = CGFloat(layer.cornerRadius)
        cgLayer.borderWidth = CGFloat(layer.borderWidth)
        cgLayer.borderColor = layer.borderColor.map(CGColor.init)
        cgLayer.masksToBounds = layer.masksToBounds
        if let mask = layer.mask {
            let shape = CAShapeLayer()
            shape.frame = cgLayer.bounds
            shape.path = CGPath(mask)
            cgLayer.mask = shape
        }
        view.fixedContent = layer.content
        view.accessibilityIdentifier = layer.id
        for sublayer in layer.sublayers { view.addSubview(make(sublayer)) }
        return view
    }
}
