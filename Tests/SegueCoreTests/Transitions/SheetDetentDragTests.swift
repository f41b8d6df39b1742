import Foundation
import Testing
@testable import SegueCore
import SegueTestSupport

/// A presented sheet moving between its detents (`SheetEffect.fromDetent`), on its own or dragged
/// by a finger whose release picks the detent it settles at. iPhone 16 (393 × 852, safe area 59
/// top and 34 bottom): the largest detent value is 852 − 69 − 34 = 749, so the large sheet's top
/// is at 69 and the medium one's (value 374.5) at 852 − 374.5 − 34 = 443.5: 374.5 points apart.
@Suite struct SheetDetentDragTests {
    static let mediumTop = 443.5, largeTop = 69.0

    func scene(interaction: Interaction? = nil) -> Scene {
        var effect = SheetEffect(detents: [.medium, .large], detent: .large)
        effect.fromDetent = .medium
        let presenting = Screen(background: .white, layers: [Layer(id: "row", frame: Rect(0, 100, 393, 44))])
        let presented = Screen(background: .white, layers: [Layer(id: "title", frame: Rect(16, 59, 200, 44))])
        return Scene(name: "detents", canvas: Canvas(device: .iPhone16), from: presenting, to: presented,
                     transition: Transition(effect: effect, operation: .present, duration: 0.5, timing: .linear),
                     interaction: interaction)
    }

    /// The sheet box's top edge on the canvas.
    func sheetTop(_ tree: RenderTree) throws -> Double {
        try #require(EvaluationFixtures.layer(SheetEffect.stageIDs.sheet, in: tree)).bounds.y
    }

    /// Linear, the sheet's top goes from the medium top to the large one: halfway at
    /// (443.5 + 69) / 2 = 256.25. The presenting screen starts unscaled (medium does not scale
    /// it back) and ends at 369 / 393, as at rest at the large detent; it is dimmed throughout.
    @Test func theSheetMovesFromOneDetentToTheOther() throws {
        let resolved = try scene().resolved()
        expectClose(try sheetTop(resolved.renderTree(atFraction: 0)), Self.mediumTop, tolerance: 1e-9)
        expectClose(try sheetTop(resolved.renderTree(atFraction: 0.5)), (Self.mediumTop + Self.largeTop) / 2, tolerance: 1e-9)
        expectClose(try sheetTop(resolved.renderTree(atFraction: 1)), Self.largeTop, tolerance: 1e-9)
        let start = try #require(EvaluationFixtures.layer("from", in: resolved.renderTree(atFraction: 0)))
        expectClose(start.transform.a, 1, tolerance: 1e-12)
        let end = try #require(EvaluationFixtures.layer("from", in: resolved.renderTree(atFraction: 1)))
        expectClose(end.transform.a, 369.0 / 393, tolerance: 1e-12)
        #expect(EvaluationFixtures.layer(SheetEffect.stageIDs.dimming, in: resolved.renderTree(atFraction: 0))?.opacity == 1)
    }

