extension SlideEffect {
    /// The shadow the top screen casts on the covered one during a navigation push or pop, as
    /// UINavigationController's parallax transition draws one (`_UIParallaxDimmingView`, whose
    /// values are private).
    ///
    /// The values follow SloppySwiper (fastred/SloppySwiper, `SSWAnimator`), a public
    /// re-implementation of UIKit's pop: a 4-point strip along the screen's leading edge,
    /// 20 points longer at each end so its corners are not rounded, cast at shadowOpacity 0.2
    /// with CALayer's default radius 3 and offset (0, −3), the opacity fading to 0 as the
    /// screen leaves. Here it scales with the openness q (0.2·q), so it is 0 where the top
    /// screen is fully off the canvas (a push's start, a pop's end), where the strip would
    /// otherwise show at the canvas edge.
    static let navigationShadowOpacity = 0.2
    /// The strip's width in points (SloppySwiper's `shadowWidth`).
    static let navigationShadowWidth = 4.0
    /// How far the strip runs past each end of the edge, in points (SloppySwiper's −20 padding).
    static let navigationShadowOverhang = 20.0

    /// The shadow of a screen of `size` travelling along `step` (its leading edge faces the
    /// step's direction) at openness `q`.
    static func navigationShadow(size: Size, step: Vector, openness q: Double) -> LayerShadow {
        let w = size.width, h = size.height, s = navigationShadowWidth, o = navigationShadowOverhang
        let strip: Rect = if abs(step.dx) >= abs(step.dy) {
            Rect(step.dx < 0 ? -s : w, -o, s, h + 2 * o)
        } else {
            Rect(-o, step.dy < 0 ? -s : h, w + 2 * o, s)
        }
        return LayerShadow(opacity: navigationShadowOpacity * min(1, max(0, q)), path: BezierPath.rect(strip))
    }
}
