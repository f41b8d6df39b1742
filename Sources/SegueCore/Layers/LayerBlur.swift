/// A backdrop blur, as UIVisualEffectView with a UIBlurEffect draws it: what lies below the
/// layer, blurred, under the material's tint, inside the layer's rounded bounds.
public struct LayerBlur: Hashable, Sendable {
    /// The system material whose tint (and default radius) the blur takes.
    public var material: BlurMaterial
    /// The blur radius in points; animatable.
    public var radius: Double

    /// A blur of `material` at `radius` points (the material's own radius when not given).
    public init(material: BlurMaterial = .systemMaterial, radius: Double? = nil) {
        self.material = material
        self.radius = radius ?? material.defaultRadius
    }
}

/// UIBlurEffect.Style's system materials (iOS 13), from thinnest to thickest.
public enum BlurMaterial: String, Hashable, Sendable, CaseIterable {
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial

    /// The blur radius in points the material uses when a template gives none.
    public var defaultRadius: Double { 30 }
}
