import Foundation
import SegueCore

/// Core Animation's gradient layer: `colors` blended from `startPoint` to `endPoint` over its
/// bounds, at `locations`, drawn as Core's `GradientContent` (see there for the rules: unit
/// coordinates, CA's defaults (0.5, 0) → (0.5, 1), unpremultiplied blending, radial ellipses).
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable (a `CABasicAnimation` of
/// `"locations"` is the shimmer apps draw); the conic type is recorded as not supported.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor`s (iOS code often passes `UIColor.cgColor`); `nil` draws none.
    open var colors: [Any]? {
        get { modelState.colors?.map(CGColor.init) }
        set {
            guard case .colors(let colors)? = AnimatedValue(newValue, as: .colors) else {
                Misuse.record(SegueKitError("CAGradientLayer.colors: expected an array of CGColor, found \(newValue.map(AnimatedValue.describe) ?? "nil")"))
                return
            }
            change("colors") { $0.colors = colors }
        }
    }

    /// Where each colour sits, 0...1, ascending (`NSNumber`s); `nil` spreads them evenly.
    open var locations: [NSNumber]? {
        get { modelState.locations?.map { NSNumber(value: $0) } }
        set { change("locations") { $0.locations = newValue?.map(\.doubleValue) } }
    }

    /// Where the gradient starts, in the unit square of the bounds (default (0.5, 0)).
    open var startPoint: CGPoint {
        get { modelState.startPoint }
        set { change("startPoint") { $0.startPoint = newValue } }
    }

    /// Where it ends (default (0.5, 1)).
    open var endPoint: CGPoint {
        get { modelState.endPoint }
        set { change("endPoint") { $0.endPoint = newValue } }
    }

    /// The gradient's shape: `.axial` (the default) or `.radial`.
    open var type: CAGradientLayerType = .axial {
        didSet {
            if type == .conic { Misuse.record(.unsupported("CAGradientLayer.type = .conic (conic gradients are not drawn)")) }
        }
    }

    /// What the layer draws for the presented `state`: nothing without colours.
    func gradientContent(_ state: LayerState) -> GradientContent? {
        guard let colors = state.colors, !colors.isEmpty, type != .conic else { return nil }
        return GradientContent(kind: type == .radial ? .radial : .axial, colors: colors, locations: state.locations,
                               startPoint: state.startPoint.core, endPoint: state.endPoint.core)
    }
}

/// A gradient layer's shape.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the type: "axial", "radial" or "conic".
    public let rawValue: String
    /// A type of any string; one other than the three below draws as axial, without being recorded.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint`, constant across it (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change outward from `startPoint`, reaching the last on the ellipse through `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours sweep around `startPoint`: not drawn by SegueKit. Setting it is recorded as not
    /// supported, and the layer draws no gradient.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
