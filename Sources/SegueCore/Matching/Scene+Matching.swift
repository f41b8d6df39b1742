extension Scene {
    /// The shared elements of the two screens, resolved once: every `match` id found on both
    /// screens, in the from-screen's paint order, or `[]` when the transition does not match
    /// (`Transition.match` false and an effect that does not imply it, `TransitionEffect.matchesLayers`).
    ///
    /// Throws for an empty or repeated id on one screen (`from.layers[3].match`), checked
    /// whether or not the transition matches, and, when it matches, for screens that share no
    /// id at all, at `transition.match` (`transition.type` for the `match` type), naming the
    /// ids each screen has.
    func resolvedMatches() throws(SceneError) -> [ResolvedMatch] {
        let fromLayers: [MatchedLayer], toLayers: [MatchedLayer]
        do { fromLayers = try from.matchedLayers() } catch { throw error.prefixed(Scene.fromID) }
        do { toLayers = try to.matchedLayers() } catch { throw error.prefixed(Scene.toID) }
        let implied = transition.effect.matchesLayers
        guard transition.match || implied else { return [] }
        let toByID = Dictionary(toLayers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let pairs = fromLayers.compactMap { from in toByID[from.id].map { (from, $0) } }
        guard !pairs.isEmpty else {
            func list(_ layers: [MatchedLayer]) -> String {
                layers.isEmpty ? "none" : layers.map { MessageText.quoted($0.id) }.joined(separator: ", ")
            }
            throw SceneError(path: implied ? "transition.type" : "transition.match",
                             message: "expected a match id on both screens, found from: \(list(fromLayers)); to: \(list(toLayers))")
        }
        let paired = Set(pairs.map(\.0.id))
        return pairs.map { from, to in
            ResolvedMatch(pair: MatchPair(id: from.id, fromFrame: from.look.frame, toFrame: to.look.frame,
                                          nodeID: MatchPair.nodePrefix + "." + from.id),
                          from: from.look.hidingNested(paired), to: to.look.hidingNested(paired),
                          fromPlace: from.place, toPlace: to.place)
        }
    }
}

extension MatchLook {
    /// The look with every matched layer inside its content made transparent: a nested shared
    /// element has its own morph, drawn above this one, and is not drawn twice.
    func hidingNested(_ ids: Set<String>) -> MatchLook {
        func hide(_ layer: inout Layer) {
            for index in layer.sublayers.indices {
                if let id = layer.sublayers[index].match, ids.contains(id) { layer.sublayers[index].opacity = 0 }
                hide(&layer.sublayers[index])
            }
        }
        var copy = self
        hide(&copy.content)
        return copy
    }
}
