import Foundation

/// Core Animation's transform layer: it draws none of its own properties, only its sublayers
/// (Apple's documentation: "only its sublayers are rendered"; background, contents, border and
/// shadow are not), and its opacity applies to each sublayer separately rather than to the
/// group. SegueKit draws the sublayers' 2-D transforms; keeping their 3-D positions and sorting
/// them by depth is 3-D work (a 3-D transform is refused when drawn, naming the layer).
@preconcurrency @MainActor
open class CATransformLayer: CALayer {}
