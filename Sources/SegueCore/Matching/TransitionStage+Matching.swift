extension TransitionStage {
    /// Draws the shared elements at timed progress `p`: each original layer is hidden on its
    /// screen and a morph (`match.<id>`) is added on top of the stage.
    ///
    /// The morph's frame, corner radius, border, background colour and effective opacity go
    /// from the from-look to the to-look by p (a spring may overshoot; opacity is clamped). It
    /// clips to its rounded frame, and inside it the from-layer's content (`match.<id>.from`)
    /// fades out, 1 − p, under the to-layer's (`match.<id>.to`) fading in, p, each fitted by
    /// `ContentFit.width`. As Hero's MatchPreprocessor (HeroKit/Hero), a match is a two-way
    /// source: both ends fly along one frame and cross-fade.
    ///
    /// At the ends (elapsed fraction 0 or 1) there is no morph: the layer of the end's own
    /// screen shows itself and its counterpart stays hidden (it has flown into it), so a
    /// transition starts and ends on exactly its screens' layers (a morph carries no rotation,
    /// shadow or blur).
    mutating func addMatches(_ matches: [ResolvedMatch], progress p: Double, fraction f: Double) {
        for match in matches {
            if f < 1 { update(Scene.toID) { root in root.update(at: match.toPlace[...]) { $0.opacity = 0 } } }
            if f > 0 { update(Scene.fromID) { root in root.update(at: match.fromPlace[...]) { $0.opacity = 0 } } }
            if f > 0 && f < 1 { layers.append(match.morph(at: p)) }
        }
    }
}

extension ResolvedMatch {
    /// The morph at timed progress `p` (see `TransitionStage.addMatches`).
    func morph(at p: Double) -> StageLayer {
        let frame = from.frame.lerp(to: to.frame, p)
        let size = Size(unchecked: max(0, frame.width), max(0, frame.height))
        let container = Layer(
            id: pair.nodeID, frame: Rect(origin: frame.origin, size: size),
            backgroundColor: from.backgroundColor.lerp(to: to.backgroundColor, p),
            cornerRadius: max(0, from.cornerRadius + (to.cornerRadius - from.cornerRadius) * p),
            borderWidth: max(0, from.borderWidth + (to.borderWidth - from.borderWidth) * p),
            borderColor: from.borderColor.lerp(to: to.borderColor, p),
            opacity: min(1, max(0, from.opacity + (to.opacity - from.opacity) * p)),
            masksToBounds: true)
        func content(_ look: MatchLook, _ name: String, opacity: Double) -> StageLayer {
            StageLayer(look.contentLayer(id: pair.nodeID + "." + name, opacity: opacity, fittedTo: size))
        }
        return StageLayer(container, contents: [content(from, Scene.fromID, opacity: 1 - p),
                                                content(to, Scene.toID, opacity: p)])
    }
}
