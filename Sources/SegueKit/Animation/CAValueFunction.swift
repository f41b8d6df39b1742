import Foundation

/// The names of Core Animation's value functions: each makes a transform from one number
/// (an angle in radians, a scale factor, a distance in points) or, for `scale` and
/// `translate`, from three (x, y, z).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name, as Core Animation's constants spell it ("rotateY", "scale", …).
    public let rawValue: String
    /// A name; only the eleven below make a value function.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about x by one angle in radians.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about y by one angle in radians.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about z by one angle in radians.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by three factors, x, y and z.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale of x alone.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale of y alone.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale of z alone.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three distances, x, y and z.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x alone.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y alone.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z alone.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    /// How many numbers the function takes.
    var arity: Int { self == .scale || self == .translate ? 3 : 1 }
}

/// Core Animation's value function: set as a property animation's `valueFunction` on
/// `transform` (or `sublayerTransform`), the animation's values are numbers that are
/// interpolated as numbers and then made into the transform. That is how a layer turns by more
/// than half a turn (`fromValue` 0, `toValue` 2π with `.rotateZ`), which interpolating two
/// matrices cannot say. The made transform replaces the layer's (is added to it when the
/// animation `isAdditive`), as Apple's CAValueFunction reference describes.
open class CAValueFunction: NSObject {
    /// Which transform the function makes.
    public let name: CAValueFunctionName

    /// The function named `name`, or `nil` for a name Core Animation has no function for.
    public init?(name: CAValueFunctionName) {
        guard [CAValueFunctionName.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
               .translate, .translateX, .translateY, .translateZ].contains(name) else { return nil }
        self.name = name
        super.init()
    }

    /// The transform `inputs` (`name.arity` numbers) make.
    func transform(_ inputs: [Double]) -> CATransform3D {
        let v = inputs.map { CGFloat($0) }
        guard v.count == name.arity else { return CATransform3DIdentity }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(v[0], 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(v[0], 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(v[0], 0, 0, 1)
        case .scale: return CATransform3DMakeScale(v[0], v[1], v[2])
        case .scaleX: return CATransform3DMakeScale(v[0], 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, v[0], 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, v[0])
        case .translate: return CATransform3DMakeTranslation(v[0], v[1], v[2])
        case .translateX: return CATransform3DMakeTranslation(v[0], 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, v[0], 0)
        default: return CATransform3DMakeTranslation(0, 0, v[0])
        }
    }

    /// `any` as the function's input: one number, or an array of three for `scale` and
    /// `translate`; `nil` when it is something else.
    func inputs(_ any: Any) -> [Double]? {
        if name.arity == 1, case .number(let x)? = AnimatedValue(any, as: .number) { return [x] }
        guard name.arity == 3, case .numbers(let xs?)? = AnimatedValue(any, as: .numbers), xs.count == 3 else { return nil }
        return xs
    }

    /// What `inputs(_:)` accepts, for messages.
    var expected: String {
        name.arity == 1 ? "a number" : "an array of three numbers (x, y, z)"
    }
}
