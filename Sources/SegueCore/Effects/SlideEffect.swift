/// The incoming screen travels in from one canvas width or height away, as a navigation push or
/// a modal presentation slides it; the covered screen moves the same way by `parallax` of the
/// extent (UINavigationController's covered screen moves about a third). On a push or pop the
/// top screen casts a shadow on the covered one (`navigationShadow(size:step:openness:)`).
public struct SlideEffect: TransitionEffect {
    public static let typeName = "slide"

    /// Where the incoming screen moves; `nil`: left for push, right for pop, up for present,
    /// down for dismiss (`SlideDirection.default(for:)`), and on a tab switch away from the tab
    /// bar's order (`SlideDirection.forTabSwitch(from:to:)`: left to a tab further right).
    public var direction: SlideDirection?
    /// How far the covered screen moves, as a fraction 0...1 of the extent; `nil`: 0.3 for push,
    /// 1 for a tab switch (the old tab leaves with the new one, side by side), else 0
    /// (`SlideDirection.defaultParallax(for:)`).
    public var parallax: Double?

    public init(direction: SlideDirection? = nil, parallax: Double? = nil) {
        self.direction = direction
        self.parallax = parallax
    }

    /// Checks `parallax` (in 0...1) and fixes the direction and travel for the operation. On a
    /// backward operation the incoming screen is the covered to-screen, so the forward effect
    /// being reversed travels the opposite way.
    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        if let parallax { try context.requireFraction(parallax, key: "parallax") }
        let operation = context.operation
        let incoming = direction ?? defaultDirection(in: context)
        let travel = operation.isForward ? incoming : incoming.opposite
        return Staging(toOnTop: operation.isForward,
                       step: travel.unitVector * travel.extent(of: context.canvas.size),
                       parallax: parallax ?? SlideDirection.defaultParallax(for: operation),
                       castsShadow: operation == .push || operation == .pop)
    }

    /// The incoming screen's way without a `direction`: from the tab order on a tab switch
    /// (`SlideDirection.forTabSwitch(from:to:)`), else the operation's default.
    func defaultDirection(in context: EffectContext) -> SlideDirection {
        if context.operation == .tab, let tabs = SlideDirection.forTabSwitch(from: context.from, to: context.to) { return tabs }
        return .default(for: context.operation)
    }

    struct Staging: EffectStaging {
        let toOnTop: Bool
        /// One canvas extent along the direction the top screen travels.
        let step: Vector
        let parallax: Double
        /// A navigation push or pop: the top screen casts `SlideEffect.navigationShadow`.
        var castsShadow = false

        /// At openness q the top screen is (1 − q) of a step short of its place; the covered one
        /// has moved parallax·q of a step.
        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            let q = instant.openness
            stage.update(stage.topID) {
                $0.transform.translation = step * -(1 - q)
                if castsShadow { $0.shadow = SlideEffect.navigationShadow(size: $0.boundsSize, step: step, openness: q) }
            }
            stage.update(stage.coveredID) { $0.transform.translation = step * (parallax * q) }
        }
    }
}
