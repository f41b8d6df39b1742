import Foundation
import SegueCore

/// A value of an animatable key path, in the form Core Animation interpolates: what a layer
/// property holds, and what an animation's `fromValue`, `toValue`, `byValue` and `values` hold
/// once checked against the key path (`init(_:as:)`).
enum AnimatedValue: Equatable, Sendable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(Color?)
    case path(BezierPath?)
    case bool(Bool)
    /// CAGradientLayer's `colors` (`nil`: none).
    case colors([Color]?)
    /// CAGradientLayer's `locations` (`nil`: spread evenly).
    case numbers([Double]?)

    /// A value's kind without its payload; the raw value is how error messages name it.
    enum Kind: String {
        case number = "a number (CGFloat, Double, Float, Int or NSNumber)"
        case point = "a CGPoint"
        case size = "a CGSize"
        case rect = "a CGRect"
        case transform = "a CATransform3D"
        case color = "a CGColor or nil"
        case path = "a CGPath or nil"
        case bool = "a Bool"
        case colors = "an array of CGColor or nil"
        case numbers = "an array of numbers (NSNumber) or nil"
    }

    var kind: Kind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .transform: .transform
        case .color: .color
        case .path: .path
        case .bool: .bool
        case .colors: .colors
        case .numbers: .numbers
        }
    }

    /// The value iOS code passes as `Any?` (what `NSValue`/`NSNumber` bridging accepts there),
    /// read as `kind`; `nil` when it is of another type. Numbers may be any numeric type; a
    /// `CGAffineTransform` is accepted for a transform (Core Animation needs an NSValue of a
    /// CATransform3D; SegueKit is lenient here since the meaning is unambiguous).
    init?(_ any: Any?, as kind: Kind) {
        switch kind {
        case .number:
            guard let number = AnimatedValue.number(any) else { return nil }
            self = .number(number)
        case .bool:
            if let bool = any as? Bool { self = .bool(bool) }
            else if let number = AnimatedValue.number(any) { self = .bool(number != 0) }
            else { return nil }
        case .point:
            if let point = any as? CGPoint { self = .point(point) }
            else if let value = AnimatedValue.nsValue(any, "{CGPoint=") { self = .point(value.pointValue) }
            else { return nil }
        case .size:
            if let size = any as? CGSize { self = .size(size) }
            else if let value = AnimatedValue.nsValue(any, "{CGSize=") { self = .size(value.sizeValue) }
            else { return nil }
        case .rect:
            if let rect = any as? CGRect { self = .rect(rect) }
            else if let value = AnimatedValue.nsValue(any, "{CGRect=") { self = .rect(value.rectValue) }
            else { return nil }
        case .transform:
            if let t = any as? CATransform3D { self = .transform(t) }
            else if let t = any as? CGAffineTransform { self = .transform(CATransform3DMakeAffineTransform(t)) }
            else if let value = AnimatedValue.nsValue(any, NSValue.transformEncoding) { self = .transform(value.caTransform3DValue) }
            else { return nil }
        case .color:
            guard let any else { self = .color(nil); return }
            if let color = any as? CGColor { self = .color(color.color) }
            else if let color = any as? UIColor { self = .color(color.cgColor.color) }
            else { return nil }
        case .path:
            guard let any else { self = .path(nil); return }
            guard let path = any as? any BezierPathConvertible else { return nil }
            self = .path(path.bezierPath)
        case .colors:
            guard let any else { self = .colors(nil); return }
            guard let array = any as? [Any] else { return nil }
            var colors: [Color] = []
            for element in array {
                if let color = element as? CGColor { colors.append(color.color) }
                else if let color = element as? UIColor { colors.append(color.cgColor.color) }
                else { return nil }
            }
            self = .colors(colors)
        case .numbers:
            guard let any else { self = .numbers(nil); return }
            guard let array = any as? [Any] else { return nil }
            var numbers: [Double] = []
            for element in array {
                guard let number = AnimatedValue.number(element) else { return nil }
                numbers.append(number)
            }
            self = .numbers(numbers)
        }
    }

    /// `any` as an `NSValue` holding the type whose encoding starts with `encoding`
    /// (`NSValue(cgPoint:)` on iOS is `NSValue(point:)` in Foundation on Linux).
    private static func nsValue(_ any: Any?, _ encoding: String) -> NSValue? {
        guard let value = any as? NSValue, !(value is NSNumber), String(cString: value.objCType).hasPrefix(encoding) else { return nil }
        return value
    }

    /// How a message names the type of `any`: its Swift type, or for an `NSValue` what it holds.
    static func describe(_ any: Any) -> String {
        if let value = any as? NSValue, !(value is NSNumber) {
            let encoding = String(cString: value.objCType)
            if encoding == NSValue.transformEncoding { return "NSValue(CATransform3D)" }
            let name = encoding.dropFirst().prefix { $0 != "=" }
            return "NSValue(\(name.isEmpty ? encoding : String(name)))"
        }
        return "\(type(of: any))"
    }

    /// A number from any of the numeric types iOS code passes.
    private static func number(_ any: Any?) -> Double? {
        switch any {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// The value as iOS code reads it back (`presentation()?.value(forKeyPath:)`, delegates).
    var anyValue: Any? {
        switch self {
        case .number(let v): CGFloat(v)
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .transform(let t): t
        case .color(let c): c.map(CGColor.init)
        case .path(let p): p.map(AnimatedValue.pathObject)
        case .bool(let b): b
        case .colors(let c): c.map { $0.map(CGColor.init) }
        case .numbers(let n): n.map { $0.map { NSNumber(value: $0) } }
        }
    }

    /// The value a fraction `f` of the way from `self` to `other` (f may leave 0…1: springs
    /// overshoot), by Core's interpolation wherever Core's values can hold both ends: numbers
    /// and points per component and colours per RGBA component clamped
    /// (`AnimationValue.interpolated`), paths element by element (`BezierPath.interpolated`),
    /// transforms by decomposition into translation, rotation, scale and skew
    /// (`LayerTransform.interpolated`), as Core Animation interpolates matrices. Sizes and
    /// rects interpolate per component here: UIKit's additive animations run them from a
    /// negative offset (old − new) to zero, which Core's `Size` (never negative) and `Rect`
    /// (standardized) cannot hold. A `nil` colour is the other end at alpha 0; paths of
    /// different structure jump halfway, which is what CA does (its documentation calls the
    /// result undefined); booleans jump at the end; arrays (a gradient's colours and locations)
    /// interpolate element by element when their counts agree and jump halfway when not. Values
    /// of different kinds do not mix.
    func interpolated(to other: AnimatedValue, _ f: Double) -> AnimatedValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        if let a = coreValue, let b = other.coreValue, a.kind == b.kind {
            return AnimatedValue(a.interpolated(to: b, fraction: f))
        }
        switch (self, other) {
        case (.size(let a), .size(let b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                                width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)))
        case (.transform(let a), .transform(let b)):
            let from = a.layerTransform
            return .transform(CATransform3D(from.interpolated(to: b.layerTransform.nearestEquivalent(to: from), fraction: f), keeping: f < 0.5 ? a : b))
        case (.path(let a?), .path(let b?)):
            if let path = try? a.interpolated(to: b, fraction: f) { return .path(path) }
            return f < 0.5 ? self : other
        case (.color(let a), .color(let b)):
            // At least one end is nil (two colours went through Core above).
            guard let end = a ?? b else { return .color(nil) }
            return AnimatedValue(AnimationValue.color(a ?? end.withAlpha(0)).interpolated(to: .color(b ?? end.withAlpha(0)), fraction: f))
        case (.bool(let a), .bool(let b)): return .bool(f >= 1 ? b : a)
        case (.colors(let a?), .colors(let b?)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.lerp(to: $1, f) })
        case (.numbers(let a?), .numbers(let b?)) where a.count == b.count:
            return .numbers(zip(a, b).map { mix($0, $1) })
        default: return f < 0.5 ? self : other
        }
    }

    /// The value as Core's `AnimationValue`, for the kinds Core holds whatever their values:
    /// numbers, points and colours that are set; `nil` for the others.
    private var coreValue: AnimationValue? {
        switch self {
        case .number(let v): .number(v)
        case .point(let p): .point(p.core)
        case .color(let c?): .color(c)
        default: nil
        }
    }

    /// Core's value back in SegueKit's form (the kinds `coreValue` makes).
    private init(_ value: AnimationValue) {
        switch value {
        case .number(let v): self = .number(v)
        case .point(let p): self = .point(CGPoint(p))
        case .color(let c): self = .color(c)
        case .path(let p): self = .path(p)
        case .vector(let v): self = .size(CGSize(width: v.dx, height: v.dy))
        case .size(let s): self = .size(CGSize(width: s.width, height: s.height))
        case .rect(let r): self = .rect(CGRect(r))
        }
    }

    /// `self` + `other`, as an additive animation adds its value (`other`) to the model value
    /// (`self`): per component for numbers, points, sizes, rects and colours; for transforms the
    /// animation's matrix applied before the model's, `CATransform3DConcat(other, self)`. Paths
    /// and booleans do not add: `other` wins.
    func adding(_ other: AnimatedValue) -> AnimatedValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): .number(a + b)
        case (.point(let a), .point(let b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            .rect(CGRect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                         width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case (.transform(let modelState), .transform(let delta)): .transform(CATransform3DConcat(delta, modelState))
        case (.color(let a?), .color(let b?)):
            .color(Color(unchecked: min(1, a.red + b.red), min(1, a.green + b.green), min(1, a.blue + b.blue), min(1, a.alpha + b.alpha)))
        default: other
        }
    }

    /// The offset that takes `new` back to `self` when added to it: `self` − `new` per
    /// component, and for transforms the matrix D with D·new = self (`self`·new⁻¹), so that
    /// `new.adding(offset)` is `self`. UIKit's additive block animations run from this offset to
    /// zero. `nil` when the kind does not add (paths, booleans, colours) or `new` is singular.
    func offset(from new: AnimatedValue) -> AnimatedValue? {
        switch (self, new) {
        case (.number(let a), .number(let b)): return .number(a - b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                                width: a.size.width - b.size.width, height: a.size.height - b.size.height))
        case (.transform(let old), .transform(let new)):
            guard CATransform3DIsAffine(old), CATransform3DIsAffine(new),
                  let inverse = CATransform3DGetAffineTransform(new).core.inverted() else { return nil }
            let oldAffine = CATransform3DGetAffineTransform(old).core
            return .transform(CATransform3DMakeAffineTransform(CGAffineTransform(oldAffine.concatenating(inverse))))
        default: return nil
        }
    }

    /// The zero of an additive animation of this kind (what UIKit's offsets run to).
    var zero: AnimatedValue {
        switch self {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        default: self
        }
    }
}

