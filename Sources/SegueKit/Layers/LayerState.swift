import Foundation
import SegueCore

/// Every animatable property of a layer (CALayer's, and CAShapeLayer's for shape layers), with
/// Core Animation's defaults: the model values a `CALayer` holds, and the presentation values
/// its animations make of them.
struct LayerState: Equatable, Sendable {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var opacity: Double = 1
    var isHidden = false
    var masksToBounds = false
    var cornerRadius: Double = 0
    var borderWidth: Double = 0
    /// CALayer's default border colour is opaque black.
    var borderColor: Color? = .black
    var backgroundColor: Color?
    var zPosition: Double = 0
    var anchorPointZ: Double = 0
    var path: BezierPath?
    /// CAShapeLayer's default fill is opaque black.
    var fillColor: Color? = .black
    var strokeColor: Color?
    var lineWidth: Double = 1
    var strokeStart: Double = 0
    var strokeEnd: Double = 1
    /// CALayer's shadow, with its defaults: opacity 0 (none), radius 3, offset (0, −3), opaque
    /// black, no path (cast by the layer's alpha). Drawn by Core's rasterizer, as a template's.
    var shadowOpacity: Double = 0
    var shadowRadius: Double = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowColor: Color? = .black
    var shadowPath: BezierPath?
    /// How much of a visual effect view's blur is drawn, 0 (none) to 1: its radius and tint's
    /// alpha scale with it, as UIKit animates `effect` from nil (see `UIVisualEffectView`).
    var effectStrength: Double = 0
    /// CAGradientLayer's, with its defaults: no colours, evenly spread, top centre to bottom centre.
    var colors: [Color]?
    var locations: [Double]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)

    /// The value at an animatable key path.
    func value(at keyPath: KeyPathEntry) -> AnimatedValue { keyPath.get(self) }

    /// Sets the value at an animatable key path (a value of the wrong kind is ignored; callers
    /// check kinds first).
    mutating func set(_ value: AnimatedValue, at keyPath: KeyPathEntry) { keyPath.set(&self, value) }
}

/// One animatable key path: its name, the kind of value it takes and how to read and write it.
struct KeyPathEntry: Sendable {
    let name: String
    let kind: AnimatedValue.Kind
    let get: @Sendable (LayerState) -> AnimatedValue
    let set: @Sendable (inout LayerState, AnimatedValue) -> Void

    /// The entry for `name` (a name or an alias, as Core's key-path table gives SegueKit them:
    /// `transform.rotation.z` is `transform.rotation`), or `nil` when the table has no such key
    /// path for SegueKit (Core Animation cannot animate it, or SegueKit does not).
    static func named(_ name: String) -> KeyPathEntry? {
        AnimatableProperty.named(name, door: .kit).flatMap { table[$0.name] } ?? (name == effectStrength.name ? effectStrength : nil)
    }

    /// A visual effect view's effect, animated as UIKit animates `effect`: UIKit's own, with no
    /// Core Animation key path (a name no `CABasicAnimation` is given), so not in the table.
    static let effectStrength = KeyPathEntry(
        name: "UIVisualEffectView.effect", kind: .number, get: { .number($0.effectStrength) },
        set: { state, value in if case .number(let v) = value { state.effectStrength = v } })

    /// The kind of value SegueKit takes for a row of Core's table.
    static func kind(of row: AnimatableProperty) -> AnimatedValue.Kind {
        switch row.kind {
        case .number: .number
        case .point: .point
        case .vector, .size: .size
        case .rect: .rect
        case .color: .color
        case .path: .path
        case .transform: .transform
        case .flag: .bool
        case .colors: .colors
        case .numbers: .numbers
        }
    }

