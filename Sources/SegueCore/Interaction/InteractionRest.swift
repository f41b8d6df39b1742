/// A place a released pan can come to rest when its effect has more than the transition's two
/// ends (a sheet between detents: every detent, and below the canvas when the sheet may be
/// dismissed), given by the effect (`TransitionEffect.interactionRests(in:)`).
public struct InteractionRest: Hashable, Sendable {
    /// How the manifest and `segue list` name it: a detent's name, or `dismissed`.
    public var name: String
    /// Where it is, in fractions of the pan's distance: 0 where the pan starts (the transition's
    /// from-state), 1 where the translation reaches the distance (its to-state); beyond either
    /// end for a rest past them.
    public var position: Double

    public init(name: String, position: Double) {
        self.name = name
        self.position = position
    }

    /// The name of the rest below the canvas a dismissed sheet goes to.
    public static let dismissedName = "dismissed"
}
