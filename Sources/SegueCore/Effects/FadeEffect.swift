/// The top screen fades in over the covered one (forward: `to.opacity` = p) or out of it
/// (backward: `from.opacity` = 1 − p), as a cross-dissolve presentation does.
public struct FadeEffect: TransitionEffect {
    public static let typeName = "fade"

    public init() {}

    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        Staging(toOnTop: context.operation.isForward)
    }

    struct Staging: EffectStaging {
        let toOnTop: Bool

        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            stage.update(stage.topID) { $0.opacity = instant.openness }
        }
    }
}