    /// A finger drags the sheet up (distance −374.5: up is negative) to `percent` of the way in
    /// 0.3 s and holds it still for 0.1 s before letting go: released at rest, it settles at the
    /// nearer detent, large from 60 %, back at medium from 40 %.
    func dragged(to percent: Double, release: Interaction.Release = .init(projection: 0.998)) -> Scene {
        let d = -374.5 * percent
        return scene(interaction: Interaction(
            gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.3, value: d), .init(time: 0.4, value: d)], distance: -374.5),
            release: release, completionCurve: .spring(.dampingRatio(1, initialVelocity: 0))))
    }

    @Test func releasedAtRestItSettlesAtTheNearerDetent() throws {
        for (percent, top) in [(0.6, Self.largeTop), (0.4, Self.mediumTop)] {
            let resolved = try dragged(to: percent).resolved()
            // While held the sheet is where the finger put it: 443.5 − percent · 374.5.
            expectClose(try sheetTop(resolved.snapshot(at: 0.35).tree), Self.mediumTop - percent * 374.5, tolerance: 1e-9)
            expectClose(try sheetTop(resolved.snapshot(at: resolved.duration).tree), top, tolerance: 1e-9)
        }
    }

    /// Pulled 120 % of the way (449.4 points up), the sheet passes the large detent by x = 74.9
    /// points of finger, which UIScrollView's rubber band turns into 0.55 · 74.9 · 852 /
    /// (852 + 0.55 · 74.9) = 39.295 points: its top at 69 − 39.295 = 29.705. Let go there, it
    /// travels back to 69 over the completion (the over-drag counts as distance left: 0.2 of the
    /// 0.5 s) and ends at rest at large.
    @Test func pulledPastTheLargestDetentItRubberBandsAndSpringsBack() throws {
        let resolved = try dragged(to: 1.2).resolved()
        let excess = 0.2 * 374.5, c = 0.55, d = 852.0
        let pulled = resolved.snapshot(at: 0.35).tree
        expectClose(try sheetTop(pulled), Self.largeTop - c * excess * d / (d + c * excess), tolerance: 1e-9)
        // It stretches: its box still reaches 10 points (its corner radius) below the canvas, and
        // its screen, drawn 59 points (the safe-area top) up, ends 29.3 points above the bottom
        // edge, so the box is filled with the screen's background (white).
        let box = try #require(EvaluationFixtures.layer(SheetEffect.stageIDs.sheet, in: pulled)).bounds
        expectClose(box.y + box.height, 852 + 10, tolerance: 1e-9)
        #expect(pulled.nodes.first { $0.id == SheetEffect.stageIDs.sheet }?.backgroundColor == .white)
        #expect(resolved.interaction?.outcome == .finish)
        expectClose(resolved.interaction?.completionDuration ?? 0, 0.2 * 0.5, tolerance: 1e-9)
        let halfway = try sheetTop(resolved.snapshot(at: 0.4 + 0.05).tree)
        #expect(halfway > 29.705 && halfway < Self.largeTop)
        expectClose(try sheetTop(resolved.snapshot(at: resolved.duration).tree), Self.largeTop, tolerance: 1e-9)
    }

    /// Let go at 40 % moving up at 0.5 of the distance a second, the sheet coasts (UIKit's normal
    /// deceleration, 0.998 a millisecond, also when the release names no rate) to
    /// 0.4 + 0.5 · 0.499 = 0.6495, past halfway: large. Let go at rest (velocity 0) it falls
    /// back to medium; a fast rate (0.99: 0.4 + 0.5 · 0.099 = 0.4495) does too.
    @Test func aMovingReleaseIsDecidedByWhereItWouldCoastTo() throws {
        let velocity = InteractionTimeline.projected(0.4, velocity: 0.5, rate: 0.998)
        expectClose(velocity, 0.6495, tolerance: 1e-12)
        func outcome(_ release: Interaction.Release) throws -> Interaction.Outcome? {
            let scene = scene(interaction: Interaction(
                gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.2, value: -112.35), .init(time: 0.4, value: -149.8)],
                              distance: -374.5),
                release: release))
            return try scene.resolved().interaction?.outcome
        }
        // The last segment: 37.45 points up in 0.2 s = 187.25 pt/s = 0.5 of 374.5 a second, at 40 %.
        #expect(try outcome(.init(projection: 0.998)) == .finish)
        #expect(try outcome(.init()) == .finish)
        #expect(try outcome(.init(velocity: 0)) == .cancel)
        #expect(try outcome(.init(projection: 0.99)) == .cancel)
    }

    /// A finger pulls the sheet down from medium by 60 points in 0.1 s and lets go: 600 pt/s,
    /// −1.602 of the 374.5-point distance a second, at −60 / 374.5 = −0.1602. The rests, in the
    /// same unit: medium 0, large 1, and below the canvas (top 852)
    /// (443.5 − 852) / 374.5 = −1.0908. Coasting at 0.998 it would reach
    /// −0.1602 − 1.602 · 0.499 = −0.9597, nearest the dismissal: the sheet leaves the canvas.
    func flicked(down points: Double, in seconds: Double, modal: Bool = false) throws -> ResolvedScene {
        var scene = dragged(to: 0, release: .init())
        scene.interaction?.gesture = .pan(translation: [.init(time: 0, value: 0), .init(time: seconds, value: points)], distance: -374.5)
        var effect = try #require(scene.transition.effect as? SheetEffect)
        effect.modalInPresentation = modal
        scene.transition.effect = effect
        return try scene.resolved()
    }

    @Test func aDownwardFlickDismisses() throws {
        let resolved = try flicked(down: 60, in: 0.1)
        let timeline = try #require(resolved.interaction)
        expectClose(InteractionTimeline.projected(-60 / 374.5, velocity: 600 / -374.5, rate: 0.998), -0.9597, tolerance: 1e-4)
        #expect(timeline.settlesAt == InteractionRest(name: "dismissed", position: (443.5 - 852) / 374.5))
        #expect(timeline.outcome == .finish)
        #expect(resolved.interactionRelease?.settlesAt == "dismissed")
        // At release the sheet is where the finger is, 60 points below medium, and the dimming has
        // faded by the share of the way to the bottom edge it went: (852 − 503.5) / (852 − 443.5).
        let released = resolved.snapshot(at: 0.1).tree
        expectClose(try sheetTop(released), Self.mediumTop + 60, tolerance: 1e-9)
        expectClose(try #require(EvaluationFixtures.layer(SheetEffect.stageIDs.dimming, in: released)).opacity, 348.5 / 408.5, tolerance: 1e-9)
        // At the end it is below the canvas, nothing is dimmed and the presenting screen is as it was.
        let end = resolved.snapshot(at: resolved.duration).tree
        expectClose(try sheetTop(end), 852, tolerance: 1e-9)
        #expect(EvaluationFixtures.layer(SheetEffect.stageIDs.dimming, in: end) == nil)
        expectClose(try #require(EvaluationFixtures.layer("from", in: end)).transform.a, 1, tolerance: 1e-12)
    }

    /// The same 60 points let go at rest (held 0.1 s) come back to medium: −0.1602 is nearer 0.
    @Test func aSlowPullDownComesBack() throws {
        var scene = try flicked(down: 60, in: 0.1).scene
        scene.interaction?.gesture = .pan(translation: [.init(time: 0, value: 0), .init(time: 0.1, value: 60), .init(time: 0.2, value: 60)],
                                          distance: -374.5)
        let resolved = try scene.resolved()
        #expect(resolved.interaction?.settlesAt?.name == "medium")
        #expect(resolved.interaction?.outcome == .cancel)
        expectClose(try sheetTop(resolved.snapshot(at: resolved.duration).tree), Self.mediumTop, tolerance: 1e-9)
    }

    /// A modal sheet (`isModalInPresentation`) has no dismissal: pulled 60 points down it
    /// rubber-bands, 0.55 · 60 · 852 / (852 + 0.55 · 60) = 31.7695 points below medium, and the
    /// flick settles back at medium. The completion spring starts at the finger's velocity, away
    /// from medium, and UIKit's solve brings it within ε = 0.001 of the 0.16 left by its
    /// duration (0.06 points before the rubber band); after it the sheet is exactly at rest.
    @Test func aModalSheetResistsAndComesBack() throws {
        let resolved = try flicked(down: 60, in: 0.1, modal: true)
        let timeline = try #require(resolved.interaction)
        #expect(timeline.settlesAt?.name == "medium")
        expectClose(try sheetTop(resolved.snapshot(at: 0.1).tree), Self.mediumTop + 0.55 * 60 * 852 / (852 + 0.55 * 60), tolerance: 1e-9)
        expectClose(try sheetTop(resolved.snapshot(at: resolved.duration).tree), Self.mediumTop, tolerance: 0.06)
        let rest = timeline.state(at: resolved.duration + 0.01)
        #expect(rest.fraction == 0 && rest.overdrag == 0)
    }

    /// Three detents: 150 points (top 852 − 150 − 34 = 668), medium (443.5) and large (69). From
    /// 150 to medium the distance is 668 − 443.5 = 224.5 points (−224.5: up), so large lies at
    /// (668 − 69) / 224.5 = 2.668 of it. Dragged 450 points up and held, the sheet's top is at
    /// 218, past medium and nearer large (149 away) than medium (225.5): it settles at large,
    /// where the presenting screen is scaled back to 369 / 393. On the way, at top 218, it is
    /// (443.5 − 218) / 374.5 of the way from unscaled (at medium) to that.
    @Test func withThreeDetentsItSettlesAtTheNearestOne() throws {
        var effect = SheetEffect(detents: [.height(150), .medium, .large], detent: .medium)
        effect.fromDetent = .height(150)
        var scene = self.scene()
        scene.transition.effect = effect
        func dragged(up points: Double) throws -> ResolvedScene {
            scene.interaction = Interaction(
                gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.3, value: -points), .init(time: 0.4, value: -points)],
                              distance: -224.5),
                completionCurve: .spring(.dampingRatio(1, initialVelocity: 0)))
            return try scene.resolved()
        }
        let far = try dragged(up: 450)
        #expect(far.interaction?.settlesAt?.name == "large")
        expectClose(far.interaction?.settlesAt?.position ?? 0, 599 / 224.5, tolerance: 1e-12)
        let held = far.snapshot(at: 0.35).tree
        expectClose(try sheetTop(held), 218, tolerance: 1e-9)
        let k = (443.5 - 218) / 374.5
        expectClose(try #require(EvaluationFixtures.layer("from", in: held)).transform.a, 1 + (369.0 / 393 - 1) * k, tolerance: 1e-12)
        let end = far.snapshot(at: far.duration).tree
        expectClose(try sheetTop(end), Self.largeTop, tolerance: 1e-9)
        expectClose(try #require(EvaluationFixtures.layer("from", in: end)).transform.a, 369.0 / 393, tolerance: 1e-12)
        // 400 points up (top 268): medium is 175.5 away, large 199: medium.
        let near = try dragged(up: 400)
        #expect(near.interaction?.settlesAt?.name == "medium")
        expectClose(try sheetTop(near.snapshot(at: near.duration).tree), Self.mediumTop, tolerance: 1e-9)
    }

    /// The finger moves the sheet whatever the transition's timing: with the sheet's own spring
    /// (the default), dragged 450 points up from 150 the sheet's top is at 668 − 450 = 218 while
    /// held, and it settles at large, at 69.
    @Test func theFingerMovesTheSheetWhateverTheTiming() throws {
        var effect = SheetEffect(detents: [.height(150), .medium, .large], detent: .medium)
        effect.fromDetent = .height(150)
        var scene = self.scene(interaction: Interaction(
            gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.3, value: -450), .init(time: 0.4, value: -450)],
                          distance: -224.5)))
        scene.transition.effect = effect
        scene.transition.timing = SheetEffect.defaultTiming
        let resolved = try scene.resolved()
        expectClose(try sheetTop(resolved.snapshot(at: 0.2).tree), 668 - 300, tolerance: 1e-9)
        expectClose(try sheetTop(resolved.snapshot(at: 0.35).tree), 218, tolerance: 1e-9)
        expectClose(try sheetTop(resolved.snapshot(at: resolved.duration + 0.01).tree), Self.largeTop, tolerance: 1e-9)
    }

    /// Without a finger, a bouncy spring's overshoot past the large detent carries on (no
    /// rubber band): at each fraction the top is 443.5 − 374.5 · the curve's progress, above 69
    /// where the progress passes 1.
    @Test func anAnimationsOvershootIsNotRubberBanded() throws {
        var scene = self.scene()
        scene.transition.timing = .spring(.dampingRatio(0.4, initialVelocity: 0))
        let resolved = try scene.resolved()
        let curve = try scene.transition.timing.curve(duration: 0.5)
        let f = stride(from: 0.0, through: 1, by: 0.01).max { curve.progress(at: $0) < curve.progress(at: $1) }!
        #expect(curve.progress(at: f) > 1.1)
        expectClose(try sheetTop(resolved.renderTree(atFraction: f)), Self.mediumTop - 374.5 * curve.progress(at: f), tolerance: 1e-9)
    }

    /// Between two detents 20 points apart (400 and 420: tops 418 and 398), a flick down from
    /// 420 dismisses the sheet 852 − 398 = 454 points away, 22.7 of the pan's distance: the
    /// completion lasts no longer than the transition's 0.5 s.
    @Test func aFarRestTakesNoLongerThanTheTransition() throws {
        var effect = SheetEffect(detents: [.height(400), .height(420), .large], detent: .height(400))
        effect.fromDetent = .height(420)
        var scene = self.scene(interaction: Interaction(
            gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.1, value: 100)], distance: 20),
            completionCurve: .spring(.dampingRatio(1, initialVelocity: 0))))
        scene.transition.effect = effect
        let timeline = try #require(try scene.resolved().interaction)
        #expect(timeline.settlesAt?.name == "dismissed")
        expectClose(timeline.settlesAt?.position ?? 0, (398 - 852) / -20.0, tolerance: 1e-9)
        expectClose(timeline.completionDuration, 0.5, tolerance: 1e-9)
    }

    /// A flick past `velocityThreshold` goes to the next rest in its direction, however short
    /// the drag: 10 points up from 150 in 0.05 s (0.891 of the 224.5-point distance a second,
    /// past a threshold of 0.5) settles at medium, the next detent up, not large.
    @Test func aFlickPastTheVelocityThresholdGoesToTheNextRest() throws {
        var effect = SheetEffect(detents: [.height(150), .medium, .large], detent: .medium)
        effect.fromDetent = .height(150)
        var scene = self.scene(interaction: Interaction(
            gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.05, value: -10)], distance: -224.5),
            release: .init(velocityThreshold: 0.5)))
        scene.transition.effect = effect
        #expect(try scene.resolved().interaction?.settlesAt?.name == "medium")
    }

    @Test func fromDetentIsOneOfTheDetentsOfAPresentedSheet() {
        var scene = self.scene()
        var effect = SheetEffect(detents: [.large])
        effect.fromDetent = .medium
        scene.transition.effect = effect
        #expect(EvaluationFixtures.resolutionError(scene)?.description
                == "transition.fromDetent: expected one of the detents (large), found medium")
    }

    @Test func modalInPresentationBelongsToASheetBetweenDetents() {
        var scene = self.scene()
        var effect = SheetEffect(detents: [.large])
        effect.modalInPresentation = true
        scene.transition.effect = effect
        #expect(EvaluationFixtures.resolutionError(scene)?.description
                == "transition.modalInPresentation: expected a sheet between detents (fromDetent): a modal sheet is drawn resisting "
                + "a drag below its lowest detent; a drag that dismisses it is not drawn")
    }

    /// Two detents at one height (medium's 374.5 and a custom 374.5): the rest there is named by
    /// the one the transition starts at.
    @Test func aRestIsNamedByTheDetentTheTransitionNames() throws {
        var effect = SheetEffect(detents: [.medium, .height(374.5), .large], detent: .large)
        effect.fromDetent = .height(374.5)
        var scene = dragged(to: 0.2)
        scene.transition.effect = effect
        #expect(try scene.resolved().interaction?.settlesAt?.name == "374.5")
    }

    @Test func fromDetentIsAtAnotherHeightThanDetent() {
        var scene = self.scene()
        var effect = SheetEffect(detents: [.height(749), .large], detent: .large)
        effect.fromDetent = .height(749)
        scene.transition.effect = effect
        #expect(EvaluationFixtures.resolutionError(scene)?.description
                == "transition.fromDetent: expected a detent at another height than the detent the sheet moves to (large), found 749")
    }
}
