import Foundation
import SegueCore

/// An effect a `UIVisualEffectView` draws (UIKit's abstract `UIVisualEffect`).
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur of what lies behind the view, in one of UIKit's styles, drawn as a template's `blur`
/// material is (Core's `LayerBlur`: the backdrop blurred, under the material's tint).
///
/// The iOS 13 materials map to Segue's five (`BlurMaterial`), their `…Light` and `…Dark` forms
/// to the light and dark tints, and the adaptive ones to the light appearance that recordings
/// use. Apple publishes no values for the older styles, so each is drawn as the material nearest
/// its look (our choice): `.extraLight` and `.prominent` as the thick material, `.light` and
/// `.regular` as the regular material, `.dark` as the regular material's dark form.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// UIKit's blur styles.
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style given (the type's doc says how each is drawn).
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The material and appearance Segue draws the style with.
    var material: (BlurMaterial, Appearance) {
        switch style {
        case .extraLight, .prominent: (.systemThickMaterial, .light)
        case .light, .regular: (.systemMaterial, .light)
        case .dark: (.systemMaterial, .dark)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: (.systemUltraThinMaterial, .light)
        case .systemThinMaterial, .systemThinMaterialLight: (.systemThinMaterial, .light)
        case .systemMaterial, .systemMaterialLight: (.systemMaterial, .light)
        case .systemThickMaterial, .systemThickMaterialLight: (.systemThickMaterial, .light)
        case .systemChromeMaterial, .systemChromeMaterialLight: (.systemChromeMaterial, .light)
        case .systemUltraThinMaterialDark: (.systemUltraThinMaterial, .dark)
        case .systemThinMaterialDark: (.systemThinMaterial, .dark)
        case .systemMaterialDark: (.systemMaterial, .dark)
        case .systemThickMaterialDark: (.systemThickMaterial, .dark)
        case .systemChromeMaterialDark: (.systemChromeMaterial, .dark)
        }
    }
}

/// Vibrancy (content tinted by the blur under it): not drawn; a view given one records it as
/// not supported.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// A vibrancy effect for content over `blurEffect`; it can be made, but a view given it records it as not supported.
    public init(blurEffect: UIBlurEffect) { super.init() }
}

/// UIKit's visual effect view: a blur of what lies behind it, with subviews in `contentView`
/// drawn sharp above the blur.
///
/// Setting `effect` inside an animation block animates it as UIKit does (Apple's
/// UIVisualEffectView documentation: animate `effect`, not the view's alpha): from `nil` to a
/// blur, the blur's radius grows from 0 and its tint fades in together, along the block's curve;
/// back to `nil`, the reverse. Scrubbing it with a property animator's `fractionComplete` gives
/// the partial blur apps use.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to: above the blur, filling the effect view.
    public let contentView = UIView()

    /// The effect drawn; `nil` draws none.
    open var effect: UIVisualEffect? {
        didSet { effectChanged() }
    }

    /// An effect view with no frame drawing `effect` (nil: none), with an empty `contentView` that follows its size.
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        self.effect = effect
        effectChanged()
    }

    /// An effect view at `frame` with no effect.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Not supported, as for every view (see `UIView.init(coder:)`): recorded, and returns nil.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Keeps `contentView` filling the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// Points the layer at the effect's material and moves its strength to 1 (a blur) or 0
    /// (none), animated when inside an animation block.
    private func effectChanged() {
        if effect is UIVibrancyEffect {
            Misuse.record(.unsupported("UIVisualEffectView with a UIVibrancyEffect (vibrancy is not drawn)"))
        }
        if let blur = effect as? UIBlurEffect { layer.backdrop = blur.material }
        layer.effectStrength = effect is UIBlurEffect ? 1 : 0
    }
}