    /// How SegueKit reads and writes each key path Core's table (`AnimatableProperty`) gives
    /// it: CALayer's and CAShapeLayer's animatable properties and the transform's and geometry's
    /// sub-key-paths CA documents ("Key-Value Coding Extensions": `transform.scale`,
    /// `transform.translation.x`, `position.x`, `bounds.size.width`, …), one entry per row, by
    /// the row's name (its aliases resolve in `named(_:)`).
    static let table: [String: KeyPathEntry] = {
        var entries: [KeyPathEntry] = []
        func number(_ name: String, _ get: @escaping @Sendable (LayerState) -> Double,
                    _ set: @escaping @Sendable (inout LayerState, Double) -> Void) {
            entries.append(KeyPathEntry(name: name, kind: .number, get: { .number(get($0)) },
                                        set: { state, value in if case .number(let v) = value { set(&state, v) } }))
        }
        func point(_ name: String, _ get: @escaping @Sendable (LayerState) -> CGPoint, _ set: @escaping @Sendable (inout LayerState, CGPoint) -> Void) {
            entries.append(KeyPathEntry(name: name, kind: .point, get: { .point(get($0)) },
                                        set: { state, value in if case .point(let v) = value { set(&state, v) } }))
        }
        func size(_ name: String, _ get: @escaping @Sendable (LayerState) -> CGSize, _ set: @escaping @Sendable (inout LayerState, CGSize) -> Void) {
            entries.append(KeyPathEntry(name: name, kind: .size, get: { .size(get($0)) },
                                        set: { state, value in if case .size(let v) = value { set(&state, v) } }))
        }
        func color(_ name: String, _ get: @escaping @Sendable (LayerState) -> Color?,
                   _ set: @escaping @Sendable (inout LayerState, Color?) -> Void) {
            entries.append(KeyPathEntry(name: name, kind: .color, get: { .color(get($0)) },
                                        set: { state, value in if case .color(let v) = value { set(&state, v) } }))
        }

        point("position", \.position) { $0.position = $1 }
        number("position.x", { Double($0.position.x) }) { $0.position.x = CGFloat($1) }
        number("position.y", { Double($0.position.y) }) { $0.position.y = CGFloat($1) }
        entries.append(KeyPathEntry(name: "bounds", kind: .rect, get: { .rect($0.bounds) },
                                    set: { state, value in if case .rect(let r) = value { state.bounds = r } }))
        point("bounds.origin", \.bounds.origin) { $0.bounds.origin = $1 }
        size("bounds.size", \.bounds.size) { $0.bounds.size = $1 }
        number("bounds.size.width", { Double($0.bounds.size.width) }) { $0.bounds.size.width = CGFloat($1) }
        number("bounds.size.height", { Double($0.bounds.size.height) }) { $0.bounds.size.height = CGFloat($1) }
        point("anchorPoint", \.anchorPoint) { $0.anchorPoint = $1 }
        // The whole matrix and its parts, for `transform` and, as Core Animation takes the same
        // paths on it, `sublayerTransform` (a container's turn of all its sublayers at once).
        for (name, matrix) in [("transform", \LayerState.transform), ("sublayerTransform", \LayerState.sublayerTransform)] {
            entries.append(KeyPathEntry(name: name, kind: .transform, get: { .transform($0[keyPath: matrix]) },
                                        set: { state, value in if case .transform(let t) = value { state[keyPath: matrix] = t } }))
            // The parts read with the Euler angles nearest no turn (`nearestEquivalent`): a layer
            // turned 180° about y reads as that (rotation.y π), not as turns of π about x and z,
            // so an animation of `transform.rotation.y` from 0 to π over that model turns about y
            // from the front to the back, and ends where the model is.
            func parts(_ part: String, _ get: @escaping @Sendable (LayerTransform) -> Double,
                       _ set: @escaping @Sendable (inout LayerTransform, Double) -> Void) {
                number("\(name).\(part)", { get($0[keyPath: matrix].layerTransform.nearestEquivalent(to: .identity)) }) { state, value in
                    var parts = state[keyPath: matrix].layerTransform.nearestEquivalent(to: .identity)
                    set(&parts, value)
                    state[keyPath: matrix] = CATransform3D(parts, keeping: state[keyPath: matrix])
                }
            }
            parts("scale", { ($0.scaleX + $0.scaleY) / 2 }) { $0.scaleX = $1; $0.scaleY = $1 }
            parts("scale.x", \.scaleX) { $0.scaleX = $1 }
            parts("scale.y", \.scaleY) { $0.scaleY = $1 }
            parts("rotation", \.rotation) { $0.rotation = $1 }
            parts("translation.x", \.translation.dx) { $0.translation.dx = $1 }
            parts("translation.y", \.translation.dy) { $0.translation.dy = $1 }
            parts("rotation.x", \.rotationX) { $0.rotationX = $1 }
            parts("rotation.y", \.rotationY) { $0.rotationY = $1 }
            parts("translation.z", \.translationZ) { $0.translationZ = $1 }
            size("\(name).translation", { state in
                let parts = state[keyPath: matrix].layerTransform
                return CGSize(width: parts.translation.dx, height: parts.translation.dy)
            }) { state, v in
                var parts = state[keyPath: matrix].layerTransform
                parts.translation = Vector(Double(v.width), Double(v.height))
                state[keyPath: matrix] = CATransform3D(parts, keeping: state[keyPath: matrix])
            }
        }
        number("opacity", \.opacity) { $0.opacity = $1 }
        entries.append(KeyPathEntry(name: "hidden", kind: .bool, get: { .bool($0.isHidden) },
                                    set: { state, value in if case .bool(let b) = value { state.isHidden = b } }))
        entries.append(KeyPathEntry(name: "masksToBounds", kind: .bool, get: { .bool($0.masksToBounds) },
                                    set: { state, value in if case .bool(let b) = value { state.masksToBounds = b } }))
        number("cornerRadius", \.cornerRadius) { $0.cornerRadius = $1 }
        number("borderWidth", \.borderWidth) { $0.borderWidth = $1 }
        color("borderColor", \.borderColor) { $0.borderColor = $1 }
        color("backgroundColor", \.backgroundColor) { $0.backgroundColor = $1 }
        number("zPosition", \.zPosition) { $0.zPosition = $1 }
        number("anchorPointZ", \.anchorPointZ) { $0.anchorPointZ = $1 }
        entries.append(KeyPathEntry(name: "path", kind: .path, get: { .path($0.path) },
                                    set: { state, value in if case .path(let p) = value { state.path = p } }))
        color("fillColor", \.fillColor) { $0.fillColor = $1 }
        color("strokeColor", \.strokeColor) { $0.strokeColor = $1 }
        number("lineWidth", \.lineWidth) { $0.lineWidth = $1 }
        number("strokeStart", \.strokeStart) { $0.strokeStart = $1 }
        number("strokeEnd", \.strokeEnd) { $0.strokeEnd = $1 }
        number("shadowOpacity", \.shadowOpacity) { $0.shadowOpacity = $1 }
        number("shadowRadius", \.shadowRadius) { $0.shadowRadius = $1 }
        size("shadowOffset", \.shadowOffset) { $0.shadowOffset = $1 }
        color("shadowColor", \.shadowColor) { $0.shadowColor = $1 }
        entries.append(KeyPathEntry(name: "shadowPath", kind: .path, get: { .path($0.shadowPath) },
                                    set: { state, value in if case .path(let p) = value { state.shadowPath = p } }))
        entries.append(KeyPathEntry(name: "colors", kind: .colors, get: { .colors($0.colors) },
                                    set: { state, value in if case .colors(let c) = value { state.colors = c } }))
        entries.append(KeyPathEntry(name: "locations", kind: .numbers, get: { .numbers($0.locations) },
                                    set: { state, value in if case .numbers(let n) = value { state.locations = n } }))
        point("startPoint", \.startPoint) { $0.startPoint = $1 }
        point("endPoint", \.endPoint) { $0.endPoint = $1 }
        return Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })
    }()
}

extension AnimatableProperty.Requirement {
    /// The layer class whose own property a key path with this requirement is, if any.
    var layerClass: String? {
        switch self {
        case .shapeContent: "CAShapeLayer"
        case .gradient: "CAGradientLayer"
        case .none, .blur: nil
        }
    }

    /// Whether `layer` has the property (a type test, safe from any isolation).
    nonisolated func admits(_ layer: CALayer) -> Bool {
        switch self {
        case .shapeContent: layer is CAShapeLayer
        case .gradient: layer is CAGradientLayer
        case .none, .blur: true
        }
    }
}
