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
        expectClose(try sheetTop(resolved.snapshot(at: 0.35).tree), Self.largeTop - c * excess * d / (d + c * excess), tolerance: 1e-9)
        #expect(resolved.interaction?.outcome == .finish)
        expectClose(resolved.interaction?.completionDuration ?? 0, 0.2 * 0.5, tolerance: 1e-9)
        let halfway = try sheetTop(resolved.snapshot(at: 0.4 + 0.05).tree)
        #expect(halfway > 29.705 && halfway < Self.largeTop)
        expectClose(try sheetTop(resolved.snapshot(at: resolved.duration).tree), Self.largeTop, tolerance: 1e-9)
    }

    /// Let go at 40 % moving up at 0.5 of the distance a second, the sheet coasts (UIKit's normal
    /// deceleration, 0.998 a millisecond) to 0.4 + 0.5 · 0.499 = 0.6495, past halfway: large.
    /// Decided by the percent alone it would fall back to medium.
    @Test func aMovingReleaseIsDecidedByWhereItWouldCoastTo() throws {
        let velocity = InteractionTimeline.projected(0.4, velocity: 0.5, rate: 0.998)
        expectClose(velocity, 0.6495, tolerance: 1e-12)
        func outcome(projection: Double?) throws -> Interaction.Outcome? {
            let scene = scene(interaction: Interaction(
                gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.2, value: -112.35), .init(time: 0.4, value: -149.8)],
                              distance: -374.5),
                release: .init(projection: projection)))
            return try scene.resolved().interaction?.outcome
        }
        // The last segment: 37.45 points up in 0.2 s = 187.25 pt/s = 0.5 of 374.5 a second, at 40 %.
        #expect(try outcome(projection: 0.998) == .finish)
        #expect(try outcome(projection: nil) == .cancel)
    }

    @Test func fromDetentIsOneOfTheDetentsOfAPresentedSheet() {
        var scene = self.scene()
        var effect = SheetEffect(detents: [.large])
        effect.fromDetent = .medium
        scene.transition.effect = effect
        #expect(EvaluationFixtures.resolutionError(scene)?.description
                == "transition.fromDetent: expected one of the detents (large), found medium")
    }
}
