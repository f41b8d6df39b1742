/// A shared element of a resolved scene: a `Layer.match` id found on both screens, what
/// `segue sample` lists.
public struct MatchPair: Hashable, Sendable {
    /// The shared `match` id.
    public var id: String
    /// The from-screen layer's box on the canvas at rest (`MatchLook.frame`).
    public var fromFrame: Rect
    /// The to-screen layer's box on the canvas at rest.
    public var toFrame: Rect
    /// The id of the render node that draws the morph (`match.<id>`); its two contents are
    /// `match.<id>.from` and `match.<id>.to`, their sublayers `match.<id>.from.<layer>`.
    public var nodeID: String

    public init(id: String, fromFrame: Rect, toFrame: Rect, nodeID: String) {
        self.id = id
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        self.nodeID = nodeID
    }

    /// The prefix of morph node ids: `match.<id>`.
    public static let nodePrefix = "match"
}

/// A matched pair resolved for evaluation: both looks, and where the original layers are on
/// their screens (to hide them while the morph runs).
struct ResolvedMatch: Sendable {
    let pair: MatchPair
    let from: MatchLook
    let to: MatchLook
    /// The places (indices below the screen's root) of the from- and to-layer.
    let fromPlace: [Int]
    let toPlace: [Int]
}