/// Something that is a path in Segue's model (`CGPath`, `UIBezierPath`).
protocol BezierPathConvertible {
    var bezierPath: BezierPath { get }
}

extension Color {
    /// This colour with another alpha.
    func withAlpha(_ alpha: Double) -> Color { Color(unchecked: red, green, blue, alpha) }
}

extension CATransform3D {
    /// The parts as Core Animation interpolates transforms and reports `transform.scale`,
    /// `transform.rotation.x/y/z` and `transform.translation.x/y/z` (Core's `LayerTransform`,
    /// `init(_: Transform3D)`): a transform whose x-y part is 2-D decomposes as it always did,
    /// its affine part, with the z translation beside it; a 3-D one into the 3-D parts, or kept
    /// whole when the parts cannot say it.
    var layerTransform: LayerTransform {
        guard LayerGeometry.isDrawable(self) else { return LayerTransform(core) }
        var parts = LayerTransform(CATransform3DGetAffineTransform(self).core)
        parts.translationZ = Double(m43)
        return parts
    }

    /// The matrix `parts` make: for 2-D parts of a 2-D `base`, `base` with its x-y affine part
    /// and z translation made by them (its other z entries kept; identity for 2-D transforms);
    /// otherwise their whole matrix. A 3-D base's z entries belong to its turn, so parts that
    /// turn no more (a `transform.rotation.y` animation at 0 on a layer turned about y) make
    /// their own matrix: keeping them would leave the depth of a turn that is no longer there.
    init(_ parts: LayerTransform, keeping base: CATransform3D = CATransform3DIdentity) {
        guard parts.custom == nil, parts.rotationX == 0, parts.rotationY == 0, parts.m34 == 0, !parts.hasPlanePerspective,
              LayerGeometry.isDrawable(base) else {
            self.init(parts.matrix3D)
            return
        }
        let m = parts.matrix
        self = base
        (m11, m12, m21, m22, m41, m42) = (CGFloat(m.a), CGFloat(m.b), CGFloat(m.c), CGFloat(m.d), CGFloat(m.tx), CGFloat(m.ty))
        m43 = CGFloat(parts.translationZ)
    }
}
