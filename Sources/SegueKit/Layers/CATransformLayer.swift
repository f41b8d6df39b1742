import Foundation

/// Core Animation's transform layer: it draws none of its own properties, only its sublayers
/// (Apple's documentation: "only its sublayers are rendered"; background, contents, border and
/// shadow are not), and its opacity applies to each sublayer separately rather than to the
/// group; and it does not flatten its sublayers into its plane ("true 3D layer hierarchies"):
/// they keep their 3-D places in its parent's space and are drawn back to front by depth
/// (Core's `Layer.isTransformLayer`).
@preconcurrency @MainActor
open class CATransformLayer: CALayer {}
