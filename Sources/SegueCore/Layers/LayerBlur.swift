/// A backdrop blur, as UIVisualEffectView with a UIBlurEffect draws it: what lies below the
/// layer, blurred, under the material's tint, inside the layer's rounded bounds.
public struct LayerBlur: Hashable, Sendable {
    /// The system material whose tint (and default radius) the blur takes.
    public var material: BlurMaterial
    /// The blur radius in points (the Gaussian's σ, as Core Image's and CAFilter's
    /// `inputRadius`); animatable as `blur.radius`. 0 leaves the backdrop sharp under the tint.
    public var radius: Double
    /// The colour laid over the blurred backdrop (its alpha is how much of the backdrop it hides);
    /// the material's light-appearance tint unless set.
    public var tint: Color

    /// A blur of `material` at `radius` points (the material's own radius when not given), under
    /// `tint` (the material's light tint when not given).
    public init(material: BlurMaterial = .systemMaterial, radius: Double? = nil, tint: Color? = nil) {
        self.material = material
        self.radius = radius ?? material.defaultRadius
        self.tint = tint ?? material.tint(dark: false)
    }

    /// A blur of `material` at `radius` points (the material's own when not given) under the
    /// material's tint in `appearance`: what a template's `blur` and the system bars draw.
    public init(material: BlurMaterial, radius: Double? = nil, appearance: Appearance) {
        self.init(material: material, radius: radius, tint: material.tint(dark: appearance == .dark))
    }
}

/// UIBlurEffect.Style's system materials (iOS 13), from thinnest to thickest.
///
/// Apple documents their names and order, not their values. The tints come from the public
/// re-implementation in Flutter's Cupertino library, which measured two of them from Apple's
/// design resources: the alert's `systemMaterial` (`_kDialogColor`, light 0xCCF2F2F2, dark
/// 0xBF1E1E1E, "extracted from https://developer.apple.com/design/resources/") and the
/// bars' `systemChromeMaterial` (`CupertinoThemeData`'s default `barBackgroundColor`, light
/// 0xF0F9F9F9, dark 0xF01D1D1D, "values extracted from navigation bar"). The ultra-thin, thin and
/// thick materials are not measured there: their alphas are spaced on the same colours between
/// and below those two (0.40, 0.60, 0.80, 0.88, 0.94 light), our choice, so the five stay ordered.
public enum BlurMaterial: String, Hashable, Sendable, CaseIterable {
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial

    /// The blur radius in points the material uses when a template gives none: 30 for every
    /// material. UIKit blurs with a CABackdropLayer and a `gaussianBlur` CAFilter (the iPhone
    /// Development Wiki's UIBackdropView page) whose radius per material is not public; 30 points
    /// turns a phone screen below into soft colour fields, as the materials do. Our choice.
    public var defaultRadius: Double { 30 }

    /// The material's tint in the light or the dark appearance (see the type's note for sources).
    public func tint(dark: Bool) -> Color {
        let (light, darkAlpha): (Double, Double) = switch self {
        case .systemUltraThinMaterial: (0.40, 0.40)
        case .systemThinMaterial: (0.60, 0.58)
        case .systemMaterial: (0.80, 0.75)       // 0xCC, 0xBF: Flutter's _kDialogColor
        case .systemThickMaterial: (0.88, 0.85)
        case .systemChromeMaterial: (0.94, 0.94) // 0xF0: Flutter's bar background
        }
        // The chrome material is the bars' colour (#F9F9F9 / #1D1D1D); the others the dialog's.
        let (lightGrey, darkGrey): (Double, Double) = self == .systemChromeMaterial ? (0xF9, 0x1D) : (0xF2, 0x1E)
        return dark
            ? Color(unchecked: darkGrey / 255, darkGrey / 255, darkGrey / 255, darkAlpha)
            : Color(unchecked: lightGrey / 255, lightGrey / 255, lightGrey / 255, light)
    }
}
