/// Shared elements by id, as Hero's `heroID` and the Transition library's `sharedElement`
/// (seed 004): layers with the same `Layer.match` id on the two screens morph from one to the
/// other above both screens (`TransitionStage.addMatches`), while the screens themselves
/// cross-fade: the to-screen fades in over the from-screen on forward operations, the
/// from-screen fades out on backward ones (Hero's default `.fade` for unmatched views).
///
/// The same matching joins any other effect with the transition's `match: true`.
public struct MatchEffect: TransitionEffect {
    public static let typeName = "match"

    public init() {}

    /// The screens' cross-fade is the fade effect's.
    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        try FadeEffect().resolve(in: context)
    }

    /// The match type always matches.
    public var matchesLayers: Bool { true }
}
