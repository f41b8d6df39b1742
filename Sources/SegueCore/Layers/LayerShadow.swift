/// CALayer's shadow: a blurred copy of the layer's alpha (or of `path`, when given) drawn below
/// the layer in `color` at `opacity`, moved by `offset`. The defaults are CALayer's: black,
/// opacity 0 (no shadow), radius 3, offset (0, −3).
public struct LayerShadow: Hashable, Sendable {
    /// The shadow's colour (CALayer's `shadowColor`, default opaque black); its alpha multiplies `opacity`.
    public var color: Color
    /// CALayer's `shadowOpacity` in 0...1; 0 draws no shadow.
    public var opacity: Double
    /// CALayer's `shadowRadius` in points: how far the shadow's edge is blurred.
    public var radius: Double
    /// CALayer's `shadowOffset`, in the layer's points (UIKit's y down: a positive dy moves the shadow down).
    public var offset: Vector
    /// CALayer's `shadowPath` in the layer's coordinates: the shape that casts the shadow instead
    /// of the layer's alpha (faster, and what a layer without a background needs).
    public var path: BezierPath?

    /// A shadow with CALayer's defaults for what is not given.
    public init(color: Color = .black, opacity: Double = 0, radius: Double = 3,
                offset: Vector = Vector(0, -3), path: BezierPath? = nil) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
        self.path = path
    }

    /// CALayer's default: no shadow (opacity 0).
    public static let none = LayerShadow()

    /// True when the shadow draws something: positive opacity and a visible colour.
    public var isVisible: Bool { opacity > 0 && color.alpha > 0 }
}
