extension Scene {
    /// Checks everything evaluation relies on and returns the scene resolved, or throws the
    /// first problem found with its place in the scene (`transition.source`):
    /// - a canvas that passes `Canvas.validate()`;
    /// - layer ids non-empty and unique within each screen and within the overlay
    ///   (`Screen.validate()`, `validateOverlay()`);
    /// - a positive finite duration, dimming in 0...1, a timing that resolves for the duration;
    /// - the effect's own checks (`TransitionEffect.resolve(in:)`: layers it names, values in
    ///   range, animations whose targets, values, times and timings fit) and the same checks of
    ///   the `animations` beside any effect (`transition.animations[i]…`);
    /// - match ids non-empty and once per screen, and a pair when the transition matches
    ///   (`resolvedMatches()`);
    /// - an interaction that gives a timeline (keyframes in order, a reachable release, a
    ///   completion curve that settles).
    ///
    /// Before checking, the screens' chrome becomes layers (`withChrome()`) and the scene's
    /// `variant` is applied (`withVariantApplied()`); the resolved scene's `scene` is that form.
    public func resolved() throws(SceneError) -> ResolvedScene {
        try canvas.validate()
        return try withChrome().withVariantApplied().resolvedAsPrepared()
    }

    private func resolvedAsPrepared() throws(SceneError) -> ResolvedScene {
        do { try from.validate() } catch { throw error.prefixed(Scene.fromID) }
        do { try to.validate() } catch { throw error.prefixed(Scene.toID) }
        let d = transition.duration
        guard d > 0, d.isFinite else {
            throw SceneError(path: "transition.duration", message: "expected a positive number of seconds, found \(d.messageText)")
        }
        guard (0...1).contains(transition.dimming) else {
            throw SceneError(path: "transition.dimming", message: "expected a number in 0...1, found \(transition.dimming.messageText)")
        }
        var timing: any TimingCurve
        do { timing = try transition.timing.curve(duration: d) } catch {
            throw SceneError(path: "transition.timing", message: error.message)
        }
        try validateOverlay()
        let allowed = transition.effect.operations
        guard allowed.contains(transition.operation) else {
            let names = allowed.map { MessageText.quoted($0.rawValue) }
            let list = names.count == 2 ? names.joined(separator: " or ") : names.joined(separator: ", ")
            throw SceneError(path: "transition.operation", message: "expected \(list) for a \(transition.effect.typeName) transition, "
                + "found \(MessageText.quoted(transition.operation.rawValue))")
        }
        let context = effectContext
        let effect = try transition.effect.resolve(in: context)
        let animations = try StageAnimations(resolving: transition.animations, in: context)
        let matches = try resolvedMatches()
        // A sheet dragged between detents follows the finger point for point: its position is the
        // pan's, not a curve of it, so the transition's timing does not apply (the completion
        // curve carries the release).
        let rests = interaction == nil ? nil : transition.effect.interactionRests(in: context)
        if rests != nil { timing = CubicBezierTiming.linear }
        return ResolvedScene(scene: self, interaction: try resolvedInteraction(rests: rests), timing: timing, effect: effect,
                             animations: animations, matches: matches, drag: try resolvedDrag(in: context))
    }

    /// The layer the interaction's pan drags, found on its screen: a pan gesture (a progress
    /// gesture has no points) and a layer of the from or to screen, errors at `interaction.drag…`.
    private func resolvedDrag(in context: EffectContext) throws(SceneError) -> ResolvedDrag? {
        guard let drag = interaction?.drag else { return nil }
        guard case .pan? = interaction?.gesture else {
            throw SceneError(path: "interaction.drag", message: "expected a pan gesture (its translation in points moves the layer), found progress")
        }
        switch drag.target {
        case .fromLayer, .toLayer: break
        default:
            throw SceneError(path: "interaction.drag.target", message: "expected a layer of the from or to screen (from.<id> or to.<id>), "
                + "found \(MessageText.quoted("\(drag.target)"))")
        }
        guard drag.scale.isFinite, drag.scale > 0 else {
            throw SceneError(path: "interaction.drag.scale", message: "expected a finite positive scale, found \(drag.scale.messageText)")
        }
        return ResolvedDrag(drag: drag, address: try context.address(of: drag.target, path: "interaction.drag.target").address)
    }

    /// The interaction's timeline; its errors are at `interaction.<field>` when the timeline
    /// names the field (`completionSpeed: …` becomes path `interaction.completionSpeed`).
    /// `rests`: where the release may settle besides the two ends (a sheet's detents and its dismissal).
    private func resolvedInteraction(rests: [InteractionRest]?) throws(SceneError) -> InteractionTimeline? {
        guard let interaction else { return nil }
        do {
            return try InteractionTimeline(interaction: interaction, transitionDuration: transition.duration, rests: rests)
        } catch {
            throw SceneError.at("interaction", error)
        }
    }
}

extension SceneError {
    /// A `GeometryError` of a value under `path`: when its message starts with the name of a
    /// field (`completionCurve: expected …`), the field joins the path and the rest is the message.
    static func at(_ path: String, _ error: GeometryError) -> SceneError {
        let message = error.message
        if let colon = message.firstIndex(of: ":"), message[colon...].hasPrefix(": "),
           !message[..<colon].isEmpty, !message[..<colon].contains(" ") {
            let rest = message[message.index(colon, offsetBy: 2)...]
            return SceneError(path: path + "." + message[..<colon], message: String(rest))
        }
        return SceneError(path: path, message: message)
    }
}
